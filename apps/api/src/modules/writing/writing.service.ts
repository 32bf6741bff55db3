import type { SummarizeAssessRequest, WriteEssayAssessRequest, WritingAssessmentResult } from '@pte/contract';
import { questionTypes, skillScore, validateAnswer, type AnswerOf, type ContentItem } from '@pte/exam';
import {
  WritingInputError,
  writingInputProblem,
  type WritingAssessment,
  type WritingAssessmentInput,
  type WritingRubric,
  type WritingTask,
} from '@pte/language/assessor';
import { HttpError } from '../../platform/http-error';
import type { AttemptsRepository } from '../attempts/attempts.repository';
import type { AuthUser } from '../auth/auth.guard';
import type { QuestionsService } from '../questions/questions.service';
import type { WritingEngine } from './writing-engine';

/** The types `POST /summarize/assess` serves. */
const summaryTypes = ['summarize-written-text', 'summarize-spoken-text'] as const satisfies readonly WritingTask[];

function answerRejected(message: string): HttpError {
  return new HttpError(400, 'VALIDATION_FAILED', message, [{ path: 'answer', message }]);
}

/** 400 with the engine's message for an answer it cannot assess (empty, or too long); nothing is stored. */
function checkAssessable(text: string): void {
  const problem = writingInputProblem(text);
  if (problem) throw answerRejected(problem.message);
}

/** A written answer as the registry's answer schema has it: what is assessed and what is stored. */
type WrittenAnswer = AnswerOf<WritingTask>;

/**
 * The learner's answer to a bank item, checked before any scoring: first what the engine can assess, then the
 * item type's answer schema (its own length limit). 400 with the reason otherwise, and nothing is stored.
 */
function acceptAnswer(item: ContentItem<WritingTask>, text: string): WrittenAnswer {
  checkAssessable(text);
  const validation = validateAnswer(item, { text });
  if (!validation.success) throw answerRejected(validation.issues.map((issue) => issue.message).join('; '));
  return { text };
}

/**
 * Scores with the writing engine's worker threads once they are ready (start-up prepares them in the background;
 * an early request waits for that same preparation rather than starting its own).
 */
async function runAssessment(engine: WritingEngine, input: WritingAssessmentInput): Promise<WritingAssessment> {
  try {
    return await engine.assess(input);
  } catch (error) {
    if (error instanceof WritingInputError) throw answerRejected(error.message);
    throw error;
  }
}

/**
 * The engine's assessment as the API's result: traits keyed and ordered as the registry lists them, the
 * skills each task feeds (`round(10 + 80 × total / max)`, docs/task-types.md#skill-estimates), and every issue and gate in `details`.
 */
function toResult(
  taskType: WritingTask,
  assessment: WritingAssessment,
  extra: Pick<WritingAssessmentResult, 'questionId'> & Partial<Pick<WritingAssessmentResult, 'correctAnswer' | 'explanation' | 'transcript'>>,
  keyPoints: Pick<WritingAssessmentResult['details'], 'keyIdeas' | 'keyAspects'>,
): WritingAssessmentResult {
  const measured = new Map(Object.entries(assessment.traits));
  const type = questionTypes[taskType];
  const traits: WritingAssessmentResult['traits'] = {};
  for (const definition of type.traits) {
    const trait = measured.get(definition.id);
    if (trait) traits[definition.id] = { score: trait.score, max: trait.max, raw: trait.raw };
  }
  // Anything the engine measured that the registry does not list still reaches the learner, after the rubric's traits.
  for (const [id, trait] of measured) traits[id] ??= { score: trait.score, max: trait.max, raw: trait.raw };
  const { score, max } = assessment.total;
  return {
    questionId: extra.questionId,
    taskType,
    traits,
    total: { score, max },
    skills: Object.fromEntries(type.skills.map((skill) => [skill, skillScore(score, max)])),
    ...(extra.transcript !== undefined ? { transcript: extra.transcript } : {}),
    metrics: assessment.metrics,
    feedback: assessment.feedback,
    ...(extra.correctAnswer !== undefined ? { correctAnswer: extra.correctAnswer } : {}),
    ...(extra.explanation !== undefined ? { explanation: extra.explanation } : {}),
    details: {
      issues: assessment.issues.map(({ start, end, category, message, suggestions, source }) => ({ start, end, category, message, suggestions, source })),
      gates: assessment.gates.map(({ rule, message }) => ({ rule, message })),
      ...keyPoints,
    },
  };
}

/**
 * Assesses summaries and essays with the writing engine (worker threads) and stores each bank question's attempt.
 * `rubric` picks the trait maxima: PTE's legacy Score Guide (default) or the August 2025 maxima.
 */
export function createWritingService(
  repository: AttemptsRepository,
  questions: QuestionsService,
  { rubric, engine }: { rubric: WritingRubric; engine: WritingEngine },
) {
  async function store(learner: AuthUser, item: ContentItem<WritingTask>, answer: WrittenAnswer, result: WritingAssessmentResult, timeTaken: number | undefined): Promise<void> {
    await repository.insert({
      userId: learner.id,
      questionId: item.id,
      questionType: item.type,
      question: await questions.servedQuestion(item),
      answer,
      result,
      timeTakenMs: timeTaken === undefined ? null : Math.round(timeTaken * 1000),
      createdAt: new Date(),
    });
  }

  /** Assesses a learner's text against bank item `item` (its key ideas or aspects, its source), without storing it. */
  async function assessItem(item: ContentItem<WritingTask>, text: string): Promise<WritingAssessmentResult> {
    if (item.type === 'write-essay') {
      const { keyAspects } = item.answerKey;
      const assessment = await runAssessment(engine, { task: item.type, text, prompt: item.prompt.question, keyAspects, rubric });
      return toResult(item.type, assessment, { questionId: item.id, correctAnswer: item.modelAnswer, explanation: item.explanation }, { keyAspects });
    }
    const { keyIdeas } = item.answerKey;
    const sourceText = item.type === 'summarize-written-text' ? item.prompt.passage : (item.audio?.script ?? '');
    const assessment = await runAssessment(engine, { task: item.type, text, keyIdeas, sourceText, rubric });
    return toResult(
      item.type,
      assessment,
      {
        questionId: item.id,
        correctAnswer: item.modelAnswer,
        explanation: item.explanation,
        ...(item.audio ? { transcript: item.audio.script } : {}),
      },
      { keyIdeas },
    );
  }

  return {
    /**
     * `POST /summarize/assess`: a Summarize Written Text or Summarize Spoken Text answer, scored against the
     * item's key ideas and its passage or lecture script, and stored. Without a question id, a free practice
     * summary of `referenceText` (Summarize Written Text rules), scored and not stored.
     */
    async assessSummary(learner: AuthUser, body: SummarizeAssessRequest): Promise<WritingAssessmentResult> {
      if (body.questionId === undefined) {
        checkAssessable(body.answer);
        const assessment = await runAssessment(engine, { task: 'summarize-written-text', text: body.answer, sourceText: body.referenceText, rubric });
        return toResult('summarize-written-text', assessment, { questionId: '' }, {});
      }
      const item = await questions.findItemFor(body.questionId, summaryTypes);
      const answer = acceptAnswer(item, body.answer);
      const result = await assessItem(item, answer.text);
      await store(learner, item, answer, result, body.timeTaken);
      return result;
    },

    /** `POST /write-essay/assess`: an essay scored against the prompt and its key aspects, and stored. */
    async assessEssay(learner: AuthUser, body: WriteEssayAssessRequest): Promise<WritingAssessmentResult> {
      const item = await questions.findItemFor(body.questionId, ['write-essay']);
      const answer = acceptAnswer(item, body.answer);
      const result = await assessItem(item, answer.text);
      await store(learner, item, answer, result, body.timeTaken);
      return result;
    },

    /**
     * A written answer to bank item `item` assessed and not stored (a mock test keeps its own answers): 400
     * `VALIDATION_FAILED` for a text the engine cannot assess.
     */
    assessItem,
  };
}

/** The writing assessment service. */
export type WritingService = ReturnType<typeof createWritingService>;

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
import { randomUUID } from 'node:crypto';
import { HttpError } from '../../platform/http-error';
import type { PracticeAnswer, PracticeJobClient } from '../assessment-jobs/practice-answers';
import { refusedJobOutput, unreadableJobOutput, type PracticeJobInput, type PracticeJobOutput } from '../assessment-jobs/practice-job-data';
import type { AttemptsRepository } from '../attempts/attempts.repository';
import type { AuthUser } from '../auth/auth.guard';
import type { QuestionsService } from '../questions/questions.service';
import type { WritingEngine } from './writing-engine';
import { writtenAnswerJobSchema, type WrittenAnswerJob } from './written-answer-job';

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
 * Assesses a learner's text against bank item `item` (its key ideas or aspects, its source) with `engine` and the
 * `rubric`'s maxima, without storing it: what the practice endpoints, mock tests and the guides' worked examples use.
 */
export async function assessWrittenItem(
  { rubric, engine }: { rubric: WritingRubric; engine: WritingEngine },
  item: ContentItem<WritingTask>,
  text: string,
): Promise<WritingAssessmentResult> {
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

/** A written answer checked before any scoring: for a bank question, the item and the answer to store; else a free practice summary. */
type CheckedAnswer = { item: ContentItem<WritingTask>; answer: WrittenAnswer } | { item: null; text: string; referenceText: string | undefined };

/**
 * Assesses summaries and essays with the writing engine (worker threads) and stores each bank question's attempt.
 * `rubric` picks the trait maxima: PTE's legacy Score Guide (default) or the August 2025 maxima.
 *
 * With `jobs` (assessment workers), the API checks the answer and sends it as a job; a worker assesses it with
 * {@link WritingService.assessJob} and saves the attempt, and the API answers with it (or, past its wait, with where
 * the answer stands).
 */
export function createWritingService(
  repository: AttemptsRepository,
  questions: QuestionsService,
  { rubric, engine, jobs }: { rubric: WritingRubric; engine: WritingEngine; jobs?: PracticeJobClient },
) {
  /** The attempt of a bank question's answer. */
  async function attemptOf(learnerId: string, item: ContentItem<WritingTask>, answer: WrittenAnswer, result: WritingAssessmentResult, timeTaken: number | undefined) {
    return {
      userId: learnerId,
      questionId: item.id,
      questionType: item.type,
      question: await questions.servedQuestion(item),
      answer,
      result,
      timeTakenMs: timeTaken === undefined ? null : Math.round(timeTaken * 1000),
      createdAt: new Date(),
    };
  }

  /** Assesses a learner's text against bank item `item` (its key ideas or aspects, its source), without storing it. */
  const assessItem = (item: ContentItem<WritingTask>, text: string): Promise<WritingAssessmentResult> => assessWrittenItem({ rubric, engine }, item, text);

  /** A summary checked: against its bank item, or (no question id) as a free practice summary of `referenceText`. */
  async function checkSummary(body: SummarizeAssessRequest): Promise<CheckedAnswer> {
    if (body.questionId === undefined) {
      checkAssessable(body.answer);
      return { item: null, text: body.answer, referenceText: body.referenceText };
    }
    const item = await questions.findItemFor(body.questionId, summaryTypes);
    return { item, answer: acceptAnswer(item, body.answer) };
  }

  /** An essay checked against its bank item. */
  async function checkEssay(body: WriteEssayAssessRequest): Promise<CheckedAnswer> {
    const item = await questions.findItemFor(body.questionId, ['write-essay']);
    return { item, answer: acceptAnswer(item, body.answer) };
  }

  /** Scores a checked answer; a bank question's attempt is stored (under `attemptId` once, when given: a job's). */
  async function assessChecked(learnerId: string, checked: CheckedAnswer, timeTaken: number | undefined, attemptId?: string): Promise<WritingAssessmentResult> {
    if (checked.item === null) {
      const assessment = await runAssessment(engine, { task: 'summarize-written-text', text: checked.text, sourceText: checked.referenceText, rubric });
      return toResult('summarize-written-text', assessment, { questionId: '' }, {});
    }
    const result = await assessItem(checked.item, checked.answer.text);
    const attempt = await attemptOf(learnerId, checked.item, checked.answer, result, timeTaken);
    if (attemptId) await repository.insertOnce({ id: attemptId, ...attempt });
    else await repository.insert(attempt);
    return result;
  }

  /** A checked answer assessed here, or sent to the workers as a job and waited for. */
  async function assessOrSend(learner: AuthUser, checked: CheckedAnswer, job: WrittenAnswerJob, signal?: AbortSignal): Promise<PracticeAnswer<WritingAssessmentResult>> {
    if (!jobs) return { status: 'assessed', result: await assessChecked(learner.id, checked, job.body.timeTaken) };
    const id = randomUUID();
    await jobs.send({ kind: 'writing', id, learnerId: learner.id, answer: job });
    return jobs.answer<WritingAssessmentResult>(learner.id, id, signal);
  }

  return {
    /**
     * `POST /summarize/assess`: a Summarize Written Text or Summarize Spoken Text answer, scored against the
     * item's key ideas and its passage or lecture script, and stored. Without a question id, a free practice
     * summary of `referenceText` (Summarize Written Text rules), scored and not stored.
     */
    async assessSummary(learner: AuthUser, body: SummarizeAssessRequest, signal?: AbortSignal): Promise<PracticeAnswer<WritingAssessmentResult>> {
      return assessOrSend(learner, await checkSummary(body), { path: 'summarize', body }, signal);
    },

    /** `POST /write-essay/assess`: an essay scored against the prompt and its key aspects, and stored. */
    async assessEssay(learner: AuthUser, body: WriteEssayAssessRequest, signal?: AbortSignal): Promise<PracticeAnswer<WritingAssessmentResult>> {
      return assessOrSend(learner, await checkEssay(body), { path: 'write-essay', body }, signal);
    },

    /**
     * An assessment worker's part of a written practice answer sent as a job: checks the job's answer again as the
     * route did, scores it and, for a bank question, saves the attempt under the job's id (once, however often the job
     * is tried). An answer refused (400, or a question gone from the bank: 404) or that cannot be read ends the job with
     * that; anything else throws, and the job is tried again.
     */
    async assessJob({ id, learnerId, answer }: PracticeJobInput): Promise<PracticeJobOutput> {
      const job = writtenAnswerJobSchema.safeParse(answer);
      if (!job.success) return unreadableJobOutput;
      try {
        const checked = job.data.path === 'summarize' ? await checkSummary(job.data.body) : await checkEssay(job.data.body);
        const result = await assessChecked(learnerId, checked, job.data.body.timeTaken, id);
        return checked.item === null ? { outcome: 'assessed', result } : { outcome: 'saved', attemptId: id };
      } catch (error) {
        if (error instanceof HttpError && error.statusCode < 500) return refusedJobOutput(error);
        throw error;
      }
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

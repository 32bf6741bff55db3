import {
  parseUserOrder,
  type Attempt,
  type AttemptsQuery,
  type ObjectiveAssessEndpoint,
  type QuestionAttemptRequest,
  type ReorderAttempt,
} from '@pte/contract';
import {
  buildReorderAttemptResult,
  scoreAnswer,
  validateAnswer,
  type AnswerIssue,
  type AssessmentResult,
  type QuestionTypeId,
} from '@pte/exam';
import { HttpError } from '../../platform/http-error';
import type { AuthUser } from '../auth/auth.guard';
import type { QuestionsService } from '../questions/questions.service';
import type { AttemptRecord, AttemptsRepository } from './attempts.repository';

/** 400 for an answer that does not fit the question (nothing is stored). */
function answerRejected(issues: readonly AnswerIssue[], field?: string): HttpError {
  const details = issues.map((issue) => ({ path: field ?? (issue.path.map(String).join('.') || 'answer'), message: issue.message }));
  const messages = [...new Set(issues.map((issue) => issue.message))];
  return new HttpError(400, 'VALIDATION_FAILED', `Your answer could not be assessed: ${messages.join('; ')}.`, details);
}

function toSeconds(ms: number | null): number | null {
  return ms === null ? null : ms / 1000;
}

/** Maps a stored attempt to the API's `Attempt`. */
export function toAttempt(record: AttemptRecord): Attempt {
  return {
    id: record.id,
    questionId: record.questionId,
    questionType: record.questionType as QuestionTypeId,
    answer: record.answer,
    result: (record.result ?? null) as Attempt['result'],
    timeTaken: toSeconds(record.timeTakenMs),
    createdAt: record.createdAt.toISOString(),
  };
}

/** Assesses learners' answers against the bank's keys, stores every attempt and lists a learner's own. */
export function createAttemptsService(repository: AttemptsRepository, questions: QuestionsService) {
  return {
    /**
     * Assesses an answer sent to one of the objective assess paths: loads the question, checks the path serves
     * its type, checks the answer against the type and the item (400, nothing stored), scores it with the exam
     * engine, adds the explanation, the correct answer and (listening) the transcript, and stores the attempt.
     */
    async assess(learner: AuthUser, endpoint: ObjectiveAssessEndpoint, body: Record<string, unknown>): Promise<AssessmentResult<QuestionTypeId>> {
      const { questionId, timeTaken, ...answerFields } = body;
      const item = await questions.findItemFor(String(questionId), endpoint.types);
      const validation = validateAnswer(item, answerFields);
      if (!validation.success) throw answerRejected(validation.issues);
      const scored = scoreAnswer(item, validation.answer);
      if (!scored) throw new Error(`${item.type} has no objective scorer but is served by ${endpoint.path}`);
      const result: AssessmentResult<QuestionTypeId> = {
        ...scored,
        questionId: item.id,
        explanation: item.explanation,
        correctAnswer: scored.correctAnswer ?? item.answerKey,
        ...(item.audio ? { transcript: item.audio.script } : {}),
      };
      await repository.insert({
        userId: learner.id,
        questionId: item.id,
        questionType: item.type,
        question: await questions.servedQuestion(item),
        answer: validation.answer,
        result,
        timeTakenMs: typeof timeTaken === 'number' ? Math.round(timeTaken * 1000) : null,
        // The app's clock for every attempt, as for re-order results, so lists sort them consistently.
        createdAt: new Date(),
      });
      return result;
    },

    /**
     * `POST /question-attempt`: a re-order answer. Scores the order against the bank's key (the spec's position
     * score and reading_score, and PTE's pair score), ignoring any score the client sends, stores the attempt and
     * answers it with the full assessment (feedback, per-pair marks, the correct order and the explanation).
     */
    async saveReorderAttempt(learner: AuthUser, body: QuestionAttemptRequest): Promise<ReorderAttempt> {
      const item = await questions.findItemFor(body.questionId, ['re-order-paragraphs']);
      const order = parseUserOrder(body.user_answer);
      if (!order) throw answerRejected([{ path: [], message: 'Send the paragraph order as a JSON list of paragraph ids, e.g. ["C","A","D","B"]' }], 'user_answer');
      const validation = validateAnswer(item, { order });
      if (!validation.success) throw answerRejected(validation.issues, 'user_answer');
      const createdAt = new Date();
      const spec = buildReorderAttemptResult({ questionId: item.id, userOrder: order, correctOrder: item.answerKey.order, timeTaken: body.time_taken, createdAt });
      const scored = scoreAnswer(item, validation.answer);
      if (!scored) throw new Error('re-order-paragraphs has no scorer');
      const attempt: ReorderAttempt = { ...spec, assessment: { ...scored, questionId: item.id, explanation: item.explanation } };
      await repository.insert({
        userId: learner.id,
        questionId: item.id,
        questionType: item.type,
        question: await questions.servedQuestion(item),
        answer: validation.answer,
        result: attempt,
        timeTakenMs: Math.round(body.time_taken * 1000),
        createdAt,
      });
      return attempt;
    },

    /** The learner's own attempts, newest first, optionally of one question or one task type. */
    async list(learner: AuthUser, query: AttemptsQuery): Promise<Attempt[]> {
      const records = await repository.listForUser(learner.id, { questionId: query.questionId, questionType: query.type, limit: query.limit });
      return records.map(toAttempt);
    },
  };
}

/** The attempts service. */
export type AttemptsService = ReturnType<typeof createAttemptsService>;

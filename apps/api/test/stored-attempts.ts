import { attempts, testAnswers, testSessions } from '../src/db/schema';
import type { AnswerStatus } from '../src/modules/mock-tests/mock-tests.repository';
import type { TestApp } from './test-app';
import type { QuestionTypeId, TestItemType } from '@pte/exam';

/** An attempt to store directly, made `daysAgo` days before today at `hourUtc`, scored `score` of `max`. */
interface StoredAttemptSpec {
  questionId: string;
  type: QuestionTypeId;
  skills: Partial<Record<'speaking' | 'writing' | 'reading' | 'listening', number>>;
  daysAgo?: number;
  hourUtc?: number;
  /** The exact instant it was made, instead of `daysAgo` and `hourUtc`. */
  at?: Date;
  recordingKey?: string;
  /** The trait marks the assessment gave, by trait id (none when left out). */
  traits?: Record<string, { score: number; max: number }>;
}

/** Today's date at `hourUtc` o'clock UTC, `daysAgo` days back. */
export function utcDaysAgo(daysAgo: number, hourUtc = 12): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysAgo, hourUtc));
}

/**
 * Stores attempts for `userId` straight into the database, dated in the past, with a result carrying only the
 * `skills` and `total` the history and progress queries read (the practice routes can only store attempts now).
 */
export async function storeAttempts(t: TestApp, userId: string, specs: readonly StoredAttemptSpec[]): Promise<string[]> {
  const rows = await t.database.db
    .insert(attempts)
    .values(
      specs.map((spec) => ({
        userId,
        questionId: spec.questionId,
        questionType: spec.type,
        answer: {},
        result: { questionId: spec.questionId, taskType: spec.type, skills: spec.skills, total: { score: 1, max: 1 }, traits: spec.traits ?? {}, feedback: [] },
        recordingKey: spec.recordingKey ?? null,
        timeTakenMs: null,
        createdAt: spec.at ?? utcDaysAgo(spec.daysAgo ?? 0, spec.hourUtc),
      })),
    )
    .returning({ id: attempts.id });
  return rows.map((row) => row.id);
}

/**
 * An item of a mock-test sitting to store directly: its type, its bank question (none for the introduction), how it
 * ended and when it was answered. Never `pending`: nothing would assess it.
 */
interface StoredMockAnswerSpec {
  type: TestItemType;
  questionId: string | null;
  status: Exclude<AnswerStatus, 'pending'>;
  answeredAt: Date;
}

/**
 * Stores a completed sitting of `testId` for `userId` with `answers` at positions 0, 1, … straight into the database
 * (taking a test through the API needs an answer, and for speaking a recording, for every item); answers its id.
 */
export async function storeMockSitting(t: TestApp, userId: string, answers: readonly StoredMockAnswerSpec[], testId = 'mini-mock-1'): Promise<string> {
  const [sitting] = await t.database.db
    .insert(testSessions)
    .values({
      userId,
      testId,
      status: 'completed',
      plan: { items: [], blocks: [] },
      clock: { usedMs: 0, lastContactAt: 0, awayMs: 0, interruptions: 0 },
      position: answers.length,
      completedAt: answers.at(-1)?.answeredAt ?? new Date(),
    })
    .returning({ id: testSessions.id });
  if (!sitting) throw new Error('Storing a mock-test sitting returned no row');
  if (answers.length > 0) {
    await t.database.db.insert(testAnswers).values(
      answers.map((answer, position) => ({
        sessionId: sitting.id,
        position,
        itemType: answer.type,
        questionId: answer.questionId,
        answer: answer.status === 'unanswered' ? null : {},
        status: answer.status,
        result: answer.status === 'unanswered' ? { reason: 'skipped' } : {},
        timeUsedMs: 30_000,
        answeredAt: answer.answeredAt,
      })),
    );
  }
  return sitting.id;
}

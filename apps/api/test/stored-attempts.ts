import { attempts } from '../src/db/schema';
import type { TestApp } from './test-app';
import type { QuestionTypeId } from '@pte/exam';

/** An attempt to store directly, made `daysAgo` days before today at `hourUtc`, scored `score` of `max`. */
interface StoredAttemptSpec {
  questionId: string;
  type: QuestionTypeId;
  skills: Partial<Record<'speaking' | 'writing' | 'reading' | 'listening', number>>;
  daysAgo?: number;
  hourUtc?: number;
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
        createdAt: utcDaysAgo(spec.daysAgo ?? 0, spec.hourUtc),
      })),
    )
    .returning({ id: attempts.id });
  return rows.map((row) => row.id);
}

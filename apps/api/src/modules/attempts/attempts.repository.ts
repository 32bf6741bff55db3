import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { PublicQuestion } from '@pte/exam';
import type { Db } from '../../db/client';
import { attempts } from '../../db/schema';

/** A stored attempt, as a row. */
export type AttemptRecord = typeof attempts.$inferSelect;

/** What is stored for a new attempt. */
interface NewAttempt {
  userId: string;
  questionId: string;
  questionType: string;
  answer: unknown;
  result: unknown;
  timeTakenMs: number | null;
  /** The question as the learner was served it. */
  question: PublicQuestion;
  /** The stored recording of a spoken answer (its key in the recording store). */
  recordingKey?: string | null;
  /** When the attempt was made; the database's clock when omitted. */
  createdAt?: Date;
}

/** Which of a learner's attempts to list. */
interface AttemptFilter {
  questionId?: string | undefined;
  questionType?: string | undefined;
  limit: number;
}

/** Stores and lists learners' attempts. Reads are always scoped to one user id. */
export function createAttemptsRepository(db: Db) {
  return {
    /** Stores an attempt and returns the stored row. */
    async insert(attempt: NewAttempt): Promise<AttemptRecord> {
      const [row] = await db.insert(attempts).values(attempt).returning();
      if (!row) throw new Error('Storing the attempt returned no row');
      return row;
    },

    /**
     * Stores an attempt under its own `id` unless one is stored under it already (an assessment job tried again after
     * it saved), and returns the stored row either way.
     */
    async insertOnce(attempt: NewAttempt & { id: string }): Promise<AttemptRecord> {
      const [row] = await db.insert(attempts).values(attempt).onConflictDoNothing({ target: attempts.id }).returning();
      if (row) return row;
      const [stored] = await db.select().from(attempts).where(eq(attempts.id, attempt.id));
      if (!stored) throw new Error('Storing the attempt returned no row');
      return stored;
    },

    /** Attempt `id` of `userId`, or undefined when it is not theirs or does not exist. */
    async findForUser(userId: string, id: string): Promise<AttemptRecord | undefined> {
      const [row] = await db
        .select()
        .from(attempts)
        .where(and(eq(attempts.userId, userId), eq(attempts.id, id)));
      return row;
    },

    /** The attempts of `userId` matching `filter`, newest first. */
    async listForUser(userId: string, filter: AttemptFilter): Promise<AttemptRecord[]> {
      const conditions: SQL[] = [eq(attempts.userId, userId)];
      if (filter.questionId !== undefined) conditions.push(eq(attempts.questionId, filter.questionId));
      if (filter.questionType !== undefined) conditions.push(eq(attempts.questionType, filter.questionType));
      return db
        .select()
        .from(attempts)
        .where(and(...conditions))
        .orderBy(desc(attempts.createdAt))
        .limit(filter.limit);
    },
  };
}

/** The attempts repository. */
export type AttemptsRepository = ReturnType<typeof createAttemptsRepository>;

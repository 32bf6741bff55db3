import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attempts } from '../../db/schema';

/**
 * Aggregates one learner's attempts in the database (never loading them one by one): attempts per day and the
 * scores per task type. Days are the learner's, in `timeZone` (an IANA name).
 */
export function createProgressRepository(db: Db) {
  return {
    /** How many attempts the learner made on each day they practised, newest day first (`YYYY-MM-DD`). */
    async attemptsPerDay(userId: string, timeZone: string): Promise<{ day: string; attempts: number }[]> {
      const day = sql<string>`((${attempts.createdAt} at time zone ${timeZone})::date)::text`;
      return db
        .select({ day, attempts: count() })
        .from(attempts)
        .where(eq(attempts.userId, userId))
        // By position: the day expression carries the time zone as a parameter, which would differ if repeated.
        .groupBy(sql`1`)
        .orderBy(sql`1 desc`);
    },

    /** The sum and number of the learner's 10–90 scores per task type (read from the index alone). */
    async scoresPerType(userId: string): Promise<{ type: string; sum: number; attempts: number }[]> {
      return db
        .select({ type: attempts.questionType, sum: sql<number>`sum(${attempts.score})::int`, attempts: count(attempts.score) })
        .from(attempts)
        .where(and(eq(attempts.userId, userId), isNotNull(attempts.score)))
        .groupBy(attempts.questionType);
    },
  };
}

/** The progress repository. */
export type ProgressRepository = ReturnType<typeof createProgressRepository>;

import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attempts } from '../../db/schema';

/** A 10–90 average rounded to a whole number, and how many scores it rests on. */
const roundedAverage = sql<number>`round(avg(${attempts.score}))::int`;

/**
 * Aggregates one learner's attempts in the database (never loading them): counts, the practice streak, the
 * average per skill and per task type. Days and weeks are the learner's, in `timeZone` (an IANA name).
 */
export function createProgressRepository(db: Db) {
  return {
    /** All attempts, and those since Monday 00:00 of the current week. */
    async counts(userId: string, timeZone: string) {
      const weekStart = sql`(date_trunc('week', now() at time zone ${timeZone}) at time zone ${timeZone})`;
      const [row] = await db
        .select({ total: count(), thisWeek: sql<number>`(count(*) filter (where ${attempts.createdAt} >= ${weekStart}))::int` })
        .from(attempts)
        .where(eq(attempts.userId, userId));
      return { total: row?.total ?? 0, thisWeek: row?.thisWeek ?? 0 };
    },

    /**
     * The run of consecutive days with an attempt that ends on the latest such day, when that day is today or
     * yesterday (a streak still alive); 0 days otherwise.
     */
    async streak(userId: string, timeZone: string): Promise<{ days: number; practisedToday: boolean }> {
      const today = sql`(now() at time zone ${timeZone})::date`;
      const days = db.$with('days').as(
        db
          .selectDistinct({ day: sql<string>`(${attempts.createdAt} at time zone ${timeZone})::date`.as('day') })
          .from(attempts)
          .where(eq(attempts.userId, userId)),
      );
      // Counting back from the latest day, day + its rank is the same for every day of an unbroken run.
      const runs = db.$with('runs').as(
        db.select({ day: days.day, run: sql<string>`${days.day} + (row_number() over (order by ${days.day} desc))::int`.as('run') }).from(days),
      );
      const [latest] = await db
        .with(days, runs)
        .select({
          days: count(),
          alive: sql<boolean>`max(${runs.day}) >= ${today} - 1`,
          practisedToday: sql<boolean>`max(${runs.day}) = ${today}`,
        })
        .from(runs)
        .groupBy(runs.run)
        .orderBy(desc(sql`max(${runs.day})`))
        .limit(1);
      return latest?.alive ? { days: latest.days, practisedToday: latest.practisedToday } : { days: 0, practisedToday: false };
    },

    /** The average 10–90 estimate per skill, over every assessment that fed it. */
    async skillAverages(userId: string) {
      const skill = sql`skill`;
      return db
        .select({
          skill: sql<string>`${skill}.key`,
          average: sql<number>`round(avg((${skill}.value)::numeric))::int`,
          attempts: count(),
        })
        .from(sql`${attempts} cross join lateral jsonb_each_text(${attempts.skills}) as ${skill}`)
        .where(eq(attempts.userId, userId))
        .groupBy(sql`${skill}.key`);
    },

    /** The `limit` task types with the lowest average score (ties: fewer attempts first, then by name). */
    async weakestTypes(userId: string, limit: number) {
      return db
        .select({ type: attempts.questionType, average: roundedAverage, attempts: count(attempts.score) })
        .from(attempts)
        .where(and(eq(attempts.userId, userId), isNotNull(attempts.score)))
        .groupBy(attempts.questionType)
        .orderBy(asc(roundedAverage), asc(count(attempts.score)), asc(attempts.questionType))
        .limit(limit);
    },
  };
}

/** The progress repository. */
export type ProgressRepository = ReturnType<typeof createProgressRepository>;

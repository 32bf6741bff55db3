import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attempts, studyPlans } from '../../db/schema';
import { plannedDaysSchema, type PlannedDay } from './plan-generator';

/** A learner's stored plan: its inputs, its days and when they were generated (`updatedAt`). */
export interface StoredPlan {
  examDate: string;
  targetScore: number;
  minutesPerDay: number;
  timeZone: string;
  days: PlannedDay[];
  updatedAt: Date;
}

/** What is written when a plan is made or regenerated. */
type PlanToStore = Omit<StoredPlan, 'updatedAt'>;

/** Reads and writes learners' study plans (one per learner), and counts their practice per day and task type. */
export function createStudyPlanRepository(db: Db) {
  return {
    /** The learner's plan, or undefined when they have none. */
    async find(userId: string): Promise<StoredPlan | undefined> {
      const [row] = await db
        .select({
          examDate: studyPlans.examDate,
          targetScore: studyPlans.targetScore,
          minutesPerDay: studyPlans.minutesPerDay,
          timeZone: studyPlans.timeZone,
          days: studyPlans.days,
          updatedAt: studyPlans.updatedAt,
        })
        .from(studyPlans)
        .where(eq(studyPlans.userId, userId))
        .limit(1);
      // The days were written by this module; a shape it cannot read is a bug, not a learner's mistake.
      return row ? { ...row, days: plannedDaysSchema.parse(row.days) } : undefined;
    },

    /** Creates or replaces the learner's plan, marking it generated now; answers the stored plan. */
    async save(userId: string, plan: PlanToStore): Promise<StoredPlan> {
      const [row] = await db
        .insert(studyPlans)
        .values({ userId, ...plan })
        .onConflictDoUpdate({ target: studyPlans.userId, set: { ...plan, updatedAt: sql`now()` } })
        .returning({ updatedAt: studyPlans.updatedAt });
      if (!row) throw new Error('Saving a study plan returned no row');
      return { ...plan, updatedAt: row.updatedAt };
    },

    /** Deletes the learner's plan; answers whether there was one. */
    async delete(userId: string): Promise<boolean> {
      const deleted = await db.delete(studyPlans).where(eq(studyPlans.userId, userId)).returning({ userId: studyPlans.userId });
      return deleted.length > 0;
    },

    /** How many attempts of each task type the learner made on each day from `fromDay` on, days in `timeZone`. */
    async attemptsPerDayAndType(userId: string, timeZone: string, fromDay: string): Promise<{ day: string; type: string; attempts: number }[]> {
      const day = sql<string>`((${attempts.createdAt} at time zone ${timeZone})::date)::text`;
      return (
        db
          .select({ day, type: attempts.questionType, attempts: count() })
          .from(attempts)
          // From midnight of `fromDay` in the learner's time zone.
          .where(and(eq(attempts.userId, userId), gte(attempts.createdAt, sql`(${fromDay}::date::timestamp at time zone ${timeZone})`)))
          // By position: the day expression carries the time zone as a parameter, which would differ if repeated.
          .groupBy(sql`1`, sql`2`)
      );
    },
  };
}

/** The study plan repository. */
export type StudyPlanRepository = ReturnType<typeof createStudyPlanRepository>;

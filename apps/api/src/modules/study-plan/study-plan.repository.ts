import type { TestItemType } from '@pte/exam';
import { and, count, eq, gte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attempts, studyPlans, testAnswers, testSessions } from '../../db/schema';
import type { AnswerStatus } from '../mock-tests/mock-tests.repository';
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

/** The status of a mock-test item the learner moved past without answering (`test_answers.status`). */
const unansweredStatus = 'unanswered' satisfies AnswerStatus;

/** The mock test's unscored opening item (`test_answers.item_type`): not a task type, so never planned. */
const personalIntroductionType = 'personal-introduction' satisfies TestItemType;

/** What is written when a plan is made or regenerated. */
type PlanToStore = Omit<StoredPlan, 'updatedAt'>;

/** Reads and writes learners' study plans (one per learner), and counts their answers (practice and mock tests) per day and task type. */
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

    /**
     * How many answers of each task type the learner gave on each day from `fromDay` on, days in `timeZone`: their
     * practice attempts and the items they answered in mock tests (not the unscored personal introduction, not an
     * item left unanswered), so a mock test taken that day counts as practice of every type it asked.
     */
    async attemptsPerDayAndType(userId: string, timeZone: string, fromDay: string): Promise<{ day: string; type: string; attempts: number }[]> {
      // From midnight of `fromDay` in the learner's time zone.
      const from = sql`(${fromDay}::date::timestamp at time zone ${timeZone})`;
      const practised = db
        .select({ answeredAt: sql<Date>`${attempts.createdAt}`.as('answered_at'), type: sql<string>`${attempts.questionType}`.as('type') })
        .from(attempts)
        .where(and(eq(attempts.userId, userId), gte(attempts.createdAt, from)));
      const inMockTests = db
        .select({ answeredAt: sql<Date>`${testAnswers.answeredAt}`.as('answered_at'), type: sql<string>`${testAnswers.itemType}`.as('type') })
        .from(testAnswers)
        .innerJoin(testSessions, eq(testSessions.id, testAnswers.sessionId))
        .where(
          and(
            eq(testSessions.userId, userId),
            gte(testAnswers.answeredAt, from),
            ne(testAnswers.status, unansweredStatus),
            ne(testAnswers.itemType, personalIntroductionType),
          ),
        );
      const answers = practised.unionAll(inMockTests).as('answers');
      const day = sql<string>`((${answers.answeredAt} at time zone ${timeZone})::date)::text`;
      return (
        db
          .select({ day, type: answers.type, attempts: count() })
          .from(answers)
          // By position: the day expression carries the time zone as a parameter, which would differ if repeated.
          .groupBy(sql`1`, sql`2`)
      );
    },
  };
}

/** The study plan repository. */
export type StudyPlanRepository = ReturnType<typeof createStudyPlanRepository>;

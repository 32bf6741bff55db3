import { enablingSkillOfTrait, enablingSkills, questionTypeIds, typesMarkingEnablingSkills, type EnablingSkillId } from '@pte/exam';
import { and, count, desc, eq, gte, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attempts, profiles } from '../../db/schema';

/** The instant the learner's day `day` (`YYYY-MM-DD`) begins in `timeZone`: a bound the created-at indexes can use. */
const startOfLocalDay = (day: string, timeZone: string) => sql`(${day}::date::timestamp at time zone ${timeZone})`;

/** One week's marks of an enabling skill: the points given, the most possible and how many attempts gave them. */
interface EnablingSkillWeekMarks {
  week: string;
  skill: EnablingSkillId;
  points: number;
  max: number;
  attempts: number;
}

/**
 * The aggregates of one enabling skill over the marks of its traits (`traits`: an assessment's trait marks by id),
 * for a query grouped by week.
 */
function enablingSkillAggregates(traits: SQL, skill: EnablingSkillId): { points: SQL<number>; max: SQL<number>; attempts: SQL<number> } {
  const ids = Object.entries(enablingSkillOfTrait).flatMap(([trait, of]) => (of === skill ? [trait] : []));
  const total = (field: 'score' | 'max') =>
    sql<number>`coalesce(sum(${sql.join(
      ids.map((id) => sql`coalesce((${traits} -> ${id} ->> ${field})::float8, 0)`),
      sql` + `,
    )}), 0)::float8`;
  return {
    points: total('score'),
    max: total('max'),
    attempts: sql<number>`(count(*) filter (where ${sql.join(
      ids.map((id) => sql`${traits} -> ${id} is not null`),
      sql` or `,
    )}))::int`,
  };
}

/**
 * Aggregates one learner's attempts in the database (never loading them one by one): attempts per day, scores per
 * task type, per day and per type, enabling-skill marks per week and the latest scores of each type. Days and weeks
 * are the learner's, in `timeZone` (an IANA name); weeks start on Monday.
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

    /** The sum, number and best of the learner's 10–90 scores per task type (read from the index alone). */
    async scoresPerType(userId: string): Promise<{ type: string; sum: number; attempts: number; best: number }[]> {
      return db
        .select({
          type: attempts.questionType,
          sum: sql<number>`sum(${attempts.score})::int`,
          attempts: count(attempts.score),
          best: sql<number>`max(${attempts.score})::int`,
        })
        .from(attempts)
        .where(and(eq(attempts.userId, userId), isNotNull(attempts.score)))
        .groupBy(attempts.questionType);
    },

    /**
     * Per day (`YYYY-MM-DD`) from the day `since` on and per task type: how many attempts the learner made, and the
     * sum and number of their 10–90 scores. One pass over the period serves both the daily counts and weekly trends.
     */
    async dailyScoresPerType(userId: string, timeZone: string, since: string): Promise<{ day: string; type: string; attempts: number; sum: number; scored: number }[]> {
      const day = sql<string>`((${attempts.createdAt} at time zone ${timeZone})::date)::text`;
      return db
        .select({ day, type: attempts.questionType, attempts: count(), sum: sql<number>`coalesce(sum(${attempts.score}), 0)::int`, scored: count(attempts.score) })
        .from(attempts)
        .where(and(eq(attempts.userId, userId), gte(attempts.createdAt, startOfLocalDay(since, timeZone))))
        .groupBy(sql`1`, attempts.questionType);
    },

    /**
     * Per week (its Monday, in `timeZone`) from the day `since` on, the points each enabling skill's traits were
     * given, their most possible points and how many attempts marked them; only attempts of task types whose rubric
     * marks an enabling skill are read, and only skills marked that week are answered.
     */
    async weeklyEnablingSkillMarks(userId: string, timeZone: string, since: string): Promise<EnablingSkillWeekMarks[]> {
      // The small generated `traits` column is read, never the whole (large, compressed) result; `offset 0` keeps
      // the subquery from being merged into the outer one, so each row's traits are read once, not once per trait.
      const marked = db
        .select({
          week: sql<string>`(date_trunc('week', ${attempts.createdAt} at time zone ${timeZone})::date)::text`.as('week'),
          traits: sql`${attempts.traits}`.as('traits'),
        })
        .from(attempts)
        .where(
          and(
            eq(attempts.userId, userId),
            inArray(attempts.questionType, [...typesMarkingEnablingSkills]),
            gte(attempts.createdAt, startOfLocalDay(since, timeZone)),
          ),
        )
        .offset(0)
        .as('marked');
      const aggregates = enablingSkills.map((skill) => ({ skill: skill.id, ...enablingSkillAggregates(sql`${marked.traits}`, skill.id) }));
      const selection: Record<string, SQL<number> | SQL.Aliased<string>> = { week: marked.week };
      for (const { skill, points, max, attempts: markedAttempts } of aggregates) {
        selection[`${skill}Points`] = points;
        selection[`${skill}Max`] = max;
        selection[`${skill}Attempts`] = markedAttempts;
      }
      const rows = await db.select(selection).from(marked).groupBy(marked.week);
      return rows.flatMap((row) =>
        aggregates.flatMap(({ skill }) => {
          const markedAttempts = Number(row[`${skill}Attempts`]);
          return markedAttempts > 0
            ? [{ week: String(row.week), skill, points: Number(row[`${skill}Points`]), max: Number(row[`${skill}Max`]), attempts: markedAttempts }]
            : [];
        }),
      );
    },

    /**
     * The learner's latest `perType` 10–90 scores of each task type, with when they were made (newest first per
     * type, read from the type's created-at index): every one of the latest `perType` attempts feeding any skill is
     * among them.
     */
    async latestScoresPerType(userId: string, perType: number): Promise<{ type: string; score: number; createdAt: Date }[]> {
      const typeList = sql`(values ${sql.join(
        questionTypeIds.map((id) => sql`(${id})`),
        sql`, `,
      )}) as type_list (type)`;
      const latest = db
        .select({ score: sql<number>`${attempts.score}::int`.as('score'), createdAt: attempts.createdAt })
        .from(attempts)
        .where(and(eq(attempts.userId, userId), eq(attempts.questionType, sql`type_list.type`), isNotNull(attempts.score)))
        .orderBy(desc(attempts.createdAt))
        .limit(perType)
        .as('latest');
      return db.select({ type: sql<string>`type_list.type`, score: latest.score, createdAt: latest.createdAt }).from(typeList).crossJoinLateral(latest);
    },

    /** The target score of the learner's profile, or null when they set none (or have no profile yet). */
    async targetScore(userId: string): Promise<number | null> {
      const [row] = await db.select({ targetScore: profiles.targetScore }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
      return row?.targetScore ?? null;
    },
  };
}

/** The progress repository. */
export type ProgressRepository = ReturnType<typeof createProgressRepository>;

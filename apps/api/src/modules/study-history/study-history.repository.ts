import type { StudyHistoryQuery } from '@pte/contract';
import { questionTypeList } from '@pte/exam';
import { and, count, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attempts, questions } from '../../db/schema';

/** The task types of the `skill` section and those whose assessment feeds `skill` (Repeat Sentence feeds listening). */
function typesFeeding(skill: NonNullable<StudyHistoryQuery['skill']>): string[] {
  return questionTypeList.filter((type) => type.section === skill || type.skills.includes(skill)).map((type) => type.id);
}

/** The conditions of a history query; every one starts with the learner's own id. */
function historyConditions(userId: string, query: StudyHistoryQuery): SQL | undefined {
  const conditions: SQL[] = [eq(attempts.userId, userId)];
  if (query.skill) conditions.push(inArray(attempts.questionType, typesFeeding(query.skill)));
  if (query.type) conditions.push(eq(attempts.questionType, query.type));
  // Days are the learner's: midnight of `from` up to (not including) the midnight after `to`, in their time zone.
  if (query.from) conditions.push(gte(attempts.createdAt, sql`(${query.from}::date::timestamp at time zone ${query.timeZone})`));
  if (query.to) conditions.push(lt(attempts.createdAt, sql`((${query.to}::date + 1)::timestamp at time zone ${query.timeZone})`));
  if (query.minScore !== undefined) conditions.push(gte(attempts.score, query.minScore));
  if (query.maxScore !== undefined) conditions.push(lte(attempts.score, query.maxScore));
  return and(...conditions);
}

/** The marks an assessment gave (a re-order result keeps its assessment inside the spec's result). */
const totalOfResult = sql<{ score: number; max: number } | null>`coalesce(${attempts.result} -> 'total', ${attempts.result} -> 'assessment' -> 'total')`;

/** Lists, reads and deletes one learner's stored attempts; every query is scoped to that learner. */
export function createStudyHistoryRepository(db: Db) {
  return {
    /** One page of the learner's attempts matching `query`, newest first, and how many match in all. */
    async page(userId: string, query: StudyHistoryQuery) {
      const where = historyConditions(userId, query);
      const newestFirst = [desc(attempts.createdAt), desc(attempts.id)];
      // The page's ids first, from narrow index entries; only its rows' stored results and questions are then read.
      const pageIds = db
        .select({ id: attempts.id })
        .from(attempts)
        .where(where)
        .orderBy(...newestFirst)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .as('page_ids');
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: attempts.id,
            questionId: attempts.questionId,
            questionType: attempts.questionType,
            title: sql<string>`coalesce(${attempts.question} ->> 'title', ${questions.title})`,
            score: attempts.score,
            total: totalOfResult,
            recordingKey: attempts.recordingKey,
            timeTakenMs: attempts.timeTakenMs,
            createdAt: attempts.createdAt,
          })
          .from(pageIds)
          .innerJoin(attempts, eq(attempts.id, pageIds.id))
          .innerJoin(questions, eq(questions.id, attempts.questionId))
          .orderBy(...newestFirst),
        db.select({ total: count() }).from(attempts).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** The learner's attempt `attemptId`, or undefined when there is none of theirs. */
    async find(userId: string, attemptId: string) {
      const [row] = await db
        .select()
        .from(attempts)
        .where(and(eq(attempts.userId, userId), eq(attempts.id, attemptId)));
      return row;
    },

    /** Deletes the learner's attempt `attemptId`; answers its recording key, or undefined when there was none of theirs. */
    async delete(userId: string, attemptId: string): Promise<{ recordingKey: string | null } | undefined> {
      const [row] = await db
        .delete(attempts)
        .where(and(eq(attempts.userId, userId), eq(attempts.id, attemptId)))
        .returning({ recordingKey: attempts.recordingKey });
      return row;
    },
  };
}

/** The study history repository. */
export type StudyHistoryRepository = ReturnType<typeof createStudyHistoryRepository>;

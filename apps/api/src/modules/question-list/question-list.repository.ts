import type { QuestionListQuery } from '@pte/contract';
import { and, asc, count, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attempts, bookmarks, questions } from '../../db/schema';

/** The section's questions a learner may practise: served (not retired) and not kept for the mock tests. */
function practiceQuestionsOf(fetchSection: string): SQL[] {
  return [eq(questions.fetchSection, fetchSection), eq(questions.pool, 'practice'), isNull(questions.retiredAt)];
}

/** The conditions on the section's practice questions a list query asks for (practised is a condition on the groups). */
function questionConditions(fetchSection: string, query: QuestionListQuery): SQL | undefined {
  const conditions: SQL[] = practiceQuestionsOf(fetchSection);
  if (query.difficulty) conditions.push(eq(questions.difficulty, query.difficulty));
  if (query.topic) conditions.push(eq(questions.topic, query.topic));
  if (query.bookmarked === 'yes') conditions.push(isNotNull(bookmarks.userId));
  return and(...conditions);
}

/** How many of the learner's attempts a question has (attempts joined to it, one row each). */
const attemptCount = sql<number>`count(${attempts.id})::int`;

/** The practised filter: questions with at least one attempt of the learner's, or none. */
function practisedCondition(practised: QuestionListQuery['practised']): SQL | undefined {
  if (practised === 'yes') return sql`count(${attempts.id}) > 0`;
  if (practised === 'no') return sql`count(${attempts.id}) = 0`;
  return undefined;
}

/** Lists a section's questions with one learner's bookmarks, attempt counts and best scores. */
export function createQuestionListRepository(db: Db) {
  return {
    /**
     * One page of the section's practice questions matching `query`, in page order, each with whether the learner
     * bookmarked it, how many attempts they made and their best 10–90 score (one grouped query), how many match in
     * all, and the topics of the section's practice questions.
     */
    async page(userId: string, fetchSection: string, query: QuestionListQuery) {
      // Drizzle's builders change in place, so the page and the count each build their own.
      const matching = () =>
        db
          .select({
            id: questions.id,
            position: questions.position,
            title: questions.title,
            topic: questions.topic,
            difficulty: questions.difficulty,
            bookmarked: sql<boolean>`(${bookmarks.userId} is not null)`,
            attempts: attemptCount,
            bestScore: sql<number | null>`max(${attempts.score})::int`,
          })
          .from(questions)
          .leftJoin(bookmarks, and(eq(bookmarks.questionId, questions.id), eq(bookmarks.userId, userId)))
          .leftJoin(attempts, and(eq(attempts.questionId, questions.id), eq(attempts.userId, userId)))
          .where(questionConditions(fetchSection, query))
          .groupBy(questions.id, bookmarks.userId)
          .having(practisedCondition(query.practised));
      const [rows, [counted], topics] = await Promise.all([
        matching()
          .orderBy(asc(questions.position))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(matching().as('matching')),
        db
          .selectDistinct({ topic: questions.topic })
          .from(questions)
          .where(and(...practiceQuestionsOf(fetchSection), isNotNull(questions.topic)))
          .orderBy(asc(questions.topic)),
      ]);
      return { rows, total: counted?.total ?? 0, topics: topics.flatMap((row) => (row.topic ? [row.topic] : [])) };
    },
  };
}

/** The question list repository. */
export type QuestionListRepository = ReturnType<typeof createQuestionListRepository>;

import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookmarks } from '../../db/schema';

/** One learner's bookmarks: every query is scoped to that learner. */
export function createBookmarksRepository(db: Db) {
  const mark = (userId: string, questionId: string) => and(eq(bookmarks.userId, userId), eq(bookmarks.questionId, questionId));

  return {
    /** Whether the learner bookmarked question `questionId`. */
    async has(userId: string, questionId: string): Promise<boolean> {
      const rows = await db.select({ questionId: bookmarks.questionId }).from(bookmarks).where(mark(userId, questionId)).limit(1);
      return rows.length > 0;
    },

    /** Bookmarks question `questionId` for the learner; a question already bookmarked stays as it is. */
    async add(userId: string, questionId: string): Promise<void> {
      await db.insert(bookmarks).values({ userId, questionId }).onConflictDoNothing();
    },

    /** Removes the learner's bookmark of question `questionId`, if there is one. */
    async remove(userId: string, questionId: string): Promise<void> {
      await db.delete(bookmarks).where(mark(userId, questionId));
    },
  };
}

/** The bookmarks repository. */
export type BookmarksRepository = ReturnType<typeof createBookmarksRepository>;

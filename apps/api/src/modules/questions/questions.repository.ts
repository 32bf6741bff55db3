import type { ItemPool } from '@pte/exam';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { questions } from '../../db/schema';

/** A stored question of the bank, as a row. */
export type QuestionRecord = typeof questions.$inferSelect;

/** Reads the question bank. Retired questions (left the bank, kept for old attempts) are never returned. */
export function createQuestionsRepository(db: Db) {
  const served = isNull(questions.retiredAt);

  return {
    /** The questions of a fetch section in one pool, in page order (`position` 1, 2, …). */
    async listSection(fetchSection: string, pool: ItemPool): Promise<QuestionRecord[]> {
      return db
        .select()
        .from(questions)
        .where(and(eq(questions.fetchSection, fetchSection), eq(questions.pool, pool), served))
        .orderBy(asc(questions.position));
    },

    /** The question with id `id`, if it is in the bank, whatever its pool. */
    async findById(id: string): Promise<QuestionRecord | undefined> {
      const rows = await db.select().from(questions).where(and(eq(questions.id, id), served)).limit(1);
      return rows[0];
    },
  };
}

/** The questions repository. */
export type QuestionsRepository = ReturnType<typeof createQuestionsRepository>;

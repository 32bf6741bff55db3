import { isQuestionTypeId } from '@pte/exam';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentFingerprints, questions } from '../../db/schema';
import { bankFingerprintName } from '../questions/question-bank.loader';
import type { SearchableQuestion } from './question-search-index';

/** Reads what the search index is built from: the practice questions, and the fingerprint of the loaded bank. */
export function createSearchRepository(db: Db) {
  return {
    /** The fingerprint of the question bank last loaded, or null when none has been loaded. */
    async bankFingerprint(): Promise<string | null> {
      const [row] = await db.select({ fingerprint: contentFingerprints.fingerprint }).from(contentFingerprints).where(eq(contentFingerprints.name, bankFingerprintName));
      return row?.fingerprint ?? null;
    },

    /**
     * Every practice question (never a retired one, nor one kept for the mock tests) with what the index reads of it:
     * no answer key. `position` is its page on its practice page.
     */
    async servedQuestions(): Promise<SearchableQuestion[]> {
      const rows = await db
        .select({ id: questions.id, type: questions.type, position: questions.position, title: questions.title, topic: questions.topic, prompt: questions.prompt })
        .from(questions)
        .where(and(eq(questions.pool, 'practice'), isNull(questions.retiredAt)))
        .orderBy(asc(questions.fetchSection), asc(questions.position));
      return rows.flatMap(({ type, topic, ...row }) => (isQuestionTypeId(type) ? [{ ...row, type, topic: topic ?? '' }] : []));
    },
  };
}

/** The search repository. */
export type SearchRepository = ReturnType<typeof createSearchRepository>;

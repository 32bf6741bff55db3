import type { SearchHit, SearchQuery } from '@pte/contract';
import { createQuestionSearchIndex, type QuestionSearchIndex } from './question-search-index';
import type { SearchRepository } from './search.repository';

/** An index and the fingerprint of the bank it was built from. */
interface BuiltIndex {
  fingerprint: string | null;
  index: Promise<QuestionSearchIndex>;
}

/**
 * Search over the question bank. The index is built on the first search and kept while the loaded bank stays the
 * same: each search reads the bank's fingerprint (one primary-key read) and rebuilds the index only when a load
 * changed it, so a bank reloaded by this or another server is searched as it now is, retired questions gone.
 */
export function createSearchService(repository: SearchRepository) {
  let built: BuiltIndex | undefined;

  async function currentIndex(): Promise<QuestionSearchIndex> {
    const fingerprint = await repository.bankFingerprint();
    if (!built || built.fingerprint !== fingerprint) {
      const index = repository.servedQuestions().then(createQuestionSearchIndex);
      const building: BuiltIndex = { fingerprint, index };
      built = building;
      // A failed build is forgotten, so the next search tries again.
      index.catch(() => {
        if (built === building) built = undefined;
      });
    }
    return built.index;
  }

  return {
    /** The questions matching `query.q`, best first, at most `query.limit`. */
    async search(query: SearchQuery): Promise<SearchHit[]> {
      return (await currentIndex()).search(query.q, query.limit);
    },
  };
}

/** The search service. */
export type SearchService = ReturnType<typeof createSearchService>;

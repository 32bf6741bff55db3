import type { SearchHit, SearchQuery } from '@pte/contract';
import { readContentPassages } from '../assistant/content-passages';
import { createPageSectionIndex, type PageSectionIndex } from './page-section-index';
import { createQuestionSearchIndex, type QuestionSearchIndex } from './question-search-index';
import type { SearchRepository } from './search.repository';

/** An index and the fingerprint of the bank it was built from. */
interface BuiltIndex {
  fingerprint: string | null;
  index: Promise<QuestionSearchIndex>;
}

/**
 * Search over the question bank, the Study Materials guides and the Help Center articles. The question index is
 * built on the first search and kept while the loaded bank stays the same: each search reads the bank's fingerprint
 * (one primary-key read) and rebuilds the index only when a load changed it, so a bank reloaded by this or another
 * server is searched as it now is, retired questions gone. The guides and articles (`contentDir`) ship with the
 * server and are indexed once, on the first search.
 */
export function createSearchService(repository: SearchRepository, { contentDir }: { contentDir: string }) {
  let built: BuiltIndex | undefined;
  let pages: Promise<PageSectionIndex> | undefined;

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

  function pageIndex(): Promise<PageSectionIndex> {
    if (!pages) {
      const building = readContentPassages(contentDir).then(createPageSectionIndex);
      pages = building;
      building.catch(() => {
        if (pages === building) pages = undefined;
      });
    }
    return pages;
  }

  return {
    /** The questions matching `query.q`, then the guides' and the help articles' sections, each best first, at most `query.limit` of each. */
    async search(query: SearchQuery): Promise<SearchHit[]> {
      const [questions, sections] = await Promise.all([currentIndex(), pageIndex()]);
      const { guides, help } = sections.search(query.q, query.limit);
      return [...questions.search(query.q, query.limit), ...guides, ...help];
    },
  };
}

/** The search service. */
export type SearchService = ReturnType<typeof createSearchService>;

import MiniSearch from 'minisearch';
import type { ContentPassage } from './content-passages';
import { expandAbbreviations, isStopWord, searchTermsOf, stem, wordsOf } from './search-terms';

/** A passage found for a question, with how well it matches. */
export interface PassageHit {
  passage: ContentPassage;
  /** MiniSearch's ranking score (BM25+, title and heading boosted). */
  score: number;
  /** The share (0–1) of the question's terms the passage matches, by word, start of word or a small typo. */
  coverage: number;
}

/**
 * What a passage must reach to be quoted as an answer: it matches every term of the question with at least
 * `fullMatchScore`, or at least half of them with at least `partialMatchScore` (a passage that shares one word of
 * two with the question, by chance, scores low).
 */
const relevanceThreshold = { fullMatchScore: 8, partialCoverage: 0.5, partialMatchScore: 20 } as const;

/** True when `hit` answers the question well enough to quote it (below this the assistant says it does not know). */
export function isRelevant(hit: PassageHit): boolean {
  if (hit.coverage >= 1) return hit.score >= relevanceThreshold.fullMatchScore;
  return hit.coverage >= relevanceThreshold.partialCoverage && hit.score >= relevanceThreshold.partialMatchScore;
}

/**
 * A full-text index of the guides' and articles' passages (MiniSearch, BM25+): the page title counts most, then the
 * section heading (and the headings inside it), then the text. Words are stemmed and common question words dropped on both sides; a query word
 * matches by its start (4 letters or more) and despite a small typo (5 letters or more). Any word may match; passages
 * matching more of the question rank first.
 */
export function createPassageIndex(passages: readonly ContentPassage[]) {
  const index = new MiniSearch<ContentPassage>({
    fields: ['title', 'heading', 'subheadings', 'text'],
    extractField: (passage, field) => String(passage[field as keyof ContentPassage] ?? ''),
    tokenize: (text) => wordsOf(expandAbbreviations(text)),
    processTerm: (term) => (isStopWord(term) ? null : stem(term)),
    searchOptions: {
      boost: { title: 3, heading: 2, subheadings: 2 },
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      combineWith: 'OR',
    },
  });
  const byId = new Map(passages.map((passage) => [passage.id, passage]));
  index.addAll([...byId.values()]);

  return {
    /** How many passages are indexed. */
    size: byId.size,

    /** The passage whose link is `href` (a page's summary at the page's route, or one of its sections), if any. */
    passageAt(href: string): ContentPassage | undefined {
      return byId.get(href);
    },

    /** The passages matching `question`, best first, at most `limit`; only those of the page `page` when given. */
    search(question: string, limit: number, page?: string): PassageHit[] {
      const terms = new Set(searchTermsOf(question));
      if (terms.size === 0) return [];
      return index
        .search(question, page === undefined ? {} : { filter: (result) => byId.get(String(result.id))?.page === page })
        .slice(0, limit)
        .flatMap((result) => {
          const passage = byId.get(String(result.id));
          return passage ? [{ passage, score: result.score, coverage: new Set(result.queryTerms).size / terms.size }] : [];
        });
    },
  };
}

/** A search index of the guides' and articles' passages. */
export type PassageIndex = ReturnType<typeof createPassageIndex>;

/** The distinct pages of `hits`, in the order of their best passage. */
export function pagesOf(hits: readonly PassageHit[]): string[] {
  return [...new Set(hits.map((hit) => hit.passage.page))];
}

import MiniSearch from 'minisearch';
import type { ContentEntry } from '@/lib/content/content-collection';

/** Words too common to tell articles apart ("how is my essay scored" searches for "essay scored"). */
const stopWords = new Set([
  'a', 'an', 'and', 'are', 'at', 'be', 'by', 'can', 'do', 'does', 'for', 'from', 'how', 'i', 'in', 'is', 'it', 'my', 'of', 'on', 'or', 'the', 'to', 'what', 'when', 'where', 'why', 'with',
]);

/** Lower case, and null for a stop word (MiniSearch then neither indexes nor searches it). */
function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return stopWords.has(lower) ? null : lower;
}

/** Search over the Help Center's articles. */
interface HelpSearch {
  /** The articles matching `query`, best first; every article, in the given order, for an empty query. */
  search(query: string): ContentEntry[];
}

/**
 * A MiniSearch index of the articles' titles (counting most), summaries and text. A query word matches the start
 * of a word, and a word of 4 letters or more also with a small typo. Articles holding every query word are
 * shown; when none does, those holding any of them, ranked.
 */
export function createHelpSearch(articles: readonly ContentEntry[]): HelpSearch {
  const index = new MiniSearch<{ id: string; title: string; summary: string; text: string }>({
    fields: ['title', 'summary', 'text'],
    processTerm,
    searchOptions: {
      boost: { title: 4, summary: 2 },
      prefix: true,
      fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
    },
  });
  index.addAll(articles.map(({ slug, document }) => ({ id: slug, title: document.title ?? slug, summary: document.summary, text: document.text })));
  const bySlug = new Map(articles.map((article) => [article.slug, article]));

  return {
    search(query) {
      if (query.trim() === '') return [...articles];
      let hits = index.search(query, { combineWith: 'AND' });
      if (hits.length === 0) hits = index.search(query, { combineWith: 'OR' });
      return hits.map((hit) => bySlug.get(String(hit.id))).filter((article): article is ContentEntry => article !== undefined);
    },
  };
}

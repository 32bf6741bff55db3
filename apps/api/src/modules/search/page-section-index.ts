import type { PageSectionSearchHit } from '@pte/contract';
import type { ContentPassage } from '../assistant/content-passages';
import { createPassageIndex } from '../assistant/passage-index';
import { phrasePattern, snippetOf, wordsOf } from './search-snippet';

/**
 * The Study Materials guides and the Help Center articles, searched section by section: the passages the assistant
 * answers from (`content-passages.ts`, one per `##` section and one for each page's summary), in the assistant's
 * index (`passage-index.ts`: page titles count most, then headings; words stemmed, by their start and despite a
 * small typo). For the search box a section must match every word of the query, and each page is listed once, at
 * its best section.
 */

/** How many passages are read from the index for each result kept (several sections of one page may match). */
const candidatesPerResult = 6;

/** The hits of one query, by kind. */
interface PageSectionHits {
  guides: PageSectionSearchHit[];
  help: PageSectionSearchHit[];
}

/**
 * The words a snippet looks for: the query's words and, for long ones, their first five letters, so "scoring" still
 * finds "scored" (the index matched them by their stem).
 */
function snippetTerms(query: string): string[] {
  return [...new Set(wordsOf(query).flatMap((word) => (word.length > 5 ? [word, word.slice(0, 5)] : [word])))];
}

/** One passage as a result. */
function hitOf(passage: ContentPassage, query: string): PageSectionSearchHit {
  const common = {
    id: passage.id,
    title: passage.title,
    section: passage.heading,
    snippet: snippetOf(passage.text, snippetTerms(query), phrasePattern(query)),
    url: passage.href,
  };
  return passage.kind === 'help' ? { kind: 'help', ...common } : { kind: 'guide', ...common, guide: passage.kind === 'task-guide' ? 'task' : 'skill' };
}

/** An index of the guides' and articles' sections for the search box. */
export function createPageSectionIndex(passages: readonly ContentPassage[]) {
  const index = createPassageIndex(passages);
  return {
    /** The guides' and the articles' sections matching every word of `query`, best first, one per page, at most `limit` of each. */
    search(query: string, limit: number): PageSectionHits {
      const hits: PageSectionHits = { guides: [], help: [] };
      const pages = new Set<string>();
      for (const { passage, coverage } of index.search(query, limit * candidatesPerResult * 2)) {
        if (coverage < 1 || pages.has(passage.page)) continue;
        const group = passage.kind === 'help' ? hits.help : hits.guides;
        if (group.length >= limit) continue;
        pages.add(passage.page);
        group.push(hitOf(passage, query));
      }
      return hits;
    },
  };
}

/** The guides' and articles' section index. */
export type PageSectionIndex = ReturnType<typeof createPageSectionIndex>;

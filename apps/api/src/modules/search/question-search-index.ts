import type { SearchHit } from '@pte/contract';
import { practiceRoute, questionTypes, type QuestionTypeId } from '@pte/exam';
import MiniSearch from 'minisearch';
import { searchableTextOf } from './question-search-text';

/** A served question of the bank, as the search index reads it. */
export interface SearchableQuestion {
  id: string;
  type: QuestionTypeId;
  position: number;
  title: string;
  topic: string;
  prompt: unknown;
}

/** One indexed question: what is searched (title, text, topic) and what a result shows. */
interface IndexedQuestion {
  id: string;
  type: QuestionTypeId;
  position: number;
  title: string;
  topic: string;
  text: string;
}

/** How many characters of text a snippet shows before and after the first match. */
const snippetBefore = 60;
const snippetAfter = 120;

/** Cuts `text` to at most `length` characters at a word boundary. */
function cutAtWord(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Escapes `text` for use inside a regular expression. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The words of `text`, lower-cased: runs of letters and digits. */
function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** Matches the words of a query of two words or more in order, whatever spaces and punctuation sit between them. */
function phrasePattern(query: string): RegExp | undefined {
  const words = wordsOf(query);
  return words.length >= 2 ? new RegExp(`(^|[^\\p{L}\\p{N}])${words.map(escapeRegExp).join('[^\\p{L}\\p{N}]+')}`, 'iu') : undefined;
}

/** Where in `text` the first match of any of `patterns` starts as a word, or -1. */
function firstMatchIn(text: string, patterns: readonly RegExp[]): number {
  let first = -1;
  for (const pattern of patterns) {
    const found = pattern.exec(text);
    if (!found) continue;
    const at = found.index + found[1]!.length;
    if (first < 0 || at < first) first = at;
  }
  return first;
}

/** Where in `text` the phrase starts, or else the first of the matched `terms`; -1 when none is there. */
function matchStartIn(text: string, terms: readonly string[], phrase: RegExp | undefined): number {
  const atPhrase = phrase ? firstMatchIn(text, [phrase]) : -1;
  return atPhrase >= 0 ? atPhrase : firstMatchIn(text, terms.map((term) => new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(term)}`, 'iu')));
}

/** A short piece of `text` around the phrase or the first of the matched `terms` (its beginning when none is in it). */
function snippetOf(text: string, terms: readonly string[], phrase: RegExp | undefined): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const at = matchStartIn(flat, terms, phrase);
  if (at <= snippetBefore) return cutAtWord(flat, snippetBefore + snippetAfter);
  const fromSpace = flat.indexOf(' ', at - snippetBefore);
  const start = fromSpace >= 0 && fromSpace < at ? fromSpace + 1 : at - snippetBefore;
  return `…${cutAtWord(flat.slice(start), snippetBefore + snippetAfter)}`;
}

/**
 * A full-text index of the served questions (MiniSearch): title, prompt text and topic, the title counting most.
 * Every query word must match a word of the question, by prefix, and, for words of 4 letters or more, also with
 * a small typo (one edit in 4–9 letters, two from 10). Questions holding the query's words as a phrase, in order,
 * rank before the others, so a phrase copied from a passage finds that passage even when its words are common.
 */
export function createQuestionSearchIndex(questions: readonly SearchableQuestion[]) {
  const index = new MiniSearch<IndexedQuestion>({
    fields: ['title', 'text', 'topic'],
    searchOptions: {
      boost: { title: 3, topic: 1.5 },
      prefix: true,
      fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
      combineWith: 'AND',
    },
  });
  const byId = new Map<string, IndexedQuestion>();
  for (const question of questions) {
    const indexed = { id: question.id, type: question.type, position: question.position, title: question.title, topic: question.topic, text: searchableTextOf(question.prompt) };
    byId.set(question.id, indexed);
  }
  index.addAll([...byId.values()]);

  return {
    /** The questions matching `query`, best first, at most `limit`. */
    search(query: string, limit: number): SearchHit[] {
      const phrase = phrasePattern(query);
      const matches = index.search(query).flatMap((result) => {
        const question = byId.get(String(result.id));
        return question ? [{ question, terms: result.terms, hasPhrase: phrase ? phrase.test(question.text) || phrase.test(question.title) : false }] : [];
      });
      // A stable sort keeps MiniSearch's order within each group.
      matches.sort((a, b) => Number(b.hasPhrase) - Number(a.hasPhrase));
      return matches.slice(0, limit).map(({ question, terms }) => ({
        kind: 'question' as const,
        id: question.id,
        title: question.title,
        type: question.type,
        topic: question.topic,
        snippet: question.text ? snippetOf(question.text, terms, phrase) : question.topic,
        url: `${practiceRoute(questionTypes[question.type])}?page=${question.position}`,
      }));
    },
  };
}

/** A search index of the question bank. */
export type QuestionSearchIndex = ReturnType<typeof createQuestionSearchIndex>;

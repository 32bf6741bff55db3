import type { QuestionSearchHit } from '@pte/contract';
import { practiceRoute, questionTypes, type QuestionTypeId } from '@pte/exam';
import MiniSearch from 'minisearch';
import { searchableTextOf } from './question-search-text';
import { phrasePattern, snippetOf } from './search-snippet';

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
    search(query: string, limit: number): QuestionSearchHit[] {
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

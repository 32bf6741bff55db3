import nlp from 'compromise';
import type { Sentence } from '../text/segments';

/** A word with its part-of-speech tags (compromise's tag set: Noun, Plural, Verb, PastTense, Modal, …). */
export interface TaggedTerm {
  /** The word as written ("doesn't"). */
  text: string;
  lower: string;
  start: number;
  end: number;
  tags: ReadonlySet<string>;
  /** Index of the sentence (from `splitSentences`) the word belongs to. */
  sentence: number;
}

interface CompromiseTerm {
  text: string;
  normal?: string;
  tags: string[];
  offset: { start: number; length: number };
}

/**
 * Tags the words of a text in one pass and groups them by the sentences given. Words compromise adds for
 * contractions ("not" in "doesn't") are folded into the written word's tags (`Negative`, `Copula`, …).
 */
export function tagSentences(text: string, sentences: readonly Sentence[]): TaggedTerm[][] {
  const grouped: TaggedTerm[][] = sentences.map(() => []);
  if (sentences.length === 0) return grouped;
  const json = nlp(text).json({ offset: true }) as { terms: CompromiseTerm[] }[];
  let sentenceIndex = 0;
  let previous: { tags: Set<string> } | undefined;
  for (const term of json.flatMap((s) => s.terms)) {
    if (term.offset.length === 0) {
      // An implied word inside a contraction: give its tags to the written word.
      if (previous) for (const tag of term.tags) previous.tags.add(tag);
      continue;
    }
    const start = term.offset.start;
    const end = start + term.offset.length;
    while (sentenceIndex < sentences.length - 1 && start >= sentences[sentenceIndex]!.end) sentenceIndex += 1;
    const written = text.slice(start, end).replace(/’/g, "'");
    const tagged = { text: written, lower: written.toLowerCase(), start, end, tags: new Set(term.tags), sentence: sentenceIndex };
    grouped[sentenceIndex]!.push(tagged);
    previous = tagged;
  }
  return grouped;
}

/** Whether a term is a verb form that can head a clause (not a bare gerund or a "to" infinitive). */
export function isFiniteVerb(term: TaggedTerm, previous: TaggedTerm | undefined): boolean {
  if (!term.tags.has('Verb') && !term.tags.has('Copula')) return false;
  if (previous?.lower === 'to') return false;
  if (term.tags.has('Gerund') && !term.tags.has('Copula')) return false;
  return true;
}

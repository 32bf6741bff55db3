import { isContentWord } from '../text/function-words';
import { tokenizeWords } from '../text/tokens';
import { conceptKey, relatedConceptKeys } from '../text/word-forms';

/** The concepts present in a text: concept keys of its content words, for tolerant matching. */
export interface ConceptIndex {
  keys: ReadonlySet<string>;
  /** Concept keys of the text's words and of their synonyms. */
  related: ReadonlySet<string>;
}

/** Indexes a text's content words by concept key (lemma stem), numbers as written. */
export function indexConcepts(lowerWords: readonly string[]): ConceptIndex {
  const keys = new Set<string>();
  const related = new Set<string>();
  for (const word of new Set(lowerWords)) {
    if (/^\d/.test(word)) {
      keys.add(word);
    } else if (isContentWord(word)) {
      keys.add(conceptKey(word));
      for (const key of relatedConceptKeys(word)) related.add(key);
    }
  }
  return { keys, related };
}

// Stems of one word family often differ only in an ending ("environ" / "environment", "econom" / "economi").
function sharesFamily(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 6 && long.startsWith(short) && long.length - short.length <= 4;
}

/** Whether a text has a word of the same concept as `word`: same lemma, same word family or a synonym either way. */
export function hasConcept(index: ConceptIndex, word: string): boolean {
  if (/^\d/.test(word)) return index.keys.has(word);
  const wanted = relatedConceptKeys(word);
  for (const key of wanted) if (index.keys.has(key)) return true;
  const own = conceptKey(word);
  if (index.related.has(own)) return true;
  for (const key of index.keys) if (sharesFamily(own, key)) return true;
  return false;
}

/** The content words of a phrase, lower-case, in order and without repeats. */
export function contentWordsOf(phrase: string): string[] {
  return [...new Set(tokenizeWords(phrase).map((t) => t.lower).filter((w) => /^\d/.test(w) || isContentWord(w)))];
}

import { isContentWord } from '../text/function-words';
import { tokenizeWords } from '../text/tokens';
import { conceptKey } from '../text/word-forms';
import { RELATION_STRENGTH, relatedConcepts } from '../text/word-relations';
import { zipfFrequency } from '../vocabulary/frequency-bands';

/** The concepts present in a text: where each concept key (lemma stem) of its content words occurs. */
export interface ConceptIndex {
  /** Word positions of each concept key (single words, and two-word keys with a space). */
  positions: ReadonlyMap<string, readonly number[]>;
  /** The single-word concept keys, for matching word families. */
  wordKeys: readonly string[];
  /** The words indexed, lower-case, by position. */
  words: readonly string[];
  /** Words standing in bare list items (`listedWords`): they name a concept rather than state it. */
  listed?: readonly boolean[];
  /** Most of the text is bare list items: a string of key words, where no listed word counts fully. */
  mostlyListed?: boolean;
  /** Words copied word for word from the source: its wording, not the writer's grasp of it. */
  copied?: readonly boolean[];
}

/** How much a word in a bare list item ("…, bets, investors, shares, …") expresses a concept: named, not stated. */
const LISTED_WORD_STRENGTH = 0.3;
/** How much a word copied from the source expresses a concept: copied text brings the source's words for every idea. */
const COPIED_WORD_STRENGTH = 0.75;
/** Share of a text in bare list items from which it is a string of key words. */
const MOSTLY_LISTED = 0.6;

/** Where the words of an indexed text stand: in bare list items, or copied from the source. */
interface WordPlaces {
  listed?: readonly boolean[];
  copied?: readonly boolean[];
}

/** Indexes a text's content words by concept key (lemma stem), numbers as written, with where its words stand. */
export function indexConcepts(lowerWords: readonly string[], places: WordPlaces = {}): ConceptIndex {
  const positions = new Map<string, number[]>();
  const add = (key: string, position: number) => {
    const list = positions.get(key);
    if (!list) positions.set(key, [position]);
    else if (list.at(-1) !== position) list.push(position);
  };
  lowerWords.forEach((word, position) => {
    if (/^\d/.test(word)) add(word, position);
    else if (isContentWord(word)) add(conceptKey(word), position);
    // A compound's parts count as words too: "long-lasting" has "last".
    if (word.includes('-')) for (const part of word.split('-')) if (isContentWord(part)) add(conceptKey(part), position);
    // Two-word expressions, for related words WordNet writes as two ("nerve cell", "sign up").
    if (position > 0) add(`${conceptKey(lowerWords[position - 1]!)} ${conceptKey(word)}`, position);
  });
  const listedCount = places.listed?.filter(Boolean).length ?? 0;
  const wordKeys = [...positions.keys()].filter((key) => !key.includes(' '));
  return { positions, wordKeys, words: lowerWords, ...places, mostlyListed: lowerWords.length > 0 && listedCount / lowerWords.length >= MOSTLY_LISTED };
}

/**
 * How specific a word is, from its frequency (SUBTLEX-US Zipf): 1 for rare words, down to `floor` for the commonest
 * ("people", "make"); numbers 0.5.
 */
export function specificity(lower: string, floor = 0.25): number {
  if (/^\d/.test(lower)) return 0.5;
  return Math.min(1, Math.max(floor, (7 - zipfFrequency(lower)) / 4));
}

/** The least a frequent answer word keeps of a weaker relation (`specificity` floor). */
const GENERAL_WORD_FLOOR = 0.5;

// Stems of one word family often differ only in an ending ("environ" / "environment", "econom" / "economi").
function sharesFamily(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 6 && long.startsWith(short) && long.length - short.length <= 4;
}

/** How to match: `listedCountsFully` counts words in bare list items fully (the idea lists them too), unless the text is mostly a list. */
interface MatchOptions {
  listedCountsFully?: boolean;
}

// How much the place of a word takes from a match there: copied from the source, or named in a bare list.
function placeFactor(index: ConceptIndex, position: number, options: MatchOptions): number {
  let factor = index.copied?.[position] ? COPIED_WORD_STRENGTH : 1;
  if (index.listed?.[position] && !(options.listedCountsFully && !index.mostlyListed)) factor *= LISTED_WORD_STRENGTH;
  return factor;
}

/**
 * How strongly a text expresses the concept of `word`, 0–1: 1 for the same lemma or word family, less for a word
 * related in meaning (`relatedConcepts`: WordNet synonyms, broader and narrower terms, siblings; a broader or sibling
 * term counts less again in a frequent, general word), and less where the word only stands in a bare list or was
 * copied from the source. The best place counts.
 */
export function conceptStrength(index: ConceptIndex, word: string, options: MatchOptions = {}): number {
  let best = 0;
  const consider = (key: string, strength: number) => {
    for (const position of index.positions.get(key) ?? []) {
      // "make", "change" or "people" are near anything in WordNet: only a synonym relation counts fully in them.
      const general = strength < RELATION_STRENGTH.synonym && !key.includes(' ') ? specificity(index.words[position]!, GENERAL_WORD_FLOOR) : 1;
      best = Math.max(best, strength * general * placeFactor(index, position, options));
    }
  };
  if (/^\d/.test(word)) {
    consider(word, 1);
    return best;
  }
  const own = conceptKey(word);
  consider(own, 1);
  for (const key of index.wordKeys) if (key !== own && sharesFamily(own, key)) consider(key, 1);
  const related = relatedConcepts(word);
  if (related.size < index.positions.size) {
    for (const [key, strength] of related) if (strength > best) consider(key, strength);
  } else {
    for (const [key] of index.positions) {
      const strength = related.get(key);
      if (strength !== undefined && strength > best) consider(key, strength);
    }
  }
  return best;
}

/** Whether a text has a word of the same concept as `word`: same lemma, same word family or a synonym. */
export function hasConcept(index: ConceptIndex, word: string): boolean {
  return conceptStrength(index, word) >= 0.9;
}

/** The content words of a phrase, lower-case, in order and without repeats; compounds split into their parts. */
export function contentWordsOf(phrase: string): string[] {
  const words = tokenizeWords(phrase).flatMap((t) => (/^\d/.test(t.lower) ? [t.lower] : t.lower.split('-')));
  return [...new Set(words.filter((w) => /^\d/.test(w) || isContentWord(w)))];
}

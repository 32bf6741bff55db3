import { isKnownWord } from '../spelling/dictionaries';
import { isContentWord } from './function-words';
import { lemmatizer, stem, synonymDictionary } from './untyped-packages';

const conceptKeys = new Map<string, string>();
/** Words whose keys are kept before the memo starts again. */
const CONCEPT_KEY_LIMIT = 50_000;

/**
 * A key that word forms of one concept share: the Porter2 stem of the word's lemma, so "pollution", "polluted" and
 * "pollutes" meet, as do "studies" and "studying". Memoised: the lemmatiser is slow and texts repeat their words.
 */
export function conceptKey(lower: string): string {
  let key = conceptKeys.get(lower);
  if (key === undefined) {
    key = stem(lemmatizer.verb(lemmatizer.noun(lower)));
    if (conceptKeys.size >= CONCEPT_KEY_LIMIT) conceptKeys.clear();
    conceptKeys.set(lower, key);
  }
  return key;
}

/** The parts of speech the thesaurus lists for a word: n(oun), v(erb), a/s (adjective), r (adverb). */
function partsOfSpeech(lower: string): Set<string> {
  return new Set(Object.keys(synonymDictionary()[lower] ?? {}));
}

/** Whether a word can be an adjective ("wrong", "open") per the thesaurus. */
export function canBeAdjective(lower: string): boolean {
  const pos = partsOfSpeech(lower);
  return pos.has('a') || pos.has('s');
}

// The -ing forms a base verb can have: "walk" → "walking", "replace" → "replacing", "lie" → "lying", "stop" → "stopping".
function ingForms(base: string): string[] {
  if (/ie$/.test(base)) return [`${base.slice(0, -2)}ying`];
  if (/[^aeioy]e$/.test(base)) return [`${base.slice(0, -1)}ing`];
  return [`${base}ing`, `${base}${base.at(-1)}ing`];
}

/**
 * Whether a base form can be a verb ("rise", "walk", "replace"): the thesaurus lists it as one, or the dictionary
 * knows its -ing form (nouns such as "car" or "problem" have none).
 */
export function canBeVerb(lower: string): boolean {
  if (partsOfSpeech(lower).has('v')) return true;
  // Function words have look-alike -ing words ("the" → "thing", "out" → "outing").
  return /^[a-z]{3,}$/.test(lower) && isContentWord(lower) && ingForms(lower).some((form) => isKnownWord(form));
}

/** Whether a word can be a noun ("rise", "car") per the thesaurus. */
export function canBeNoun(lower: string): boolean {
  return partsOfSpeech(lower).has('n');
}

/** Whether a word can be an adverb ("sometime", "fast") per the thesaurus. */
export function canBeAdverb(lower: string): boolean {
  return partsOfSpeech(lower).has('r');
}

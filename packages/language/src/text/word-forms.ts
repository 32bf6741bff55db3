import { isKnownWord } from '../spelling/dictionaries';
import { isContentWord } from './function-words';
import { groupSynonyms } from './synonym-groups';
import { lemmatizer, stem, synonymDictionary } from './untyped-packages';

function synonymsOf(word: string): string[] {
  const entry = synonymDictionary()[word];
  if (!entry) return [];
  return Object.values(entry).flat().filter((synonym) => /^[a-z]+$/.test(synonym));
}

/** The dictionary forms a word may come from ("studies" → study, "better" → good, "went" → go). */
function lemmasOf(lower: string): string[] {
  return [...new Set([lower, lemmatizer.noun(lower), lemmatizer.verb(lower), lemmatizer.adjective(lower)])];
}

/**
 * A key that word forms of one concept share: the Porter2 stem of the word's lemma, so "pollution", "polluted" and
 * "pollutes" meet, as do "studies" and "studying".
 */
export function conceptKey(lower: string): string {
  return stem(lemmatizer.verb(lemmatizer.noun(lower)));
}

/** The concept keys of a word and of its synonyms, from the thesaurus and the package's synonym groups. */
export function relatedConceptKeys(lower: string): Set<string> {
  const keys = new Set<string>([conceptKey(lower), stem(lower)]);
  for (const lemma of lemmasOf(lower)) {
    keys.add(stem(lemma));
    for (const synonym of synonymsOf(lemma)) keys.add(conceptKey(synonym));
    for (const synonym of groupSynonyms(lemma)) keys.add(conceptKey(synonym));
  }
  return keys;
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

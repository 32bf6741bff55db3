import { groupSynonyms } from './synonym-groups';
import { lemmatizer } from './untyped-packages';
import { conceptKey } from './word-forms';
import { linkedSynsets, linkedWords, synsetsOf, type WordNetPos } from './wordnet';

/** How close a related word is to the word it was found from (1 = same lemma). */
export const RELATION_STRENGTH = {
  /** Shares a WordNet sense, is a derived form of one ("decline" v. → "decline" n.), or is grouped with it. */
  synonym: 0.9,
  /** A broader or narrower term ("pollinator" → "insect"), a similar adjective, a pertainym. */
  neighbour: 0.7,
  /** A sibling under the same broader term ("decline" ↔ "shrink", both ways to "decrease"). */
  distant: 0.4,
} as const;

const POSES: readonly WordNetPos[] = ['noun', 'verb', 'adj', 'adv'];
const BROADER = new Set(['@', '@i']);
const NARROWER = new Set(['~', '~i']);
const DERIVED = new Set(['+']);
// Similar adjectives, "see also", pertainyms (adjective ↔ the noun it relates to), attributes (adjective ↔ noun).
const ALIKE = new Set(['&', '^', '\\', '=']);
/** Senses looked at per part of speech: WordNet orders a word's senses by frequency, and rare senses mislead. */
const SENSES = 3;
/** Narrower terms taken per synset: very general words ("change") have hundreds. */
const NARROWER_LIMIT = 25;

function addWords(related: Map<string, number>, words: readonly string[], strength: number): void {
  for (const word of words) {
    // One- and two-word entries ("nerve cell", "sign up"); longer ones are too rare in answers to look for.
    if (word.split(' ').length > 2) continue;
    if ((related.get(word) ?? 0) < strength) related.set(word, strength);
  }
}

function wordNetRelations(base: string, related: Map<string, number>): void {
  for (const pos of POSES) {
    for (const sense of synsetsOf(base, pos, SENSES)) {
      addWords(related, sense.words, RELATION_STRENGTH.synonym);
      addWords(related, linkedWords(sense, DERIVED), RELATION_STRENGTH.synonym);
      addWords(related, linkedWords(sense, ALIKE), RELATION_STRENGTH.neighbour);
      addWords(related, linkedWords(sense, NARROWER, NARROWER_LIMIT), RELATION_STRENGTH.neighbour);
      for (const broader of linkedSynsets(sense, BROADER)) {
        addWords(related, broader.words, RELATION_STRENGTH.neighbour);
        addWords(related, linkedWords(broader, NARROWER, NARROWER_LIMIT), RELATION_STRENGTH.distant);
      }
    }
  }
}

const cache = new Map<string, ReadonlyMap<string, number>>();
/** Words kept in the cache before it starts again (a bank item's key ideas have a few dozen). */
const CACHE_LIMIT = 5000;

/**
 * The concepts related in meaning to a lower-case word, by concept key (`conceptKey`; two-word entries as two keys
 * with a space), each with its closeness (`RELATION_STRENGTH`): WordNet 3.1 synonyms and derived forms of the word's
 * first senses in every part of speech, broader and narrower terms, similar adjectives, siblings, and the package's
 * synonym groups. The word's own key is left out. Computed once per word and cached.
 */
export function relatedConcepts(lower: string): ReadonlyMap<string, number> {
  const cached = cache.get(lower);
  if (cached) return cached;
  const related = new Map<string, number>();
  const bases = new Set([lower, lemmatizer.noun(lower), lemmatizer.verb(lower), lemmatizer.adjective(lower)]);
  for (const base of bases) {
    for (const synonym of groupSynonyms(base)) related.set(synonym, Math.max(related.get(synonym) ?? 0, RELATION_STRENGTH.synonym));
    wordNetRelations(base, related);
  }
  const own = conceptKey(lower);
  const concepts = new Map<string, number>();
  for (const [word, strength] of related) {
    const key = word.split(' ').map(conceptKey).join(' ');
    if (key !== own && (concepts.get(key) ?? 0) < strength) concepts.set(key, strength);
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(lower, concepts);
  return concepts;
}

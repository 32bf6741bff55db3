import dictionaryEn from 'dictionary-en';
import dictionaryEnGb from 'dictionary-en-gb';
import nspell from 'nspell';

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

/** Up to `limit` corrections for a misspelt word from both dictionaries, American first. */
export function suggestSpellings(word: string, limit = 3): string[] {
  const cached = suggestionCache.get(word);
  if (cached) return cached.slice(0, limit);
  const { us, uk } = getSpellCheckers();
  const merged = [...new Set([...us.suggest(word), ...uk.suggest(word)])];
  return remember(suggestionCache, word, merged).slice(0, limit);
}

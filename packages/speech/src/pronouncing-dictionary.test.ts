import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MODEL_DIR } from './pocketsphinx-recognizer';
import { PronouncingDictionary } from './pronouncing-dictionary';

const dictionaryPath = `${DEFAULT_MODEL_DIR}/cmudict-en-us.dict`;
const missing = existsSync(dictionaryPath) ? '' : ` — skipped: ${dictionaryPath} is missing (install the Debian package pocketsphinx-en-us)`;

describe.skipIf(missing !== '')(`PronouncingDictionary (CMU dictionary)${missing}`, () => {
  const dictionary = existsSync(dictionaryPath) ? PronouncingDictionary.load(dictionaryPath) : new PronouncingDictionary();

  it('lists words with their alternative pronunciations and counts syllables', () => {
    expect(dictionary.size).toBeGreaterThan(100_000);
    expect(dictionary.pronunciations('the')).toContainEqual(['DH', 'AH']);
    expect(dictionary.pronunciations('the').length).toBeGreaterThan(1);
    expect(dictionary.syllables('university')).toBe(5);
    expect(dictionary.syllables('cat')).toBe(1);
  });

  it('finds British spellings under their American entry', () => {
    expect(dictionary.pronunciations('organise')).toEqual(dictionary.pronunciations('organize'));
    expect(dictionary.has('colourful')).toBe(false);
    expect(dictionary.pronunciations('colourful')).toEqual(dictionary.pronunciations('colorful'));
    expect(dictionary.pronunciations('analyse')).toEqual(dictionary.pronunciations('analyze'));
  });

  it('guesses a pronunciation for unknown words', () => {
    const guess = dictionary.pronunciations('zorblaxian')[0]!;
    expect(guess.length).toBeGreaterThan(4);
    expect(guess[0]).toBe('Z');
  });
});

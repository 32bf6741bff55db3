import { describe, expect, it } from 'vitest';
import { cardinalWords, referenceTokens, spokenForms, spokenWords } from './spoken-text';

describe('spokenForms', () => {
  it.each([
    ['river', [['river']]],
    ['Well-known', [['well', 'known']]],
    ["children's", [["children's"]]],
    ['1990', [['nineteen', 'ninety'], ['one', 'thousand', 'nine', 'hundred', 'and', 'ninety'], ['one', 'thousand', 'nine', 'hundred', 'ninety']]],
    ['2005', [['two', 'thousand', 'and', 'five'], ['two', 'thousand', 'five'], ['twenty', 'oh', 'five']]],
    ['45%', [['forty', 'five', 'percent'], ['forty', 'five', 'per', 'cent']]],
    ['3.5', [['three', 'point', 'five']]],
    ['21st', [['twenty', 'first']]],
    ['$20', [['twenty', 'dollars']]],
    ['1960s', [['nineteen', 'sixties']]],
  ])('says %s as %j', (written, expected) => {
    expect(spokenForms(written)).toEqual(expected);
  });

  it('spells out cardinals with and without "and"', () => {
    expect(cardinalWords(105)).toEqual(['one', 'hundred', 'and', 'five']);
    expect(cardinalWords(105, false)).toEqual(['one', 'hundred', 'five']);
    expect(cardinalWords(2_000_017)).toEqual(['two', 'million', 'and', 'seventeen']);
    expect(cardinalWords(0)).toEqual(['zero']);
  });
});

describe('referenceTokens', () => {
  it('keeps one token per written word, as PTE counts Read Aloud content, and marks phrase ends', () => {
    const tokens = referenceTokens('In 1990, the “well-known” river — once clean — flooded.');
    expect(tokens.map((token) => token.normalized)).toEqual(['in', '1990', 'the', 'well-known', 'river', 'once', 'clean', 'flooded']);
    expect(tokens.map((token) => token.endsPhrase)).toEqual([false, true, false, false, true, false, true, true]);
  });

  it('gives plain word lists for key points', () => {
    expect(spokenWords('Sales rose 25% in 2010')).toEqual(['sales', 'rose', 'twenty', 'five', 'percent', 'in', 'twenty', 'ten']);
  });
});

import { describe, expect, it } from 'vitest';
import { countPteWords, tokenizeWords } from './tokens';

describe('tokenizeWords', () => {
  it('keeps contractions and hyphenated words whole, with offsets into the text', () => {
    const text = "Well-being isn’t cheap, 20 people said.";
    const tokens = tokenizeWords(text);
    expect(tokens.map((t) => t.text)).toEqual(['Well-being', "isn't", 'cheap', '20', 'people', 'said']);
    for (const token of tokens) expect(text.slice(token.start, token.end).replace('’', "'")).toBe(token.text);
  });
});

describe('countPteWords', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ["Don't stop - it's well-known.", 4],
    ['One two\nthree\tfour', 4],
    ['3.5 per cent', 3],
  ])('counts %j as %i words', (text, expected) => {
    expect(countPteWords(text)).toBe(expected);
  });
});

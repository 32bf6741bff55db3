import { describe, expect, it } from 'vitest';
import { countSpacedWords, countWords } from './word-count';

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['one', 1],
    ['Two words', 2],
    ["don't stop", 3],
    ['well-known fact', 3],
    ['In 2025, 90% passed.', 4],
    ['line\nbreaks\tand  spaces', 4],
    ['café au lait', 3],
    ['snake_case counts once', 3],
    ['... !!! ---', 0],
  ])('counts %j as %i words', (text, expected) => {
    expect(countWords(text)).toBe(expected);
  });
});

describe('countSpacedWords', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ["don't stop", 2],
    ['well-known fact', 2],
    ['a - b', 2],
    ['The {{1}} sat on the {{2}}.', 6],
    ['In 2025, 90% passed.', 4],
  ])('counts %j as %i words', (text, expected) => {
    expect(countSpacedWords(text)).toBe(expected);
  });
});

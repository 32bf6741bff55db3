import { describe, expect, it } from 'vitest';
import { countPhrase } from './count-phrase';

describe('countPhrase', () => {
  it.each([
    [0, 'blank', 'no blanks'],
    [1, 'wrong option', 'one wrong option'],
    [2, 'word', 'two words'],
    [10, 'word', 'ten words'],
    [12, 'word', '12 words'],
  ])('%i %j → %j', (count, noun, expected) => {
    expect(countPhrase(count, noun)).toBe(expected);
  });
});

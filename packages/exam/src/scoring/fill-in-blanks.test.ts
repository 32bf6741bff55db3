import { describe, expect, it } from 'vitest';
import { normalizeTypedWord, scoreListeningBlanks, scoreReadingBlanks } from './fill-in-blanks';

const key = ['migrate', 'Climate', 'decline'];

describe('scoreReadingBlanks (1 per correct blank, no negative)', () => {
  it.each([
    [{ '1': 'migrate', '2': 'Climate', '3': 'decline' }, 3],
    [{ '1': 'migrate', '2': 'weather', '3': 'decline' }, 2],
    [{ '1': '  MIGRATE ', '2': 'climate', '3': 'Decline' }, 3], // trimmed, case-insensitive
    [{ '1': 'migrates', '2': 'climate' }, 1], // a missing blank scores 0, nothing is taken off
    [{}, 0],
    [{ '1': 'x', '2': 'y', '3': 'z' }, 0],
    [{ '0': 'migrate', '4': 'decline' }, 0], // keys outside 1..n are ignored
    [{ '1': '', '2': '', '3': '' }, 0],
  ])('%j scores %i of 3', (given, score) => {
    const result = scoreReadingBlanks(given, key);
    expect(result.score).toBe(score);
    expect(result.max).toBe(3);
  });

  it('does not forgive misspellings or inner punctuation', () => {
    expect(scoreReadingBlanks({ '1': 'migrate.' }, ['migrate']).score).toBe(0);
  });

  it('marks each blank', () => {
    expect(scoreReadingBlanks({ '1': 'migrate', '3': 'grow' }, key).marks).toEqual([
      { blank: 1, given: 'migrate', expected: 'migrate', correct: true },
      { blank: 2, given: '', expected: 'Climate', correct: false },
      { blank: 3, given: 'grow', expected: 'decline', correct: false },
    ]);
  });
});

describe('scoreListeningBlanks (1 per blank spelled exactly)', () => {
  it.each([
    [{ '1': 'migrate', '2': 'climate', '3': 'decline' }, 3],
    [{ '1': 'migrate.', '2': '"Climate"', '3': ' decline, ' }, 3], // surrounding punctuation and spaces ignored
    [{ '1': 'migrait', '2': 'climate', '3': 'decline' }, 2], // misspelled: no credit
    [{ '1': 'migrates', '2': 'climat', '3': 'declines' }, 0],
    [{ '1': 'mi grate' }, 0],
    [{ '1': '...' }, 0],
  ])('%j scores %i of 3', (given, score) => {
    expect(scoreListeningBlanks(given, key).score).toBe(score);
  });

  it('reads curly and straight apostrophes alike', () => {
    expect(scoreListeningBlanks({ '1': 'don’t' }, ["don't"]).score).toBe(1);
  });

  it.each([
    ['  Hello, ', 'hello'],
    ["'quoted'", 'quoted'],
    ['well-known.', 'well-known'],
    ['—', ''],
  ])('normalizes %j to %j', (word, expected) => {
    expect(normalizeTypedWord(word)).toBe(expected);
  });
});

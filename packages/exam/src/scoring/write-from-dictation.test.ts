import { describe, expect, it } from 'vitest';
import { dictationTokens, scoreWriteFromDictation } from './write-from-dictation';

const sentence = 'The library will close early on Friday for staff training.';

describe('dictationTokens', () => {
  it.each([
    ['The library, will close.', ['the', 'library', 'will', 'close']],
    ["Students' well-known don’t 'twas", ['students', 'well-known', "don't", 'twas']],
    ['  spaced\tout\nwords  ', ['spaced', 'out', 'words']],
    ['a - b -- c', ['a', 'b', 'c']],
    ['3.5 per-cent', ['35', 'per-cent']],
    ['', []],
  ])('tokenizes %j', (text, expected) => {
    expect(dictationTokens(text).map((token) => token.normalized)).toEqual(expected);
  });
});

describe('scoreWriteFromDictation (1 per key word correctly spelled, in order; extra words free)', () => {
  it.each([
    ['The library will close early on Friday for staff training.', 10],
    ['the library will close early on friday for staff training', 10], // case and punctuation ignored
    ['The library will close early on Friday for staff.', 9], // one word missing
    ['The libary will close early on Friday for staff training.', 9], // one word misspelled
    ['The library will close very early on Friday for all staff training today.', 10], // extra words cost nothing
    ['On Friday the library will close early for staff training.', 8], // "on Friday" moved: order matters
    ['training staff for Friday on early close will library The', 1], // reversed: one word in order
    ['The the the library library', 2], // each key word credited at most once
    ['', 0],
    ['Completely unrelated words here', 0],
  ])('%j scores %i of 10', (answer, score) => {
    const result = scoreWriteFromDictation(answer, sentence);
    expect(result.score).toBe(score);
    expect(result.max).toBe(10);
  });

  it('credits repeated key words separately when both are typed', () => {
    expect(scoreWriteFromDictation('the cat saw the dog', 'The cat saw the dog.').score).toBe(5);
    expect(scoreWriteFromDictation('the cat saw dog', 'The cat saw the dog.').score).toBe(4);
  });

  it('aligns the answer with the key for word-level feedback', () => {
    const result = scoreWriteFromDictation('The libary will close on Friday for the staff training.', sentence);
    expect(result.words).toEqual([
      { text: 'The', status: 'correct' },
      { text: 'library', status: 'omitted' },
      { text: 'libary', status: 'inserted' },
      { text: 'will', status: 'correct' },
      { text: 'close', status: 'correct' },
      { text: 'early', status: 'omitted' },
      { text: 'on', status: 'correct' },
      { text: 'Friday', status: 'correct' },
      { text: 'for', status: 'correct' },
      { text: 'the', status: 'inserted' },
      { text: 'staff', status: 'correct' },
      { text: 'training.', status: 'correct' },
    ]);
    expect(result.keyWords.filter((word) => !word.credited).map((word) => word.text)).toEqual(['library', 'early']);
    expect(result.misspellings).toEqual([{ expected: 'library', typed: 'libary' }]);
    expect(result.misplaced).toEqual([]);
    expect(result.answerWords).toBe(10);
  });

  it('names words that were typed right but out of order', () => {
    const result = scoreWriteFromDictation('On Friday the library will close early for staff training.', sentence);
    expect(result.misplaced.sort()).toEqual(['Friday', 'on']);
  });

  it('does not call a different short word a misspelling', () => {
    expect(scoreWriteFromDictation('The cat sat in the mat', 'The cat sat on the mat').misspellings).toEqual([]);
  });
});

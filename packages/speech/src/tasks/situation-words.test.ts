import { describe, expect, it } from 'vitest';
import { spokenWords } from '../spoken-text';
import { isFrameWord, isFunctionWord, situationKeyWords } from './situation-words';

describe('isFrameWord', () => {
  it.each(['time', 'days', 'meetings', 'classes', "student's", 'dr', 'tomorrow', 'ten', 'possible'])('takes “%s” for a word every situation shares', (word) => {
    expect(isFrameWord(word)).toBe(true);
  });

  it.each(['book', 'heating', 'plagiarism', 'seminar', 'extension', 'timer', 'classy'])('takes “%s” for a word of its own situation', (word) => {
    expect(isFrameWord(word)).toBe(false);
  });
});

describe('situationKeyWords', () => {
  it('drops stop and function words and tells specific words from frame words', () => {
    expect(situationKeyWords(spokenWords('the book has been recalled by another student'))).toEqual([
      { word: 'book', kind: 'specific' },
      { word: 'recalled', kind: 'specific' },
      { word: 'student', kind: 'frame' },
    ]);
  });

  it('gives a point made only of frame words nothing specific', () => {
    expect(situationKeyWords(spokenWords('another time for the meeting')).map((key) => key.kind)).toEqual(['frame', 'frame']);
  });

  it('keeps function words, as frame words, when a point has nothing else', () => {
    expect(isFunctionWord('whether')).toBe(true);
    expect(situationKeyWords(['whether', 'or', 'not'])).toEqual([{ word: 'whether', kind: 'frame' }]);
  });
});

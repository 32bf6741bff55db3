import { describe, expect, it } from 'vitest';
import {
  coverKeyPoints,
  scoreKeyPointContent,
  countNearMisses,
  scoreReadAloudContent,
  scoreRepeatSentenceContent,
  scoreShortAnswer,
  wordsMatch,
} from './content-scoring';
import type { RecognizedWord } from './speech-recognizer';
import { spokenWords } from './spoken-text';
import { alignWords } from './word-alignment';

const heard = (text: string): RecognizedWord[] => text.split(' ').filter(Boolean).map((word, i) => ({ text: word, start: i, end: i + 0.5 }));
const align = (ref: string, said: string) => alignWords(ref.split(' ').map((word) => [[word]]), heard(said));

describe('Read Aloud content (one point per word, minus one per replacement, omission or insertion)', () => {
  it.each([
    ['the river flows to the sea', 'the river flows to the sea', 6],
    ['the river flows to the sea', 'the river to the sea', 5],
    ['the river flows to the sea', 'the river goes to the sea', 5],
    ['the river flows to the sea', 'the big river flows to the sea', 5],
    ['the river flows to the sea', 'a lake', 0],
    // Insertions take away at most half the words read: recogniser noise must not zero a reading.
    ['the river flows to the sea', 'and the it river a flows to of the sea he', 3],
    ['zero three five one', 'zero and three it a five one', 2],
  ])('%s / "%s" → %i', (ref, said, score) => {
    const result = scoreReadAloudContent(align(ref, said), ref.split(' ').length);
    expect(result.score).toBe(score);
    expect(result.max).toBe(ref.split(' ').length);
    expect(result.zeroReason).toBeUndefined();
  });

  it('counts a near miss of the word expected as read', () => {
    const alignment = align('look at anns pants', 'look at ann pant');
    const nearMisses = countNearMisses(alignment, ['look', 'at', 'anns', 'pants'].map((word) => [[word]]));
    expect(nearMisses).toBe(2);
    expect(scoreReadAloudContent(alignment, 4, nearMisses).score).toBe(4);
    expect(countNearMisses(align('the river flows', 'the river goes'), [[['the']], [['river']], [['flows']]])).toBe(0);
  });
});

describe('Repeat Sentence content (3 all words in sequence, 2 at least half, 1 less than half)', () => {
  const sentence = 'students must return their library books before the end of term';
  it.each([
    [sentence, 3],
    [`so ${sentence} okay`, 3],
    ['students must return their library books before the end', 2],
    ['students must return library books before end of term', 2],
    ['students return their books', 1],
    // Almost nothing from the prompt: 0 only when alignment evidence says it was off the text (the strategy).
    ['the weather is nice', 1],
  ])('"%s" → %i', (said, score) => {
    expect(scoreRepeatSentenceContent(align(sentence, said), 11).score).toBe(score);
  });
});

describe('key points (Describe Image, Re-tell Lecture)', () => {
  const keyPoints = ['sales rose from 20 to 45 percent', 'online shopping overtook stores in 2015', 'young people shop online most'];
  const points = keyPoints.map((text) => ({ text, words: spokenWords(text) }));

  it('credits the share of key points covered and asks for a conclusion for the top band', () => {
    const full = spokenWords('the chart shows sales rose from 20 to 45 percent and online shopping overtook stores in 2015 young people shop online most');
    expect(scoreKeyPointContent(full, coverKeyPoints(full, points)).score).toBe(4);
    const concluded = [...full, 'overall', 'online', 'shopping', 'is', 'growing'];
    expect(scoreKeyPointContent(concluded, coverKeyPoints(concluded, points)).score).toBe(5);
    const partial = spokenWords('sales rose from 20 to 45 percent');
    const partialScore = scoreKeyPointContent(partial, coverKeyPoints(partial, points));
    expect(partialScore.score).toBe(2);
  });

  it('gives 0 with a reason when the answer is off topic', () => {
    const said = spokenWords('my favourite food is pizza with cheese');
    const result = scoreKeyPointContent(said, coverKeyPoints(said, points));
    expect(result.score).toBe(0);
    expect(result.zeroReason).toMatch(/key points/);
  });

  it('matches word forms but never different numbers', () => {
    expect(wordsMatch('rising', 'rose')).toBe(false);
    expect(wordsMatch('increased', 'increase')).toBe(true);
    expect(wordsMatch('shopping', 'shop')).toBe(true);
    expect(wordsMatch('fifteen', 'fifty')).toBe(false);
  });
});

describe('Answer Short Question (1 for an accepted answer, else 0)', () => {
  const accepted = ['thermometer', 'a thermometer'].map(spokenWords);
  it.each([
    ['a thermometer', 1],
    ['thermometers', 1],
    ['i think it is a thermometer', 1],
    ['a barometer', 0],
  ])('"%s" → %i', (said, score) => {
    expect(scoreShortAnswer(said.split(' '), accepted).score).toBe(score);
  });
});

import { describe, expect, it } from 'vitest';
import type { RecognizedWord } from './speech-recognizer';
import { alignWords } from './word-alignment';

const heard = (text: string): RecognizedWord[] => text.split(' ').filter(Boolean).map((word, i) => ({ text: word, start: i, end: i + 0.5 }));
const reference = (text: string) => text.split(' ').map((word) => [[word]]);
const statuses = (ref: string, said: string) => alignWords(reference(ref), heard(said)).tokens.map((token) => token.status[0]).join('');

describe('alignWords', () => {
  it.each([
    ['the cat sat on the mat', 'the cat sat on the mat', 'cccccc'],
    ['the cat sat on the mat', 'the cat on the mat', 'ccoccc'],
    ['the cat sat on the mat', 'the dog sat on the mat', 'cscccc'],
    ['the cat sat on the mat', 'the cat sat down on the mat', 'ccciccc'],
    ['the cat sat on the mat', 'cat sat on mat', 'occcoc'],
    ['the cat sat on the mat', '', 'oooooo'],
  ])('%s / heard "%s" → %s', (ref, said, expected) => {
    expect(statuses(ref, said)).toBe(expected);
  });

  it('sets hesitations aside instead of counting them as insertions', () => {
    const result = alignWords(reference('the cat sat'), heard('the um cat uh sat'));
    expect(result.tokens.map((token) => token.status)).toEqual(['correct', 'correct', 'correct']);
    expect(result.fillers.map((word) => word.text)).toEqual(['um', 'uh']);
    expect(result.insertions).toBe(0);
  });

  it('matches a written word by any of its spoken forms', () => {
    const ref = [[['in']], [['nineteen', 'ninety'], ['one', 'thousand', 'nine', 'hundred', 'and', 'ninety']], [['it', 'rained']]];
    const result = alignWords(ref, heard('in one thousand nine hundred and ninety it rained'));
    expect(result.correct).toBe(3);
    expect(result.tokens[1]!.variant).toBe(1);
    expect(result.tokens[1]!.heard).toHaveLength(6);
  });

  it('counts errors', () => {
    const result = alignWords(reference('a b c d e'), heard('a x c e f'));
    expect([result.correct, result.substitutions, result.omissions, result.insertions]).toEqual([3, 1, 1, 1]);
  });
});

import { describe, expect, it } from 'vitest';
import { scoreSingleChoice } from './single-choice';

describe('scoreSingleChoice (1/0)', () => {
  it.each([
    ['C', 'C', 1],
    ['A', 'C', 0],
    ['c', 'C', 0],
    [undefined, 'C', 0],
    ['', 'C', 0],
  ] as const)('%j against %j scores %i', (selected, correct, score) => {
    expect(scoreSingleChoice(selected, correct)).toEqual({ score, max: 1, correct: score === 1 });
  });
});

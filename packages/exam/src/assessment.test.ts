import { describe, expect, it } from 'vitest';
import { skillScore } from './assessment';

describe('skillScore (round(10 + 80 × score / max))', () => {
  it.each([
    [0, 2, 10],
    [1, 2, 50],
    [2, 2, 90],
    [8, 10, 74],
    [1, 3, 37],
    [0, 0, 10],
    [5, 4, 90], // clamped
    [-1, 4, 10], // clamped
  ])('%i of %i gives %i', (score, max, expected) => {
    expect(skillScore(score, max)).toBe(expected);
  });
});

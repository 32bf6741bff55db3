import { describe, expect, it } from 'vitest';
import { buildReorderAttemptResult, scoreAdjacentPairs, scoreParagraphPositions } from './re-order-paragraphs';

const key = ['C', 'A', 'D', 'B'];

describe('scoreAdjacentPairs (1 per adjacent pair also adjacent in the key, max N−1)', () => {
  it.each([
    [['C', 'A', 'D', 'B'], 3],
    [['A', 'D', 'B', 'C'], 2], // A-D, D-B
    [['C', 'A', 'B', 'D'], 1], // C-A only
    [['B', 'D', 'A', 'C'], 0], // every pair reversed
    [['A', 'C', 'D', 'B'], 1], // only D-B
    [['D', 'B', 'C', 'A'], 2], // D-B, C-A
    [['C', 'B', 'A', 'D'], 1], // C in the right slot earns nothing on its own; A-D does
    [['X', 'Y', 'Z', 'W'], 0],
    [['C', 'A', 'C', 'A'], 1], // a pair is credited once
  ])('%j scores %i of 3', (answer, score) => {
    expect(scoreAdjacentPairs(answer, key)).toMatchObject({ score, max: 3 });
  });

  it('has max N−1 for five paragraphs and lists every pair', () => {
    const result = scoreAdjacentPairs(['A', 'B', 'C', 'E', 'D'], ['A', 'B', 'C', 'D', 'E']);
    expect(result.max).toBe(4);
    expect(result.pairs).toEqual([
      { from: 'A', to: 'B', correct: true },
      { from: 'B', to: 'C', correct: true },
      { from: 'C', to: 'E', correct: false },
      { from: 'E', to: 'D', correct: false },
    ]);
  });
});

describe('scoreParagraphPositions (the spec: correct_items, total_items, reading_score)', () => {
  it.each([
    [['C', 'A', 'D', 'B'], 4, 90],
    [['C', 'A', 'B', 'D'], 2, 45],
    [['A', 'C', 'D', 'B'], 2, 45],
    [['C', 'D', 'B', 'A'], 1, 23], // 22.5 rounds up
    [['B', 'D', 'A', 'C'], 0, 0],
    [['A', 'D', 'B', 'C'], 0, 0], // two correct pairs but nothing in its slot
  ])('%j has %i correct items and reading score %i', (answer, correctItems, readingScore) => {
    expect(scoreParagraphPositions(answer, key)).toMatchObject({ correctItems, totalItems: 4, readingScore });
  });
});

describe('buildReorderAttemptResult', () => {
  it('gives the spec fields plus the pair score', () => {
    const result = buildReorderAttemptResult({
      questionId: 'ro-001-volcanoes',
      userOrder: ['A', 'D', 'B', 'C'],
      correctOrder: key,
      timeTaken: 73,
      createdAt: new Date('2025-03-04T05:06:07.000Z'),
    });
    expect(result).toEqual({
      questionId: 'ro-001-volcanoes',
      userOrder: ['A', 'D', 'B', 'C'],
      score: 0,
      timeTaken: 73,
      created_at: '2025-03-04T05:06:07.000Z',
      total_items: 4,
      correct_items: 0,
      reading_score: 0,
      pairScore: 2,
      pairMax: 3,
    });
  });

  it('keeps correct_items equal to score', () => {
    const result = buildReorderAttemptResult({
      questionId: 'q',
      userOrder: ['C', 'A', 'B', 'D'],
      correctOrder: key,
      timeTaken: 10,
      createdAt: new Date(0),
    });
    expect(result.correct_items).toBe(result.score);
    expect(result).toMatchObject({ score: 2, reading_score: 45, pairScore: 1 });
  });
});

import { describe, expect, it } from 'vitest';
import { scoreSelections } from './selection-score';

describe('scoreSelections (+1 per correct, −1 per incorrect, floor 0)', () => {
  it.each([
    // selected, correct, score, max, correctSelected, incorrectSelected, missed
    [['B', 'D'], ['B', 'D'], 2, 2, 2, 0, 0],
    [['B'], ['B', 'D'], 1, 2, 1, 0, 1],
    [[], ['B', 'D'], 0, 2, 0, 0, 2],
    [['B', 'D', 'A'], ['B', 'D'], 1, 2, 2, 1, 0],
    [['B', 'D', 'A', 'C'], ['B', 'D'], 0, 2, 2, 2, 0], // docs/task-types.md#choosing-several-options: 2 right + 2 wrong = 0
    [['A', 'C', 'E'], ['B', 'D'], 0, 2, 0, 3, 2], // never below 0
    [['A', 'B', 'C', 'D', 'E'], ['A', 'C', 'E'], 1, 3, 3, 2, 0],
    [['B', 'B', 'D'], ['B', 'D'], 2, 2, 2, 0, 0], // a repeated selection counts once
    [['A', 'A'], ['B', 'D'], 0, 2, 0, 1, 2],
  ] as const)('%j against %j scores %i of %i', (selected, correct, score, max, correctSelected, incorrectSelected, missed) => {
    const result = scoreSelections<string>(selected, correct);
    expect(result).toMatchObject({ score, max, correctSelected, incorrectSelected, missed });
  });

  it('works on word indices and marks each option', () => {
    const result = scoreSelections([3, 9, 12], [3, 7]);
    expect(result.score).toBe(0);
    expect(result.marks).toEqual([
      { value: 3, selected: true, correct: true, mark: 1 },
      { value: 7, selected: false, correct: true, mark: 0 },
      { value: 9, selected: true, correct: false, mark: -1 },
      { value: 12, selected: true, correct: false, mark: -1 },
    ]);
  });
});

/** How one option (or word) of a multiple-selection answer was marked. */
interface SelectionMark<T> {
  value: T;
  selected: boolean;
  correct: boolean;
  /** +1 for a correct selection, −1 for an incorrect one, 0 for an option left alone. */
  mark: 1 | 0 | -1;
}

/** The partial-credit score of a multiple-selection answer. */
interface SelectionScore<T> {
  score: number;
  /** The number of correct options: the most the item can give. */
  max: number;
  correctSelected: number;
  incorrectSelected: number;
  /** Correct options the learner did not select. */
  missed: number;
  /** One mark per correct option and per incorrectly selected option, correct options first. */
  marks: SelectionMark<T>[];
}

/**
 * PTE partial credit with negative marking, used by Multiple Choice, Multiple Answers (reading and listening)
 * and Highlight Incorrect Words: +1 per correct selection, −1 per incorrect selection, and the item never goes
 * below 0 (docs/task-types.md#choosing-several-options: max(0, correct choices − wrong choices); 2 right + 2 wrong = 0).
 * A value selected twice counts once.
 */
export function scoreSelections<T>(selected: readonly T[], correct: readonly T[]): SelectionScore<T> {
  const chosen = new Set(selected);
  const right = new Set(correct);
  const marks: SelectionMark<T>[] = [];
  for (const value of right) {
    const isSelected = chosen.has(value);
    marks.push({ value, selected: isSelected, correct: true, mark: isSelected ? 1 : 0 });
  }
  for (const value of chosen) {
    if (!right.has(value)) marks.push({ value, selected: true, correct: false, mark: -1 });
  }
  const correctSelected = marks.filter((mark) => mark.mark === 1).length;
  const incorrectSelected = marks.filter((mark) => mark.mark === -1).length;
  return {
    score: Math.max(0, correctSelected - incorrectSelected),
    max: right.size,
    correctSelected,
    incorrectSelected,
    missed: right.size - correctSelected,
    marks,
  };
}

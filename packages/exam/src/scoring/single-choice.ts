/** The score of a single-answer item. */
interface SingleChoiceScore {
  score: 0 | 1;
  max: 1;
  correct: boolean;
}

/**
 * Correct/incorrect scoring for Multiple Choice, Single Answer (reading and listening), Highlight Correct
 * Summary and Select Missing Word: 1 for the correct option, 0 otherwise (docs/task-types.md#one-option).
 */
export function scoreSingleChoice(selected: string | undefined, correct: string): SingleChoiceScore {
  const isCorrect = selected === correct;
  return { score: isCorrect ? 1 : 0, max: 1, correct: isCorrect };
}

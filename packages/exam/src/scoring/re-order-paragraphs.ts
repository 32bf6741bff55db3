/** One adjacent pair of the learner's order and whether the key has it too. */
export interface PairMark {
  from: string;
  to: string;
  correct: boolean;
}

/** PTE's adjacent-pair score of a re-ordered answer. */
export interface PairScore {
  score: number;
  /** N − 1 for N paragraphs. */
  max: number;
  pairs: PairMark[];
}

/**
 * Re-order Paragraphs as PTE scores it: 1 point for each adjacent pair (A, B) of the answer that is also
 * adjacent, in that order, in the key; with N paragraphs the maximum is N − 1 (docs/task-types.md#paragraph-order). A paragraph in
 * the right slot earns nothing unless it is part of a correct pair.
 */
export function scoreAdjacentPairs(answer: readonly string[], key: readonly string[]): PairScore {
  const keyPairs = new Set(key.slice(1).map((to, index) => `${key[index]}\u0000${to}`));
  const pairs = answer.slice(1).map((to, index): PairMark => {
    const from = answer[index] ?? '';
    return { from, to, correct: keyPairs.delete(`${from}\u0000${to}`) };
  });
  return { score: pairs.filter((pair) => pair.correct).length, max: Math.max(0, key.length - 1), pairs };
}

/** The product spec's position score of a re-ordered answer. */
export interface PositionScore {
  /** Paragraphs in their correct position; the spec's `score` and `correct_items`. */
  correctItems: number;
  /** Number of paragraphs in the order. */
  totalItems: number;
  /** `round(correctItems / totalItems × 90)`. */
  readingScore: number;
  /** Per slot of the answer: the paragraph placed there and whether it belongs there. */
  positions: { id: string; correct: boolean }[];
}

/** Scale of the spec's reorder `reading_score`. */
export const reorderReadingScoreScale = 90;

/**
 * The product spec's reorder score: `correct_items` = paragraphs in their correct position, `total_items` =
 * number of items in the order, `reading_score` = round(score / total_items × 90).
 */
export function scoreParagraphPositions(answer: readonly string[], key: readonly string[]): PositionScore {
  const positions = answer.map((id, index) => ({ id, correct: key[index] === id }));
  const correctItems = positions.filter((position) => position.correct).length;
  const totalItems = key.length;
  return {
    correctItems,
    totalItems,
    readingScore: totalItems > 0 ? Math.round((correctItems / totalItems) * reorderReadingScoreScale) : 0,
    positions,
  };
}

/** A re-order attempt's result (the spec's `currentResult` and `userAttempts` entries), as the server scores it. */
export interface ReorderAttemptResult {
  questionId: string;
  userOrder: string[];
  /** Paragraphs in their correct position (the spec's score). */
  score: number;
  /** Seconds the learner took. */
  timeTaken: number;
  /** ISO 8601 time of the attempt. */
  created_at: string;
  total_items: number;
  /** Equal to `score`. */
  correct_items: number;
  /** `round(score / total_items × 90)`. */
  reading_score: number;
  /** PTE's adjacent-pair score. */
  pairScore: number;
  /** N − 1. */
  pairMax: number;
}

/** A learner's order and what it is scored against. */
export interface ReorderAttemptInput {
  questionId: string;
  userOrder: readonly string[];
  correctOrder: readonly string[];
  timeTaken: number;
  /** When the attempt was made; passed in so the function stays pure. */
  createdAt: Date;
}

/** Builds the spec's reorder result: position score fields plus PTE's adjacent-pair score. */
export function buildReorderAttemptResult(input: ReorderAttemptInput): ReorderAttemptResult {
  const positions = scoreParagraphPositions(input.userOrder, input.correctOrder);
  const pairs = scoreAdjacentPairs(input.userOrder, input.correctOrder);
  return {
    questionId: input.questionId,
    userOrder: [...input.userOrder],
    score: positions.correctItems,
    timeTaken: input.timeTaken,
    created_at: input.createdAt.toISOString(),
    total_items: positions.totalItems,
    correct_items: positions.correctItems,
    reading_score: positions.readingScore,
    pairScore: pairs.score,
    pairMax: pairs.max,
  };
}

import type { PayloadAction } from '@reduxjs/toolkit';
import type { ReorderAttempt } from '@pte/contract';
import { postReorderAttempt } from '../practice-api';
import { definePracticeFamily, type FamilyState } from './practice-slice-factory';
import { practiceErrorMessages } from './question-page';

/**
 * The answer state of re-order paragraphs (docs/product-behaviour.md#practice-state): the attempts, newest first, and the current result, each as the
 * server scored and stored it (questionId, userOrder, score, timeTaken, created_at, total_items, correct_items,
 * reading_score, plus PTE's pair score and the full assessment).
 */
interface ReorderAnswer {
  userAttempts: ReorderAttempt[];
  currentResult: ReorderAttempt | null;
}

/** A re-order paragraphs slice. */
export type ReorderPracticeState = FamilyState<ReorderAnswer>;

/** What the learner submits: the paragraph ids in their order. */
interface ReorderSubmission {
  questionId: string;
  userOrder: readonly string[];
  /** Seconds the learner took. */
  timeTaken: number;
}

const unanswered: ReorderAnswer = { userAttempts: [], currentResult: null };

/** Makes `result` the current result and puts it at the front of the attempts (docs/product-behaviour.md#practice-transitions). */
const showResult = (state: ReorderAnswer, result: ReorderAttempt) => {
  state.currentResult = result;
  state.userAttempts.unshift(result);
};

/** Removes the current result (the attempts keep it). */
const clearCurrentResult = (state: ReorderAnswer) => {
  state.currentResult = null;
};

/** Re-order paragraphs: the order goes to `POST /question-attempt`, which scores and stores it and answers `data.data`. */
export const reorderFamily = definePracticeFamily({
  family: 'reorder',
  initialAnswer: unanswered,
  reducers: {
    setCurrentResult(state, action: PayloadAction<ReorderAttempt>) {
      showResult(state, action.payload);
    },
    clearCurrentResult,
  },
  submit: { name: 'saveAttempt', call: (api, _type, submission: ReorderSubmission) => postReorderAttempt(api, submission), failure: practiceErrorMessages.saveAttempt },
  // The result on screen belongs to the previous item; the attempts stay as history.
  onFetched: clearCurrentResult,
  onSubmitted: showResult,
});

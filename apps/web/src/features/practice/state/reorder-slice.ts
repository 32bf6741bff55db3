import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AssessmentResultResponse, ReorderAttempt } from '@pte/contract';
import { buildReorderAttemptResult, type QuestionTypeMeta, type ReorderAttemptResult } from '@pte/exam';
import { postReorderAttempt } from '../practice-api';
import {
  addQuestionPageCases,
  createFetchQuestionThunk,
  createPracticeThunk,
  failureMessage,
  initialQuestionPageState,
  practiceErrorMessages,
  type QuestionPageState,
} from './question-page';

/**
 * A re-order result (docs/product-behaviour.md#practice-state: questionId, userOrder, score, timeTaken, created_at, total_items, correct_items,
 * reading_score, plus PTE's pair score). Once the server has saved it, it also carries the server's assessment
 * (feedback and the item's explanation).
 */
export type ReorderResult = ReorderAttemptResult & { assessment?: AssessmentResultResponse };

/** A re-order paragraphs slice (docs/product-behaviour.md#practice-state): the attempts, newest first, and the current result. */
export interface ReorderPracticeState extends QuestionPageState {
  userAttempts: ReorderResult[];
  currentResult: ReorderResult | null;
}

/** What the learner submits: the order, with the correct order the public question carries (scored in the browser). */
export interface ReorderSubmission {
  questionId: string;
  userOrder: readonly string[];
  correctOrder: readonly string[];
  /** Seconds the learner took. */
  timeTaken: number;
}

/** Builds the slice and thunks of re-order paragraphs: scored on the client, saved with `POST /question-attempt`. */
export function createReorderSlice(type: QuestionTypeMeta) {
  const fetchQuestion = createFetchQuestionThunk(type);

  /** Scores the order with `buildReorderAttemptResult`, sets it as the current result, then saves it. */
  const saveAttempt = createPracticeThunk<{ saved: ReorderAttempt; scoredAt: string }, ReorderSubmission>(
    `practice/${type.id}/saveAttempt`,
    async (submission, { extra, dispatch, rejectWithValue }) => {
      const result = buildReorderAttemptResult({ ...submission, createdAt: new Date() });
      // `slice` is declared below; a thunk runs only after this factory has returned.
      dispatch(slice.actions.setCurrentResult(result));
      try {
        const saved = await postReorderAttempt(extra.api, submission);
        return { saved, scoredAt: result.created_at };
      } catch (error) {
        return rejectWithValue(failureMessage(error, practiceErrorMessages.saveAttempt));
      }
    },
  );

  const initialState: ReorderPracticeState = { ...initialQuestionPageState, userAttempts: [], currentResult: null };

  const slice = createSlice({
    name: `practice/${type.id}`,
    initialState,
    reducers: {
      /** Makes `result` the current result and puts it at the front of the attempts. */
      setCurrentResult(state, action: PayloadAction<ReorderResult>) {
        state.currentResult = action.payload;
        state.userAttempts.unshift(action.payload);
      },
      /** Removes the current result (the attempts keep it). */
      clearCurrentResult(state) {
        state.currentResult = null;
      },
      setCurrentPage(state, action: PayloadAction<number>) {
        state.currentPage = action.payload;
      },
    },
    extraReducers: (builder) =>
      addQuestionPageCases(builder, {
        fetchQuestion,
        onFetched: (state) => {
          // The result on screen belongs to the previous item; the attempts stay as history.
          state.currentResult = null;
        },
        submit: saveAttempt,
        onSubmitted: (state, { payload }) => {
          const { saved, scoredAt } = payload;
          const isScored = (result: ReorderResult | null) => result?.created_at === scoredAt && result.questionId === saved.questionId;
          // The server re-scores the order it stores; its record (with feedback and explanation) replaces ours.
          const at = state.userAttempts.findIndex(isScored);
          if (at >= 0) state.userAttempts[at] = saved;
          if (isScored(state.currentResult)) state.currentResult = saved;
        },
        submitFailure: practiceErrorMessages.saveAttempt,
      }),
  });

  return { family: 'reorder' as const, type, slice, actions: slice.actions, thunks: { fetchQuestion, saveAttempt } };
}

/** What `createReorderSlice` builds. */
export type ReorderPracticeSlice = ReturnType<typeof createReorderSlice>;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AssessmentResultResponse } from '@pte/contract';
import type { QuestionTypeMeta } from '@pte/exam';
import { postSummary } from '../practice-api';
import {
  addQuestionPageCases,
  createFetchQuestionThunk,
  createPracticeThunk,
  failureMessage,
  initialQuestionPageState,
  practiceErrorMessages,
  type QuestionPageState,
} from './question-page';

/** A written-answer slice (docs/product-behaviour.md#practice-state): the submitted answer and the attempts, newest first. */
export interface SummarizePracticeState extends QuestionPageState {
  userAnswer: string;
  userAttempts: AssessmentResultResponse[];
}

/** A written answer to assess. */
export interface SummarySubmission {
  questionId: string;
  answer: string;
  /** The text summarised, for free practice on the learner's own text; bank questions are scored against the server's copy. */
  referenceText?: string;
  /** Seconds the learner took, when measured. */
  timeTaken?: number;
}

/** Builds the slice and thunks of one written type (JSON `POST {assessPath}` → `data.data`). */
export function createSummarizeSlice(type: QuestionTypeMeta) {
  const fetchQuestion = createFetchQuestionThunk(type);
  const submitSummary = createPracticeThunk<AssessmentResultResponse, SummarySubmission>(`practice/${type.id}/submitSummary`, async (submission, { extra, rejectWithValue }) => {
    try {
      return await postSummary(extra.api, type.assessPath, submission);
    } catch (error) {
      return rejectWithValue(failureMessage(error, practiceErrorMessages.submitAnswer));
    }
  });

  const initialState: SummarizePracticeState = { ...initialQuestionPageState, userAnswer: '', userAttempts: [] };

  const slice = createSlice({
    name: `practice/${type.id}`,
    initialState,
    reducers: {
      setCurrentPage(state, action: PayloadAction<number>) {
        state.currentPage = action.payload;
      },
    },
    extraReducers: (builder) =>
      addQuestionPageCases(builder, {
        fetchQuestion,
        onFetched: (state) => {
          state.userAnswer = '';
        },
        submit: submitSummary,
        onSubmitted: (state, { payload, meta }) => {
          state.userAnswer = meta.arg.answer;
          state.userAttempts.unshift(payload);
        },
        submitFailure: practiceErrorMessages.submitAnswer,
      }),
  });

  return { family: 'summarize' as const, type, slice, actions: slice.actions, thunks: { fetchQuestion, submitSummary } };
}

/** What `createSummarizeSlice` builds. */
export type SummarizePracticeSlice = ReturnType<typeof createSummarizeSlice>;

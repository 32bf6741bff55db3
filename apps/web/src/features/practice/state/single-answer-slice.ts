import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AssessmentResultResponse } from '@pte/contract';
import type { QuestionTypeMeta } from '@pte/exam';
import { postAnswer } from '../practice-api';
import {
  addQuestionPageCases,
  createFetchQuestionThunk,
  createPracticeThunk,
  failureMessage,
  initialQuestionPageState,
  practiceErrorMessages,
  type QuestionPageState,
} from './question-page';

/** A single-answer slice (docs/product-behaviour.md#practice-state): the answer (an option letter, or the typed sentence), the result, the submitted flag. */
export interface SingleAnswerPracticeState extends QuestionPageState {
  userAnswer: string;
  result: AssessmentResultResponse | null;
  isSubmitted: boolean;
}

/** The submission of a single answer. */
export interface SingleAnswerSubmission {
  questionId: string;
  answer: string;
  /** Seconds the learner took. */
  timeTaken: number;
}

/** Builds the slice and thunks of one single-answer type (`POST {assessPath}` → `data.result`). */
export function createSingleAnswerSlice(type: QuestionTypeMeta) {
  const fetchQuestion = createFetchQuestionThunk(type);
  const submitAnswer = createPracticeThunk<AssessmentResultResponse, SingleAnswerSubmission>(`practice/${type.id}/submitAnswer`, async (submission, { extra, rejectWithValue }) => {
    try {
      return await postAnswer(extra.api, type.assessPath, submission);
    } catch (error) {
      return rejectWithValue(failureMessage(error, practiceErrorMessages.submitAnswer));
    }
  });

  const initialState: SingleAnswerPracticeState = { ...initialQuestionPageState, userAnswer: '', result: null, isSubmitted: false };
  const clearAnswer = (state: SingleAnswerPracticeState) => {
    state.userAnswer = '';
    state.result = null;
    state.isSubmitted = false;
  };

  const slice = createSlice({
    name: `practice/${type.id}`,
    initialState,
    reducers: {
      setUserAnswer(state, action: PayloadAction<string>) {
        state.userAnswer = action.payload;
      },
      /** Clears the answer, the result and the submitted flag. */
      resetAnswers: clearAnswer,
      setCurrentPage(state, action: PayloadAction<number>) {
        state.currentPage = action.payload;
      },
    },
    extraReducers: (builder) =>
      addQuestionPageCases(builder, {
        fetchQuestion,
        onFetched: clearAnswer,
        submit: submitAnswer,
        onSubmitted: (state, { payload }) => {
          state.result = payload;
          state.isSubmitted = true;
        },
        submitFailure: practiceErrorMessages.submitAnswer,
      }),
  });

  return { family: 'single-answer' as const, type, slice, actions: slice.actions, thunks: { fetchQuestion, submitAnswer } };
}

/** What `createSingleAnswerSlice` builds. */
export type SingleAnswerPracticeSlice = ReturnType<typeof createSingleAnswerSlice>;

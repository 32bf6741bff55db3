import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AssessmentResultResponse } from '@pte/contract';
import type { QuestionTypeMeta } from '@pte/exam';
import { postAnswers } from '../practice-api';
import {
  addQuestionPageCases,
  createFetchQuestionThunk,
  createPracticeThunk,
  failureMessage,
  initialQuestionPageState,
  practiceErrorMessages,
  type QuestionPageState,
} from './question-page';

/** A fill-in-the-blanks slice (docs/product-behaviour.md#practice-state): answers keyed by blank order ("1", "2", …), the results, the submitted flag. */
export interface BlanksPracticeState extends QuestionPageState {
  userAnswers: Record<string, string>;
  results: AssessmentResultResponse | null;
  isSubmitted: boolean;
}

/** The submission of a blanks answer. */
export interface BlanksSubmission {
  questionId: string;
  answers: Readonly<Record<string, string>>;
  /** Seconds the learner took. */
  timeTaken: number;
}

/** Builds the slice and thunks of one fill-in-the-blanks type (`POST {assessPath}` → `data.results`). */
export function createBlanksSlice(type: QuestionTypeMeta) {
  const fetchQuestion = createFetchQuestionThunk(type);
  const submitAnswers = createPracticeThunk<AssessmentResultResponse, BlanksSubmission>(`practice/${type.id}/submitAnswers`, async (submission, { extra, rejectWithValue }) => {
    try {
      return await postAnswers(extra.api, type.assessPath, submission);
    } catch (error) {
      return rejectWithValue(failureMessage(error, practiceErrorMessages.submitAnswers));
    }
  });

  const initialState: BlanksPracticeState = { ...initialQuestionPageState, userAnswers: {}, results: null, isSubmitted: false };
  const clearAnswers = (state: BlanksPracticeState) => {
    state.userAnswers = {};
    state.results = null;
    state.isSubmitted = false;
  };

  const slice = createSlice({
    name: `practice/${type.id}`,
    initialState,
    reducers: {
      /** Sets the answer of blank number `blank` (1-based). */
      setBlankAnswer(state, action: PayloadAction<{ blank: number; answer: string }>) {
        state.userAnswers[String(action.payload.blank)] = action.payload.answer;
      },
      /** Clears answers, results and the submitted flag. */
      resetAnswers: clearAnswers,
      setCurrentPage(state, action: PayloadAction<number>) {
        state.currentPage = action.payload;
      },
    },
    extraReducers: (builder) =>
      addQuestionPageCases(builder, {
        fetchQuestion,
        onFetched: clearAnswers,
        submit: submitAnswers,
        onSubmitted: (state, { payload }) => {
          state.results = payload;
          state.isSubmitted = true;
        },
        submitFailure: practiceErrorMessages.submitAnswers,
      }),
  });

  return { family: 'blanks' as const, type, slice, actions: slice.actions, thunks: { fetchQuestion, submitAnswers } };
}

/** What `createBlanksSlice` builds. */
export type BlanksPracticeSlice = ReturnType<typeof createBlanksSlice>;

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

/** One selectable item of a multiple-answer task: an option letter, or a word's position (highlight incorrect words). */
export type SelectableValue = string | number;

/** A multiple-answer slice (docs/product-behaviour.md#practice-state): the selected options, the results, the submitted flag. */
export interface MultiAnswerPracticeState extends QuestionPageState {
  userAnswers: SelectableValue[];
  results: AssessmentResultResponse | null;
  isSubmitted: boolean;
}

/** The submission of a multiple-answer answer. */
export interface MultiAnswerSubmission {
  questionId: string;
  answers: readonly SelectableValue[];
  /** Seconds the learner took. */
  timeTaken: number;
}

/** Builds the slice and thunks of one multiple-answer type (`POST {assessPath}` → `data.results`). */
export function createMultiAnswerSlice(type: QuestionTypeMeta) {
  const fetchQuestion = createFetchQuestionThunk(type);
  const submitAnswers = createPracticeThunk<AssessmentResultResponse, MultiAnswerSubmission>(`practice/${type.id}/submitAnswers`, async (submission, { extra, rejectWithValue }) => {
    try {
      return await postAnswers(extra.api, type.assessPath, submission);
    } catch (error) {
      return rejectWithValue(failureMessage(error, practiceErrorMessages.submitAnswers));
    }
  });

  const initialState: MultiAnswerPracticeState = { ...initialQuestionPageState, userAnswers: [], results: null, isSubmitted: false };
  const clearAnswers = (state: MultiAnswerPracticeState) => {
    state.userAnswers = [];
    state.results = null;
    state.isSubmitted = false;
  };

  const slice = createSlice({
    name: `practice/${type.id}`,
    initialState,
    reducers: {
      /** Selects `value`, or deselects it when it is already selected. */
      toggleOption(state, action: PayloadAction<SelectableValue>) {
        const at = state.userAnswers.indexOf(action.payload);
        if (at >= 0) state.userAnswers.splice(at, 1);
        else state.userAnswers.push(action.payload);
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

  return { family: 'multi-answer' as const, type, slice, actions: slice.actions, thunks: { fetchQuestion, submitAnswers } };
}

/** What `createMultiAnswerSlice` builds. */
export type MultiAnswerPracticeSlice = ReturnType<typeof createMultiAnswerSlice>;

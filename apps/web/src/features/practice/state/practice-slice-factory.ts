import { createSlice, type Draft, type PayloadAction, type SliceCaseReducers, type ValidateSliceCaseReducers } from '@reduxjs/toolkit';
import type { AnswerFamily, QuestionTypeMeta } from '@pte/exam';
import { failureMessage, type ApiClient } from '@/lib/api-client';
import { createFetchQuestionThunk, createPracticeThunk, initialQuestionPageState, practiceErrorMessages, type QuestionPageState } from './question-page';

/** A practice slice's state: the fields every slice holds plus its family's answer state (docs/product-behaviour.md#practice-state). */
export type FamilyState<Answer extends object> = QuestionPageState & Answer;

/**
 * What sets one answer family's slices apart (docs/product-behaviour.md#practice-state): the family's answer state, the reducers that change it,
 * its one submit call, and what a newly fetched question and a successful submit do to its answer state.
 */
interface PracticeFamily<
  F extends AnswerFamily,
  Answer extends object,
  Reducers extends SliceCaseReducers<FamilyState<Answer>>,
  SubmitName extends string,
  Submission,
  Result,
> {
  family: F;
  /** The answer state before anything is answered. */
  initialAnswer: Answer;
  /** The family's own actions (the factory adds `setCurrentPage` to every slice). */
  reducers: ValidateSliceCaseReducers<FamilyState<Answer>, Reducers>;
  submit: {
    /** The thunk's name in `thunks` and in its action types, e.g. `submitAnswers`. */
    name: SubmitName;
    /** Sends the answer to the type's assess path and reads the assessment out of the answer. */
    call(api: ApiClient, type: QuestionTypeMeta, submission: Submission): Promise<Result>;
    /** The default failure message (docs/product-behaviour.md#default-error-messages), used when the server gives none. */
    failure: string;
  };
  /** A new question arrived: the previous item's answer state goes. */
  onFetched(state: Draft<FamilyState<Answer>>): void;
  /** The server assessed `submission`: store its result. */
  onSubmitted(state: Draft<FamilyState<Answer>>, result: Result, submission: Submission): void;
}

/** Keeps the literal types of a family's definition (its name, reducers and submit name) for the slices built from it. */
export function definePracticeFamily<F extends AnswerFamily, Answer extends object, Reducers extends SliceCaseReducers<FamilyState<Answer>>, SubmitName extends string, Submission, Result>(
  family: PracticeFamily<F, Answer, Reducers, SubmitName, Submission, Result>,
): PracticeFamily<F, Answer, Reducers, SubmitName, Submission, Result> {
  return family;
}

/** A reducer that puts an answer state back to `initial`, as a fresh copy so later edits never reach `initial`. */
export function resetAnswerTo<Answer extends object>(initial: Answer): (state: Answer) => void {
  return (state) => {
    Object.assign(state, structuredClone(initial));
  };
}

/**
 * Builds the practice slice of one task type from its family's definition: the type's `fetchQuestion` thunk, the
 * family's submit thunk, the family's reducers plus `setCurrentPage`, and the practice transitions (docs/product-behaviour.md#practice-transitions) for both calls.
 * Each call sets `loading` when it starts; success sets `succeeded` and clears the error; failure sets `failed`
 * with the server's message or the spec's default (an aborted fetch changes nothing).
 */
export function createPracticeSlice<F extends AnswerFamily, Answer extends object, Reducers extends SliceCaseReducers<FamilyState<Answer>>, SubmitName extends string, Submission, Result>(
  type: QuestionTypeMeta,
  family: PracticeFamily<F, Answer, Reducers, SubmitName, Submission, Result>,
) {
  const fetchQuestion = createFetchQuestionThunk(type);
  const submit = createPracticeThunk<Result, Submission>(`practice/${type.id}/${family.submit.name}`, async (submission, { extra, rejectWithValue }) => {
    try {
      return await family.submit.call(extra.api, type, submission);
    } catch (error) {
      return rejectWithValue(failureMessage(error, family.submit.failure));
    }
  });

  const initialState: FamilyState<Answer> = { ...initialQuestionPageState, ...family.initialAnswer };
  const markLoading = (state: QuestionPageState) => {
    state.status = 'loading';
  };
  const markSucceeded = (state: QuestionPageState) => {
    state.status = 'succeeded';
    state.error = null;
  };
  const markFailed = (state: QuestionPageState, message: string) => {
    state.status = 'failed';
    state.error = message;
  };

  const slice = createSlice({
    name: `practice/${type.id}`,
    initialState,
    reducers: {
      ...family.reducers,
      setCurrentPage(state: QuestionPageState, action: PayloadAction<number>) {
        state.currentPage = action.payload;
      },
    },
    extraReducers: (builder) =>
      builder
        .addCase(fetchQuestion.pending, (state) => markLoading(state))
        .addCase(fetchQuestion.fulfilled, (state, { payload }) => {
          markSucceeded(state);
          state.question = payload.question;
          state.totalPages = payload.totalPages;
          state.currentPage = payload.page;
          family.onFetched(state);
        })
        .addCase(fetchQuestion.rejected, (state, action) => {
          if (!action.meta.aborted) markFailed(state, action.payload ?? practiceErrorMessages.fetch);
        })
        .addCase(submit.pending, (state) => markLoading(state))
        .addCase(submit.fulfilled, (state, action) => {
          markSucceeded(state);
          family.onSubmitted(state, action.payload, action.meta.arg);
        })
        .addCase(submit.rejected, (state, action) => markFailed(state, action.payload ?? family.submit.failure)),
  });

  // The submit thunk keeps the family's name for it (`submitAnswers`, `submitAudio`, …), as the spec's slices have.
  const thunks = { fetchQuestion, [family.submit.name]: submit } as { fetchQuestion: typeof fetchQuestion } & { [Name in SubmitName]: typeof submit };
  return { family: family.family, type, slice, actions: slice.actions, thunks };
}

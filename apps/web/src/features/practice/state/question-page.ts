import { createAsyncThunk, type ActionReducerMapBuilder, type AsyncThunk, type Draft } from '@reduxjs/toolkit';
import type { PublicQuestion, QuestionTypeMeta } from '@pte/exam';
import { ApiRequestError, type ApiClient } from '@/lib/api-client';
import { fetchQuestionPage, type QuestionPageRequest, type LoadedQuestionPage } from '../practice-api';

/** Progress of a practice slice's last fetch or submit (docs/product-behaviour.md#practice-state). */
export type PracticeStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** The fields every practice slice holds, whatever its answer family (docs/product-behaviour.md#practice-state). */
export interface QuestionPageState {
  /** The current item: the first question of the fetched page. */
  question: PublicQuestion | null;
  totalPages: number;
  /** Pages start at 1, one question per page. */
  currentPage: number;
  status: PracticeStatus;
  error: string | null;
}

/** A practice slice before its first fetch. */
export const initialQuestionPageState: QuestionPageState = { question: null, totalPages: 0, currentPage: 1, status: 'idle', error: null };

/** What the practice thunks need, injected through the store's thunk `extra` argument. */
export interface PracticeServices {
  api: ApiClient;
}

/** The default failure messages (docs/product-behaviour.md#default-error-messages), used when the server gives none. */
export const practiceErrorMessages = {
  fetch: 'Failed to fetch question',
  submitAudio: 'Failed to submit audio',
  submitAnswer: 'Failed to submit answer',
  submitAnswers: 'Failed to submit answers',
  saveAttempt: 'Failed to save attempt',
} as const;

/** `createAsyncThunk` typed for the practice slices: services as `extra`, a message as the rejection value. */
export const createPracticeThunk = createAsyncThunk.withTypes<{ extra: PracticeServices; rejectValue: string }>();

/**
 * The message stored when a call fails: the server's own message (or the client's network message), else the
 * spec's default. An answer the client cannot read (a malformed body) gets the default too.
 */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.message ? error.message : fallback;
}

/** Builds a type's `fetchQuestion` thunk: `GET /questions/category-section/{fetchSection}?page=n` (or `?id=`). */
export function createFetchQuestionThunk(type: QuestionTypeMeta) {
  return createPracticeThunk<LoadedQuestionPage, QuestionPageRequest>(`practice/${type.id}/fetchQuestion`, async (request, { extra, signal, rejectWithValue }) => {
    try {
      return await fetchQuestionPage(extra.api, type.fetchSection, request, signal);
    } catch (error) {
      return rejectWithValue(failureMessage(error, practiceErrorMessages.fetch));
    }
  });
}

/** Fetch or submit started. */
export function markLoading(state: QuestionPageState): void {
  state.status = 'loading';
}

/** Fetch or submit succeeded. */
export function markSucceeded(state: QuestionPageState): void {
  state.status = 'succeeded';
  state.error = null;
}

/** Fetch or submit failed with `message`. */
export function markFailed(state: QuestionPageState, message: string): void {
  state.status = 'failed';
  state.error = message;
}

/** A page arrived: its first question becomes the current item. */
export function applyLoadedPage(state: QuestionPageState, page: LoadedQuestionPage): void {
  markSucceeded(state);
  state.question = page.question;
  state.totalPages = page.totalPages;
  state.currentPage = page.page;
}

/** Any practice thunk; its result and argument types are read back through `fulfilled`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a constraint only: each call keeps its thunk's own types
type PracticeSubmitThunk = AsyncThunk<any, any, { extra: PracticeServices; rejectValue: string }>;

/**
 * Adds the practice transitions (docs/product-behaviour.md#practice-transitions) for a slice's two calls, fetching its question and submitting its answer: each
 * sets `loading` when it starts; success sets `succeeded` and clears the error; failure sets `failed` with the
 * server's message or the spec's default (`submitFailure` for the submit; an aborted fetch changes nothing).
 * `onFetched` resets the family's answer state for the new item, `onSubmitted` stores the family's result.
 */
export function addQuestionPageCases<S extends QuestionPageState, Submit extends PracticeSubmitThunk>(
  builder: ActionReducerMapBuilder<S>,
  calls: {
    fetchQuestion: ReturnType<typeof createFetchQuestionThunk>;
    onFetched: (state: Draft<S>) => void;
    submit: Submit;
    onSubmitted: (state: Draft<S>, action: ReturnType<Submit['fulfilled']>) => void;
    submitFailure: string;
  },
): void {
  // Draft<S> of a generic S is not known to TypeScript to be a QuestionPageState, though it always is one.
  const page = (state: Draft<S>) => state as unknown as QuestionPageState;
  builder
    .addCase(calls.fetchQuestion.pending, (state) => markLoading(page(state)))
    .addCase(calls.fetchQuestion.fulfilled, (state, action) => {
      applyLoadedPage(page(state), action.payload);
      calls.onFetched(state);
    })
    .addCase(calls.fetchQuestion.rejected, (state, action) => {
      if (!action.meta.aborted) markFailed(page(state), action.payload ?? practiceErrorMessages.fetch);
    })
    .addCase(calls.submit.pending, (state) => markLoading(page(state)))
    .addCase(calls.submit.fulfilled, (state, action) => {
      markSucceeded(page(state));
      calls.onSubmitted(state, action as ReturnType<Submit['fulfilled']>);
    })
    .addCase(calls.submit.rejected, (state, action) => markFailed(page(state), (action.payload as string | undefined) ?? calls.submitFailure));
}

import { createAsyncThunk } from '@reduxjs/toolkit';
import type { PublicQuestion, QuestionTypeMeta } from '@pte/exam';
import { failureMessage, type ApiClient } from '@/lib/api-client';
import { fetchQuestionPage, type QuestionPageRequest, type LoadedQuestionPage } from '../practice-api';

/** Progress of a practice slice's last fetch or submit (docs/product-behaviour.md#practice-transitions). */
type PracticeStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

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

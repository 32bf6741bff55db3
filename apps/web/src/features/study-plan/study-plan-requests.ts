import { savedStudyPlanResponseSchema, studyPlanResponseSchema, type StudyPlan, type StudyPlanInputs } from '@pte/contract';
import { createAsyncThunk } from '@reduxjs/toolkit';
import { createApiThunk } from '@/app/use-thunk-result';
import { ApiRequestError, failureMessage, type ApiClient } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/time-zone';

/** Why a plan could not be changed: a message for the learner and, for invalid inputs, one per field. */
export interface PlanChangeFailure {
  message: string;
  fieldErrors?: Record<string, string>;
}

/** A thunk that changes the plan and rejects with a {@link PlanChangeFailure}. */
const createPlanChangeThunk = createAsyncThunk.withTypes<{ extra: { api: ApiClient }; rejectValue: PlanChangeFailure }>();

/** A failed call as the page shows it: the server's message, and its per-field problems when it named any. */
function planChangeFailure(error: unknown, fallback: string): PlanChangeFailure {
  const fieldErrors = error instanceof ApiRequestError && error.details?.length ? Object.fromEntries(error.details.map((detail) => [detail.path, detail.message])) : undefined;
  return { message: failureMessage(error, fallback), ...(fieldErrors ? { fieldErrors } : {}) };
}

/** `GET /study-plan`: the learner's plan as of today in the browser's time zone, or null when they have none. */
export const loadStudyPlan = createApiThunk<StudyPlan | null, void>('studyPlan/load', async (_, { extra, signal, rejectWithValue }) => {
  try {
    return studyPlanResponseSchema.parse(await extra.api.get(`/study-plan?timeZone=${encodeURIComponent(browserTimeZone())}`, { signal })).data;
  } catch (error) {
    return rejectWithValue(failureMessage(error, 'Could not load your study plan.'));
  }
});

/** `PUT /study-plan`: creates the plan or changes its inputs, then plans the days from today. */
export const saveStudyPlan = createPlanChangeThunk<StudyPlan, Omit<StudyPlanInputs, 'timeZone'>>('studyPlan/save', async (inputs, { extra, rejectWithValue }) => {
  try {
    return savedStudyPlanResponseSchema.parse(await extra.api.put('/study-plan', { ...inputs, timeZone: browserTimeZone() })).data;
  } catch (error) {
    return rejectWithValue(planChangeFailure(error, 'Could not save your study plan. Please try again.'));
  }
});

/** `POST /study-plan/regenerate`: plans the days from today again, from the latest results. */
export const regenerateStudyPlan = createPlanChangeThunk<StudyPlan, void>('studyPlan/regenerate', async (_, { extra, rejectWithValue }) => {
  try {
    return savedStudyPlanResponseSchema.parse(await extra.api.post('/study-plan/regenerate', { timeZone: browserTimeZone() })).data;
  } catch (error) {
    return rejectWithValue(planChangeFailure(error, 'Could not regenerate your study plan. Please try again.'));
  }
});

/** `DELETE /study-plan`. */
export const deleteStudyPlan = createPlanChangeThunk<null, void>('studyPlan/delete', async (_, { extra, rejectWithValue }) => {
  try {
    await extra.api.delete('/study-plan');
    return null;
  } catch (error) {
    return rejectWithValue(planChangeFailure(error, 'Could not delete your study plan. Please try again.'));
  }
});

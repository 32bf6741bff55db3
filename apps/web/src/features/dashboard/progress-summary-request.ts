import { progressSummaryResponseSchema, type ProgressSummary } from '@pte/contract';
import { createAsyncThunk } from '@reduxjs/toolkit';
import { failureMessage, type ApiClient } from '@/lib/api-client';

/** `GET /progress/summary?timeZone=…`: the learner's progress, days counted in the browser's time zone. */
export const loadProgressSummary = createAsyncThunk.withTypes<{ extra: { api: ApiClient }; rejectValue: string }>()<ProgressSummary, void>(
  'dashboard/loadProgressSummary',
  async (_, { extra, signal, rejectWithValue }) => {
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    try {
      return progressSummaryResponseSchema.parse(await extra.api.get(`/progress/summary?${new URLSearchParams({ timeZone })}`, { signal })).data;
    } catch (error) {
      return rejectWithValue(failureMessage(error, 'Your progress could not be loaded.'));
    }
  },
);

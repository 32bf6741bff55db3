import { progressSummaryResponseSchema, type ProgressSummary } from '@pte/contract';
import { createApiThunk } from '@/app/use-thunk-result';
import { failureMessage } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/time-zone';

/** `GET /progress/summary?timeZone=…`: the learner's progress, days counted in the browser's time zone. */
export const loadProgressSummary = createApiThunk<ProgressSummary, void>(
  'dashboard/loadProgressSummary',
  async (_, { extra, signal, rejectWithValue }) => {
    try {
      return progressSummaryResponseSchema.parse(await extra.api.get(`/progress/summary?${new URLSearchParams({ timeZone: browserTimeZone() })}`, { signal })).data;
    } catch (error) {
      return rejectWithValue(failureMessage(error, 'Your progress could not be loaded.'));
    }
  },
);

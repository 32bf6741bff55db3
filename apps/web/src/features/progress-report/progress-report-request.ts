import { progressReportResponseSchema, type ProgressReport } from '@pte/contract';
import { createApiThunk } from '@/app/use-thunk-result';
import { failureMessage } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/time-zone';

/** `GET /progress/report`: the learner's Progress Report, with days and weeks counted in the browser's time zone. */
export const loadProgressReport = createApiThunk<ProgressReport, void>('progressReport/load', async (_, { extra, signal, rejectWithValue }) => {
  try {
    const search = new URLSearchParams({ timeZone: browserTimeZone() });
    return progressReportResponseSchema.parse(await extra.api.get(`/progress/report?${search}`, { signal })).data;
  } catch (error) {
    return rejectWithValue(failureMessage(error, 'Your progress report could not be loaded.'));
  }
});

import { historyAttemptResponseSchema, studyHistoryResponseSchema, type HistoryAttempt, type StudyHistoryPage } from '@pte/contract';
import { createApiThunk } from '@/app/use-thunk-result';
import { failureMessage } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/time-zone';
import { historySearchOf, type HistoryFilters } from './history-filters';

/** How many attempts a history page shows. */
const HISTORY_PAGE_SIZE = 10;

/** `GET /study-history`: one page of the learner's attempts matching `filters`, newest first. */
export const loadHistoryPage = createApiThunk<StudyHistoryPage, HistoryFilters>('studyHistory/loadPage', async (filters, { extra, signal, rejectWithValue }) => {
  const search = historySearchOf(filters);
  search.set('page', String(filters.page));
  search.set('pageSize', String(HISTORY_PAGE_SIZE));
  search.set('timeZone', browserTimeZone());
  try {
    return studyHistoryResponseSchema.parse(await extra.api.get(`/study-history?${search}`, { signal })).data;
  } catch (error) {
    return rejectWithValue(failureMessage(error, 'Could not load your study history.'));
  }
});

/** `GET /study-history/{id}`: one attempt as it was, with the question as served. */
export const loadHistoryAttempt = createApiThunk<HistoryAttempt, string>('studyHistory/loadAttempt', async (attemptId, { extra, signal, rejectWithValue }) => {
  try {
    return historyAttemptResponseSchema.parse(await extra.api.get(`/study-history/${encodeURIComponent(attemptId)}`, { signal })).data;
  } catch (error) {
    return rejectWithValue(failureMessage(error, 'Could not load this attempt.'));
  }
});

/** `DELETE /study-history/{id}`: deletes the attempt and its recording. */
export const deleteHistoryAttempt = createApiThunk<string, string>('studyHistory/deleteAttempt', async (attemptId, { extra, rejectWithValue }) => {
  try {
    await extra.api.delete(`/study-history/${encodeURIComponent(attemptId)}`);
    return attemptId;
  } catch (error) {
    return rejectWithValue(failureMessage(error, 'Could not delete this attempt.'));
  }
});

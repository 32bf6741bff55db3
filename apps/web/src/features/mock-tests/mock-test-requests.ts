import {
  mockTestCatalogueResponseSchema,
  testAnswerReviewResponseSchema,
  testReportResponseSchema,
  testSessionListResponseSchema,
  testSessionStateResponseSchema,
  type MockTestCatalogue,
  type TestAnswerReview,
  type TestSessionState,
  type TestSessionSummary,
} from '@pte/contract';
import type { z } from 'zod';
import { createApiThunk } from '@/app/use-thunk-result';
import { failureMessage } from '@/lib/api-client';

/** A report as the API answers it: still being assessed (`scoring`), or `ready`. */
type TestReportState = z.infer<typeof testReportResponseSchema>['data'];

const sessionPath = (sessionId: string) => `/mock-tests/sessions/${encodeURIComponent(sessionId)}`;

/** `GET /mock-tests`: the tests on offer and the learner's running test, if any. */
export const loadMockTestCatalogue = createApiThunk<MockTestCatalogue, void>('mockTests/loadCatalogue', async (_, { extra, signal, rejectWithValue }) => {
  try {
    return mockTestCatalogueResponseSchema.parse(await extra.api.get('/mock-tests', { signal })).data;
  } catch (error) {
    return rejectWithValue(failureMessage(error, 'The mock tests could not be loaded.'));
  }
});

/** `GET /mock-tests/sessions`: every test the learner has started, newest first. */
export const loadTestSessions = createApiThunk<TestSessionSummary[], void>('mockTests/loadSessions', async (_, { extra, signal, rejectWithValue }) => {
  try {
    return testSessionListResponseSchema.parse(await extra.api.get('/mock-tests/sessions', { signal })).data.sessions;
  } catch (error) {
    return rejectWithValue(failureMessage(error, 'Your past mock tests could not be loaded.'));
  }
});

/**
 * `POST /mock-tests/sessions`: starts the test `testId`. Refused (409 `TEST_IN_PROGRESS`, with the server's
 * message) while another test is running.
 */
export const startTestSession = createApiThunk<TestSessionState, string>('mockTests/start', async (testId, { extra, rejectWithValue }) => {
  try {
    return testSessionStateResponseSchema.parse(await extra.api.post('/mock-tests/sessions', { testId })).data;
  } catch (error) {
    return rejectWithValue(failureMessage(error, 'The test could not be started. Try again in a moment.'));
  }
});

/** `GET /mock-tests/sessions/{id}/report`: the score report, or how many answers are assessed so far. */
export const loadTestReport = createApiThunk<TestReportState, string>('mockTests/loadReport', async (sessionId, { extra, signal, rejectWithValue }) => {
  try {
    return testReportResponseSchema.parse(await extra.api.get(`${sessionPath(sessionId)}/report`, { signal })).data;
  } catch (error) {
    return rejectWithValue(failureMessage(error, 'Your score report could not be loaded.'));
  }
});

/** `GET /mock-tests/sessions/{id}/answers/{position}`: one item of a finished test, with the answer and its assessment. */
export const loadTestAnswer = createApiThunk<TestAnswerReview, { sessionId: string; position: number }>(
  'mockTests/loadAnswer',
  async ({ sessionId, position }, { extra, signal, rejectWithValue }) => {
    try {
      return testAnswerReviewResponseSchema.parse(await extra.api.get(`${sessionPath(sessionId)}/answers/${position}`, { signal })).data;
    } catch (error) {
      return rejectWithValue(failureMessage(error, 'This answer could not be loaded.'));
    }
  },
);

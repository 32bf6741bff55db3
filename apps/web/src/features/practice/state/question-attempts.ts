import type { Attempt } from '@pte/contract';
import { fetchQuestionAttempts } from '../practice-api';
import { failureMessage } from '@/lib/api-client';
import { createPracticeThunk } from './question-page';

/** `GET /attempts?questionId=…`: the learner's attempts at one question, newest first (kept by the page, not a slice). */
export const loadQuestionAttempts = createPracticeThunk<Attempt[], string>('practice/loadQuestionAttempts', async (questionId, { extra, signal, rejectWithValue }) => {
  try {
    return await fetchQuestionAttempts(extra.api, questionId, signal);
  } catch (error) {
    return rejectWithValue(failureMessage(error, 'Could not load your attempts.'));
  }
});

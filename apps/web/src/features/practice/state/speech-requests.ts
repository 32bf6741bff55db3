import type { AssessmentResultResponse, SpeechQueueState } from '@pte/contract';
import { downloadRecording, fetchSpeechQueue, postFreeReading } from '../practice-api';
import { failureMessage } from '@/lib/api-client';
import { createPracticeThunk } from './question-page';

/**
 * Downloads a stored recording and resolves an object URL to play it (the caller revokes it). Kept by the
 * component that plays it, not a slice.
 */
export const loadStoredRecording = createPracticeThunk<string, string>('practice/loadStoredRecording', async (url, { extra, signal, rejectWithValue }) => {
  try {
    return URL.createObjectURL(await downloadRecording(extra.api, url, signal));
  } catch (error) {
    return rejectWithValue(failureMessage(error, 'Your recording could not be loaded. Try again in a moment.'));
  }
});

/** The microphone check's recognition test: a fixed sentence read aloud, assessed without a question (not stored). */
export const assessCheckReading = createPracticeThunk<AssessmentResultResponse, { recording: Blob; referenceText: string }>(
  'practice/assessCheckReading',
  async (call, { extra, rejectWithValue }) => {
    try {
      return await postFreeReading(extra.api, call);
    } catch (error) {
      return rejectWithValue(failureMessage(error, 'Failed to submit audio'));
    }
  },
);

/** The learner's place in the speech engine's queue, polled while a spoken answer is being submitted (not a slice). */
export const loadSpeechQueue = createPracticeThunk<SpeechQueueState, void>('practice/loadSpeechQueue', async (_, { extra, signal, rejectWithValue }) => {
  try {
    return await fetchSpeechQueue(extra.api, signal);
  } catch (error) {
    return rejectWithValue(failureMessage(error, 'Could not check the speech engine queue.'));
  }
});

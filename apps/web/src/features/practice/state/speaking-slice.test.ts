import type { AssessmentResultResponse } from '@pte/contract';
import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/fake-fetch';
import { samplePublicQuestion } from '../testing/practice-api-double';
import { createSliceTestStore } from '../testing/practice-test-store';
import { createPracticeSlice } from './practice-slice-factory';
import { practiceSlices } from './practice-slices';
import { initialQuestionPageState } from './question-page';
import { speakingFamily, type SpeakingPracticeState } from './speaking-slice';

const practiceSlice = createPracticeSlice(practiceSlices['read-aloud'].type, speakingFamily);
const { actions, thunks } = practiceSlice;
const question = samplePublicQuestion('read-aloud');
const assessment = { questionId: question.id, taskType: 'read-aloud', traits: { content: { score: 4, max: 5 } }, total: { score: 4, max: 5 }, skills: { speaking: 74 }, feedback: [] } satisfies AssessmentResultResponse;
const earlier = { ...assessment, total: { score: 2, max: 5 } };
const recording = new Blob(['RIFF'], { type: 'audio/wav' });
const submission = { questionId: question.id, recording, fields: { referenceText: 'Tides are caused mainly by the pull of the moon.' } };
const withAttempt: SpeakingPracticeState = { ...initialQuestionPageState, question, totalPages: 1, status: 'succeeded', aiData: earlier, audioBlob: recording, userAttempts: [earlier] };

describe('speaking slice transitions (docs/product-behaviour.md#practice-transitions)', () => {
  it.each<[string, SpeakingPracticeState, UnknownAction, Partial<SpeakingPracticeState>]>([
    ['a submit sets loading', withAttempt, thunks.submitAudio.pending('r', submission), { status: 'loading' }],
    [
      'a successful submit stores the assessment and the recording and puts the result at the front of the attempts',
      { ...withAttempt, aiData: null, audioBlob: null, error: 'old' },
      thunks.submitAudio.fulfilled(assessment, 'r', submission),
      { status: 'succeeded', error: null, aiData: assessment, audioBlob: recording, userAttempts: [assessment, earlier] },
    ],
    ['a failed submit stores the server message', withAttempt, thunks.submitAudio.rejected(null, 'r', submission, 'The recording is silent.'), { status: 'failed', error: 'The recording is silent.' }],
    ['a failed submit without a message stores "Failed to submit audio"', withAttempt, thunks.submitAudio.rejected(null, 'r', submission), { status: 'failed', error: 'Failed to submit audio' }],
    ['reset clears the current assessment and recording', withAttempt, actions.resetAnswers(), { aiData: null, audioBlob: null, userAttempts: [earlier] }],
  ])('%s', (_name, before, action, expected) => {
    expect(practiceSlice.slice.reducer(before, action)).toEqual({ ...before, ...expected });
  });

  it('sends the recording as multipart file recording.wav with the question and the type’s fields, and reads data.data', async () => {
    const { store, fakeFetch } = createSliceTestStore(practiceSlice.slice.reducer, { 'POST /api/read-aloud/assess': () => jsonResponse({ data: assessment }) });
    await store.dispatch(thunks.submitAudio(submission));
    const body = fakeFetch.requests[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('recording.wav');
    expect(body.get('questionId')).toBe(question.id);
    expect(body.get('referenceText')).toBe(submission.fields.referenceText);
    expect(fakeFetch.requests[0]?.headers.get('content-type')).toBeNull();
    expect(store.getState()).toMatchObject({ status: 'succeeded', aiData: assessment, userAttempts: [assessment] });
  });
});

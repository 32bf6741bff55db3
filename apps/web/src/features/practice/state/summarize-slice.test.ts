import type { AssessmentResultResponse } from '@pte/contract';
import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/fake-fetch';
import { samplePublicQuestion } from '../testing/practice-api-double';
import { createSliceTestStore } from '../testing/practice-test-store';
import { createPracticeSlice } from './practice-slice-factory';
import { practiceSlices } from './practice-slices';
import { initialQuestionPageState } from './question-page';
import { summarizeFamily, type SummarizePracticeState } from './summarize-slice';

const practiceSlice = createPracticeSlice(practiceSlices['summarize-written-text'].type, summarizeFamily);
const { actions, thunks } = practiceSlice;
const question = samplePublicQuestion('summarize-written-text');
const assessment = { questionId: question.id, taskType: 'summarize-written-text', traits: { form: { score: 1, max: 1 } }, total: { score: 1, max: 1 }, skills: { writing: 90 }, feedback: [] } satisfies AssessmentResultResponse;
const submission = { questionId: question.id, answer: 'Sleep strengthens memory because the brain replays experiences.' };
const before: SummarizePracticeState = { ...initialQuestionPageState, question, totalPages: 1, status: 'succeeded', userAnswer: '', userAttempts: [] };

describe('summarize slice transitions (docs/product-behaviour.md#practice-transitions)', () => {
  it.each<[string, SummarizePracticeState, UnknownAction, Partial<SummarizePracticeState>]>([
    ['the text is kept as it is typed', before, actions.setUserAnswer('Sleep helps'), { userAnswer: 'Sleep helps' }],
    ['a successful fetch clears the text of the previous item', { ...before, userAnswer: 'Sleep helps' }, thunks.fetchQuestion.fulfilled({ question, page: 1, totalPages: 1 }, 'r', { page: 1 }), { userAnswer: '' }],
    ['a submit sets loading', before, thunks.submitSummary.pending('r', submission), { status: 'loading' }],
    ['a successful submit stores the answer and puts the result at the front of the attempts', before, thunks.submitSummary.fulfilled(assessment, 'r', submission), { status: 'succeeded', userAnswer: submission.answer, userAttempts: [assessment] }],
    ['a failed submit without a message stores "Failed to submit answer"', before, thunks.submitSummary.rejected(null, 'r', submission), { status: 'failed', error: 'Failed to submit answer' }],
  ])('%s', (_name, state, action, expected) => {
    expect(practiceSlice.slice.reducer(state, action)).toEqual({ ...state, ...expected });
  });

  it('posts { questionId, answer } as JSON to the type’s assess path and reads data.data', async () => {
    const { store, fakeFetch } = createSliceTestStore(practiceSlice.slice.reducer, { 'POST /api/summarize/assess': () => jsonResponse({ data: assessment }) });
    await store.dispatch(thunks.submitSummary(submission));
    expect(fakeFetch.requests[0]).toMatchObject({ url: '/api/summarize/assess', body: submission });
    expect(store.getState().userAttempts).toEqual([assessment]);
  });
});

import type { AssessmentResultResponse } from '@pte/contract';
import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/fake-fetch';
import { createPracticeApiDouble, sampleItem, samplePublicQuestion } from '../testing/practice-api-double';
import { createSliceTestStore } from '../testing/practice-test-store';
import { blanksFamily, type BlanksPracticeState } from './blanks-slice';
import { practiceSlices } from './practice-slices';
import { createPracticeSlice } from './practice-slice-factory';
import { initialQuestionPageState } from './question-page';

const practiceSlice = createPracticeSlice(practiceSlices['reading-writing-fill-in-the-blanks'].type, blanksFamily);
const { actions, thunks } = practiceSlice;
const question = samplePublicQuestion('reading-writing-fill-in-the-blanks');
const results = { questionId: question.id, taskType: 'reading-writing-fill-in-the-blanks', traits: { blanks: { score: 1, max: 4 } }, total: { score: 1, max: 4 }, skills: { reading: 30 }, feedback: [] } satisfies AssessmentResultResponse;
const submission = { questionId: question.id, answers: { '1': 'falls' }, timeTaken: 12 };
const answered: BlanksPracticeState = { ...initialQuestionPageState, question, totalPages: 3, status: 'succeeded', userAnswers: { '1': 'falls', '2': 'fell' }, results, isSubmitted: true };
const initial = practiceSlice.slice.getInitialState();

describe('blanks slice transitions (docs/product-behaviour.md#practice-transitions)', () => {
  it.each<[string, BlanksPracticeState, UnknownAction, Partial<BlanksPracticeState>]>([
    ['sets a blank answer by blank order', initial, actions.setBlankAnswer({ blank: 2, answer: 'compressed' }), { userAnswers: { '2': 'compressed' } }],
    ['replaces a blank answer', answered, actions.setBlankAnswer({ blank: 1, answer: 'fell' }), { userAnswers: { '1': 'fell', '2': 'fell' } }],
    ['reset clears answers, results and the submitted flag', answered, actions.resetAnswers(), { userAnswers: {}, results: null, isSubmitted: false, question }],
    ['sets the current page', initial, actions.setCurrentPage(3), { currentPage: 3 }],
    ['a fetch sets loading', answered, thunks.fetchQuestion.pending('r1', { page: 2 }), { status: 'loading', userAnswers: answered.userAnswers }],
    [
      'a successful fetch clears answers, results and the submitted flag',
      { ...answered, status: 'loading', error: 'old' },
      thunks.fetchQuestion.fulfilled({ question, page: 2, totalPages: 3 }, 'r1', { page: 2 }),
      { status: 'succeeded', error: null, currentPage: 2, userAnswers: {}, results: null, isSubmitted: false },
    ],
    ['a submit sets loading', answered, thunks.submitAnswers.pending('r2', submission), { status: 'loading' }],
    [
      'a successful submit stores the results and sets the submitted flag',
      { ...answered, results: null, isSubmitted: false, status: 'loading', error: 'old' },
      thunks.submitAnswers.fulfilled(results, 'r2', submission),
      { status: 'succeeded', error: null, results, isSubmitted: true },
    ],
    ['a failed submit stores the server message', answered, thunks.submitAnswers.rejected(null, 'r2', submission, 'Blank 7 does not exist.'), { status: 'failed', error: 'Blank 7 does not exist.' }],
    ['a failed submit without a message stores "Failed to submit answers"', answered, thunks.submitAnswers.rejected(null, 'r2', submission), { status: 'failed', error: 'Failed to submit answers' }],
  ])('%s', (_name, before, action, expected) => {
    expect(practiceSlice.slice.reducer(before, action)).toMatchObject(expected);
  });

  it('submits { questionId, answers, timeTaken } to the type’s assess path and reads data.results', async () => {
    const double = createPracticeApiDouble();
    const { store, fakeFetch } = createSliceTestStore(practiceSlice.slice.reducer, double.routes);
    const key = sampleItem('reading-writing-fill-in-the-blanks').answerKey.answers;
    await store.dispatch(thunks.submitAnswers({ questionId: question.id, answers: { '1': key[0] ?? '', '2': 'wrong' }, timeTaken: 40 }));
    expect(fakeFetch.requests[0]).toMatchObject({ method: 'POST', url: '/api/reading-writing-fill-in-the-blanks/assess', body: { questionId: question.id, answers: { '1': key[0], '2': 'wrong' }, timeTaken: 40 } });
    expect(store.getState()).toMatchObject({ status: 'succeeded', isSubmitted: true, results: { traits: { blanks: { score: 1, max: 4 } } } });
  });

  it('a network failure stores the client’s own message; an unreadable answer the spec default', async () => {
    const path = 'POST /api/reading-writing-fill-in-the-blanks/assess';
    const offline = createSliceTestStore(practiceSlice.slice.reducer, { [path]: () => Promise.reject(new TypeError('Failed to fetch')) });
    await offline.store.dispatch(thunks.submitAnswers(submission));
    expect(offline.store.getState().error).toMatch(/Could not reach the PTE Coach server/);
    const garbled = createSliceTestStore(practiceSlice.slice.reducer, { [path]: () => jsonResponse({ ok: true }) });
    await garbled.store.dispatch(thunks.submitAnswers(submission));
    expect(garbled.store.getState()).toMatchObject({ status: 'failed', error: 'Failed to submit answers' });
  });
});

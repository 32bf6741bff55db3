import type { ReorderAttempt } from '@pte/contract';
import { buildReorderAttemptResult, scoreAnswer } from '@pte/exam';
import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/fake-fetch';
import { createPracticeApiDouble, sampleItem, samplePublicQuestion } from '../testing/practice-api-double';
import { createSliceTestStore } from '../testing/practice-test-store';
import { createPracticeSlice } from './practice-slice-factory';
import { practiceSlices } from './practice-slices';
import { initialQuestionPageState } from './question-page';
import { reorderFamily, type ReorderPracticeState } from './reorder-slice';

const practiceSlice = createPracticeSlice(practiceSlices['re-order-paragraphs'].type, reorderFamily);
const { actions, thunks } = practiceSlice;
const item = sampleItem('re-order-paragraphs');
const question = samplePublicQuestion('re-order-paragraphs');

/** A stored attempt as the server answers it. */
function serverAttempt(userOrder: string[], timeTaken: number, createdAt: string): ReorderAttempt {
  const spec = buildReorderAttemptResult({ questionId: item.id, userOrder, correctOrder: item.answerKey.order, timeTaken, createdAt: new Date(createdAt) });
  return { ...spec, assessment: { ...scoreAnswer(item, { order: userOrder })!, questionId: item.id } };
}

const older = serverAttempt(['A', 'B', 'C', 'D'], 80, '2027-01-01T09:00:00Z');
const newer = serverAttempt(['C', 'A', 'B', 'D'], 60, '2027-01-02T09:00:00Z');
const withAttempt: ReorderPracticeState = { ...initialQuestionPageState, question, totalPages: 1, status: 'succeeded', userAttempts: [older], currentResult: older };
const submission = { questionId: question.id, userOrder: ['C', 'A', 'D', 'B'], timeTaken: 42 };

describe('re-order paragraphs slice transitions (docs/product-behaviour.md#practice-transitions)', () => {
  it.each<[string, ReorderPracticeState, UnknownAction, Partial<ReorderPracticeState>]>([
    ['setting a current result also puts it at the front of the attempts', withAttempt, actions.setCurrentResult(newer), { currentResult: newer, userAttempts: [newer, older] }],
    ['clearing the current result removes it; the attempts keep their history', withAttempt, actions.clearCurrentResult(), { currentResult: null, userAttempts: [older] }],
    ['a successful fetch leaves no current result of the previous item', withAttempt, thunks.fetchQuestion.fulfilled({ question, page: 1, totalPages: 1 }, 'r', { page: 1 }), { currentResult: null, userAttempts: [older], status: 'succeeded' }],
    ['saving sets loading', withAttempt, thunks.saveAttempt.pending('r', submission), { status: 'loading' }],
    [
      'a saved attempt becomes the current result, at the front of the attempts',
      { ...withAttempt, status: 'loading', error: 'old' },
      thunks.saveAttempt.fulfilled(newer, 'r', submission),
      { status: 'succeeded', error: null, currentResult: newer, userAttempts: [newer, older] },
    ],
    ['a failed save stores the server message', withAttempt, thunks.saveAttempt.rejected(null, 'r', submission, 'Paragraph Z is not one of this question’s paragraphs'), { status: 'failed', error: 'Paragraph Z is not one of this question’s paragraphs' }],
    ['a failed save without a message stores "Failed to save attempt"', withAttempt, thunks.saveAttempt.rejected(null, 'r', submission), { status: 'failed', error: 'Failed to save attempt' }],
  ])('%s', (_name, before, action, expected) => {
    expect(practiceSlice.slice.reducer(before, action)).toEqual({ ...before, ...expected });
  });

  it('sends the order to POST /question-attempt and shows the server’s score', async () => {
    const { store, fakeFetch } = createSliceTestStore(practiceSlice.slice.reducer, createPracticeApiDouble().routes);
    await store.dispatch(thunks.saveAttempt({ ...submission, userOrder: ['C', 'A', 'B', 'D'] }));
    expect(fakeFetch.requests[0]).toMatchObject({ method: 'POST', url: '/api/question-attempt', body: { questionId: question.id, user_answer: '["C","A","B","D"]', time_taken: 42 } });
    const saved = store.getState().currentResult;
    expect(store.getState()).toMatchObject({ status: 'succeeded', error: null });
    expect(saved).toMatchObject({ userOrder: ['C', 'A', 'B', 'D'], score: 2, correct_items: 2, total_items: 4, reading_score: 45, pairScore: 1, pairMax: 3, timeTaken: 42 });
    expect(saved?.assessment).toMatchObject({ traits: { pairs: { score: 1, max: 3 } }, correctAnswer: item.answerKey.order, explanation: item.explanation });
    expect(store.getState().userAttempts).toEqual([saved]);
  });

  it('shows no result when the server cannot score the order', async () => {
    const { store } = createSliceTestStore(practiceSlice.slice.reducer, { 'POST /api/question-attempt': () => jsonResponse({}, { status: 502 }) });
    await store.dispatch(thunks.saveAttempt(submission));
    expect(store.getState()).toMatchObject({ status: 'failed', error: 'The server ran into a problem (HTTP 502). Please try again in a moment.', currentResult: null, userAttempts: [] });
  });
});

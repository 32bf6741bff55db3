import { buildReorderAttemptResult } from '@pte/exam';
import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/fake-fetch';
import { createPracticeApiDouble, samplePublicQuestion } from '../testing/practice-api-double';
import { createSliceTestStore } from '../testing/practice-test-store';
import { practiceSlices } from './practice-slices';
import { initialQuestionPageState } from './question-page';
import { createReorderSlice, type ReorderPracticeState, type ReorderResult } from './reorder-slice';

const practiceSlice = createReorderSlice(practiceSlices['re-order-paragraphs'].type);
const { actions, thunks } = practiceSlice;
const question = samplePublicQuestion('re-order-paragraphs');
const correctOrder = question.answerKey.order;
const older = buildReorderAttemptResult({ questionId: question.id, userOrder: ['A', 'B', 'C', 'D'], correctOrder, timeTaken: 80, createdAt: new Date('2027-01-01T09:00:00Z') });
const newer = buildReorderAttemptResult({ questionId: question.id, userOrder: ['C', 'A', 'B', 'D'], correctOrder, timeTaken: 60, createdAt: new Date('2027-01-02T09:00:00Z') });
const withAttempt: ReorderPracticeState = { ...initialQuestionPageState, question, totalPages: 1, status: 'succeeded', userAttempts: [older], currentResult: older };
const submission = { questionId: question.id, userOrder: ['C', 'A', 'D', 'B'], correctOrder, timeTaken: 42 };

describe('re-order paragraphs slice transitions (docs/product-behaviour.md#practice-transitions)', () => {
  it.each<[string, ReorderPracticeState, UnknownAction, Partial<ReorderPracticeState>]>([
    ['setting a current result also puts it at the front of the attempts', withAttempt, actions.setCurrentResult(newer), { currentResult: newer, userAttempts: [newer, older] }],
    ['clearing the current result removes it; the attempts keep their history', withAttempt, actions.clearCurrentResult(), { currentResult: null, userAttempts: [older] }],
    ['a successful fetch leaves no current result of the previous item', withAttempt, thunks.fetchQuestion.fulfilled({ question, page: 1, totalPages: 1 }, 'r', { page: 1 }), { currentResult: null, userAttempts: [older], status: 'succeeded' }],
    ['saving sets loading', withAttempt, thunks.saveAttempt.pending('r', submission), { status: 'loading' }],
    ['a failed save stores the server message', withAttempt, thunks.saveAttempt.rejected(null, 'r', submission, 'Paragraph Z is not one of this question’s paragraphs'), { status: 'failed', error: 'Paragraph Z is not one of this question’s paragraphs' }],
    ['a failed save without a message stores "Failed to save attempt"', withAttempt, thunks.saveAttempt.rejected(null, 'r', submission), { status: 'failed', error: 'Failed to save attempt' }],
  ])('%s', (_name, before, action, expected) => {
    expect(practiceSlice.slice.reducer(before, action)).toEqual({ ...before, ...expected });
  });

  it('scores on the client with buildReorderAttemptResult, sets the current result at once, then saves it with POST /question-attempt', async () => {
    const double = createPracticeApiDouble();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { store, fakeFetch } = createSliceTestStore(practiceSlice.slice.reducer, {
      'POST /api/question-attempt': async (request) => {
        await held;
        return double.routes['POST /api/question-attempt']!(request);
      },
    });
    const saving = store.dispatch(thunks.saveAttempt({ ...submission, userOrder: ['C', 'A', 'B', 'D'] }));

    const scored = store.getState().currentResult as ReorderResult;
    expect(store.getState().status).toBe('loading');
    expect(scored).toMatchObject({ questionId: question.id, userOrder: ['C', 'A', 'B', 'D'], score: 2, correct_items: 2, total_items: 4, reading_score: 45, pairScore: 1, pairMax: 3, timeTaken: 42 });
    expect(scored.assessment).toBeUndefined();
    expect(store.getState().userAttempts).toEqual([scored]);

    release();
    await saving;
    expect(fakeFetch.requests[0]).toMatchObject({ method: 'POST', url: '/api/question-attempt', body: { questionId: question.id, user_answer: '["C","A","B","D"]', time_taken: 42 } });
    const saved = store.getState().currentResult as ReorderResult;
    expect(store.getState()).toMatchObject({ status: 'succeeded', error: null });
    expect(saved).toMatchObject({ score: 2, reading_score: 45, pairScore: 1, assessment: { traits: { pairs: { score: 1, max: 3 } }, explanation: expect.any(String) } });
    expect(store.getState().userAttempts).toEqual([saved]);
  });

  it('keeps the client’s score on screen when saving fails', async () => {
    const { store } = createSliceTestStore(practiceSlice.slice.reducer, { 'POST /api/question-attempt': () => jsonResponse({}, { status: 502 }) });
    await store.dispatch(thunks.saveAttempt(submission));
    expect(store.getState()).toMatchObject({ status: 'failed', error: 'The server ran into a problem (HTTP 502). Please try again in a moment.', currentResult: { score: 4, reading_score: 90, pairScore: 3 } });
  });
});

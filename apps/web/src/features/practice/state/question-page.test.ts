import { questionTypeList, type AnswerFamily } from '@pte/exam';
import type { Reducer } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/fake-fetch';
import { createPracticeApiDouble, samplePublicQuestion } from '../testing/practice-api-double';
import { createSliceTestStore } from '../testing/practice-test-store';
import { practiceSlices, type PracticeSlice, type PracticeSliceState } from './practice-slices';

/** The fields of each family's slice (docs/product-behaviour.md#practice-state). */
const specFields: Record<AnswerFamily, string[]> = {
  speaking: ['aiData', 'audioBlob', 'userAttempts'],
  summarize: ['userAnswer', 'userAttempts'],
  blanks: ['userAnswers', 'results', 'isSubmitted'],
  'multi-answer': ['userAnswers', 'results', 'isSubmitted'],
  'single-answer': ['userAnswer', 'result', 'isSubmitted'],
  reorder: ['userAttempts', 'currentResult'],
};

const everySlice = questionTypeList.map((type) => [type.id, practiceSlices[type.id]] as const);

function storeFor(practiceSlice: PracticeSlice, routes = createPracticeApiDouble().routes) {
  return createSliceTestStore(practiceSlice.slice.reducer as unknown as Reducer<PracticeSliceState>, routes);
}

describe('practice slices built from the registry', () => {
  it.each(everySlice)('%s has exactly the spec fields of its family, starting on page 1 and idle', (id, practiceSlice) => {
    const state = practiceSlice.slice.getInitialState();
    expect(practiceSlice.family).toBe(questionTypeList.find((type) => type.id === id)?.family);
    expect(Object.keys(state).sort()).toEqual(['question', 'totalPages', 'currentPage', 'status', 'error', ...specFields[practiceSlice.family]].sort());
    expect(state).toMatchObject({ question: null, totalPages: 0, currentPage: 1, status: 'idle', error: null });
  });

  it.each(everySlice)('%s: fetching sets loading, then succeeded with the first question of the page and no error', async (id, practiceSlice) => {
    const { store, fakeFetch } = storeFor(practiceSlice);
    const request = store.dispatch(practiceSlice.thunks.fetchQuestion({ page: 1 }));
    expect(store.getState().status).toBe('loading');
    await request;
    expect(store.getState()).toMatchObject({ status: 'succeeded', error: null, totalPages: 1, currentPage: 1, question: samplePublicQuestion(id) });
    expect(fakeFetch.requests[0]?.url).toBe(`/api/questions/category-section/${practiceSlice.type.fetchSection}?page=1`);
  });

  it.each(everySlice)('%s: a failed fetch stores the server message, or "Failed to fetch question" when there is none', async (_id, practiceSlice) => {
    const section = `GET /api/questions/category-section/${practiceSlice.type.fetchSection}`;
    const withMessage = storeFor(practiceSlice, { [section]: () => jsonResponse({ code: 'NOT_FOUND', message: 'Page 9 does not exist.' }, { status: 404 }) });
    await withMessage.store.dispatch(practiceSlice.thunks.fetchQuestion({ page: 9 }));
    expect(withMessage.store.getState()).toMatchObject({ status: 'failed', error: 'Page 9 does not exist.' });

    const unreadable = storeFor(practiceSlice, { [section]: () => jsonResponse({ unexpected: true }) });
    await unreadable.store.dispatch(practiceSlice.thunks.fetchQuestion({ page: 1 }));
    expect(unreadable.store.getState()).toMatchObject({ status: 'failed', error: 'Failed to fetch question' });
  });

  it('a later success clears the stored error', async () => {
    const practiceSlice = practiceSlices['reading-multiple-choice-single-answer'];
    const double = createPracticeApiDouble();
    const { store } = storeFor(practiceSlice, double.routes);
    await store.dispatch(practiceSlice.thunks.fetchQuestion({ page: 5 }));
    expect(store.getState()).toMatchObject({ status: 'failed', error: expect.stringContaining('Page 5 does not exist') });
    await store.dispatch(practiceSlice.thunks.fetchQuestion({ page: 1 }));
    expect(store.getState()).toMatchObject({ status: 'succeeded', error: null });
  });

  it('jumps to the page of a question given by id', async () => {
    const practiceSlice = practiceSlices['write-from-dictation'];
    const { store, fakeFetch } = storeFor(practiceSlice);
    await store.dispatch(practiceSlice.thunks.fetchQuestion({ id: 'wfd-900-sample-library' }));
    expect(fakeFetch.requests[0]?.url).toBe('/api/questions/category-section/listening-write-from-dictation?id=wfd-900-sample-library');
    expect(store.getState()).toMatchObject({ currentPage: 1, question: { id: 'wfd-900-sample-library' } });
  });

  it('an empty section loads no question', async () => {
    const practiceSlice = practiceSlices['write-essay'];
    const { store } = storeFor(practiceSlice, createPracticeApiDouble([]).routes);
    await store.dispatch(practiceSlice.thunks.fetchQuestion({ page: 1 }));
    expect(store.getState()).toMatchObject({ status: 'succeeded', question: null, totalPages: 0, currentPage: 1 });
  });

  it('an aborted fetch leaves the state to the request that replaced it', async () => {
    const practiceSlice = practiceSlices['select-missing-word'];
    const { store } = storeFor(practiceSlice);
    const request = store.dispatch(practiceSlice.thunks.fetchQuestion({ page: 1 }));
    request.abort();
    await request;
    expect(store.getState()).toMatchObject({ status: 'loading', error: null });
  });

  it.each(everySlice)('%s: the current page can be set', (_id, practiceSlice) => {
    const reducer = practiceSlice.slice.reducer as unknown as Reducer<PracticeSliceState>;
    const state = reducer(undefined, practiceSlice.actions.setCurrentPage(4));
    expect(state.currentPage).toBe(4);
  });
});

import type { AssessmentResultResponse } from '@pte/contract';
import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { createPracticeApiDouble, samplePublicQuestion } from '../testing/practice-api-double';
import { createSliceTestStore } from '../testing/practice-test-store';
import { multiAnswerFamily, type MultiAnswerPracticeState } from './multi-answer-slice';
import { createPracticeSlice } from './practice-slice-factory';
import { practiceSlices } from './practice-slices';
import { initialQuestionPageState } from './question-page';

const practiceSlice = createPracticeSlice(practiceSlices['reading-multiple-choice-multiple-answers'].type, multiAnswerFamily);
const { actions, thunks } = practiceSlice;
const question = samplePublicQuestion('reading-multiple-choice-multiple-answers');
const results = { questionId: question.id, taskType: 'reading-multiple-choice-multiple-answers', traits: { choices: { score: 1, max: 2 } }, total: { score: 1, max: 2 }, skills: { reading: 50 }, feedback: [] } satisfies AssessmentResultResponse;
const submission = { questionId: question.id, answers: ['A'], timeTaken: 30 };
const answered: MultiAnswerPracticeState = { ...initialQuestionPageState, question, totalPages: 2, status: 'succeeded', userAnswers: ['A', 'C'], results, isSubmitted: true };
const initial = practiceSlice.slice.getInitialState();

describe('multiple-answer slice transitions (docs/product-behaviour.md#practice-transitions)', () => {
  it.each<[string, MultiAnswerPracticeState, UnknownAction, Partial<MultiAnswerPracticeState>]>([
    ['toggling an unselected option selects it', initial, actions.toggleOption('B'), { userAnswers: ['B'] }],
    ['toggling a selected option deselects it', answered, actions.toggleOption('A'), { userAnswers: ['C'] }],
    ['word positions toggle like options', { ...initial, userAnswers: [4] }, actions.toggleOption(14), { userAnswers: [4, 14] }],
    ['reset clears answers, results and the submitted flag', answered, actions.resetAnswers(), { userAnswers: [], results: null, isSubmitted: false }],
    [
      'a successful fetch clears answers, results and the submitted flag',
      answered,
      thunks.fetchQuestion.fulfilled({ question, page: 2, totalPages: 2 }, 'r1', { page: 2 }),
      { status: 'succeeded', currentPage: 2, userAnswers: [], results: null, isSubmitted: false },
    ],
    ['a submit sets loading', answered, thunks.submitAnswers.pending('r2', submission), { status: 'loading' }],
    [
      'a successful submit stores the results and sets the submitted flag',
      { ...answered, results: null, isSubmitted: false, error: 'old' },
      thunks.submitAnswers.fulfilled(results, 'r2', submission),
      { status: 'succeeded', error: null, results, isSubmitted: true },
    ],
    ['a failed submit stores the server message', answered, thunks.submitAnswers.rejected(null, 'r2', submission, 'Option Z is not one of the options.'), { status: 'failed', error: 'Option Z is not one of the options.' }],
    ['a failed submit without a message stores "Failed to submit answers"', answered, thunks.submitAnswers.rejected(null, 'r2', submission), { status: 'failed', error: 'Failed to submit answers' }],
  ])('%s', (_name, before, action, expected) => {
    expect(practiceSlice.slice.reducer(before, action)).toMatchObject(expected);
  });

  it.each([
    ['reading-multiple-choice-multiple-answers', ['A', 'B', 'C'], '/api/reading-mcma/assess', 1],
    ['listening-multiple-choice-multiple-answers', ['A', 'D'], '/api/reading-mcma/assess', 2],
    ['highlight-incorrect-words', [4, 7, 14], '/api/highlight-incorrect-words/assess', 1],
  ] as const)('%s posts { questionId, answers: %j } to %s and reads data.results', async (id, answers, url, score) => {
    const typeSlice = createPracticeSlice(practiceSlices[id].type, multiAnswerFamily);
    const { store, fakeFetch } = createSliceTestStore(typeSlice.slice.reducer, createPracticeApiDouble().routes);
    const questionId = samplePublicQuestion(id).id;
    await store.dispatch(typeSlice.thunks.submitAnswers({ questionId, answers, timeTaken: 20 }));
    expect(fakeFetch.requests[0]).toMatchObject({ url, body: { questionId, answers, timeTaken: 20 } });
    expect(store.getState()).toMatchObject({ status: 'succeeded', isSubmitted: true, results: { questionId, total: { score, max: 2 } } });
  });
});

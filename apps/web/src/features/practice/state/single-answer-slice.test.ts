import type { AssessmentResultResponse } from '@pte/contract';
import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { createPracticeApiDouble, samplePublicQuestion } from '../testing/practice-api-double';
import { createSliceTestStore } from '../testing/practice-test-store';
import { createPracticeSlice } from './practice-slice-factory';
import { practiceSlices } from './practice-slices';
import { initialQuestionPageState } from './question-page';
import { singleAnswerFamily, type SingleAnswerPracticeState } from './single-answer-slice';

const practiceSlice = createPracticeSlice(practiceSlices['reading-multiple-choice-single-answer'].type, singleAnswerFamily);
const { actions, thunks } = practiceSlice;
const question = samplePublicQuestion('reading-multiple-choice-single-answer');
const result = { questionId: question.id, taskType: 'reading-multiple-choice-single-answer', traits: { choice: { score: 1, max: 1 } }, total: { score: 1, max: 1 }, skills: { reading: 90 }, feedback: ['Correct.'] } satisfies AssessmentResultResponse;
const submission = { questionId: question.id, answer: 'B', timeTaken: 25 };
const answered: SingleAnswerPracticeState = { ...initialQuestionPageState, question, totalPages: 2, status: 'succeeded', userAnswer: 'B', result, isSubmitted: true };
const initial = practiceSlice.slice.getInitialState();

describe('single-answer slice transitions (docs/product-behaviour.md#practice-transitions)', () => {
  it.each<[string, SingleAnswerPracticeState, UnknownAction, Partial<SingleAnswerPracticeState>]>([
    ['sets the answer', initial, actions.setUserAnswer('C'), { userAnswer: 'C' }],
    ['reset clears the answer, the result and the submitted flag', answered, actions.resetAnswers(), { userAnswer: '', result: null, isSubmitted: false }],
    [
      'a successful fetch clears the answer, the result and the submitted flag',
      answered,
      thunks.fetchQuestion.fulfilled({ question, page: 1, totalPages: 2 }, 'r1', { page: 1 }),
      { status: 'succeeded', userAnswer: '', result: null, isSubmitted: false },
    ],
    ['a submit sets loading', answered, thunks.submitAnswer.pending('r2', submission), { status: 'loading' }],
    [
      'a successful submit stores the result and sets the submitted flag',
      { ...answered, result: null, isSubmitted: false, error: 'old' },
      thunks.submitAnswer.fulfilled(result, 'r2', submission),
      { status: 'succeeded', error: null, result, isSubmitted: true },
    ],
    ['a failed submit stores the server message', answered, thunks.submitAnswer.rejected(null, 'r2', submission, 'Choose one of the listed options'), { status: 'failed', error: 'Choose one of the listed options' }],
    ['a failed submit without a message stores "Failed to submit answer"', answered, thunks.submitAnswer.rejected(null, 'r2', submission), { status: 'failed', error: 'Failed to submit answer' }],
  ])('%s', (_name, before, action, expected) => {
    expect(practiceSlice.slice.reducer(before, action)).toMatchObject(expected);
  });

  it.each([
    ['reading-multiple-choice-single-answer', 'B', '/api/reading-mcsa/assess', 1],
    ['highlight-correct-summary', 'A', '/api/reading-mcsa/assess', 0],
    ['listening-multiple-choice-single-answer', 'C', '/api/reading-mcsa/assess', 1],
    ['select-missing-word', 'A', '/api/reading-mcsa/assess', 1],
    ['write-from-dictation', 'The library will close early on Friday', '/api/write-from-dictation/assess', 7],
  ] as const)('%s posts { questionId, answer } to %s and reads data.result', async (id, answer, url, score) => {
    const typeSlice = createPracticeSlice(practiceSlices[id].type, singleAnswerFamily);
    const { store, fakeFetch } = createSliceTestStore(typeSlice.slice.reducer, createPracticeApiDouble().routes);
    const questionId = samplePublicQuestion(id).id;
    await store.dispatch(typeSlice.thunks.submitAnswer({ questionId, answer, timeTaken: 15 }));
    expect(fakeFetch.requests[0]).toMatchObject({ url, body: { questionId, answer, timeTaken: 15 } });
    expect(store.getState()).toMatchObject({ status: 'succeeded', isSubmitted: true, result: { questionId, total: { score } } });
  });
});

import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { questionTypeList, type AnswerFamily, type QuestionType, type QuestionTypeId } from '@pte/exam';
import { createBlanksSlice, type BlanksPracticeSlice, type BlanksPracticeState } from './blanks-slice';
import { createMultiAnswerSlice, type MultiAnswerPracticeSlice, type MultiAnswerPracticeState } from './multi-answer-slice';
import { createReorderSlice, type ReorderPracticeSlice, type ReorderPracticeState } from './reorder-slice';
import { createSingleAnswerSlice, type SingleAnswerPracticeSlice, type SingleAnswerPracticeState } from './single-answer-slice';
import { createSpeakingSlice, type SpeakingPracticeSlice, type SpeakingPracticeState } from './speaking-slice';
import { createSummarizeSlice, type SummarizePracticeSlice, type SummarizePracticeState } from './summarize-slice';

/** The slice (with its actions and thunks) each answer family's factory builds. */
export interface PracticeSliceByFamily {
  speaking: SpeakingPracticeSlice;
  summarize: SummarizePracticeSlice;
  blanks: BlanksPracticeSlice;
  'multi-answer': MultiAnswerPracticeSlice;
  'single-answer': SingleAnswerPracticeSlice;
  reorder: ReorderPracticeSlice;
}

/** The state each answer family's slice holds. */
export interface PracticeStateByFamily {
  speaking: SpeakingPracticeState;
  summarize: SummarizePracticeState;
  blanks: BlanksPracticeState;
  'multi-answer': MultiAnswerPracticeState;
  'single-answer': SingleAnswerPracticeState;
  reorder: ReorderPracticeState;
}

/** One factory per answer family: the registry calls it once per task type of that family. */
const sliceFactories: { [F in AnswerFamily]: (type: QuestionType) => PracticeSliceByFamily[F] } = {
  speaking: createSpeakingSlice,
  summarize: createSummarizeSlice,
  blanks: createBlanksSlice,
  'multi-answer': createMultiAnswerSlice,
  'single-answer': createSingleAnswerSlice,
  reorder: createReorderSlice,
};

/** Any task type's practice slice. */
export type PracticeSlice = PracticeSliceByFamily[AnswerFamily];

/** Any task type's practice state. */
export type PracticeSliceState = PracticeStateByFamily[AnswerFamily];

/** One practice slice per task type of the registry, built by its family's factory (docs/product-behaviour.md#practice-state). */
export const practiceSlices = Object.fromEntries(questionTypeList.map((type) => [type.id, sliceFactories[type.family](type)])) as Record<
  QuestionTypeId,
  PracticeSlice
>;

/** The practice state: each task type's slice, keyed by type id. */
export type PracticeState = Record<QuestionTypeId, PracticeSliceState>;

/** The reducer of every practice slice, under the task type ids. */
export const practiceReducer = combineReducers(
  Object.fromEntries(Object.entries(practiceSlices).map(([id, practiceSlice]) => [id, practiceSlice.slice.reducer])),
) as unknown as Reducer<PracticeState>;

/** The store's lazily loaded practice part: injected when the practice page first loads. */
export interface LazyLoadedPracticeState {
  practice: PracticeState;
}

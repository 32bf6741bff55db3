import { combineReducers, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { questionTypeList, type AnswerFamily, type QuestionType, type QuestionTypeId } from '@pte/exam';
import { blanksFamily } from './blanks-slice';
import { multiAnswerFamily } from './multi-answer-slice';
import { createPracticeSlice } from './practice-slice-factory';
import { reorderFamily } from './reorder-slice';
import { singleAnswerFamily } from './single-answer-slice';
import { speakingFamily } from './speaking-slice';
import { summarizeFamily } from './summarize-slice';

/** Builds a task type's slice from its answer family's definition: the registry calls it once per task type. */
const sliceBuilders = {
  speaking: (type: QuestionType) => createPracticeSlice(type, speakingFamily),
  summarize: (type: QuestionType) => createPracticeSlice(type, summarizeFamily),
  blanks: (type: QuestionType) => createPracticeSlice(type, blanksFamily),
  'multi-answer': (type: QuestionType) => createPracticeSlice(type, multiAnswerFamily),
  'single-answer': (type: QuestionType) => createPracticeSlice(type, singleAnswerFamily),
  reorder: (type: QuestionType) => createPracticeSlice(type, reorderFamily),
} satisfies { [F in AnswerFamily]: (type: QuestionType) => { family: F } };

/** The slice (with its actions and thunks) built for a task type of each answer family. */
export type PracticeSliceByFamily = { [F in AnswerFamily]: ReturnType<(typeof sliceBuilders)[F]> };

/** The state each answer family's slice holds. */
export type PracticeStateByFamily = { [F in AnswerFamily]: ReturnType<PracticeSliceByFamily[F]['slice']['getInitialState']> };

/** Any task type's practice slice. */
export type PracticeSlice = PracticeSliceByFamily[AnswerFamily];

/** Any task type's practice state. */
export type PracticeSliceState = PracticeStateByFamily[AnswerFamily];

/** One practice slice per task type of the registry, built from its family's definition (docs/product-behaviour.md#practice-state). */
export const practiceSlices = Object.fromEntries(questionTypeList.map((type) => [type.id, sliceBuilders[type.family](type)])) as Record<QuestionTypeId, PracticeSlice>;

/** The practice state: each task type's slice, keyed by type id. */
type PracticeState = Record<QuestionTypeId, PracticeSliceState>;

/**
 * A slice's reducer seen as a reducer of any practice state. Method syntax, because the parameter of each slice's
 * reducer is its own family's state: the combined reducer only ever hands a slice the state that slice made.
 */
interface PracticeReducerOwner {
  reducer(state: PracticeSliceState | undefined, action: UnknownAction): PracticeSliceState;
}

function reducerOf(owner: PracticeReducerOwner): Reducer<PracticeSliceState> {
  return (state, action) => owner.reducer(state, action);
}

/** The reducer of every practice slice, under the task type ids. */
export const practiceReducer = combineReducers(
  Object.fromEntries(Object.entries(practiceSlices).map(([id, practiceSlice]) => [id, reducerOf(practiceSlice.slice)])) as { [Id in QuestionTypeId]: Reducer<PracticeSliceState> },
);

/** The store's lazily loaded practice part: injected when the practice page first loads. */
export interface LazyLoadedPracticeState {
  practice: PracticeState;
}

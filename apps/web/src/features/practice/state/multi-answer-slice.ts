import type { PayloadAction } from '@reduxjs/toolkit';
import type { AssessmentResultResponse } from '@pte/contract';
import { postAnswers } from '../practice-api';
import { definePracticeFamily, resetAnswerTo, type FamilyState } from './practice-slice-factory';
import { practiceErrorMessages } from './question-page';

/** One selectable item of a multiple-answer task: an option letter, or a word's position (highlight incorrect words). */
export type SelectableValue = string | number;

/** The answer state of the multiple-answer types (docs/product-behaviour.md#practice-state): the selected options, the results, the submitted flag. */
interface MultiAnswer {
  userAnswers: SelectableValue[];
  results: AssessmentResultResponse | null;
  isSubmitted: boolean;
}

/** A multiple-answer slice. */
export type MultiAnswerPracticeState = FamilyState<MultiAnswer>;

/** The submission of a multiple-answer answer. */
interface MultiAnswerSubmission {
  questionId: string;
  answers: readonly SelectableValue[];
  /** Seconds the learner took. */
  timeTaken: number;
}

const unanswered: MultiAnswer = { userAnswers: [], results: null, isSubmitted: false };

const clearAnswers = resetAnswerTo(unanswered);

/** The multiple-answer types: `POST {assessPath}` → `data.results`. */
export const multiAnswerFamily = definePracticeFamily({
  family: 'multi-answer',
  initialAnswer: unanswered,
  reducers: {
    /** Selects `value`, or deselects it when it is already selected. */
    toggleOption(state, action: PayloadAction<SelectableValue>) {
      const at = state.userAnswers.indexOf(action.payload);
      if (at >= 0) state.userAnswers.splice(at, 1);
      else state.userAnswers.push(action.payload);
    },
    /** Clears answers, results and the submitted flag. */
    resetAnswers: clearAnswers,
  },
  submit: { name: 'submitAnswers', call: (api, type, submission: MultiAnswerSubmission) => postAnswers(api, type.assessPath, submission), failure: practiceErrorMessages.submitAnswers },
  onFetched: clearAnswers,
  onSubmitted(state, results: AssessmentResultResponse) {
    state.results = results;
    state.isSubmitted = true;
  },
});

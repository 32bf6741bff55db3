import type { PayloadAction } from '@reduxjs/toolkit';
import type { AssessmentResultResponse } from '@pte/contract';
import { postAnswer } from '../practice-api';
import { definePracticeFamily, resetAnswerTo, type FamilyState } from './practice-slice-factory';
import { practiceErrorMessages } from './question-page';

/** The answer state of the single-answer types (docs/product-behaviour.md#practice-state): the answer (an option letter, or the typed sentence), the result, the submitted flag. */
interface SingleAnswer {
  userAnswer: string;
  result: AssessmentResultResponse | null;
  isSubmitted: boolean;
}

/** A single-answer slice. */
export type SingleAnswerPracticeState = FamilyState<SingleAnswer>;

/** The submission of a single answer. */
interface SingleAnswerSubmission {
  questionId: string;
  answer: string;
  /** Seconds the learner took. */
  timeTaken: number;
}

const unanswered: SingleAnswer = { userAnswer: '', result: null, isSubmitted: false };

const clearAnswer = resetAnswerTo(unanswered);

/** The single-answer types: `POST {assessPath}` → `data.result`. */
export const singleAnswerFamily = definePracticeFamily({
  family: 'single-answer',
  initialAnswer: unanswered,
  reducers: {
    setUserAnswer(state, action: PayloadAction<string>) {
      state.userAnswer = action.payload;
    },
    /** Clears the answer, the result and the submitted flag. */
    resetAnswers: clearAnswer,
  },
  submit: { name: 'submitAnswer', call: (api, type, submission: SingleAnswerSubmission) => postAnswer(api, type.assessPath, submission), failure: practiceErrorMessages.submitAnswer },
  onFetched: clearAnswer,
  onSubmitted(state, result: AssessmentResultResponse) {
    state.result = result;
    state.isSubmitted = true;
  },
});

import type { PayloadAction } from '@reduxjs/toolkit';
import type { AssessmentResultResponse } from '@pte/contract';
import { postAnswers } from '../practice-api';
import { definePracticeFamily, resetAnswerTo, type FamilyState } from './practice-slice-factory';
import { practiceErrorMessages } from './question-page';

/** The answer state of fill in the blanks (docs/product-behaviour.md#practice-state): answers keyed by blank order ("1", "2", …), the results, the submitted flag. */
interface BlanksAnswer {
  userAnswers: Record<string, string>;
  results: AssessmentResultResponse | null;
  isSubmitted: boolean;
}

/** A fill-in-the-blanks slice. */
export type BlanksPracticeState = FamilyState<BlanksAnswer>;

/** The submission of a blanks answer. */
interface BlanksSubmission {
  questionId: string;
  answers: Readonly<Record<string, string>>;
  /** Seconds the learner took. */
  timeTaken: number;
}

const unanswered: BlanksAnswer = { userAnswers: {}, results: null, isSubmitted: false };

const clearAnswers = resetAnswerTo(unanswered);

/** Fill in the blanks: `POST {assessPath}` → `data.results`. */
export const blanksFamily = definePracticeFamily({
  family: 'blanks',
  initialAnswer: unanswered,
  reducers: {
    /** Sets the answer of blank number `blank` (1-based). */
    setBlankAnswer(state, action: PayloadAction<{ blank: number; answer: string }>) {
      state.userAnswers[String(action.payload.blank)] = action.payload.answer;
    },
    /** Clears answers, results and the submitted flag. */
    resetAnswers: clearAnswers,
  },
  submit: { name: 'submitAnswers', call: (api, type, submission: BlanksSubmission) => postAnswers(api, type.assessPath, submission), failure: practiceErrorMessages.submitAnswers },
  onFetched: clearAnswers,
  onSubmitted(state, results: AssessmentResultResponse) {
    state.results = results;
    state.isSubmitted = true;
  },
});

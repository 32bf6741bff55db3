import type { PayloadAction } from '@reduxjs/toolkit';
import type { AssessmentResultResponse } from '@pte/contract';
import { postSummary } from '../practice-api';
import { definePracticeFamily, type FamilyState } from './practice-slice-factory';
import { practiceErrorMessages } from './question-page';

/** The answer state of the written types (docs/product-behaviour.md#practice-state): the answer (the text being written, then the text as sent) and the attempts, newest first. */
interface SummarizeAnswer {
  userAnswer: string;
  userAttempts: AssessmentResultResponse[];
}

/** A written-answer slice. */
export type SummarizePracticeState = FamilyState<SummarizeAnswer>;

/** A written answer to assess. */
interface SummarySubmission {
  questionId: string;
  answer: string;
  /** The text summarised, for free practice on the learner's own text; bank questions are scored against the server's copy. */
  referenceText?: string;
  /** Seconds the learner took, when measured. */
  timeTaken?: number;
}

const unanswered: SummarizeAnswer = { userAnswer: '', userAttempts: [] };

/** The written types: JSON `POST {assessPath}` → `data.data`. */
export const summarizeFamily = definePracticeFamily({
  family: 'summarize',
  initialAnswer: unanswered,
  reducers: {
    /** The learner's text as it is typed (or restored from a draft). */
    setUserAnswer(state, action: PayloadAction<string>) {
      state.userAnswer = action.payload;
    },
  },
  submit: { name: 'submitSummary', call: (api, type, submission: SummarySubmission) => postSummary(api, type.assessPath, submission), failure: practiceErrorMessages.submitAnswer },
  onFetched(state) {
    state.userAnswer = '';
  },
  onSubmitted(state, assessment: AssessmentResultResponse, submission) {
    state.userAnswer = submission.answer;
    state.userAttempts.unshift(assessment);
  },
});

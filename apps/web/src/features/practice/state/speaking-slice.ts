import type { AssessmentResultResponse } from '@pte/contract';
import { postRecording } from '../practice-api';
import { definePracticeFamily, type FamilyState } from './practice-slice-factory';
import { practiceErrorMessages } from './question-page';

/** The answer state of the speaking types (docs/product-behaviour.md#practice-state): the assessment (`aiData`), the recorded audio and the attempts, newest first. */
interface SpeakingAnswer {
  aiData: AssessmentResultResponse | null;
  audioBlob: Blob | null;
  userAttempts: AssessmentResultResponse[];
}

/** A speaking slice. */
export type SpeakingPracticeState = FamilyState<SpeakingAnswer>;

/** A recording to assess, with the text fields the type's assess path takes (e.g. `referenceText`). */
interface RecordingSubmission {
  questionId: string;
  recording: Blob;
  fields: Readonly<Record<string, string>>;
}

const unanswered: SpeakingAnswer = { aiData: null, audioBlob: null, userAttempts: [] };

/** Clears the current assessment and recording (the attempts keep them). */
const clearAnswer = (state: SpeakingAnswer) => {
  state.aiData = null;
  state.audioBlob = null;
};

/** The speaking types: multipart `POST {assessPath}` → `data.data`. */
export const speakingFamily = definePracticeFamily({
  family: 'speaking',
  initialAnswer: unanswered,
  reducers: { resetAnswers: clearAnswer },
  submit: { name: 'submitAudio', call: (api, type, submission: RecordingSubmission) => postRecording(api, type.assessPath, submission), failure: practiceErrorMessages.submitAudio },
  onFetched: clearAnswer,
  onSubmitted(state, assessment: AssessmentResultResponse, submission) {
    state.aiData = assessment;
    state.audioBlob = submission.recording;
    state.userAttempts.unshift(assessment);
  },
});

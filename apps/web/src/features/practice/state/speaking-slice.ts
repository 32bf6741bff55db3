import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AssessmentResultResponse } from '@pte/contract';
import type { QuestionTypeMeta } from '@pte/exam';
import { postRecording } from '../practice-api';
import {
  addQuestionPageCases,
  createFetchQuestionThunk,
  createPracticeThunk,
  failureMessage,
  initialQuestionPageState,
  practiceErrorMessages,
  type QuestionPageState,
} from './question-page';

/** A speaking slice (docs/product-behaviour.md#practice-state): the assessment (`aiData`), the recorded audio and the attempts, newest first. */
export interface SpeakingPracticeState extends QuestionPageState {
  aiData: AssessmentResultResponse | null;
  audioBlob: Blob | null;
  userAttempts: AssessmentResultResponse[];
}

/** A recording to assess, with the text fields the type's assess path takes (e.g. `referenceText`). */
export interface RecordingSubmission {
  questionId: string;
  recording: Blob;
  fields: Readonly<Record<string, string>>;
}

/** Builds the slice and thunks of one speaking type (multipart `POST {assessPath}` → `data.data`). */
export function createSpeakingSlice(type: QuestionTypeMeta) {
  const fetchQuestion = createFetchQuestionThunk(type);
  const submitAudio = createPracticeThunk<AssessmentResultResponse, RecordingSubmission>(`practice/${type.id}/submitAudio`, async (submission, { extra, rejectWithValue }) => {
    try {
      return await postRecording(extra.api, type.assessPath, submission);
    } catch (error) {
      return rejectWithValue(failureMessage(error, practiceErrorMessages.submitAudio));
    }
  });

  const initialState: SpeakingPracticeState = { ...initialQuestionPageState, aiData: null, audioBlob: null, userAttempts: [] };

  const slice = createSlice({
    name: `practice/${type.id}`,
    initialState,
    reducers: {
      /** Clears the current assessment and recording (the attempts keep them). */
      resetAnswers(state) {
        state.aiData = null;
        state.audioBlob = null;
      },
      setCurrentPage(state, action: PayloadAction<number>) {
        state.currentPage = action.payload;
      },
    },
    extraReducers: (builder) =>
      addQuestionPageCases(builder, {
        fetchQuestion,
        onFetched: (state) => {
          state.aiData = null;
          state.audioBlob = null;
        },
        submit: submitAudio,
        onSubmitted: (state, { payload, meta }) => {
          state.aiData = payload;
          state.audioBlob = meta.arg.recording;
          state.userAttempts.unshift(payload);
        },
        submitFailure: practiceErrorMessages.submitAudio,
      }),
  });

  return { family: 'speaking' as const, type, slice, actions: slice.actions, thunks: { fetchQuestion, submitAudio } };
}

/** What `createSpeakingSlice` builds. */
export type SpeakingPracticeSlice = ReturnType<typeof createSpeakingSlice>;

import { assistantDeleteResponseSchema, assistantHistoryResponseSchema, type AssistantMessage, type AssistantReply } from '@pte/contract';
import { createAsyncThunk, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { AppServices, RootState } from '@/app/store';
import { failureMessage, type ApiClient } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/time-zone';
import { readAssistantAnswer } from './assistant-stream';

const createAssistantThunk = createAsyncThunk.withTypes<{ extra: { api: ApiClient }; rejectValue: string }>();

/** `GET /assistant/messages`: the learner's conversation, the latest 50 messages, oldest first. */
export const loadConversation = createAssistantThunk<AssistantMessage[], void>('assistant/load', async (_arg, { extra, rejectWithValue }) => {
  try {
    return assistantHistoryResponseSchema.parse(await extra.api.get('/assistant/messages')).data.messages;
  } catch (error) {
    return rejectWithValue(failureMessage(error, 'Your conversation could not be loaded.'));
  }
});

/** A request that follows an answer as it is written; resolves the stored exchange, rejects with an `ApiRequestError`. */
type StreamedRequest = ThunkAction<Promise<AssistantReply>, RootState, AppServices, UnknownAction>;

/**
 * `POST /assistant/messages` with the browser's time zone, streamed: `onText` hears the answer's text so far as it is
 * written; resolves the question and the answer as stored.
 */
export function askAssistant(message: string, onText: (text: string) => void): StreamedRequest {
  return async (_dispatch, _getState, { api }) => readAssistantAnswer(await api.postForEvents('/assistant/messages', { message, timeZone: browserTimeZone() }), onText);
}

/** Which result to explain: one of the learner's attempts, or their latest attempt at a question. */
export type ExplainedResult = { attemptId: string } | { questionId: string };

/**
 * `POST /assistant/explanations` for one result, streamed like a question: `onText` hears the explanation as it is
 * written; resolves the exchange as kept in the conversation ("Explain my … result of …").
 */
export function explainResult(result: ExplainedResult, onText: (text: string) => void): StreamedRequest {
  return async (_dispatch, _getState, { api }) => readAssistantAnswer(await api.postForEvents('/assistant/explanations', { ...result, timeZone: browserTimeZone() }), onText);
}

/** `DELETE /assistant/messages`: deletes the learner's whole conversation; resolves how many messages it had. */
export const deleteConversation = createAssistantThunk<number, void>('assistant/delete', async (_arg, { extra, rejectWithValue }) => {
  try {
    return assistantDeleteResponseSchema.parse(await extra.api.delete('/assistant/messages')).data.deleted;
  } catch (error) {
    return rejectWithValue(failureMessage(error, 'Your conversation could not be deleted. Please try again.'));
  }
});

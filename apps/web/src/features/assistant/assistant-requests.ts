import {
  assistantDeleteResponseSchema,
  assistantHistoryResponseSchema,
  assistantReplyResponseSchema,
  type AssistantMessage,
  type AssistantReply,
} from '@pte/contract';
import { createAsyncThunk } from '@reduxjs/toolkit';
import { failureMessage, type ApiClient } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/time-zone';

const createAssistantThunk = createAsyncThunk.withTypes<{ extra: { api: ApiClient }; rejectValue: string }>();

/** `GET /assistant/messages`: the learner's conversation, the latest 50 messages, oldest first. */
export const loadConversation = createAssistantThunk<AssistantMessage[], void>('assistant/load', async (_arg, { extra, rejectWithValue }) => {
  try {
    return assistantHistoryResponseSchema.parse(await extra.api.get('/assistant/messages')).data.messages;
  } catch (error) {
    return rejectWithValue(failureMessage(error, 'Your conversation could not be loaded.'));
  }
});

/** `POST /assistant/messages`: asks a question, with the browser's time zone; resolves the question and its answer. */
export const askAssistant = createAssistantThunk<AssistantReply, string>('assistant/ask', async (message, { extra, rejectWithValue }) => {
  try {
    return assistantReplyResponseSchema.parse(await extra.api.post('/assistant/messages', { message, timeZone: browserTimeZone() })).data;
  } catch (error) {
    return rejectWithValue(failureMessage(error, 'The assistant could not answer just now. Please try again.'));
  }
});

/** `DELETE /assistant/messages`: deletes the learner's whole conversation; resolves how many messages it had. */
export const deleteConversation = createAssistantThunk<number, void>('assistant/delete', async (_arg, { extra, rejectWithValue }) => {
  try {
    return assistantDeleteResponseSchema.parse(await extra.api.delete('/assistant/messages')).data.deleted;
  } catch (error) {
    return rejectWithValue(failureMessage(error, 'Your conversation could not be deleted. Please try again.'));
  }
});

import { helpContactResponseSchema, type HelpContactRequest } from '@pte/contract';
import { createAsyncThunk } from '@reduxjs/toolkit';
import { ApiRequestError, failureMessage, type ApiClient } from '@/lib/api-client';

/** Why a message could not be sent: a message for the learner and, for invalid fields, one per field. */
interface ContactFailure {
  message: string;
  fieldErrors?: Partial<Record<keyof HelpContactRequest, string>>;
}

const createContactThunk = createAsyncThunk.withTypes<{ extra: { api: ApiClient }; rejectValue: ContactFailure }>();

/** `POST /help/contact`: sends the learner's message to the support team; resolves the message's reference. */
export const sendHelpMessage = createContactThunk<string, HelpContactRequest>('help/contact', async (request, { extra, rejectWithValue }) => {
  try {
    return helpContactResponseSchema.parse(await extra.api.post('/help/contact', request)).data.reference;
  } catch (error) {
    const details = error instanceof ApiRequestError ? (error.details ?? []) : [];
    const fieldErrors = Object.fromEntries(details.filter((detail) => detail.path === 'subject' || detail.path === 'message').map((detail) => [detail.path, detail.message]));
    return rejectWithValue({
      message: failureMessage(error, 'Your message could not be sent. Please try again.'),
      ...(Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {}),
    });
  }
});

import { searchResponseSchema, type SearchHit } from '@pte/contract';
import { createApiThunk } from '@/app/use-thunk-result';
import { failureMessage } from '@/lib/api-client';

/** How many questions the top bar's search shows. */
const QUESTION_RESULTS = 6;

/** `GET /search?q=`: the questions whose title, text or topic match `query`, best first. */
export const searchQuestions = createApiThunk<SearchHit[], string>('search/questions', async (query, { extra, signal, rejectWithValue }) => {
  try {
    const search = new URLSearchParams({ q: query, limit: String(QUESTION_RESULTS) });
    return searchResponseSchema.parse(await extra.api.get(`/search?${search}`, { signal })).data.results;
  } catch (error) {
    return rejectWithValue(failureMessage(error, 'Could not search the questions.'));
  }
});

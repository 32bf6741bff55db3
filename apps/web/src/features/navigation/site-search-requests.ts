import { searchResponseSchema, type SearchHit } from '@pte/contract';
import { createApiThunk } from '@/app/use-thunk-result';
import { failureMessage } from '@/lib/api-client';

/** How many results of each kind (questions, guides, help articles) the top bar's search shows. */
const RESULTS_PER_KIND = 5;

/** `GET /search?q=`: the questions, then the guides' and help articles' sections matching `query`, each best first. */
export const searchSite = createApiThunk<SearchHit[], string>('search/site', async (query, { extra, signal, rejectWithValue }) => {
  try {
    const search = new URLSearchParams({ q: query, limit: String(RESULTS_PER_KIND) });
    return searchResponseSchema.parse(await extra.api.get(`/search?${search}`, { signal })).data.results;
  } catch (error) {
    return rejectWithValue(failureMessage(error, 'Could not search the questions, guides and help.'));
  }
});

import type { SearchHit } from '@pte/contract';
import { useEffect, useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { searchSite } from './site-search-requests';

/** How long typing must pause before the server is searched. */
const DEBOUNCE_MS = 200;
/** Queries shorter than this search the app's pages only: one letter matches half the bank. */
const MIN_QUERY_LENGTH = 2;
/** The longest query the API accepts. */
const MAX_QUERY_LENGTH = 100;

/** The server search of one query: not asked (too short), waiting for the answer, its results, or why it failed. */
type SiteSearch =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; results: SearchHit[] }
  | { status: 'failed'; message: string };

/**
 * Searches the question bank, the guides and the help articles for `query` once typing pauses ({@link DEBOUNCE_MS});
 * a search still running when the query changes is aborted and its answer ignored.
 */
export function useSiteSearch(query: string): SiteSearch {
  const dispatch = useAppDispatch();
  const trimmed = query.trim().slice(0, MAX_QUERY_LENGTH);
  const searchable = trimmed.length >= MIN_QUERY_LENGTH;
  const [settled, setSettled] = useState<{ query: string; search: SiteSearch } | null>(null);

  useEffect(() => {
    if (!searchable) return;
    let request: ReturnType<ReturnType<typeof searchSite>> | undefined;
    const timer = setTimeout(() => {
      request = dispatch(searchSite(trimmed));
      request.unwrap().then(
        (results) => setSettled({ query: trimmed, search: { status: 'done', results } }),
        (reason: unknown) => {
          if (typeof reason === 'string') setSettled({ query: trimmed, search: { status: 'failed', message: reason } });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      request?.abort();
    };
  }, [dispatch, trimmed, searchable]);

  if (!searchable) return { status: 'idle' };
  return settled?.query === trimmed ? settled.search : { status: 'searching' };
}

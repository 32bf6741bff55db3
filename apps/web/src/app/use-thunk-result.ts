import { createAsyncThunk, type AsyncThunkAction } from '@reduxjs/toolkit';
import { useEffect, useState } from 'react';
import type { ApiClient } from '@/lib/api-client';
import { useAppDispatch } from './hooks';

/** What an API thunk gets and gives: the API client as its service, and a message for the learner when it fails. */
type ApiThunkConfig = { extra: { api: ApiClient }; rejectValue: string };

/** Creates a thunk that calls the API (`extra.api`) and rejects with a message for the learner. */
export const createApiThunk = createAsyncThunk.withTypes<ApiThunkConfig>();

/** A request's progress: loading, its value, or why it failed (a message for the learner). */
type ThunkResult<T> = { status: 'loading' } | { status: 'loaded'; value: T } | { status: 'failed'; message: string };

/**
 * Dispatches `request()` when the component mounts and whenever `requestKey` changes (or `retry` is called), and
 * answers its result; a request still running when the key changes is aborted and its result ignored.
 */
export function useThunkResult<Returned, Arg>(
  request: () => AsyncThunkAction<Returned, Arg, ApiThunkConfig>,
  requestKey: string,
  failure: string,
): { result: ThunkResult<Returned>; retry(): void } {
  const dispatch = useAppDispatch();
  const [retries, setRetries] = useState(0);
  const key = `${requestKey}#${retries}`;
  const [settled, setSettled] = useState<{ key: string; result: ThunkResult<Returned> } | null>(null);

  useEffect(() => {
    const pending = dispatch(request());
    pending.unwrap().then(
      (value) => setSettled({ key, result: { status: 'loaded', value } }),
      // A rejection carries the learner's message; an aborted request belongs to an old key and is never shown.
      (reason: unknown) => setSettled({ key, result: { status: 'failed', message: typeof reason === 'string' ? reason : failure } }),
    );
    return () => pending.abort();
    // `request` is described by `requestKey`: a new function for the same key is the same request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, key, failure]);

  // A result settled for another key is stale: the current request is still loading.
  return { result: settled?.key === key ? settled.result : { status: 'loading' }, retry: () => setRetries((count) => count + 1) };
}

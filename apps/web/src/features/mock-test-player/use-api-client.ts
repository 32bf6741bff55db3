import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { useMemo } from 'react';
import { useAppDispatch } from '@/app/hooks';
import type { AppServices, RootState } from '@/app/store';
import type { ApiClient } from '@/lib/api-client';

/** Reads the API client the store hands its thunks (the app's client, or the test double). */
const readApiClient: ThunkAction<ApiClient, RootState, AppServices, UnknownAction> = (_dispatch, _getState, services) => services.api;

/**
 * The app's API client, the very one the thunks use. The test player talks to the API in sequences the page itself
 * orders (outbox first, then the state), so it calls the client directly instead of through a slice.
 */
export function useApiClient(): ApiClient {
  const dispatch = useAppDispatch();
  return useMemo(() => dispatch(readApiClient), [dispatch]);
}

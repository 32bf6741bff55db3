import { configureStore, type Reducer } from '@reduxjs/toolkit';
import { createApiClient } from '@/lib/api-client';
import { createFakeFetch, type FakeRoute } from '@/testing/fake-fetch';

/** A store holding one practice slice, with the real API client over a fake fetch answering `routes`. */
export function createSliceTestStore<S>(reducer: Reducer<S>, routes: Record<string, FakeRoute> = {}) {
  const fakeFetch = createFakeFetch(routes);
  const api = createApiClient({ baseUrl: '/api', getToken: () => 'test-token', fetch: fakeFetch.fetch });
  const store = configureStore({
    reducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: { api } }, serializableCheck: false }),
  });
  return { store, fakeFetch, api };
}

import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { authSlice, type AuthServices } from '@/features/auth/auth-slice';
import { connectionSlice } from '@/features/connection/connection-slice';
import type { LazyLoadedPracticeState } from '@/features/practice/state/practice-slices';
import type { PracticeServices } from '@/features/practice/state/question-page';

/**
 * Every slice of the web app's state. The practice slices (one per task type, built from the question-type
 * registry) are injected by the practice page when it first loads, so the registry stays out of the first
 * download.
 */
export const rootReducer = combineSlices(authSlice, connectionSlice).withLazyLoadedSlices<LazyLoadedPracticeState>();

/** The whole Redux state. */
export type RootState = ReturnType<typeof rootReducer>;

/** Outside services the thunks use (passed as the thunk `extra` argument, so tests can pass doubles). */
export type AppServices = AuthServices & PracticeServices;

/** Builds the Redux store over `services`, optionally starting from `preloadedState` (tests). */
export function createAppStore(services: AppServices, preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: services },
        // The spec keeps a speaking answer's recording (a Blob) in its slice.
        serializableCheck: { ignoredPaths: [/^practice\.[^.]+\.audioBlob$/] },
      }),
  });
}

/** The store type. */
export type AppStore = ReturnType<typeof createAppStore>;

/** The store's dispatch, which also runs thunks. */
export type AppDispatch = AppStore['dispatch'];

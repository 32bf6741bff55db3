import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { authSlice, type AuthServices } from '@/features/auth/auth-slice';
import { connectionSlice } from '@/features/connection/connection-slice';

/** Every slice of the web app's state. */
export const rootReducer = combineReducers({
  auth: authSlice.reducer,
  connection: connectionSlice.reducer,
});

/** The whole Redux state. */
export type RootState = ReturnType<typeof rootReducer>;

/** Outside services the thunks use (passed as the thunk `extra` argument, so tests can pass doubles). */
export type AppServices = AuthServices;

/** Builds the Redux store over `services`, optionally starting from `preloadedState` (tests). */
export function createAppStore(services: AppServices, preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: services } }),
  });
}

/** The store type. */
export type AppStore = ReturnType<typeof createAppStore>;

/** The store's dispatch, which also runs thunks. */
export type AppDispatch = AppStore['dispatch'];

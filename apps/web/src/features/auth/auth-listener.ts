import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AuthGateway } from '@/lib/auth-client';
import { authStateChanged, fetchProfile, type AuthServices, type AuthState } from './auth-slice';

/** A dispatch that runs the auth thunks. */
type AuthDispatch = ThunkDispatch<{ auth: AuthState }, AuthServices, UnknownAction>;

/**
 * Connects the identity provider's state listener to the store: every callback records the user (ending
 * the initial loading); a signed-in user's profile is then fetched, and a sign-out clears it.
 * Returns the unsubscribe function.
 */
export function listenToAuthState(gateway: AuthGateway, dispatch: AuthDispatch): () => void {
  return gateway.onAuthStateChanged((user) => {
    dispatch(authStateChanged(user));
    if (user) void dispatch(fetchProfile());
  });
}

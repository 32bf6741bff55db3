/** Where the signed-in learner's bearer token is kept between visits. */
export const AUTH_TOKEN_STORAGE_KEY = 'pte-coach.auth-token';

/** The stored bearer token, or null when signed out. Throws if storage is unavailable. */
export function readAuthToken(): string | null {
  return window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY);
}

/** Stores the bearer token (or forgets it when `token` is null). */
export function writeAuthToken(token: string | null): void {
  try {
    if (token) window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, token);
    else window.localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
  } catch (error) {
    // Private browsing can refuse storage; the session then lasts until the tab is closed.
    console.warn('Could not store the sign-in token', error);
  }
}

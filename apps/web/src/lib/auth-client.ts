import { createAuthClient } from 'better-auth/client';
import { resolveApiBaseUrl } from './api-client';
import { readAuthToken, writeAuthToken } from './auth-token';

/** The identity provider's view of the signed-in learner (the spec's `user`), as plain serialisable data. */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  image: string | null;
}

/** A refused or failed identity call, with a message a learner understands. */
export class AuthError extends Error {
  /** HTTP status of the answer; 0 when the server could not be reached. */
  readonly status: number;
  /** Better Auth's error code (e.g. `INVALID_EMAIL_OR_PASSWORD`), or `NETWORK_ERROR`. */
  readonly code: string;

  constructor(message: string, status: number, code: string) {
    super(message);
    this.name = 'AuthError';
    this.status = status;
    this.code = code;
  }
}

/** Called with the signed-in learner, or null when nobody is signed in. */
export type AuthStateListener = (user: AuthUser | null) => void;

/**
 * What a sign-up led to: the new learner signed in, or (when the server confirms addresses first) the server's
 * "check your e-mail" message, the same whether or not the address already had an account.
 */
export type SignUpOutcome = { kind: 'signed-in'; user: AuthUser } | { kind: 'confirm-email'; message: string };

/** What opening a confirmation link led to: the learner signed in, or the address was confirmed already (no new session). */
export type EmailConfirmationOutcome = 'signed-in' | 'already-confirmed';

/** The identity provider as the web app uses it: sign-in, sign-up, sign-out, password reset and a state listener. */
export interface AuthGateway {
  /**
   * Subscribes to the sign-in state. The listener is first called once the stored session has been checked,
   * then after every sign-in, sign-up and sign-out. Returns the unsubscribe function.
   */
  onAuthStateChanged(listener: AuthStateListener): () => void;
  signIn(input: { email: string; password: string }): Promise<AuthUser>;
  signUp(input: { name: string; email: string; password: string }): Promise<SignUpOutcome>;
  signOut(): Promise<void>;
  /** Sends the token of a confirmation link; a first confirmation signs the learner in. */
  confirmEmail(token: string): Promise<EmailConfirmationOutcome>;
  /** Asks for a new confirmation link for an account waiting for one; answers the server's message (the same for any address). */
  sendConfirmationEmail(input: { email: string }): Promise<string>;
  /** Asks for a reset e-mail; the link in it opens `redirectTo?token=…`. */
  requestPasswordReset(input: { email: string; redirectTo: string }): Promise<void>;
  resetPassword(input: { newPassword: string; token: string }): Promise<void>;
}

/** What the gateway needs from Better Auth's client (the real one, or a double in tests). */
export interface BetterAuthCalls {
  getSession(): Promise<BetterAuthResult<{ user: BetterAuthUser } | null>>;
  signInEmail(input: { email: string; password: string }): Promise<BetterAuthResult<{ user: BetterAuthUser }>>;
  signUpEmail(input: { name: string; email: string; password: string }): Promise<BetterAuthResult<{ user: BetterAuthUser } | SignUpConfirmation>>;
  signOut(): Promise<BetterAuthResult<unknown>>;
  verifyEmail(input: { query: { token: string } }): Promise<BetterAuthResult<unknown>>;
  sendVerificationEmail(input: { email: string }): Promise<BetterAuthResult<object>>;
  requestPasswordReset(input: { email: string; redirectTo: string }): Promise<BetterAuthResult<unknown>>;
  resetPassword(input: { newPassword: string; token: string }): Promise<BetterAuthResult<unknown>>;
}

/** Better Auth's answer shape: data on success, error otherwise. */
interface BetterAuthResult<T> {
  data: T | null;
  error: { message?: string | undefined; status: number; statusText?: string; code?: string | undefined } | null;
}

/** The API's answer to a sign-up that waits for the address to be confirmed (`signUpConfirmationResponseSchema`). */
interface SignUpConfirmation {
  emailConfirmationRequired: true;
  message: string;
}

/** The fields of Better Auth's user object the web app reads. */
export interface BetterAuthUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  image?: string | null | undefined;
}

const NETWORK_MESSAGE = 'Could not reach the PTE Coach server. Check your connection and try again.';

// Better Auth's own messages are terse ("Invalid email or password"); these say the same in plain words.
const friendlyMessages: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'That e-mail and password do not match an account. Check them and try again.',
  USER_ALREADY_EXISTS: 'An account with this e-mail already exists. Sign in instead, or use another e-mail.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'An account with this e-mail already exists. Sign in instead, or use another e-mail.',
  PASSWORD_TOO_SHORT: 'This password is too short.',
  PASSWORD_TOO_LONG: 'This password is too long.',
  INVALID_EMAIL: 'Enter a valid e-mail address.',
  INVALID_TOKEN: 'This reset link is invalid or has expired. Ask for a new one.',
  TOKEN_EXPIRED: 'This reset link has expired. Ask for a new one.',
};

/** What the server answers when asked for a new confirmation link, should its answer carry no message. */
const CONFIRMATION_SENT_MESSAGE = 'If an account with this e-mail is waiting for confirmation, we have sent it a new link.';

function toAuthError(error: NonNullable<BetterAuthResult<unknown>['error']>, fallback: string): AuthError {
  const code = error.code ?? `HTTP_${error.status}`;
  // The server says how long to wait (and, for one account's wrong passwords, that a reset ends the wait).
  if (error.status === 429) return new AuthError(error.message || 'Too many attempts. Wait a minute, then try again.', 429, code);
  const friendly = friendlyMessages[code];
  return new AuthError(friendly ?? (error.message || fallback), error.status, code);
}

async function call<T>(run: () => Promise<BetterAuthResult<T>>, fallback: string): Promise<T> {
  let result: BetterAuthResult<T>;
  try {
    result = await run();
  } catch (cause) {
    console.warn('Identity request failed', cause);
    throw new AuthError(NETWORK_MESSAGE, 0, 'NETWORK_ERROR');
  }
  if (result.error) throw toAuthError(result.error, fallback);
  return result.data as T;
}

function toAuthUser(user: BetterAuthUser): AuthUser {
  return { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified, image: user.image ?? null };
}

/** Delays before re-checking a stored session while the server cannot be reached. */
const SESSION_RETRY_DELAYS_MS = [1000, 2000, 5000, 10000, 30000];

/** Builds the gateway over Better Auth's calls; the session check runs once, on the first subscription. */
export function createAuthGateway(calls: BetterAuthCalls, options: { hasStoredToken?: () => boolean } = {}): AuthGateway {
  const listeners = new Set<AuthStateListener>();
  let checked = false;
  let checking = false;
  let current: AuthUser | null = null;

  function publish(user: AuthUser | null): void {
    checked = true;
    current = user;
    for (const listener of listeners) listener(user);
  }

  async function checkSession(attempt: number): Promise<void> {
    try {
      const session = await call(() => calls.getSession(), 'Could not check your session');
      checking = false;
      if (!session) writeAuthToken(null);
      publish(session ? toAuthUser(session.user) : null);
    } catch (error) {
      const unreachable = error instanceof AuthError && error.code === 'NETWORK_ERROR';
      const delay = SESSION_RETRY_DELAYS_MS[Math.min(attempt, SESSION_RETRY_DELAYS_MS.length - 1)];
      // A stored session cannot be judged while the server is unreachable: keep loading and ask again.
      if (unreachable && options.hasStoredToken?.()) {
        setTimeout(() => void checkSession(attempt + 1), delay);
        return;
      }
      console.warn('Could not check the stored session', error);
      checking = false;
      publish(null);
    }
  }

  return {
    onAuthStateChanged(listener) {
      listeners.add(listener);
      if (checked) listener(current);
      else if (!checking) {
        checking = true;
        void checkSession(0);
      }
      return () => {
        listeners.delete(listener);
      };
    },
    async signIn(input) {
      const data = await call(() => calls.signInEmail(input), 'Could not sign you in');
      const user = toAuthUser(data.user);
      publish(user);
      return user;
    },
    async signUp(input) {
      const data = await call(() => calls.signUpEmail(input), 'Could not create your account');
      if ('emailConfirmationRequired' in data) return { kind: 'confirm-email', message: data.message };
      const user = toAuthUser(data.user);
      publish(user);
      return { kind: 'signed-in', user };
    },
    async confirmEmail(token) {
      const before = safeReadToken();
      await call(() => calls.verifyEmail({ query: { token } }), 'Could not confirm your e-mail address');
      // A first confirmation answers a new session token (kept by the client); a link opened again answers none.
      const after = safeReadToken();
      if (!after || after === before) return 'already-confirmed';
      const session = await call(() => calls.getSession(), 'Could not check your session');
      if (!session) return 'already-confirmed';
      publish(toAuthUser(session.user));
      return 'signed-in';
    },
    async sendConfirmationEmail(input) {
      const data: { message?: unknown } = await call(() => calls.sendVerificationEmail(input), 'Could not send the confirmation e-mail');
      return typeof data.message === 'string' ? data.message : CONFIRMATION_SENT_MESSAGE;
    },
    async signOut() {
      try {
        await call(() => calls.signOut(), 'Could not sign you out on the server');
      } catch (error) {
        // Signing out locally still protects this device even if the server did not hear about it.
        console.warn('Server sign-out failed; signing out on this device', error);
      } finally {
        writeAuthToken(null);
        publish(null);
      }
    },
    async requestPasswordReset(input) {
      await call(() => calls.requestPasswordReset(input), 'Could not send the reset e-mail');
    },
    async resetPassword(input) {
      await call(() => calls.resetPassword(input), 'Could not reset your password');
    },
  };
}

function safeReadToken(): string {
  try {
    return readAuthToken() ?? '';
  } catch {
    return '';
  }
}

/**
 * Better Auth's browser client at `{API base}/auth`, sending the stored bearer token and keeping the one
 * each sign-in or sign-up returns in the `set-auth-token` header. `fetchImpl` replaces fetch in tests.
 */
export function createBetterAuthCalls(options: { fetchImpl?: typeof fetch } = {}): BetterAuthCalls {
  const client = createAuthClient({
    baseURL: new URL(`${resolveApiBaseUrl()}/auth`, window.location.origin).href,
    fetchOptions: {
      ...(options.fetchImpl ? { customFetchImpl: options.fetchImpl } : {}),
      auth: { type: 'Bearer', token: safeReadToken },
      onSuccess: (context) => {
        const token = context.response.headers.get('set-auth-token');
        if (token) writeAuthToken(token);
      },
    },
  });
  return {
    getSession: () => client.getSession(),
    signInEmail: (input) => client.signIn.email(input),
    signUpEmail: (input) => client.signUp.email(input),
    signOut: () => client.signOut(),
    verifyEmail: (input) => client.verifyEmail(input),
    sendVerificationEmail: (input) => client.sendVerificationEmail(input),
    requestPasswordReset: (input) => client.requestPasswordReset(input),
    resetPassword: (input) => client.resetPassword(input),
  };
}

/** The web app's identity provider. */
export const authGateway: AuthGateway = createAuthGateway(createBetterAuthCalls(), { hasStoredToken: () => safeReadToken() !== '' });

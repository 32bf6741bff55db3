import { describe, expect, it, vi } from 'vitest';
import { createFakeFetch, jsonResponse } from '@/testing/fake-fetch';
import { AuthError, createAuthGateway, createBetterAuthCalls, type BetterAuthCalls, type BetterAuthUser } from './auth-client';
import { AUTH_TOKEN_STORAGE_KEY, readAuthToken } from './auth-token';

const betterAuthUser: BetterAuthUser = { id: 'u1', email: 'ana@example.com', name: 'Ana', emailVerified: false, image: null };
const sessionBody = { user: { ...betterAuthUser, createdAt: '2027-01-01T00:00:00.000Z', updatedAt: '2027-01-01T00:00:00.000Z' }, session: { id: 's1', token: 'tok-1' } };

function fakeCalls(overrides: Partial<BetterAuthCalls> = {}): BetterAuthCalls {
  return {
    getSession: async () => ({ data: null, error: null }),
    signInEmail: async () => ({ data: { user: betterAuthUser }, error: null }),
    signUpEmail: async () => ({ data: { user: betterAuthUser }, error: null }),
    signOut: async () => ({ data: { success: true }, error: null }),
    verifyEmail: async () => ({ data: { status: true, user: null }, error: null }),
    sendVerificationEmail: async () => ({ data: { status: true }, error: null }),
    requestPasswordReset: async () => ({ data: { status: true }, error: null }),
    resetPassword: async () => ({ data: { status: true }, error: null }),
    ...overrides,
  };
}

describe('auth gateway', () => {
  it('reports the stored session once checked, then every sign-in and sign-out', async () => {
    const gateway = createAuthGateway(fakeCalls({ getSession: async () => ({ data: { user: betterAuthUser }, error: null }) }));
    const seen: (string | null)[] = [];
    gateway.onAuthStateChanged((user) => seen.push(user?.id ?? null));
    await vi.waitFor(() => expect(seen).toEqual(['u1']));
    await gateway.signOut();
    await gateway.signIn({ email: 'ana@example.com', password: 'x' });
    expect(seen).toEqual(['u1', null, 'u1']);

    const late: (string | null)[] = [];
    gateway.onAuthStateChanged((user) => late.push(user?.id ?? null));
    expect(late).toEqual(['u1']);
  });

  it('turns Better Auth refusals into plain-language errors', async () => {
    const gateway = createAuthGateway(
      fakeCalls({ signInEmail: async () => ({ data: null, error: { status: 401, code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' } }) }),
    );
    await expect(gateway.signIn({ email: 'a@b.co', password: 'nope' })).rejects.toEqual(
      new AuthError('That e-mail and password do not match an account. Check them and try again.', 401, 'INVALID_EMAIL_OR_PASSWORD'),
    );
  });

  it('shows the server\'s refusal of a common password and its wait after too many wrong passwords', async () => {
    const common = 'This password is one of the most common ones, so it would be guessed quickly. Choose a less common one, for example a few unrelated words.';
    const wait = 'Too many wrong passwords for this account. Please wait 15 minutes and try again, or reset your password.';
    const gateway = createAuthGateway(
      fakeCalls({
        signUpEmail: async () => ({ data: null, error: { status: 400, code: 'PASSWORD_TOO_COMMON', message: common } }),
        signInEmail: async () => ({ data: null, error: { status: 429, code: 'RATE_LIMITED', message: wait } }),
      }),
    );
    await expect(gateway.signUp({ name: 'Ana', email: 'a@b.co', password: 'password' })).rejects.toEqual(new AuthError(common, 400, 'PASSWORD_TOO_COMMON'));
    await expect(gateway.signIn({ email: 'a@b.co', password: 'nope' })).rejects.toEqual(new AuthError(wait, 429, 'RATE_LIMITED'));
  });

  it('treats an unreachable server as a network error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const gateway = createAuthGateway(fakeCalls({ requestPasswordReset: () => Promise.reject(new TypeError('Failed to fetch')) }));
    await expect(gateway.requestPasswordReset({ email: 'a@b.co', redirectTo: 'http://x/reset-password' })).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
  });

  it('signs out on this device even when the server cannot be told', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'tok');
    const gateway = createAuthGateway(fakeCalls({ signOut: () => Promise.reject(new TypeError('Failed to fetch')) }));
    const seen: (string | null)[] = [];
    gateway.onAuthStateChanged((user) => seen.push(user?.id ?? null));
    await gateway.signOut();
    expect(seen.at(-1)).toBeNull();
    expect(readAuthToken()).toBeNull();
  });

  it('keeps loading while a stored session cannot be checked, and asks again', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      let reachable = false;
      const gateway = createAuthGateway(
        fakeCalls({
          getSession: async () => {
            if (!reachable) throw new TypeError('Failed to fetch');
            return { data: { user: betterAuthUser }, error: null };
          },
        }),
        { hasStoredToken: () => true },
      );
      const seen: (string | null)[] = [];
      gateway.onAuthStateChanged((user) => seen.push(user?.id ?? null));
      await vi.advanceTimersByTimeAsync(2500);
      expect(seen).toEqual([]);
      reachable = true;
      await vi.advanceTimersByTimeAsync(5000);
      expect(seen).toEqual(['u1']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("Better Auth's client with the bearer token", () => {
  it('keeps the set-auth-token of a sign-in and sends it as a Bearer token afterwards', async () => {
    const fake = createFakeFetch({
      'POST /api/auth/sign-in/email': () => jsonResponse({ token: 'tok-1', user: sessionBody.user }, { headers: { 'set-auth-token': 'tok-1' } }),
      'GET /api/auth/get-session': () => jsonResponse(sessionBody),
    });
    const gateway = createAuthGateway(createBetterAuthCalls({ fetchImpl: fake.fetch }));

    await expect(gateway.signIn({ email: 'ana@example.com', password: 'long enough' })).resolves.toMatchObject({ id: 'u1', email: 'ana@example.com' });
    expect(readAuthToken()).toBe('tok-1');
    expect(fake.requests[0]).toMatchObject({ method: 'POST', body: { email: 'ana@example.com', password: 'long enough' } });
    expect(fake.requests[0]?.url).toBe('http://localhost:3000/api/auth/sign-in/email');

    const fresh = createAuthGateway(createBetterAuthCalls({ fetchImpl: fake.fetch }));
    const seen: (string | null)[] = [];
    fresh.onAuthStateChanged((user) => seen.push(user?.id ?? null));
    await vi.waitFor(() => expect(seen).toEqual(['u1']));
    expect(fake.requests.at(-1)?.headers.get('authorization')).toBe('Bearer tok-1');
  });

  it('posts the reset request and the new password to Better Auth', async () => {
    const fake = createFakeFetch({
      'POST /api/auth/request-password-reset': () => jsonResponse({ status: true }),
      'POST /api/auth/reset-password': () => jsonResponse({ code: 'INVALID_TOKEN', message: 'Invalid token' }, { status: 400 }),
    });
    const gateway = createAuthGateway(createBetterAuthCalls({ fetchImpl: fake.fetch }));
    await gateway.requestPasswordReset({ email: 'ana@example.com', redirectTo: 'http://localhost:3000/reset-password' });
    expect(fake.requests[0]?.body).toEqual({ email: 'ana@example.com', redirectTo: 'http://localhost:3000/reset-password' });
    await expect(gateway.resetPassword({ newPassword: 'new password', token: 'bad' })).rejects.toMatchObject({
      code: 'INVALID_TOKEN',
      message: 'This reset link is invalid or has expired. Ask for a new one.',
    });
    expect(fake.requests[1]?.body).toEqual({ newPassword: 'new password', token: 'bad' });
  });

  it('reports a sign-up that waits for the e-mail address to be confirmed, without signing in', async () => {
    const message = 'Check your e-mail to finish creating your account: we have sent a message to this address.';
    const fake = createFakeFetch({
      'POST /api/auth/sign-up/email': () => jsonResponse({ status: true, emailConfirmationRequired: true, message }),
    });
    const gateway = createAuthGateway(createBetterAuthCalls({ fetchImpl: fake.fetch }));
    const seen: (string | null)[] = [];
    gateway.onAuthStateChanged((user) => seen.push(user?.id ?? null));
    await expect(gateway.signUp({ name: 'Ana', email: 'ana@example.com', password: 'long enough' })).resolves.toEqual({ kind: 'confirm-email', message });
    expect(readAuthToken()).toBeNull();
    expect(seen.filter((id) => id !== null)).toEqual([]);
  });

  it('signs in with the session a first confirmation answers, and not when the link was used before', async () => {
    let confirmations = 0;
    const fake = createFakeFetch({
      'GET /api/auth/verify-email': () => {
        confirmations += 1;
        return confirmations === 1
          ? jsonResponse({ status: true, user: null }, { headers: { 'set-auth-token': 'tok-confirmed' } })
          : jsonResponse({ status: true, user: null });
      },
      'GET /api/auth/get-session': () => jsonResponse(sessionBody),
    });
    const gateway = createAuthGateway(createBetterAuthCalls({ fetchImpl: fake.fetch }));
    const seen: (string | null)[] = [];
    gateway.onAuthStateChanged((user) => seen.push(user?.id ?? null));

    await expect(gateway.confirmEmail('jwt.from.link')).resolves.toBe('signed-in');
    expect(new URL(fake.requests.find((request) => request.url.includes('verify-email'))!.url).searchParams.get('token')).toBe('jwt.from.link');
    expect(readAuthToken()).toBe('tok-confirmed');
    await vi.waitFor(() => expect(seen.at(-1)).toBe('u1'));

    await expect(gateway.confirmEmail('jwt.from.link')).resolves.toBe('already-confirmed');
  });

  it('asks for a new confirmation link and answers the server\'s message', async () => {
    const message = 'If an account with this e-mail is waiting for confirmation, we have sent it a new link. The link works for 24 hours.';
    const fake = createFakeFetch({ 'POST /api/auth/send-verification-email': () => jsonResponse({ status: true, message }) });
    const gateway = createAuthGateway(createBetterAuthCalls({ fetchImpl: fake.fetch }));
    await expect(gateway.sendConfirmationEmail({ email: 'ana@example.com' })).resolves.toBe(message);
    expect(fake.requests[0]?.body).toEqual({ email: 'ana@example.com' });
  });

  it('forgets the token when the stored session is no longer valid', async () => {
    window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'expired');
    const fake = createFakeFetch({ 'GET /api/auth/get-session': () => jsonResponse(null) });
    const gateway = createAuthGateway(createBetterAuthCalls({ fetchImpl: fake.fetch }));
    const seen: (string | null)[] = [];
    gateway.onAuthStateChanged((user) => seen.push(user?.id ?? null));
    await vi.waitFor(() => expect(seen).toEqual([null]));
    expect(fake.requests[0]?.headers.get('authorization')).toBe('Bearer expired');
    expect(readAuthToken()).toBeNull();
  });
});

import { createHash } from 'node:crypto';
import { apiErrorSchema, profileResponseSchema, requestPasswordResetResponseSchema } from '@pte/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, describeEachDatabase, readOutbox, signUpLearner } from '../../../test/test-app';
import { verification } from '../../db/schema';
import { passwordResetRequestedMessage } from './auth.routes';
import { sessionTokenDigest } from './session-token-digest';

function tokenFromLink(link: string | undefined): string {
  if (!link) throw new Error('The message has no link');
  const token = /\/api\/auth\/reset-password\/([^/?]+)\?/.exec(link)?.[1];
  if (!token) throw new Error(`No token in ${link}`);
  return decodeURIComponent(token);
}

describeEachDatabase('auth routes', (t) => {
  const signIn = (email: string, password: string, remoteAddress?: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password }, ...(remoteAddress ? { remoteAddress } : {}) });
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });

  it('sign-up → sign-in → me → sign-out → the token no longer works', async () => {
    const learner = await signUpLearner(t.app, { name: 'Chen Wei' });
    expect((await me(learner.token)).statusCode).toBe(200);

    const signedIn = await signIn(learner.email, learner.password);
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.headers['set-auth-token'];
    expect(typeof token).toBe('string');
    expect(signedIn.json()).toMatchObject({ user: { email: learner.email, name: 'Chen Wei' } });

    const profile = profileResponseSchema.parse((await me(token as string)).json());
    expect(profile.data).toMatchObject({ id: learner.user.id, email: learner.email, displayName: 'Chen Wei' });

    const signedOut = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: bearer(token as string), payload: {} });
    expect(signedOut.statusCode).toBe(200);
    const after = await me(token as string);
    expect(after.statusCode).toBe(401);
    expect(apiErrorSchema.parse(after.json())).toEqual({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
    // Signing out one session leaves the learner's other sessions alone.
    expect((await me(learner.token)).statusCode).toBe(200);
  });

  it('stores e-mails case-insensitively', async () => {
    const learner = await signUpLearner(t.app, { email: `Mixed.Case.${Date.now()}@Example.com` });
    const signedIn = await signIn(learner.email.toLowerCase(), learner.password);
    expect(signedIn.statusCode).toBe(200);
  });

  it('gives a wrong password and an unknown e-mail exactly the same answer', async () => {
    const learner = await signUpLearner(t.app);
    const wrongPassword = await signIn(learner.email, 'not-the-password');
    const unknownEmail = await signIn(`nobody-${Date.now()}@example.com`, 'not-the-password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(wrongPassword.statusCode);
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect(apiErrorSchema.parse(wrongPassword.json())).toEqual({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'That e-mail and password do not match. Check both and try again.',
    });
    expect(wrongPassword.headers['set-auth-token']).toBeUndefined();
  });

  it('refuses a second account with the same e-mail', async () => {
    const learner = await signUpLearner(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Copy', email: learner.email.toUpperCase(), password: 'another-password' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const body = apiErrorSchema.parse(response.json());
    expect(body.code).toMatch(/^USER_ALREADY_EXISTS/);
    expect(body.message).toContain('already exists');
  });

  describe('sign-up validation', () => {
    const cases = [
      { label: 'a password shorter than 8 characters', payload: { name: 'A', email: 'short@example.com', password: 'seven77' }, path: 'password' },
      { label: 'a password longer than 128 characters', payload: { name: 'A', email: 'long@example.com', password: 'x'.repeat(129) }, path: 'password' },
      { label: 'an invalid e-mail', payload: { name: 'A', email: 'not-an-email', password: 'long-enough' }, path: 'email' },
      { label: 'a missing name', payload: { email: 'noname@example.com', password: 'long-enough' }, path: 'name' },
    ];
    for (const testCase of cases) {
      it(`rejects ${testCase.label} with 400 VALIDATION_FAILED`, async () => {
        const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: testCase.payload });
        expect(response.statusCode).toBe(400);
        const body = apiErrorSchema.parse(response.json());
        expect(body.code).toBe('VALIDATION_FAILED');
        expect(body.details?.map((detail) => detail.path)).toContain(testCase.path);
      });
    }

    it('accepts a password of exactly 8 characters', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { name: 'Eight', email: `eight-${Date.now()}@example.com`, password: 'tw0-b1rd' },
      });
      expect(response.statusCode).toBe(200);
    });
  });

  it('stores passwords as argon2id hashes', async () => {
    const learner = await signUpLearner(t.app);
    const rows = await t.database.db.query.account.findMany({ where: (account, { eq: equals }) => equals(account.userId, learner.user.id) });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.password).toMatch(/^\$argon2id\$/);
    expect(rows[0]?.password).not.toContain(learner.password);
  });

  it('refuses cookie-carrying auth posts from an untrusted origin (CSRF)', async () => {
    const learner = await signUpLearner(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example', cookie: 'theme=dark' },
      payload: { email: learner.email, password: learner.password },
    });
    expect(response.statusCode).toBe(403);
    expect(apiErrorSchema.parse(response.json()).code).toBe('INVALID_ORIGIN');
  });

  it('accepts auth posts from a trusted origin', async () => {
    const learner = await signUpLearner(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: learner.email, password: learner.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(String(response.headers['access-control-expose-headers'])).toContain('set-auth-token');
  });

  it('answers 404 in the error shape for an unknown auth path', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/no-such-endpoint' });
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json())).toEqual({ code: 'NOT_FOUND', message: 'There is no GET /api/auth/no-such-endpoint in the API.' });
  });

  it('records the session with the client address Fastify resolved, not one the client claims', async () => {
    const learner = await signUpLearner(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '6.6.6.6' },
      payload: { email: learner.email, password: learner.password },
    });
    expect(response.statusCode).toBe(200);
    const sessionToken = String(response.headers['set-auth-token']).split('.')[0] ?? '';
    const rows = await t.database.db.query.session.findMany({ where: (session, { eq: equals }) => equals(session.token, sessionTokenDigest(sessionToken)) });
    expect(rows[0]?.ipAddress).toBe('203.0.113.9');
  });

  describe('forgot and reset password', () => {
    const requestReset = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email } });
    const resetPassword = (token: string, newPassword: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } });

    async function outboxFor(email: string) {
      await t.app.mailer.settle();
      return readOutbox(t.config.dataDir).filter((message) => message.to === email);
    }

    it('answers the same for a registered and an unknown e-mail, and mails only the registered one', async () => {
      const learner = await signUpLearner(t.app);
      const unknown = `ghost-${Date.now()}@example.com`;
      const known = await requestReset(learner.email);
      const notKnown = await requestReset(unknown);
      expect(known.statusCode).toBe(200);
      expect(notKnown.statusCode).toBe(200);
      expect(notKnown.body).toBe(known.body);
      expect(requestPasswordResetResponseSchema.parse(known.json())).toEqual({ status: true, message: passwordResetRequestedMessage });

      expect(await outboxFor(learner.email)).toHaveLength(1);
      expect(await outboxFor(unknown)).toHaveLength(0);
    });

    it('mails a link to the web app whose token resets the password exactly once', async () => {
      const learner = await signUpLearner(t.app);
      expect((await requestReset(learner.email)).statusCode).toBe(200);
      const [message] = await outboxFor(learner.email);
      expect(message).toBeDefined();
      expect(message?.subject).toBe('Reset your PTE Coach password');
      expect(message?.link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/reset-password\/[^/?]+\?callbackURL=http%3A%2F%2Flocalhost%3A3000%2Freset-password$/);
      expect(message?.text).toContain(message?.link);
      expect(message?.html).toContain('/api/auth/reset-password/');
      expect(Number.isNaN(Date.parse(message?.createdAt ?? ''))).toBe(false);
      const token = tokenFromLink(message?.link);

      // Opening the link checks the token and sends the browser on to the web app's form with it.
      const opened = await t.app.inject({ method: 'GET', url: new URL(message!.link!).pathname + new URL(message!.link!).search });
      expect(opened.statusCode).toBe(302);
      expect(opened.headers.location).toBe(`http://localhost:3000/reset-password?token=${token}`);

      const reset = await resetPassword(token, 'a-brand-new-password');
      expect(reset.statusCode).toBe(200);

      expect((await signIn(learner.email, 'a-brand-new-password')).statusCode).toBe(200);
      expect((await signIn(learner.email, learner.password)).statusCode).toBe(401);
      // Resetting the password signs out every existing session.
      expect((await me(learner.token)).statusCode).toBe(401);

      // Opened again, the used link says so before any new password is typed.
      const reopened = await t.app.inject({ method: 'GET', url: new URL(message!.link!).pathname + new URL(message!.link!).search });
      expect(reopened.statusCode).toBe(302);
      expect(reopened.headers.location).toBe('http://localhost:3000/reset-password?error=INVALID_TOKEN');

      const again = await resetPassword(token, 'yet-another-password');
      expect(again.statusCode).toBe(400);
      expect(apiErrorSchema.parse(again.json())).toEqual({
        code: 'INVALID_TOKEN',
        message: 'This link is no longer valid: it was already used or it has expired. Ask for a new one.',
      });
      expect((await signIn(learner.email, 'yet-another-password')).statusCode).toBe(401);
    });

    it('refuses an expired link', async () => {
      const learner = await signUpLearner(t.app);
      await requestReset(learner.email);
      const [message] = await outboxFor(learner.email);
      const token = tokenFromLink(message?.link);

      // The table keeps only the digest of the identifier, so a copy of it holds no working reset link.
      const identifier = createHash('sha256').update(`reset-password:${token}`).digest('base64url');
      expect(await t.database.db.select().from(verification).where(eq(verification.identifier, `reset-password:${token}`))).toHaveLength(0);
      const stored = await t.database.db.select().from(verification).where(eq(verification.identifier, identifier));
      expect(stored).toHaveLength(1);
      const lifetimeMs = (stored[0]?.expiresAt.getTime() ?? 0) - Date.now();
      expect(lifetimeMs).toBeGreaterThan(59 * 60_000);
      expect(lifetimeMs).toBeLessThanOrEqual(60 * 60_000);

      await t.database.db
        .update(verification)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(verification.identifier, identifier));
      const reset = await resetPassword(token, 'too-late-password');
      expect(reset.statusCode).toBe(400);
      expect(apiErrorSchema.parse(reset.json()).code).toBe('INVALID_TOKEN');
      expect((await signIn(learner.email, learner.password)).statusCode).toBe(200);
    });

    it('refuses a made-up token and a too-short new password', async () => {
      const made = await resetPassword('made-up-token', 'long-enough-password');
      expect(made.statusCode).toBe(400);
      expect(apiErrorSchema.parse(made.json()).code).toBe('INVALID_TOKEN');

      const short = await resetPassword('whatever', 'short');
      expect(short.statusCode).toBe(400);
      const body = apiErrorSchema.parse(short.json());
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.details?.map((detail) => detail.path)).toContain('newPassword');
    });
  });
});

describeEachDatabase(
  'auth rate limits',
  (t) => {
    const attempt = (url: string, payload: object, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress });

    for (const [url, payload] of [
      ['/api/auth/sign-in/email', { email: 'someone@example.com', password: 'whatever-it-is' }],
      ['/api/auth/sign-up/email', { name: 'Flood', email: 'not-an-email', password: 'x' }],
      ['/api/auth/request-password-reset', { email: 'someone@example.com' }],
      ['/api/auth/reset-password', { token: 'guess', newPassword: 'guessing-game' }],
    ] as const) {
      it(`answers 429 in the error shape after 3 attempts a minute on ${url}`, async () => {
        const ip = `10.0.0.${Math.floor(Math.random() * 200) + 1}`;
        for (let i = 0; i < 3; i += 1) expect((await attempt(url, payload, ip)).statusCode).not.toBe(429);
        const limited = await attempt(url, payload, ip);
        expect(limited.statusCode).toBe(429);
        const body = apiErrorSchema.parse(limited.json());
        expect(body.code).toBe('RATE_LIMITED');
        expect(body.message).toMatch(/^Too many attempts from your network\. Please wait .+ and try again\.$/);
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

        // Another address is not affected.
        expect((await attempt(url, payload, '192.168.77.77')).statusCode).not.toBe(429);
      });
    }

    it('does not limit other API routes', async () => {
      for (let i = 0; i < 6; i += 1) {
        expect((await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.9.9.9' })).statusCode).toBe(200);
      }
    });
  },
  { config: { authRateLimit: { max: 3, timeWindowMs: 60_000 } } },
);

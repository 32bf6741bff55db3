import { apiErrorSchema } from '@pte/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createTestConfig, describeEachDatabase, signUpLearner } from '../../../test/test-app';
import { buildApp } from '../../app';
import { session } from '../../db/schema';

// Issue #12, findings 1 (sign-in origins), 4 (session tokens) and 5 (abuse limits).

describeEachDatabase('sign-in origins', (t) => {
  const signInWith = (headers: Record<string, string>, credentials: { email: string; password: string }) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers, payload: credentials });

  it('trusts the address the server is reached at (127.0.0.1, a LAN address), not only APP_URL', async () => {
    const learner = await signUpLearner(t.app);
    for (const address of ['127.0.0.1:3000', '192.168.1.20:8080', 'pte.school.example']) {
      const response = await signInWith({ host: address, origin: `http://${address}` }, learner);
      expect(response.statusCode, address).toBe(200);
      expect(response.headers['set-auth-token']).toEqual(expect.any(String));
    }
  });

  it('refuses another site with a message that names the address to use', async () => {
    const learner = await signUpLearner(t.app);
    const response = await signInWith({ host: '192.168.1.20:3000', origin: 'https://evil.example' }, learner);
    expect(response.statusCode).toBe(403);
    const body = apiErrorSchema.parse(response.json());
    expect(body.code).toBe('INVALID_ORIGIN');
    expect(body.message).toContain('https://evil.example');
    expect(body.message).toContain('Open PTE Coach at http://localhost:3000');
  });

  it('does not trust the development servers outside development', async () => {
    expect(t.config.nodeEnv).toBe('test');
    const learner = await signUpLearner(t.app);
    const response = await signInWith({ origin: 'http://localhost:5173' }, learner);
    expect(response.statusCode).toBe(403);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets a program sign in without an Origin, as Node’s fetch sends it (Sec-Fetch-Mode: cors)', async () => {
    const learner = await signUpLearner(t.app);
    const response = await signInWith({ 'sec-fetch-mode': 'cors', 'user-agent': 'node' }, learner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-auth-token']).toEqual(expect.any(String));
  });

  it('still refuses a browser page that hides its origin', async () => {
    const learner = await signUpLearner(t.app);
    const response = await signInWith({ 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' }, learner);
    expect(response.statusCode).toBe(403);
    expect(apiErrorSchema.parse(response.json()).message).toContain('http://localhost:3000');
  });
});

describeEachDatabase(
  'configured origins',
  (t) => {
    it('trusts TRUSTED_ORIGINS for sign-in and CORS', async () => {
      const learner = await signUpLearner(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: 'https://pte.example.org' },
        payload: { email: learner.email, password: learner.password },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe('https://pte.example.org');
    });
  },
  { config: { trustedOrigins: ['http://localhost:3000', 'https://pte.example.org'] } },
);

describeEachDatabase('session tokens', (t) => {
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
  const signIn = async (email: string, password: string) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
    expect(response.statusCode).toBe(200);
    return String(response.headers['set-auth-token']);
  };

  it('accepts only the signed token, never its unsigned half', async () => {
    const learner = await signUpLearner(t.app);
    const [bare, signature] = learner.token.split('.');
    expect(signature).toBeTruthy();
    expect((await me(learner.token)).statusCode).toBe(200);
    expect((await me(bare!)).statusCode).toBe(401);
  });

  it('refuses to revoke a session that is not yours, and revokes your own', async () => {
    const owner = await signUpLearner(t.app);
    const other = await signUpLearner(t.app);
    const ownerSessionToken = owner.token.split('.')[0]!;
    const revoke = (token: string, by: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/revoke-session', headers: bearer(by), payload: { token } });

    const refused = await revoke(ownerSessionToken, other.token);
    expect(refused.statusCode).toBe(404);
    expect(apiErrorSchema.parse(refused.json()).code).toBe('NOT_FOUND');
    expect((await me(owner.token)).statusCode).toBe(200);

    const spare = await signIn(owner.email, owner.password);
    const revoked = await revoke(ownerSessionToken, spare);
    expect(revoked.statusCode).toBe(200);
    expect((await me(owner.token)).statusCode).toBe(401);
    expect((await me(spare)).statusCode).toBe(200);
  });

  it('forgets only the session that ended, not everyone’s remembered sessions', async () => {
    const leaving = await signUpLearner(t.app);
    const staying = await signUpLearner(t.app);
    expect((await me(staying.token)).statusCode).toBe(200);
    // Ends the staying learner's session behind the cache's back: only the cache still knows the token.
    await t.database.db.delete(session).where(eq(session.userId, staying.user.id));
    expect((await me(staying.token)).statusCode).toBe(200);

    expect((await me(leaving.token)).statusCode).toBe(200);
    const signedOut = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: bearer(leaving.token), payload: {} });
    expect(signedOut.statusCode).toBe(200);
    expect((await me(leaving.token)).statusCode).toBe(401);
    // A global flush would have made the staying learner's remembered token fail too.
    expect((await me(staying.token)).statusCode).toBe(200);
  });

  it('ends a signed-out session on every instance within a second (PostgreSQL LISTEN/NOTIFY)', async ({ skip }) => {
    // PGlite serves one server per data folder, so there is no other instance to tell.
    if (t.kind === 'pglite') skip();
    // Two servers on one database, each with its own session cache.
    const other = await buildApp({ config: createTestConfig({ authSecret: t.config.authSecret }), database: t.database });
    try {
      await other.ready();
      const learner = await signUpLearner(t.app);
      const onOther = () => other.inject({ method: 'GET', url: '/api/users/me', headers: bearer(learner.token) });
      expect((await onOther()).statusCode).toBe(200);

      const signedOut = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: bearer(learner.token), payload: {} });
      expect(signedOut.statusCode).toBe(200);
      const deadline = Date.now() + 1000;
      let status = (await onOther()).statusCode;
      while (status !== 401 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        status = (await onOther()).statusCode;
      }
      expect(status).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('forgets every remembered session of a learner who changes the password and signs out elsewhere', async () => {
    const learner = await signUpLearner(t.app);
    const second = await signIn(learner.email, learner.password);
    expect((await me(learner.token)).statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(200);
    const changePassword = (newPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: bearer(second),
        payload: { currentPassword: learner.password, newPassword, revokeOtherSessions: true },
      });

    const common = await changePassword('sunshine1');
    expect(common.statusCode).toBe(400);
    expect(apiErrorSchema.parse(common.json()).code).toBe('PASSWORD_TOO_COMMON');

    const changed = await changePassword('a-fresh-uncommon-passphrase');
    expect(changed.statusCode).toBe(200);
    expect((await me(learner.token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    const renewed = changed.headers['set-auth-token'];
    expect(typeof renewed).toBe('string');
    expect((await me(String(renewed))).statusCode).toBe(200);
  });
});

describeEachDatabase(
  'abuse limits',
  (t) => {
    const signIn = (email: string, password: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password }, remoteAddress });

    it('limits wrong passwords per account, from any address, without locking out others on the same address', async () => {
      const target = await signUpLearner(t.app);
      const neighbour = await signUpLearner(t.app);
      const school = '203.0.113.50';
      for (let i = 0; i < 3; i += 1) expect((await signIn(target.email, `wrong-guess-${i}`, school)).statusCode).toBe(401);

      const limited = await signIn(target.email, target.password, school);
      expect(limited.statusCode).toBe(429);
      const body = apiErrorSchema.parse(limited.json());
      expect(body.code).toBe('RATE_LIMITED');
      expect(body.message).toMatch(/^Too many wrong passwords for this account\. Please wait \d+ minutes? and try again, or reset your password\.$/);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another address gets no more tries on that account…
      expect((await signIn(target.email.toUpperCase(), target.password, '198.51.100.7')).statusCode).toBe(429);
      // …while another account on the same address signs in.
      expect((await signIn(neighbour.email, neighbour.password, school)).statusCode).toBe(200);
    });

    it('counts an unknown e-mail the same way, so the limit reveals nothing about who is registered', async () => {
      const unknown = `nobody-${Date.now()}@example.com`;
      for (let i = 0; i < 3; i += 1) expect((await signIn(unknown, `guess-${i}-xyz`, '203.0.113.51')).statusCode).toBe(401);
      expect((await signIn(unknown, 'guess-4-xyz', '203.0.113.51')).statusCode).toBe(429);
    });

    it('a successful sign-in clears the count', async () => {
      const learner = await signUpLearner(t.app);
      for (let i = 0; i < 2; i += 1) await signIn(learner.email, `typo-${i}-password`, '203.0.113.52');
      expect((await signIn(learner.email, learner.password, '203.0.113.52')).statusCode).toBe(200);
      for (let i = 0; i < 2; i += 1) expect((await signIn(learner.email, `typo-${i}-again`, '203.0.113.52')).statusCode).toBe(401);
      expect((await signIn(learner.email, learner.password, '203.0.113.52')).statusCode).toBe(200);
    });

    describe('common passwords', () => {
      for (const password of ['password', 'Password1', '12345678', 'iloveyou1']) {
        it(`refuses "${password}" at sign-up with a clear message`, async () => {
          const response = await t.app.inject({
            method: 'POST',
            url: '/api/auth/sign-up/email',
            payload: { name: 'Weak', email: `weak-${Date.now()}-${password}@example.com`, password },
          });
          expect(response.statusCode).toBe(400);
          expect(apiErrorSchema.parse(response.json())).toEqual({
            code: 'PASSWORD_TOO_COMMON',
            message: expect.stringContaining('one of the most common') as string,
          });
          expect(response.headers['set-auth-token']).toBeUndefined();
        });
      }

      it('refuses a common password when resetting it', async () => {
        const response = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: 'any-token', newPassword: 'qwertyuiop' } });
        expect(response.statusCode).toBe(400);
        expect(apiErrorSchema.parse(response.json()).code).toBe('PASSWORD_TOO_COMMON');
      });
    });
  },
  { config: { accountSignInLimit: { max: 3, timeWindowMs: 15 * 60_000 } } },
);

import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiErrorSchema } from '@pte/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createTestConfig, describeEachDatabase, signUpLearner } from '../../../test/test-app';
import { buildApp } from '../../app';
import { migrationsFolder } from '../../db/client';
import { session } from '../../db/schema';
import { sessionTokenDigest } from './session-token-digest';

/** A bearer token as Better Auth signs one: `value.signature`, the signature an HMAC-SHA256 with the server's secret. */
function signedToken(value: string, secret: string): string {
  return `${value}.${createHmac('sha256', secret).update(value).digest('base64')}`;
}

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

  const sessionRowsOf = (userId: string) => t.database.db.select().from(session).where(eq(session.userId, userId));

  it('stores only the digest of a session token: neither the bearer token nor a row copied from the table signs in', async () => {
    const learner = await signUpLearner(t.app);
    const second = await signIn(learner.email, learner.password);
    const rows = await sessionRowsOf(learner.user.id);
    expect(rows).toHaveLength(2);
    for (const token of [learner.token, second]) {
      const bare = token.split('.')[0]!;
      // The way the test signs tokens is Better Auth's own: signing the session part gives back the bearer token.
      expect(signedToken(bare, t.config.authSecret)).toBe(token);
      const row = rows.find((candidate) => candidate.token === sessionTokenDigest(bare));
      expect(row, 'a row holds the digest of the session token').toBeDefined();
      expect(row!.token).not.toBe(bare);
      expect(token).not.toContain(row!.token);
      // Even signed with the server's secret (a backup of the whole data folder), the stored value signs nobody in.
      expect((await me(row!.token)).statusCode).toBe(401);
      expect((await me(signedToken(row!.token, t.config.authSecret))).statusCode).toBe(401);
      expect((await me(token)).statusCode).toBe(200);
    }
  });

  it('keeps a session refreshed by get-session working with the same token', async () => {
    const learner = await signUpLearner(t.app);
    // A session a day from expiry is extended when it is next checked (Better Auth's `updateAge`).
    const soon = new Date(Date.now() + 24 * 3600_000);
    await t.database.db.update(session).set({ expiresAt: soon }).where(eq(session.userId, learner.user.id));
    const checked = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: bearer(learner.token) });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ user: { id: learner.user.id } });
    const renewed = checked.headers['set-auth-token'];
    expect(renewed).toBe(learner.token);
    const [row] = await sessionRowsOf(learner.user.id);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
    expect((await me(learner.token)).statusCode).toBe(200);
  });

  it('lists sessions by their stored digest, which ends the session when revoked by its owner and nobody else', async () => {
    const owner = await signUpLearner(t.app);
    const other = await signUpLearner(t.app);
    const phone = await signIn(owner.email, owner.password);
    const listed = await t.app.inject({ method: 'GET', url: '/api/auth/list-sessions', headers: bearer(owner.token) });
    expect(listed.statusCode).toBe(200);
    const tokens = listed.json<Array<{ token: string }>>().map((entry) => entry.token);
    const phoneDigest = sessionTokenDigest(phone.split('.')[0]!);
    expect(tokens.sort()).toEqual((await sessionRowsOf(owner.user.id)).map((row) => row.token).sort());
    expect(tokens).toContain(phoneDigest);

    const revoke = (token: string, by: string) => t.app.inject({ method: 'POST', url: '/api/auth/revoke-session', headers: bearer(by), payload: { token } });
    expect((await revoke(phoneDigest, other.token)).statusCode).toBe(404);
    expect((await me(phone)).statusCode).toBe(200);
    const revoked = await revoke(phoneDigest, owner.token);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ status: true });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(owner.token)).statusCode).toBe(200);
    expect((await revoke(phoneDigest, owner.token)).statusCode).toBe(404);
  });

  it('revokes every other session and keeps the one asking', async () => {
    const learner = await signUpLearner(t.app);
    const others = [await signIn(learner.email, learner.password), await signIn(learner.email, learner.password)];
    const stranger = await signUpLearner(t.app);
    for (const token of [learner.token, ...others, stranger.token]) expect((await me(token)).statusCode).toBe(200);
    const revoked = await t.app.inject({ method: 'POST', url: '/api/auth/revoke-other-sessions', headers: bearer(learner.token), payload: {} });
    expect(revoked.statusCode).toBe(200);
    expect((await me(learner.token)).statusCode).toBe(200);
    for (const token of others) expect((await me(token)).statusCode).toBe(401);
    expect((await me(stranger.token)).statusCode).toBe(200);
    expect(await sessionRowsOf(learner.user.id)).toHaveLength(1);
  });

  it('keeps sessions signed in before the upgrade: the migration replaces each stored token by its digest', async () => {
    const learner = await signUpLearner(t.app);
    // A session as the server stored it before: the token itself.
    const bare = 'pre0upgrade0token0abcdefghijklmn';
    await t.database.db.insert(session).values({ id: `old-${learner.user.id}`, token: bare, userId: learner.user.id, expiresAt: new Date(Date.now() + 3600_000), updatedAt: new Date() });
    const migration = readFileSync(join(migrationsFolder, '0007_session_token_digests.sql'), 'utf8');
    await t.database.db.execute(sql.raw(migration));
    const rows = await sessionRowsOf(learner.user.id);
    expect(rows.map((row) => row.token)).toContain(sessionTokenDigest(bare));
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token))).toBe(true);
    expect((await me(signedToken(bare, t.config.authSecret))).statusCode).toBe(200);
    // Digests already in place are left as they are, so the learner's current session still works.
    expect((await me(learner.token)).statusCode).toBe(200);
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

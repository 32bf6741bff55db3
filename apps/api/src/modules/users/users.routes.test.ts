import { apiErrorSchema, profileResponseSchema } from '@pte/contract';
import { describe, expect, it } from 'vitest';
import { bearer, describeEachDatabase, signUpLearner } from '../../../test/test-app';
import { addDays, localDate } from '../progress/learner-calendar';

/** An exam date about four months ahead, whenever the tests run. */
const futureExamDate = addDays(localDate(new Date(), 'UTC'), 120);

const protectedRoutes = [
  { method: 'GET', url: '/api/users/me' },
  { method: 'PUT', url: '/api/users/update', payload: { displayName: 'Someone' } },
] as const;

describeEachDatabase('users routes', (t) => {
  describe('without a valid session', () => {
    for (const route of protectedRoutes) {
      for (const [label, headers] of [
        ['no Authorization header', {}],
        ['an unknown bearer token', bearer('not-a-real-token.c2lnbmF0dXJl')],
        ['a token with a forged signature', bearer('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.Zm9yZ2Vk')],
        ['a non-bearer scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
      ] as const) {
        it(`${route.method} ${route.url} with ${label} answers 401`, async () => {
          const response = await t.app.inject({ method: route.method, url: route.url, headers, ...('payload' in route ? { payload: route.payload } : {}) });
          expect(response.statusCode).toBe(401);
          const body = apiErrorSchema.parse(response.json());
          expect(body).toEqual({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
        });
      }
    }

    it('checks the session before the body, so an invalid body still gets 401', async () => {
      const response = await t.app.inject({ method: 'PUT', url: '/api/users/update', payload: { targetScore: 'high' } });
      expect(response.statusCode).toBe(401);
    });
  });

  it('GET /users/me creates the profile on first access with the sign-up name', async () => {
    const learner = await signUpLearner(t.app, { name: 'Priya Sharma' });
    const response = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(learner.token) });
    expect(response.statusCode).toBe(200);
    const { data } = profileResponseSchema.parse(response.json());
    expect(data).toMatchObject({
      id: learner.user.id,
      email: learner.email,
      displayName: 'Priya Sharma',
      targetScore: null,
      examDate: null,
      accent: 'any',
    });

    const again = profileResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(learner.token) })).json());
    expect(again.data.createdAt).toBe(data.createdAt);
  });

  it('creates only one profile when first requests race', async () => {
    const learner = await signUpLearner(t.app);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(learner.token) })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const created = new Set(responses.map((response) => profileResponseSchema.parse(response.json()).data.createdAt));
    expect(created.size).toBe(1);
  });

  it('PUT /users/update changes the given fields and answers the updated profile', async () => {
    const learner = await signUpLearner(t.app);
    const before = profileResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(learner.token) })).json()).data;

    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/update',
      headers: bearer(learner.token),
      payload: { displayName: '  Mina  ', targetScore: 79, examDate: futureExamDate, accent: 'uk' },
    });
    expect(response.statusCode).toBe(200);
    const { data } = profileResponseSchema.parse(response.json());
    expect(data).toMatchObject({ displayName: 'Mina', targetScore: 79, examDate: futureExamDate, accent: 'uk' });
    expect(Date.parse(data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));

    const cleared = await t.app.inject({ method: 'PUT', url: '/api/users/update', headers: bearer(learner.token), payload: { examDate: null } });
    expect(profileResponseSchema.parse(cleared.json()).data).toMatchObject({ examDate: null, targetScore: 79, displayName: 'Mina' });

    const reread = profileResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(learner.token) })).json());
    expect(reread.data).toMatchObject({ displayName: 'Mina', targetScore: 79, examDate: null, accent: 'uk' });
  });

  it('keeps e-mail reminders on by default and lets the learner turn them off and on', async () => {
    const learner = await signUpLearner(t.app);
    const me = async () => profileResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(learner.token) })).json()).data;
    expect((await me()).emailReminders).toBe(true);
    const off = await t.app.inject({ method: 'PUT', url: '/api/users/update', headers: bearer(learner.token), payload: { emailReminders: false, targetScore: 70 } });
    expect(profileResponseSchema.parse(off.json()).data).toMatchObject({ emailReminders: false, targetScore: 70 });
    expect(await me()).toMatchObject({ emailReminders: false, targetScore: 70 });
    await t.app.inject({ method: 'PUT', url: '/api/users/update', headers: bearer(learner.token), payload: { accent: 'au' } });
    expect((await me()).emailReminders).toBe(false);
    await t.app.inject({ method: 'PUT', url: '/api/users/update', headers: bearer(learner.token), payload: { emailReminders: true } });
    expect(await me()).toMatchObject({ emailReminders: true, accent: 'au' });
    const junk = await t.app.inject({ method: 'PUT', url: '/api/users/update', headers: bearer(learner.token), payload: { emailReminders: 'no' } });
    expect(junk.statusCode).toBe(400);
  });

  it('PUT /users/update works before the profile was ever read', async () => {
    const learner = await signUpLearner(t.app, { name: 'Fresh' });
    const response = await t.app.inject({ method: 'PUT', url: '/api/users/update', headers: bearer(learner.token), payload: { targetScore: 65 } });
    expect(response.statusCode).toBe(200);
    expect(profileResponseSchema.parse(response.json()).data).toMatchObject({ displayName: 'Fresh', targetScore: 65 });
  });

  describe('validation', () => {
    const cases = [
      { label: 'a target score above 90', payload: { targetScore: 95 }, path: 'targetScore' },
      { label: 'a target score below 10', payload: { targetScore: 5 }, path: 'targetScore' },
      { label: 'a fractional target score', payload: { targetScore: 70.5 }, path: 'targetScore' },
      { label: 'a target score as text', payload: { targetScore: 'seventy' }, path: 'targetScore' },
      { label: 'an impossible exam date', payload: { examDate: '2027-02-30' }, path: 'examDate' },
      { label: 'an exam date in another format', payload: { examDate: '14/03/2027' }, path: 'examDate' },
      { label: 'an unknown accent', payload: { accent: 'scottish' }, path: 'accent' },
      { label: 'an empty display name', payload: { displayName: '   ' }, path: 'displayName' },
      { label: 'an unknown field', payload: { displayName: 'Ok', isAdmin: true }, path: 'isAdmin' },
      { label: 'an attempt to change the id', payload: { id: 'someone-else' }, path: 'id' },
      { label: 'an attempt to change the e-mail', payload: { email: 'new@example.com' }, path: 'email' },
    ];
    for (const testCase of cases) {
      it(`rejects ${testCase.label} with 400 VALIDATION_FAILED naming the field`, async () => {
        const learner = await signUpLearner(t.app);
        const response = await t.app.inject({ method: 'PUT', url: '/api/users/update', headers: bearer(learner.token), payload: testCase.payload });
        expect(response.statusCode).toBe(400);
        const body = apiErrorSchema.parse(response.json());
        expect(body.code).toBe('VALIDATION_FAILED');
        expect(body.details?.map((detail) => detail.path)).toContain(testCase.path);
        expect(body.message).toContain(testCase.path);

        const me = profileResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(learner.token) })).json());
        expect(me.data).toMatchObject({ targetScore: null, examDate: null, accent: 'any', email: learner.email });
      });
    }

    it('refuses a past exam date with a clear message, and accepts today', async () => {
      const learner = await signUpLearner(t.app);
      const yesterday = addDays(localDate(new Date(), 'Etc/GMT+12'), -1);
      const response = await t.app.inject({ method: 'PUT', url: '/api/users/update', headers: bearer(learner.token), payload: { examDate: yesterday } });
      expect(response.statusCode).toBe(400);
      const message = 'Your exam date is in the past. Choose a date from today on.';
      expect(apiErrorSchema.parse(response.json())).toEqual({ code: 'INVALID_EXAM_DATE', message, details: [{ path: 'examDate', message }] });
      const today = localDate(new Date(), 'UTC');
      const accepted = await t.app.inject({ method: 'PUT', url: '/api/users/update', headers: bearer(learner.token), payload: { examDate: today } });
      expect(profileResponseSchema.parse(accepted.json()).data.examDate).toBe(today);
    });

    it('lists every invalid field in one answer', async () => {
      const learner = await signUpLearner(t.app);
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/users/update',
        headers: bearer(learner.token),
        payload: { targetScore: 100, examDate: 'soon', extra: 1 },
      });
      const body = apiErrorSchema.parse(response.json());
      expect(body.details?.map((detail) => detail.path).sort()).toEqual(['examDate', 'extra', 'targetScore']);
    });

    it('rejects a body that is not JSON with 400 in the error shape', async () => {
      const learner = await signUpLearner(t.app);
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/users/update',
        headers: { ...bearer(learner.token), 'content-type': 'application/json' },
        payload: '{"targetScore": ',
      });
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).code).toBe('BAD_REQUEST');
    });
  });

  it("never shows or changes another learner's profile", async () => {
    const ana = await signUpLearner(t.app, { name: 'Ana' });
    const ben = await signUpLearner(t.app, { name: 'Ben' });
    await t.app.inject({ method: 'PUT', url: '/api/users/update', headers: bearer(ana.token), payload: { targetScore: 50, accent: 'au' } });
    await t.app.inject({ method: 'PUT', url: '/api/users/update', headers: bearer(ben.token), payload: { targetScore: 90, displayName: 'Benjamin' } });

    const anaProfile = profileResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(ana.token) })).json()).data;
    const benProfile = profileResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(ben.token) })).json()).data;
    expect(anaProfile).toMatchObject({ id: ana.user.id, email: ana.email, displayName: 'Ana', targetScore: 50, accent: 'au' });
    expect(benProfile).toMatchObject({ id: ben.user.id, email: ben.email, displayName: 'Benjamin', targetScore: 90, accent: 'any' });

    // Naming the other learner in the request is refused rather than honoured.
    const hijack = await t.app.inject({ method: 'PUT', url: '/api/users/update', headers: bearer(ben.token), payload: { id: ana.user.id, displayName: 'Hacked' } });
    expect(hijack.statusCode).toBe(400);
    const query = await t.app.inject({ method: 'GET', url: `/api/users/me?id=${ana.user.id}`, headers: bearer(ben.token) });
    expect(profileResponseSchema.parse(query.json()).data.id).toBe(ben.user.id);
    const anaAfter = profileResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(ana.token) })).json()).data;
    expect(anaAfter.displayName).toBe('Ana');
  });
});

import { healthResponseSchema, livenessResponseSchema, readinessResponseSchema } from '@pte/contract';
import { expect, it } from 'vitest';
import { contentDir } from '../../../test/bank-items';
import { describeEachDatabase } from '../../../test/test-app';
import { loadQuestionBank } from '../questions/question-bank.loader';

describeEachDatabase('health route', (t) => {
  it('answers 200 with the database up and its driver', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = healthResponseSchema.parse(response.json());
    expect(body.status).toBe('ok');
    expect(body.database).toMatchObject({ status: 'up', driver: t.kind });
    expect(body.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
    // The speech engine starts on first use (or when the server has started listening), not with the app.
    expect(body.speech).toEqual({ status: 'idle' });
  });

  it('needs no sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { authorization: 'Bearer nonsense' } });
    expect(response.statusCode).toBe(200);
  });

  it('answers liveness with 200 and readiness with 503 until the question bank is loaded, then 200', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(livenessResponseSchema.parse(live.json())).toMatchObject({ status: 'live' });

    const before = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(before.statusCode).toBe(503);
    expect(readinessResponseSchema.parse(before.json())).toMatchObject({
      status: 'not-ready',
      reason: expect.stringMatching(/question bank is not loaded/),
      database: { status: 'up' },
      questionBank: { status: 'missing' },
    });

    const bank = await loadQuestionBank(t.database, contentDir);
    const after = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(after.statusCode).toBe(200);
    expect(readinessResponseSchema.parse(after.json())).toEqual({ status: 'ready', database: { status: 'up', latencyMs: expect.any(Number) }, questionBank: { status: 'loaded', items: bank.items } });
  });

  // Runs last: it closes this file's database.
  it('answers 503 with status degraded when the database does not answer', async () => {
    await t.database.close();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    const body = healthResponseSchema.parse(response.json());
    expect(body).toMatchObject({ status: 'degraded', database: { status: 'down', driver: t.kind } });

    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(readinessResponseSchema.parse(ready.json())).toMatchObject({ status: 'not-ready', reason: 'The database does not answer.', database: { status: 'down' }, questionBank: { status: 'unknown' } });
    // The process still serves requests: it is alive, only not ready.
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });
});

import { healthResponseSchema } from '@pte/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/test-app';

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

  // Runs last: it closes this file's database.
  it('answers 503 with status degraded when the database does not answer', async () => {
    await t.database.close();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    const body = healthResponseSchema.parse(response.json());
    expect(body).toMatchObject({ status: 'degraded', database: { status: 'down', driver: t.kind } });
  });
});

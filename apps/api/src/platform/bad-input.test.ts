import { rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import { apiErrorSchema } from '@pte/contract';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestConfig, openTestPglite, signUpLearner, type TestLearner } from '../../test/test-app';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import type { AppConfig } from './config';
import { permissionsPolicy } from './security';

// Requests a careless client or an attacker sends: each must get a 4xx in the API's error shape, never a 500.
let app: FastifyInstance;
let database: Database;
let config: AppConfig;
let learner: TestLearner;
const logText: string[] = [];

beforeAll(async () => {
  config = createTestConfig();
  database = await openTestPglite();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logText.push(chunk.toString('utf8'));
      done();
    },
  });
  app = await buildApp({ config, database, logger: pino({ level: 'info' }, sink) });
  // Fails the way a database error does: the query's parameters (a learner's text) in the message.
  app.get('/api/test/failed-query', async () => {
    throw new Error('Failed query: insert into "attempts" values ($1)\nparams: learner-text-in-a-failed-query');
  });
  await app.ready();
  learner = await signUpLearner(app);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  if (config) rmSync(config.dataDir, { recursive: true, force: true });
});

function refusal(response: { statusCode: number; json: () => unknown }) {
  return { statusCode: response.statusCode, body: apiErrorSchema.parse(response.json()) };
}

describe('text that cannot be stored', () => {
  const marker = 'learner-essay-text-that-must-stay-out-of-logs';
  const cases = [
    { name: 'a NUL character', text: `${marker} \u0000 end` },
    { name: 'an unpaired high surrogate', text: `${marker} \ud800 end` },
    { name: 'an unpaired low surrogate', text: `${marker} \udc00 end` },
  ];
  for (const { name, text } of cases) {
    it(`is refused with 400 naming the field when it holds ${name}`, async () => {
      const essay = await app.inject({ method: 'POST', url: '/api/write-essay/assess', headers: bearer(learner.token), payload: { questionId: 'x', text } });
      expect(refusal(essay)).toMatchObject({ statusCode: 400, body: { code: 'VALIDATION_FAILED', details: [{ path: 'text' }] } });

      const blanks = await app.inject({ method: 'POST', url: '/api/reading-fill-in-the-blanks/assess', headers: bearer(learner.token), payload: { questionId: 'x', answers: { '1': text } } });
      expect(refusal(blanks)).toMatchObject({ statusCode: 400, body: { code: 'VALIDATION_FAILED', details: [{ path: 'answers.1' }] } });

      const profile = await app.inject({ method: 'PUT', url: '/api/users/update', headers: bearer(learner.token), payload: { name: text } });
      expect(refusal(profile)).toMatchObject({ statusCode: 400, body: { details: [{ path: 'name' }] } });

      const signUp = await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { name: text, email: 'nul@example.com', password: 'correct-horse-battery' } });
      expect(refusal(signUp)).toMatchObject({ statusCode: 400, body: { details: [{ path: 'name' }] } });
    });
  }

  it('is refused in a field name and in the query string', async () => {
    const key = await app.inject({ method: 'POST', url: '/api/reading-fill-in-the-blanks/assess', headers: bearer(learner.token), payload: { questionId: 'x', answers: { '\u0000': 'a' } } });
    expect(refusal(key)).toMatchObject({ statusCode: 400, body: { details: [{ path: 'answers' }] } });
    const query = await app.inject({ method: 'GET', url: '/api/attempts?questionId=%00', headers: bearer(learner.token) });
    expect(refusal(query)).toMatchObject({ statusCode: 400, body: { details: [{ path: 'questionId' }] } });
  });

  it('never reaches the log', () => {
    expect(logText.join('')).not.toContain(marker);
  });
});

describe('server errors', () => {
  it('are logged without the values the failed query carried', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/failed-query' });
    expect(response.statusCode).toBe(500);
    const logged = logText.join('');
    expect(logged).toContain('Failed query: insert into');
    expect(logged).not.toContain('learner-text-in-a-failed-query');
  });
});

describe('a flood of junk fields', () => {
  it('gets a small 400 quickly, not one message per field', async () => {
    const answers = Object.fromEntries(Array.from({ length: 60_000 }, (_, index) => [`junk${index}`, 'x']));
    const started = performance.now();
    const response = await app.inject({ method: 'POST', url: '/api/reading-fill-in-the-blanks/assess', headers: bearer(learner.token), payload: { questionId: 'x', answers } });
    const elapsed = performance.now() - started;
    expect(refusal(response)).toMatchObject({ statusCode: 400, body: { code: 'VALIDATION_FAILED' } });
    expect(response.body.length).toBeLessThan(2_000);
    expect(elapsed).toBeLessThan(1_000);
  });

  it('lists at most the first 20 problems of a body the schema refuses', async () => {
    const answers = Object.fromEntries(Array.from({ length: 200 }, (_, index) => [`junk${index}`, 7]));
    const response = await app.inject({ method: 'POST', url: '/api/reading-fill-in-the-blanks/assess', headers: bearer(learner.token), payload: { questionId: 'x', answers } });
    const { statusCode, body } = refusal(response);
    expect(statusCode).toBe(400);
    expect(body.details).toHaveLength(20);
    expect(body.message).toMatch(/and \d+ more\.$/);
  });

  it('never echoes a long field name in full', async () => {
    const name = 'k'.repeat(100_000);
    const response = await app.inject({ method: 'POST', url: '/api/reading-fill-in-the-blanks/assess', headers: bearer(learner.token), payload: { questionId: 'x', answers: { [name]: 7 } } });
    expect(refusal(response).statusCode).toBe(400);
    expect(response.body.length).toBeLessThan(2_000);
  });

  it('refuses nesting deeper than any request needs', async () => {
    const nested = `${'['.repeat(5_000)}"x"${']'.repeat(5_000)}`;
    const response = await app.inject({ method: 'POST', url: '/api/write-essay/assess', headers: { ...bearer(learner.token), 'content-type': 'application/json' }, payload: `{"questionId":"x","text":${nested}}` });
    expect(refusal(response)).toMatchObject({ statusCode: 400, body: { code: 'VALIDATION_FAILED' } });
  });
});

describe('malformed speaking uploads', () => {
  const part = (boundary: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="questionId"\r\n\r\nq1\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="recording.wav"\r\nContent-Type: audio/wav\r\n\r\nRIFF....WAVE`;
  const cases = [
    { name: 'no boundary', contentType: 'multipart/form-data', body: part('abc') + '\r\n--abc--\r\n' },
    { name: 'an empty boundary', contentType: 'multipart/form-data; boundary=', body: part('abc') + '\r\n--abc--\r\n' },
    { name: 'a body with another boundary', contentType: 'multipart/form-data; boundary=header', body: part('body') + '\r\n--body--\r\n' },
    { name: 'a body cut off before the closing boundary', contentType: 'multipart/form-data; boundary=abc', body: part('abc') },
    { name: 'a field that cannot be stored', contentType: 'multipart/form-data; boundary=abc', body: part('abc').replace('q1', 'q\u00001') + '\r\n--abc--\r\n' },
  ];
  for (const { name, contentType, body } of cases) {
    it(`answers 400 with a message for ${name}`, async () => {
      const response = await app.inject({ method: 'POST', url: '/api/read-aloud/assess', headers: { ...bearer(learner.token), 'content-type': contentType }, payload: body });
      const { statusCode, body: error } = refusal(response);
      expect(statusCode).toBe(400);
      expect(error.message).not.toMatch(/boundary|busboy|multipart data/i);
    });
  }
});

describe('Better Auth endpoints', () => {
  it('closes update-user, so a profile cannot bypass its limits', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/update-user', headers: bearer(learner.token), payload: { name: 'x'.repeat(900_000) } });
    expect(response.statusCode).toBe(404);
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(learner.token) });
    expect(me.body).not.toContain('xxxxxxxxxx');
  });

  it('stores no image given at sign-up', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Image', email: 'image@example.com', password: 'correct-horse-battery', image: 'javascript:alert(1)' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: { image?: unknown } }>().user.image ?? null).toBeNull();
    const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: bearer(response.headers['set-auth-token'] as string) });
    expect(session.body).not.toContain('javascript:');
  });
});

describe('security headers', () => {
  it('restrict the microphone to the app and turn off camera and location, on every answer', async () => {
    for (const url of ['/api/health', '/api/no-such-thing']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['permissions-policy'], url).toBe(permissionsPolicy);
    }
    expect(permissionsPolicy).toBe('microphone=(self), camera=(), geolocation=()');
  });
});

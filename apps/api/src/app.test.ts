import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { apiErrorSchema } from '@pte/contract';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestConfig, describeEachDatabase, openTestPglite } from '../test/test-app';
import { buildApp } from './app';
import type { Database } from './db/client';
import { internalErrorMessage } from './platform/error-handler';
import { immutableCacheControl } from './platform/web-app';

const webDist = mkdtempSync(join(tmpdir(), 'pte-web-dist-'));
const indexHtml = '<!doctype html><html><head><script type="module" src="/assets/index-3f9a1c.js"></script></head><body><div id="root"></div></body></html>';
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), indexHtml);
writeFileSync(join(webDist, 'assets', 'index-3f9a1c.js'), 'console.log("pte");');
writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describeEachDatabase(
  'app',
  (t) => {
    describe('unknown API routes', () => {
      for (const [method, url] of [
        ['GET', '/api/no-such-thing'],
        ['POST', '/api/users/nobody'],
        ['DELETE', '/api/users/me'],
        ['GET', '/api'],
      ] as const) {
        it(`${method} ${url} answers 404 NOT_FOUND in the error shape, even to a browser`, async () => {
          const response = await t.app.inject({ method, url, headers: html });
          expect(response.statusCode).toBe(404);
          expect(response.headers['content-type']).toMatch(/^application\/json/);
          const body = apiErrorSchema.parse(response.json());
          expect(body.code).toBe('NOT_FOUND');
          expect(body.message).toContain(url);
        });
      }
    });

    describe('the web app', () => {
      it('serves index.html for / and client-side routes requested by a browser', async () => {
        for (const url of ['/', '/dashboard', '/speaking/read-aloud', '/reset-password?token=abc']) {
          const response = await t.app.inject({ method: 'GET', url, headers: html });
          expect(response.statusCode, url).toBe(200);
          expect(response.headers['content-type']).toMatch(/^text\/html/);
          expect(response.headers['cache-control']).toBe('no-cache');
          expect(response.body).toBe(indexHtml);
        }
      });

      it('caches hashed assets for a year and revalidates other files', async () => {
        const asset = await t.app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' });
        expect(asset.statusCode).toBe(200);
        expect(asset.headers['content-type']).toMatch(/javascript/);
        expect(asset.headers['cache-control']).toBe(immutableCacheControl);
        expect(asset.body).toBe('console.log("pte");');

        const favicon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
        expect(favicon.statusCode).toBe(200);
        expect(favicon.headers['cache-control']).toBe('no-cache');
      });

      it('answers 404 (not index.html) for a missing asset, a non-GET, or a request that does not want HTML', async () => {
        const missingAsset = await t.app.inject({ method: 'GET', url: '/assets/missing-123.js', headers: html });
        expect(missingAsset.statusCode).toBe(404);
        const post = await t.app.inject({ method: 'POST', url: '/dashboard', headers: html, payload: {} });
        expect(post.statusCode).toBe(404);
        const json = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'application/json' } });
        expect(json.statusCode).toBe(404);
        const folder = await t.app.inject({ method: 'GET', url: '/assets/', headers: html });
        expect(folder.statusCode).toBe(404);
        for (const response of [missingAsset, post, json, folder]) expect(apiErrorSchema.parse(response.json()).code).toBe('NOT_FOUND');
      });

      it('does not serve files outside the build folder', async () => {
        const response = await t.app.inject({ method: 'GET', url: '/..%2f..%2fetc%2fpasswd', headers: html });
        expect(response.body).not.toContain('root:');
      });
    });

    it('sends security headers with a CSP that lets the SPA run and play recordings', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/', headers: html });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toMatch(/media-src 'self' data: blob:/);
      expect(csp).toMatch(/img-src 'self' data: blob:/);
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });

    describe('CORS', () => {
      it('allows a configured origin, with the bearer header and the exposed token header', async () => {
        // APP_URL's origin is always trusted; the development servers' origins only in development.
        const origin = new URL(t.config.appUrl).origin;
        const response = await t.app.inject({
          method: 'OPTIONS',
          url: '/api/users/me',
          headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
        });
        expect(response.statusCode).toBe(204);
        expect(response.headers['access-control-allow-origin']).toBe(origin);
        expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');

        const simple = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin } });
        expect(String(simple.headers['access-control-expose-headers'])).toContain('set-auth-token');
      });

      it('does not allow other origins', async () => {
        const response = await t.app.inject({
          method: 'OPTIONS',
          url: '/api/users/me',
          headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
        });
        expect(response.headers['access-control-allow-origin']).toBeUndefined();
      });
    });

    it('answers 413 in the error shape for an oversized body', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'big@example.com', password: 'x'.repeat(2 * 1024 * 1024) },
      });
      expect(response.statusCode).toBe(413);
      expect(apiErrorSchema.parse(response.json()).code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('answers 415 in the error shape for a body type the API does not read', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { 'content-type': 'application/xml' },
        payload: '<email/>',
      });
      expect(response.statusCode).toBe(415);
      expect(apiErrorSchema.parse(response.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });

    describe('API documentation', () => {
      it('publishes the OpenAPI document at /api/openapi.json', async () => {
        const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
        expect(response.statusCode).toBe(200);
        const document = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>>; components: { securitySchemes: object } }>();
        expect(document.openapi).toMatch(/^3\./);
        expect(Object.keys(document.paths)).toEqual(
          expect.arrayContaining(['/api/users/me', '/api/users/update', '/api/health', '/api/auth/sign-in/email', '/api/auth/request-password-reset', '/api/read-aloud/assess', '/api/answer-short-question/assess', '/api/recordings/{recordingId}']),
        );
        expect(document.paths['/api/users/update']).toHaveProperty('put');
        expect(document.components.securitySchemes).toHaveProperty('bearerAuth');
        expect(Object.keys(document.paths).some((path) => path.startsWith('/api/docs'))).toBe(false);
      });

      it('serves Swagger UI and its assets from the server itself (works offline)', async () => {
        for (const url of ['/api/docs', '/api/docs/']) {
          const page = await t.app.inject({ method: 'GET', url });
          expect(page.statusCode).toBe(200);
          expect(page.body).toContain('swagger-ui-bundle.js');
          expect(page.body).not.toMatch(/https?:\/\/(?!localhost)[a-z0-9.-]+\/[^"']*\.(js|css)/);
        }
        for (const asset of ['swagger-ui-bundle.js', 'swagger-ui.css', 'swagger-initializer.js']) {
          const response = await t.app.inject({ method: 'GET', url: `/api/docs/static/${asset}` });
          expect(response.statusCode, asset).toBe(200);
          expect(response.body.length).toBeGreaterThan(10);
        }
      });
    });
  },
  { config: { webDist } },
);

describe('server errors and a missing web build', () => {
  let app: FastifyInstance;
  let database: Database;
  const logLines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    const config = createTestConfig();
    database = await openTestPglite();
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    app = await buildApp({ config, database, logger: pino({ level: 'error' }, sink) });
    // A route that fails the way a bug would, to see what the learner gets and what the log keeps.
    app.get('/api/test/explode', async () => {
      throw new Error('secret internal detail: connection string postgres://admin:pw@db');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers 500 with a generic message and logs the error with its stack', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(apiErrorSchema.parse(response.json())).toEqual({ code: 'INTERNAL_ERROR', message: internalErrorMessage });
    expect(response.body).not.toContain('secret internal detail');
    const logged = logLines.find((line) => line.level === 50 && (line.err as { message?: string } | undefined)?.message?.includes('secret internal detail'));
    expect(logged).toBeDefined();
    expect(String((logged?.err as { stack?: string }).stack)).toContain('app.test.ts');
  });

  it('answers a request the HTTP parser rejects in the error shape', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nthis is not a header\r\n\r\n'));
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString('utf8')));
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
    expect(apiErrorSchema.parse(JSON.parse(body))).toEqual({ code: 'BAD_REQUEST', message: 'The request could not be read.' });
  });

  it('says the web app is not built when a page is requested and there is no build', async () => {
    const response = await app.inject({ method: 'GET', url: '/dashboard', headers: html });
    expect(response.statusCode).toBe(404);
    const body = apiErrorSchema.parse(response.json());
    expect(body).toEqual({ code: 'NOT_FOUND', message: 'The web app is not built yet. Run `npm run build`, then reload.' });
  });
});

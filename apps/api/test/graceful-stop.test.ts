import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { attempts } from '../src/db/schema';
import { bankItemOf } from './bank-items';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

// Stops a real server with SIGTERM in the middle of a steady stream of requests, as a deployment does.

interface Outcome {
  sentAt: number;
  status?: number;
  error?: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port'))));
    });
  });
}

/** Connections are kept alive and reused, as browsers and API clients do. */
const agent = new Agent({ keepAlive: true, maxSockets: 8 });

function send(port: number, method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<Outcome & { token?: string }> {
  const sentAt = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const outgoing = request(
      { host: '127.0.0.1', port, method, path, agent, headers: { origin: `http://localhost:${port}`, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(payload ? { 'content-type': 'application/json' } : {}) } },
      (response) => {
        response.resume();
        const token = response.headers['set-auth-token'];
        response.on('end', () => resolve({ sentAt, status: response.statusCode, ...(typeof token === 'string' ? { token } : {}) }));
        response.on('error', (error: NodeJS.ErrnoException) => resolve({ sentAt, error: error.code ?? error.message }));
      },
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) => resolve({ sentAt, error: error.code ?? error.message }));
    outgoing.end(payload);
  });
}

let server: ChildProcess;
let port: number;
let dataDir: string;
let exited: Promise<number | null>;
let token: string;

beforeAll(async () => {
  port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'pte-graceful-stop-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'DATABASE_URL')),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: `http://localhost:${port}`,
      BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '100000',
      WEB_DIST: join(dataDir, 'no-web-build'),
    },
  });
  exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const outcome = await send(port, 'GET', '/api/health');
    if (outcome.status === 200) {
      const signUp = await send(port, 'POST', '/api/auth/sign-up/email', { name: 'Stopping', email: 'stop@example.com', password: 'correct-horse-battery' });
      if (!signUp.token) throw new Error(`Sign-up failed: ${signUp.status ?? signUp.error}`);
      token = signUp.token;
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not become healthy within 90 s');
}, 120_000);

afterAll(() => {
  agent.destroy();
  if (server.exitCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('SIGTERM', () => {
  it('finishes every accepted request, refuses new connections, and exits 0 within 10 s', async () => {
    const outcomes: Array<Promise<Outcome>> = [];
    let sent = 0;
    const question = bankItemOf('reading-multiple-choice-single-answer');
    // 50 requests a second: answers (each stored as an attempt) alternating with health checks.
    const stream = setInterval(() => {
      sent += 1;
      outcomes.push(
        sent % 2 === 0
          ? send(port, 'POST', '/api/reading-mcsa/assess', { questionId: question.id, answer: question.answerKey.correct }, token)
          : send(port, 'GET', '/api/health'),
      );
    }, 20);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const signalledAt = performance.now();
    server.kill('SIGTERM');
    const code = await exited;
    const stoppedAfter = performance.now() - signalledAt;
    await new Promise((resolve) => setTimeout(resolve, 200));
    clearInterval(stream);
    const results = await Promise.all(outcomes);

    expect(code).toBe(0);
    expect(stoppedAfter).toBeLessThan(10_000);
    // Sent well before the signal: accepted, so answered, and answered successfully (no 503s, no resets).
    const before = results.filter((outcome) => outcome.sentAt < signalledAt - 50);
    expect(before.length).toBeGreaterThan(40);
    expect(before.filter((outcome) => outcome.status !== 200).map((outcome) => ({ ...outcome, beforeSignalMs: signalledAt - outcome.sentAt }))).toEqual([]);
    // Sent later: answered successfully on a connection that was open, or refused at connect; never reset.
    for (const outcome of results.filter((result) => result.sentAt >= signalledAt - 50)) {
      if (outcome.status !== undefined) expect(outcome.status).toBe(200);
      else expect(outcome.error).toBe('ECONNREFUSED');
    }

    // Every acknowledged answer is in the data directory.
    const acknowledged = results.filter((outcome, index) => index % 2 === 1 && outcome.status === 200).length;
    const database = await openDatabase({ dataDir });
    try {
      const [stored] = await database.db.select({ total: count() }).from(attempts);
      expect(stored?.total).toBe(acknowledged);
    } finally {
      await database.close();
    }
  }, 60_000);
});

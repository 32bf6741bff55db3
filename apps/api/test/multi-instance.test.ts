import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testAnswerReviewResponseSchema, testReportResponseSchema, testSessionStateResponseSchema, type TestReport } from '@pte/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentQueue } from '../src/modules/mock-tests/assessment-jobs';
import { createScratchDatabase, freePort } from './scratch-postgres';
import { postgresAvailability } from './test-app';

// PTE Coach on several machines, as processes on this one: two API instances (ASSESSMENT_WORKERS=external) and two
// assessment workers (`src/worker.ts`) on one PostgreSQL database and one recordings folder. An answer given on one
// instance is assessed by a worker and read on the other; a sign-out on one is honoured by the other within a second;
// a worker killed with SIGKILL while it holds a job loses nothing: the job expires and the other worker redoes it.

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** How long a worker may hold a job before it counts as lost: short, so the killed worker's job comes back soon. */
const jobTimeoutSeconds = 20;

const summary =
  'The speaker explained how the topic developed, described the main evidence for it and its causes, and concluded that further study is needed before firm decisions can be made about how institutions should respond to the problem in the coming years.';


/** A started process with everything it printed, for the assertions on its log and for diagnostics. */
interface Started {
  name: string;
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

function start(name: string, entry: string, env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !['DATABASE_URL', 'PORT'].includes(key))), ...env },
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, child, output, exited };
}

/** The JSON log lines a process printed (pino), parsed. */
function logLines(process: Started): Array<Record<string, unknown>> {
  return process.output
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

const skipReason = postgresAvailability.skipReason;
const suite = skipReason ? describe.skip : describe;

suite(`two API instances and two assessment workers on PostgreSQL${skipReason ? ` — skipped: ${skipReason}` : ''}`, () => {
  const processes: Started[] = [];
  const ports = new Set<number>();
  let dataDir: string;
  let dropDatabase: () => Promise<void>;
  let jobsDb: pg.Client;
  let shared: Record<string, string>;
  let apiA: string;
  let apiB: string;

  const launch = (name: string, entry: string, env: Record<string, string> = {}) => {
    const started = start(name, entry, { ...shared, ...env });
    processes.push(started);
    return started;
  };

  beforeAll(async () => {
    const scratch = await createScratchDatabase(postgresAvailability.url);
    dropDatabase = scratch.drop;
    jobsDb = new pg.Client({ connectionString: scratch.url });
    await jobsDb.connect();
    dataDir = mkdtempSync(join(tmpdir(), 'pte-multi-instance-'));
    shared = {
      NODE_ENV: 'production',
      DATABASE_URL: scratch.url,
      // One recordings folder (DATA_DIR/uploads) and one signing secret for every process, as one bucket and one secret would be.
      DATA_DIR: dataDir,
      BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
      ASSESSMENT_WORKERS: 'external',
      ASSESSMENT_JOB_TIMEOUT_SECONDS: String(jobTimeoutSeconds),
      WORKER_CONCURRENCY: '1',
      SPEECH_WORKERS: '1',
      WRITING_WORKERS: '1',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      AUTH_RATE_LIMIT_MAX: '100000',
      WEB_DIST: join(dataDir, 'no-web-build'),
    };
    // Ports 4400–4499: the range this test may use.
    const [portA, portB] = [await freePort(4400, 4499, ports), await freePort(4400, 4499, ports)];
    apiA = `http://127.0.0.1:${portA}`;
    apiB = `http://127.0.0.1:${portB}`;
    // Both instances start together on an empty database: migrations and the bank load take turns under their locks.
    const instances = [
      launch('api-a', 'apps/api/src/main.ts', { PORT: String(portA), APP_URL: `http://localhost:${portA}` }),
      launch('api-b', 'apps/api/src/main.ts', { PORT: String(portB), APP_URL: `http://localhost:${portB}` }),
    ];
    for (const [index, base] of [apiA, apiB].entries()) {
      await until(
        `${instances[index]!.name} to be ready`,
        async () => ((await fetch(`${base}/api/health/ready`)).status === 200 ? true : undefined),
        // Generous: the suite runs beside other test files on two cores, and both instances load the bank in turn.
        120_000,
        250,
      );
    }
  }, 180_000);

  afterAll(async () => {
    for (const started of processes) if (started.child.exitCode === null && started.child.signalCode === null) started.child.kill('SIGKILL');
    await Promise.all(processes.map((started) => started.exited));
    await jobsDb?.end();
    await dropDatabase?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function call(base: string, method: 'GET' | 'POST', path: string, token?: string, body?: object) {
    const response = await fetch(`${base}/api${path}`, {
      method,
      headers: {
        origin: base.replace('127.0.0.1', 'localhost'),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, json: () => JSON.parse(text) as unknown, text };
  }

  const answerJob = async (sessionId: string) =>
    (
      await jobsDb.query<{ id: string; state: string; retry_count: number }>(
        `select id, state, retry_count from pgboss.job where name = $1 and data->>'sessionId' = $2`,
        [assessmentQueue, sessionId],
      )
    ).rows[0];

  const report = async (base: string, sessionId: string, token: string): Promise<TestReport | undefined> => {
    const data = testReportResponseSchema.parse((await call(base, 'GET', `/mock-tests/sessions/${sessionId}/report`, token)).json()).data;
    return data.status === 'ready' ? data : undefined;
  };

  it('assesses an answer given on one instance with a worker, survives a worker killed mid-job, and ends sessions everywhere within 1 s', async () => {
    try {
      const email = `several-${randomBytes(4).toString('hex')}@example.com`;
      const password = 'correct-horse-battery-staple';
      const signUp = await call(apiA, 'POST', '/auth/sign-up/email', undefined, { name: 'Several Machines', email, password });
      expect(signUp.status, signUp.text).toBe(200);
      const token = signUp.headers.get('set-auth-token')!;

      // Started and answered on A, finished on B: no worker runs yet, so the answer waits as a job.
      const started = await call(apiA, 'POST', '/mock-tests/sessions', token, { testId: 'mock-test-3-listening' });
      expect(started.status, started.text).toBe(201);
      const sitting = testSessionStateResponseSchema.parse(started.json()).data;
      expect(sitting.item?.type).toBe('summarize-spoken-text');
      const answered = await call(apiA, 'POST', `/mock-tests/sessions/${sitting.id}/answers`, token, { position: 0, answer: { text: summary } });
      expect(answered.status, answered.text).toBe(200);
      const answeredAt = performance.now();
      expect((await call(apiB, 'POST', `/mock-tests/sessions/${sitting.id}/finish`, token)).status).toBe(200);
      expect((await call(apiB, 'GET', `/mock-tests/sessions/${sitting.id}/report`, token)).json()).toMatchObject({ data: { status: 'scoring' } });
      expect(await answerJob(sitting.id)).toMatchObject({ state: 'created' });

      // The first worker takes the job at once, while its writing engine is still being prepared (seconds): killed then.
      const first = launch('worker-1', 'apps/api/src/worker.ts');
      const taken = await until('the first worker to take the job', async () => ((await answerJob(sitting.id))?.state === 'active' ? true : undefined), 30_000, 50);
      expect(taken).toBe(true);
      first.child.kill('SIGKILL');
      await first.exited;
      const killedAt = performance.now();
      expect(await answerJob(sitting.id)).toMatchObject({ state: 'active', retry_count: 0 });
      expect(logLines(first).some((line) => line.msg === 'Mock-test answer assessed')).toBe(false);

      const second = launch('worker-2', 'apps/api/src/worker.ts');

      // Meanwhile: a second session, used on B (which now remembers it), signed out on A, refused on B within 1 s.
      const signIn = await call(apiA, 'POST', '/auth/sign-in/email', undefined, { email, password });
      expect(signIn.status, signIn.text).toBe(200);
      const other = signIn.headers.get('set-auth-token')!;
      expect((await call(apiB, 'GET', '/users/me', other)).status).toBe(200);
      expect((await call(apiA, 'POST', '/auth/sign-out', other, {})).status).toBe(200);
      const signedOutAt = performance.now();
      await until('B to refuse the ended session', async () => ((await call(apiB, 'GET', '/users/me', other)).status === 401 ? true : undefined), 1_000, 20);
      const refusedAfterMs = performance.now() - signedOutAt;
      expect(refusedAfterMs).toBeLessThan(1_000);
      expect((await call(apiB, 'GET', '/users/me', token)).status).toBe(200);

      // The killed worker's job expires and the second worker redoes it; the report is read on B.
      const ready = await until('the report on B', () => report(apiB, sitting.id, token), jobTimeoutSeconds * 1000 + 40_000, 500);
      const recoveredAfterMs = performance.now() - killedAt;
      expect(ready.items[0]).toMatchObject({ position: 0, type: 'summarize-spoken-text', status: 'assessed' });
      expect(ready.items[0]!.max).toBeGreaterThan(0);
      const review = testAnswerReviewResponseSchema.parse((await call(apiA, 'GET', `/mock-tests/sessions/${sitting.id}/answers/0`, token)).json()).data;
      expect(review.assessment?.taskType).toBe('summarize-spoken-text');
      const job = await answerJob(sitting.id);
      expect(job?.retry_count).toBe(1);
      const secondLog = logLines(second).filter((line) => line.sessionId === sitting.id);
      expect(secondLog.map(({ msg, try: attempt, outcome }) => ({ msg, try: attempt, outcome }))).toEqual([
        { msg: 'Assessing a mock-test answer', try: 2, outcome: undefined },
        { msg: 'Mock-test answer assessed', try: undefined, outcome: 'assessed' },
      ]);

      // With a worker ready, the other way round: answered on B, read on A.
      const next = testSessionStateResponseSchema.parse((await call(apiB, 'POST', '/mock-tests/sessions', token, { testId: 'mock-test-2-listening' })).json()).data;
      const nextAnsweredAt = performance.now();
      expect((await call(apiB, 'POST', `/mock-tests/sessions/${next.id}/answers`, token, { position: 0, answer: { text: summary } })).status).toBe(200);
      expect((await call(apiA, 'POST', `/mock-tests/sessions/${next.id}/finish`, token)).status).toBe(200);
      const nextReady = await until('the second report on A', () => report(apiA, next.id, token), 30_000, 100);
      const warmAssessmentMs = performance.now() - nextAnsweredAt;
      expect(nextReady.items[0]).toMatchObject({ status: 'assessed' });

      // SIGTERM: the worker stops taking jobs and exits cleanly.
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);

      console.info(
        `multi-instance: sign-out honoured on the other instance after ${Math.round(refusedAfterMs)} ms; ` +
          `answer to report with a worker killed mid-job ${((performance.now() - answeredAt) / 1000).toFixed(1)} s ` +
          `(${(recoveredAfterMs / 1000).toFixed(1)} s after the kill, job timeout ${jobTimeoutSeconds} s); ` +
          `answer to report with a warm worker ${Math.round(warmAssessmentMs)} ms`,
      );
    } catch (error) {
      for (const started of processes) console.error(`--- ${started.name} (last output) ---\n${started.output.join('').slice(-3000)}`);
      throw error;
    }
  }, 240_000);
});

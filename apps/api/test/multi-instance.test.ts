import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  assessmentPendingResponseSchema,
  attemptsResponseSchema,
  speechAssessmentResponseSchema,
  testAnswerReviewResponseSchema,
  testReportResponseSchema,
  testSessionStateResponseSchema,
  writingAssessmentResponseSchema,
  type TestReport,
} from '@pte/contract';
import { checkSpeechEngine } from '@pte/speech';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceJobQueues } from '../src/modules/assessment-jobs/practice-jobs';
import { assessmentQueue } from '../src/modules/mock-tests/assessment-jobs';
import { bankItemOf } from './bank-items';
import { createScratchDatabase, freePort } from './scratch-postgres';
import { postgresAvailability } from './test-app';

// PTE Coach on several machines, as processes on this one: two API instances (ASSESSMENT_WORKERS=external) and two
// assessment workers (`src/worker.ts`) on one PostgreSQL database and one recordings folder. An answer given on one
// instance (a mock test's, a practice essay, a practice spoken answer) is assessed by a worker and read on the other; a
// sign-out on one is honoured by the other within a second; a worker killed with SIGKILL while it holds jobs (a mock-test
// answer and a practice spoken answer) loses nothing: the jobs expire and the other worker redoes them.

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** How long a worker may hold a job before it counts as lost: short, so the killed worker's job comes back soon. */
const jobTimeoutSeconds = 20;

/** The same for a practice answer's job (a spoken answer of about 20 s takes a second or two to assess). */
const practiceJobTimeoutSeconds = 20;

/** How long an instance waits for a practice answer's job before answering 202: short, so both ways are taken. */
const practiceWaitSeconds = 3;

const essay = bankItemOf('write-essay');
const readAloud = bankItemOf('read-aloud');

// A spoken answer needs the speech engine and flite to say it; without them that step is left out (and said so).
const speechEngine = checkSpeechEngine();
const canSpeak = speechEngine.available && spawnSync('flite', ['-lv'], { stdio: 'ignore' }).status === 0;

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
      PRACTICE_JOB_TIMEOUT_SECONDS: String(practiceJobTimeoutSeconds),
      PRACTICE_WAIT_SECONDS: String(practiceWaitSeconds),
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

  const practiceJob = async (id: string) =>
    (
      await jobsDb.query<{ state: string; retry_count: number }>(`select state, retry_count from pgboss.job where name = any($1::text[]) and id = $2`, [
        Object.values(practiceJobQueues),
        id,
      ])
    ).rows[0];

  /** A practice answer's assessment: the post's own answer, or, after a 202, what `base` gives for it once ready. */
  async function practiceResult(base: string, token: string, posted: { status: number; text: string; json: () => unknown }): Promise<unknown> {
    if (posted.status === 200) return posted.json();
    expect(posted.status, posted.text).toBe(202);
    const { checkUrl } = assessmentPendingResponseSchema.parse(posted.json()).data;
    for (;;) {
      const asked = await call(base, 'GET', checkUrl.slice('/api'.length), token);
      if (asked.status !== 202) {
        expect(asked.status, asked.text).toBe(200);
        return asked.json();
      }
    }
  }

  async function postRecording(base: string, token: string, fields: Record<string, string>, wav: Uint8Array) {
    const form = new FormData();
    form.append('file', new Blob([wav], { type: 'audio/wav' }), 'recording.wav');
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const response = await fetch(`${base}/api/read-aloud/assess`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const text = await response.text();
    return { status: response.status, text, json: () => JSON.parse(text) as unknown };
  }

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

      // Practice answers posted to A, with no worker yet: after A's wait each is answered 202 and kept as a job. An essay,
      // and a spoken answer to a bank question (said by flite: seconds of speech, so seconds of assessment).
      const essayPosted = await call(apiA, 'POST', '/write-essay/assess', token, { questionId: essay.id, answer: essay.modelAnswer, timeTaken: 900 });
      expect(essayPosted.status, essayPosted.text).toBe(202);
      const essayJob = assessmentPendingResponseSchema.parse(essayPosted.json()).data;
      expect(await practiceJob(essayJob.id)).toMatchObject({ state: 'created' });
      let spokenPosted: Awaited<ReturnType<typeof postRecording>> | undefined;
      let spokenJob: { id: string } | undefined;
      if (canSpeak) {
        const wavFile = join(dataDir, 'read-aloud.wav');
        const said = spawnSync('flite', ['-voice', 'slt', '-t', readAloud.prompt.text, '-o', wavFile]);
        expect(said.status, String(said.stderr)).toBe(0);
        spokenPosted = await postRecording(apiA, token, { questionId: readAloud.id, timeTaken: '30' }, readFileSync(wavFile));
        expect(spokenPosted.status, spokenPosted.text).toBe(202);
        spokenJob = assessmentPendingResponseSchema.parse(spokenPosted.json()).data;
      } else {
        console.info(`multi-instance: the practice spoken answer is left out (${speechEngine.available ? 'flite is not installed' : speechEngine.problem})`);
      }

      // The first worker takes the mock-test answer at once (its writing engine still being prepared, seconds) and, once
      // its speech engine is ready, the spoken answer: killed while it holds both.
      const first = launch('worker-1', 'apps/api/src/worker.ts');
      const taken = await until(
        'the first worker to take its jobs',
        async () => ((await answerJob(sitting.id))?.state === 'active' && (!spokenJob || (await practiceJob(spokenJob.id))?.state === 'active') ? true : undefined),
        // Generous: starting from the TypeScript sources and preparing the speech engine take the worker seconds, far
        // longer on a busy machine.
        180_000,
        25,
      );
      expect(taken).toBe(true);
      first.child.kill('SIGKILL');
      await first.exited;
      const killedAt = performance.now();
      // Held when killed (on a busy machine the worker may already have let one expire while preparing its engine, and
      // taken it again: the tries so far are counted from here).
      const answerTries = (await answerJob(sitting.id))!;
      expect(answerTries.state).toBe('active');
      const spokenTries = spokenJob ? (await practiceJob(spokenJob.id))! : undefined;
      if (spokenTries) expect(spokenTries.state).toBe('active');
      expect(logLines(first).some((line) => line.msg === 'Mock-test answer assessed' || (line.msg === 'Practice answer assessed' && line.jobId === spokenJob?.id))).toBe(false);

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

      // The essay is assessed by a worker (whichever took it) and B gives it, asked for where A's 202 said, and lists it.
      const essayResult = writingAssessmentResponseSchema.parse(await practiceResult(apiB, token, essayPosted)).data;
      expect(essayResult).toMatchObject({ questionId: essay.id, taskType: 'write-essay' });
      expect(essayResult.total.max).toBeGreaterThan(0);
      const essays = attemptsResponseSchema.parse((await call(apiB, 'GET', `/attempts?questionId=${essay.id}`, token)).json()).data.attempts;
      expect(essays).toEqual([expect.objectContaining({ id: essayJob.id, result: essayResult, timeTaken: 900 })]);

      // The killed worker's practice job expires and the second worker redoes it: the spoken answer's attempt is saved,
      // B gives and lists it, and its recording plays back.
      let spokenRecoveredAfterMs: number | undefined;
      if (spokenPosted && spokenJob) {
        const spoken = speechAssessmentResponseSchema.parse(await practiceResult(apiB, token, spokenPosted)).data;
        spokenRecoveredAfterMs = performance.now() - killedAt;
        expect(spoken).toMatchObject({ questionId: readAloud.id, taskType: 'read-aloud' });
        expect(spoken.words?.length).toBeGreaterThan(0);
        const redone = (await practiceJob(spokenJob.id))!;
        expect(redone.state).toBe('completed');
        expect(redone.retry_count).toBeGreaterThan(spokenTries!.retry_count);
        const spokenAttempts = attemptsResponseSchema.parse((await call(apiB, 'GET', `/attempts?questionId=${readAloud.id}`, token)).json()).data.attempts;
        expect(spokenAttempts).toEqual([expect.objectContaining({ id: spokenJob.id, result: spoken, timeTaken: 30 })]);
        const playback = await fetch(`${apiB}${spoken.details.recording!.url}`, { headers: { authorization: `Bearer ${token}` } });
        expect(playback.status).toBe(200);
        expect(playback.headers.get('content-type')).toBe('audio/wav');
        // Redone by the second worker (a slow machine may let it try more than once; the attempt is saved once all the same).
        const redoneLog = logLines(second).filter((line) => line.jobId === spokenJob.id);
        expect(redoneLog[0]).toMatchObject({ msg: 'Assessing a practice answer', try: spokenTries!.retry_count + 2 });
        expect(redoneLog).toContainEqual(expect.objectContaining({ msg: 'Practice answer assessed', outcome: 'saved' }));
      }

      // The killed worker's job expires and the second worker redoes it; the report is read on B.
      const ready = await until('the report on B', () => report(apiB, sitting.id, token), jobTimeoutSeconds * 1000 + 40_000, 500);
      const recoveredAfterMs = performance.now() - killedAt;
      expect(ready.items[0]).toMatchObject({ position: 0, type: 'summarize-spoken-text', status: 'assessed' });
      expect(ready.items[0]!.max).toBeGreaterThan(0);
      const review = testAnswerReviewResponseSchema.parse((await call(apiA, 'GET', `/mock-tests/sessions/${sitting.id}/answers/0`, token)).json()).data;
      expect(review.assessment?.taskType).toBe('summarize-spoken-text');
      const job = await answerJob(sitting.id);
      expect(job?.retry_count).toBeGreaterThan(answerTries.retry_count);
      const secondLog = logLines(second).filter((line) => line.sessionId === sitting.id);
      expect(secondLog[0]).toMatchObject({ msg: 'Assessing a mock-test answer', try: answerTries.retry_count + 2 });
      expect(secondLog).toContainEqual(expect.objectContaining({ msg: 'Mock-test answer assessed', outcome: 'assessed' }));

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
          `answer to report with a warm worker ${Math.round(warmAssessmentMs)} ms` +
          (spokenRecoveredAfterMs === undefined
            ? ''
            : `; practice spoken answer saved ${(spokenRecoveredAfterMs / 1000).toFixed(1)} s after the kill (practice job timeout ${practiceJobTimeoutSeconds} s)`),
      );
    } catch (error) {
      for (const started of processes) console.error(`--- ${started.name} (last output) ---\n${started.output.join('').slice(-3000)}`);
      throw error;
    }
  }, 480_000);
});

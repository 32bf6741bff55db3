import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { encodeWav16 } from '@pte/audio';
import { apiErrorSchema, assessmentPendingResponseSchema, attemptsResponseSchema, speechAssessmentResponseSchema, speechQueueResponseSchema, writingAssessmentResponseSchema } from '@pte/contract';
import type { WritingAssessment } from '@pte/language/assessor';
import type { SpeechAssessment, SpeechAssessmentRequest } from '@pte/speech';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankItemOf, contentDir } from '../../../test/bank-items';
import { createScratchDatabase } from '../../../test/scratch-postgres';
import { bearer, createTestConfig, postgresAvailability, signUpLearner, type TestLearner } from '../../../test/test-app';
import { buildApp } from '../../app';
import { migrateDatabase, openDatabase, type Database } from '../../db/client';
import type { AppConfig } from '../../platform/config';
import { createAttemptsRepository } from '../attempts/attempts.repository';
import { openMediaLibrary } from '../media/media-library';
import { loadQuestionBank } from '../questions/question-bank.loader';
import { createQuestionsRepository } from '../questions/questions.repository';
import { createQuestionsService } from '../questions/questions.service';
import { openRecordingStore } from '../recordings/recording-store';
import { createFairSpeechQueue } from '../speaking/fair-speech-queue';
import { createSpeakingService } from '../speaking/speaking.service';
import type { SpeechEngine } from '../speaking/speech-engine';
import { spokenAnswerJobSchema } from '../speaking/spoken-answer-job';
import type { WritingEngine } from '../writing/writing-engine';
import { createWritingService } from '../writing/writing.service';
import { writtenAnswerJobSchema } from '../writing/written-answer-job';
import { createPracticeJobClient } from './practice-answers';
import { workPracticeJobs } from './practice-job-work';
import { openPracticeJobs, practiceJobQueues } from './practice-jobs';

// Practice answers as jobs (ASSESSMENT_WORKERS=external): two API instances and assessment workers in this process,
// on a scratch PostgreSQL database, with engines that answer at once (or fail) instead of the real ones. Processes
// killed mid-job are in test/multi-instance.test.ts.

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** A writing engine that scores every answer 2 of 3 on content, at once. */
const writingEngine: WritingEngine = {
  assess: async (input): Promise<WritingAssessment> => ({
    task: input.task,
    rubric: input.rubric ?? 'legacy',
    traits: { content: { score: 2, max: 3, raw: 2 } },
    total: { score: 2, max: 3 },
    gates: [],
    issues: [],
    metrics: { words: input.text.split(/\s+/).length },
    feedback: ['Assessed by the test engine.'],
  }),
  warmUp: () => undefined,
  whenReady: async () => true,
  close: async () => undefined,
};

/** A speech engine whose assessments take `ms` each (or fail, with `fails`), counting how many ran at once. */
function speechEngine({ ms = 50, fails = false } = {}): SpeechEngine & { most: number; assessed: string[] } {
  let running = 0;
  const engine = {
    most: 0,
    assessed: [] as string[],
    workers: 2,
    async assess(request: SpeechAssessmentRequest): Promise<SpeechAssessment> {
      running += 1;
      engine.most = Math.max(engine.most, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running -= 1;
      if (fails) throw new Error('The speech engine crashed');
      engine.assessed.push(request.reference ?? '');
      return {
        taskType: request.task,
        traits: { content: { score: 1, max: 1, raw: 1 } },
        total: { score: 1, max: 1 },
        transcript: request.reference ?? '',
        words: [],
        metrics: { durationSeconds: 1 } as SpeechAssessment['metrics'],
        feedback: [],
        engine: 'test',
      };
    },
    warmUp: () => undefined,
    whenReady: async () => true,
    status: () => ({ status: 'ready' as const }),
    close: async () => undefined,
  };
  return engine;
}

/** A multipart form with one second of silence as the recording, and the text fields. */
function form(fields: Record<string, string>): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----pte${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="recording.wav"\r\nContent-Type: audio/wav\r\n\r\n`),
    Buffer.from(encodeWav16(new Float32Array(16_000), 16_000)),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const skipReason = postgresAvailability.skipReason;
const suite = skipReason ? describe.skip : describe;

suite(`practice answers as jobs on PostgreSQL${skipReason ? ` — skipped: ${skipReason}` : ''}`, () => {
  const essay = bankItemOf('write-essay');
  const readAloud = bankItemOf('read-aloud');
  const essayText = (essay.modelAnswer ?? '').trim();
  let scratch: { url: string; drop: () => Promise<void> };
  const databases: Database[] = [];
  let config: AppConfig;
  let apiA: FastifyInstance;
  let apiB: FastifyInstance;
  let learner: TestLearner;
  const stopping: Array<() => Promise<void>> = [];

  async function instance(overrides: Partial<AppConfig> = {}): Promise<FastifyInstance> {
    const database = await openDatabase({ url: scratch.url, poolSize: 6 });
    databases.push(database);
    const app = await buildApp({ config: { ...config, ...overrides }, database, speech: speechEngine(), writing: writingEngine });
    await app.ready();
    stopping.push(() => app.close());
    return app;
  }

  /** An assessment worker in this process, as `npm run worker` builds its practice part, with the given engines. */
  async function startWorker({ speech = speechEngine(), speechConcurrency = 1 }: { speech?: SpeechEngine; speechConcurrency?: number } = {}) {
    const database = databases[0]!;
    const jobs = await openPracticeJobs({ pool: database.pool!, timeoutSeconds: config.assessment.practiceJobTimeoutSeconds, log: silent });
    const questions = createQuestionsService(createQuestionsRepository(database.db), await openMediaLibrary(join(contentDir, 'media')));
    const attempts = createAttemptsRepository(database.db);
    const recordings = openRecordingStore(config.recordingStorage);
    const queue = createFairSpeechQueue({ concurrency: speech.workers, learnerRunning: 1, learnerWaiting: 1000, totalWaiting: 1000, assumedSeconds: 2 });
    const speaking = createSpeakingService({ repository: attempts, questions, recordings, engine: speech, queue });
    const writing = createWritingService(attempts, questions, { rubric: 'legacy', engine: writingEngine });
    const work = await workPracticeJobs({
      jobs,
      speaking,
      writing,
      concurrency: { speech: speechConcurrency, writing: 1 },
      learnerRunning: 1,
      ready: { speech: speech.whenReady(), writing: writingEngine.whenReady() },
    });
    const stop = async () => {
      await work.stop(2000);
      await jobs.stop();
    };
    stopping.push(stop);
    return { jobs, stop };
  }

  const call = (app: FastifyInstance, who: TestLearner, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: bearer(who.token), ...(payload ? { payload } : {}) });
  const speak = (app: FastifyInstance, who: TestLearner, fields: Record<string, string>) => {
    const body = form(fields);
    return app.inject({ method: 'POST', url: '/api/read-aloud/assess', headers: { ...body.headers, ...bearer(who.token) }, payload: body.payload });
  };
  const uploads = () => {
    const root = join(config.dataDir, 'uploads');
    return existsSync(root) ? readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length : 0;
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase(postgresAvailability.url);
    const setUp = await openDatabase({ url: scratch.url, poolSize: 2 });
    await migrateDatabase(setUp);
    await loadQuestionBank(setUp, contentDir);
    await setUp.close();
    config = createTestConfig({
      assessment: { workers: 'external', workerConcurrency: 1, jobTimeoutSeconds: 30, practiceJobTimeoutSeconds: 10, practiceWaitSeconds: 1 },
      speechQueue: { learnerRunning: 1, learnerWaiting: 2, totalWaiting: 100, maxWaitSeconds: 60 },
    });
    apiA = await instance();
    apiB = await instance();
    learner = await signUpLearner(apiA);
  }, 60_000);

  afterAll(async () => {
    for (const stop of stopping.reverse()) await stop().catch(() => undefined);
    for (const database of databases) await database.close();
    await scratch?.drop();
  });

  it('checks every job\'s answer against its assessor\'s schema', () => {
    const recording = { key: 'learner/0b8f5c1e-2a43-4d7e-9a61-5f0e7d1c9b22.wav', id: '0b8f5c1e-2a43-4d7e-9a61-5f0e7d1c9b22' };
    expect(spokenAnswerJobSchema.safeParse({ task: 'read-aloud', fields: { referenceText: 'Hello there.' }, recording }).success).toBe(true);
    expect(spokenAnswerJobSchema.safeParse({ task: 'write-essay', fields: {}, recording }).success).toBe(false);
    expect(spokenAnswerJobSchema.safeParse({ task: 'read-aloud', fields: { timeTaken: 3 }, recording }).success).toBe(false);
    expect(spokenAnswerJobSchema.safeParse({ task: 'read-aloud', fields: {}, recording: { key: '', id: 'x' } }).success).toBe(false);
    expect(writtenAnswerJobSchema.safeParse({ path: 'write-essay', body: { questionId: essay.id, answer: essayText } }).success).toBe(true);
    expect(writtenAnswerJobSchema.safeParse({ path: 'write-essay', body: { answer: essayText } }).success).toBe(false);
    expect(writtenAnswerJobSchema.safeParse({ path: 'summarize', body: { answer: 'A summary.' } }).success).toBe(false);
    expect(writtenAnswerJobSchema.safeParse({ path: 'essay', body: { questionId: essay.id, answer: essayText } }).success).toBe(false);
  });

  it('has a worker assess and save a practice essay sent to one instance; the other lists it, and the answer is the saved attempt', async () => {
    const worker = await startWorker();
    // Once, so the worker's loops and the instance's wait are warm.
    expect((await call(apiA, learner, 'POST', '/write-essay/assess', { questionId: essay.id, answer: essayText })).statusCode).toBe(200);
    // The time a job adds on top of its assessment: from the post to the answer, less the time the worker held the job.
    const overheads: number[] = [];
    let answered = await call(apiA, learner, 'POST', '/write-essay/assess', { questionId: essay.id, answer: essayText, timeTaken: 1200 });
    for (let round = 0; round < 5; round++) {
      const started = performance.now();
      answered = await call(apiA, learner, 'POST', '/write-essay/assess', { questionId: essay.id, answer: essayText, timeTaken: 1200 });
      const roundTripMs = performance.now() - started;
      expect(answered.statusCode, answered.body).toBe(200);
      const id = attemptsResponseSchema.parse((await call(apiB, learner, 'GET', `/attempts?questionId=${essay.id}`)).json()).data.attempts[0]!.id;
      const { rows } = await databases[0]!.pool!.query<{ held: number }>(
        `select extract(epoch from completed_on - started_on)::float8 * 1000 as held from pgboss.job where name = $1 and id = $2`,
        [practiceJobQueues.writing, id],
      );
      overheads.push(roundTripMs - rows[0]!.held);
    }
    const result = writingAssessmentResponseSchema.parse(answered.json()).data;
    expect(result).toMatchObject({ questionId: essay.id, taskType: 'write-essay', feedback: ['Assessed by the test engine.'] });
    const listed = attemptsResponseSchema.parse((await call(apiB, learner, 'GET', `/attempts?questionId=${essay.id}`)).json()).data.attempts;
    expect(listed).toHaveLength(7);
    expect(listed[0]).toMatchObject({ result, timeTaken: 1200 });
    overheads.sort((a, b) => a - b);
    console.info(`practice job overhead on top of the assessment (5 essays): median ${Math.round(overheads[2]!)} ms, max ${Math.round(overheads[4]!)} ms`);
    await worker.stop();
  });

  it('answers 202 when no worker has assessed the answer within the wait; the answer is kept and any instance gives it once ready', async () => {
    const posted = await call(apiA, learner, 'POST', '/write-essay/assess', { questionId: essay.id, answer: essayText });
    expect(posted.statusCode, posted.body).toBe(202);
    const { data: pending } = assessmentPendingResponseSchema.parse(posted.json());
    expect(pending).toEqual({ id: expect.any(String), status: 'waiting', checkUrl: `/api/assessment-jobs/${pending.id}` });
    expect(posted.headers.location).toBe(pending.checkUrl);
    // Still waiting on the other instance; and no one else's.
    expect((await call(apiB, learner, 'GET', `/assessment-jobs/${pending.id}`)).statusCode).toBe(202);
    const other = await signUpLearner(apiB);
    expect((await call(apiB, other, 'GET', `/assessment-jobs/${pending.id}`)).statusCode).toBe(404);
    expect((await call(apiB, learner, 'GET', `/assessment-jobs/${randomUUID()}`)).statusCode).toBe(404);
    expect((await call(apiB, learner, 'GET', '/assessment-jobs/not-an-id')).statusCode).toBe(400);

    const worker = await startWorker();
    const ready = await call(apiB, learner, 'GET', `/assessment-jobs/${pending.id}`);
    expect(ready.statusCode, ready.body).toBe(200);
    const listed = attemptsResponseSchema.parse((await call(apiA, learner, 'GET', `/attempts?questionId=${essay.id}`)).json()).data.attempts;
    expect(listed[0]).toMatchObject({ id: pending.id, result: writingAssessmentResponseSchema.parse(ready.json()).data });
    await worker.stop();
  });

  it('keeps each learner\'s spoken-answer limits across instances, bounds the wait, and assesses a learner\'s answers one at a time across workers', async () => {
    const speaker = await signUpLearner(apiA);
    const sent: string[] = [];
    for (const [index, app] of [apiA, apiB, apiA].entries()) {
      const response = await speak(app, speaker, { referenceText: `Answer number ${index + 1} is read aloud.` });
      expect(response.statusCode, response.body).toBe(202);
      sent.push(assessmentPendingResponseSchema.parse(response.json()).data.id);
    }
    // 1 running + 2 waiting is this learner's limit, whichever instance counts.
    const refused = await speak(apiB, speaker, { referenceText: 'A fourth answer is one too many.' });
    expect(refused.statusCode, refused.body).toBe(429);
    expect(apiErrorSchema.parse(refused.json())).toMatchObject({ code: 'SPEECH_QUEUE_LEARNER_FULL', message: expect.stringMatching(/^You already have 3 answers being assessed/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Three wait, no worker runs: the next starts next, one assumed assessment (2 s) after a worker frees.
    const state = speechQueueResponseSchema.parse((await call(apiB, speaker, 'GET', '/speaking/queue')).json()).data;
    expect(state).toEqual({ running: 0, waiting: 3, position: 1, expectedWaitSeconds: 2 });

    // Another learner's first answer goes before the speaker's second: 2 × 2 s. Over a 3 s bound: refused with the wait.
    const strict = await instance({ speechQueue: { ...config.speechQueue, maxWaitSeconds: 3 } });
    const other = await signUpLearner(strict);
    const busy = await speak(strict, other, { referenceText: 'Refused for the wait.' });
    expect(busy.statusCode, busy.body).toBe(503);
    expect(apiErrorSchema.parse(busy.json())).toEqual({
      code: 'SPEECH_ENGINE_BUSY',
      message: 'The speech engine is busy: an answer sent now would wait about 4 s before it is assessed. Please send yours again in about 1 s.',
    });
    expect(busy.headers['retry-after']).toBe('1');
    expect(uploads()).toBe(3);

    // Two workers, each able to take a spoken answer: the speaker's still run one at a time.
    const engine = speechEngine({ ms: 300 });
    const workers = [await startWorker({ speech: engine }), await startWorker({ speech: engine })];
    const results = [];
    for (const id of sent) {
      const ready = await call(apiA, speaker, 'GET', `/assessment-jobs/${id}`);
      expect(ready.statusCode, ready.body).toBe(200);
      results.push(speechAssessmentResponseSchema.parse(ready.json()).data);
    }
    expect(results.map((result) => result.transcript)).toEqual(['Answer number 1 is read aloud.', 'Answer number 2 is read aloud.', 'Answer number 3 is read aloud.']);
    expect(results.every((result) => result.details.recording === null && (result.details.queueWaitSeconds ?? -1) >= 0)).toBe(true);
    expect(engine.most).toBe(1);
    // Free practice answers are not kept: their recordings are gone once assessed.
    expect(uploads()).toBe(0);
    for (const worker of workers) await worker.stop();
  });

  it('ends a spoken answer whose every try fails with a clear error, and removes its recording', async () => {
    const unlucky = await signUpLearner(apiA);
    const posted = await speak(apiA, unlucky, { questionId: readAloud.id });
    expect(posted.statusCode, posted.body).toBe(202);
    const { id } = assessmentPendingResponseSchema.parse(posted.json()).data;
    expect(uploads()).toBe(1);
    const worker = await startWorker({ speech: speechEngine({ fails: true }) });
    let answer = await call(apiB, unlucky, 'GET', `/assessment-jobs/${id}`);
    for (let asks = 0; answer.statusCode === 202 && asks < 30; asks++) answer = await call(apiB, unlucky, 'GET', `/assessment-jobs/${id}`);
    expect(answer.statusCode, answer.body).toBe(503);
    expect(apiErrorSchema.parse(answer.json())).toEqual({
      code: 'ASSESSMENT_FAILED',
      message: 'Your answer could not be assessed: our assessment failed on it several times, so nothing was saved. Please send it again in a few minutes.',
    });
    const tries = await databases[0]!.pool!.query<{ state: string; retry_count: number }>(`select state, retry_count from pgboss.job where name = $1 and id = $2`, [practiceJobQueues.speech, id]);
    expect(tries.rows[0]).toEqual({ state: 'failed', retry_count: 2 });
    expect(attemptsResponseSchema.parse((await call(apiA, unlucky, 'GET', `/attempts?questionId=${readAloud.id}`)).json()).data.attempts).toEqual([]);
    // The failed job's tidying runs beside the answer; the recording goes within moments.
    for (let checks = 0; uploads() > 0 && checks < 50; checks++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(uploads()).toBe(0);
    await worker.stop();
  });

  it('ends a job whose answer cannot be read, or no longer fits the bank, with an error for the learner instead of retrying', async () => {
    const worker = await startWorker();
    const client = createPracticeJobClient({ jobs: worker.jobs, waitSeconds: 10, readAttempt: async () => undefined });
    const unreadable = randomUUID();
    await client.send({ kind: 'speech', id: unreadable, learnerId: learner.user.id, answer: { task: 'read-aloud' } });
    await expect(client.answer(learner.user.id, unreadable)).rejects.toMatchObject({ statusCode: 503, code: 'ASSESSMENT_FAILED', message: expect.stringContaining('fault on our side') });
    const gone = randomUUID();
    await client.send({ kind: 'writing', id: gone, learnerId: learner.user.id, answer: { path: 'write-essay', body: { questionId: 'we-no-such-item', answer: essayText } } });
    await expect(client.answer(learner.user.id, gone)).rejects.toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    const tries = await databases[0]!.pool!.query<{ retry_count: number }>(`select retry_count from pgboss.job where id = any($1::uuid[])`, [[unreadable, gone]]);
    expect(tries.rows.map((row) => row.retry_count)).toEqual([0, 0]);
    await worker.stop();
  });
});

import { join } from 'node:path';
import { testAnswerReviewResponseSchema, testReportResponseSchema, testSessionStateResponseSchema } from '@pte/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDir } from '../../../test/bank-items';
import { createScratchDatabase } from '../../../test/scratch-postgres';
import { bearer, createTestConfig, postgresAvailability, signUpLearner, type TestLearner } from '../../../test/test-app';
import { buildApp } from '../../app';
import { migrateDatabase, openDatabase, type Database } from '../../db/client';
import { openMediaLibrary } from '../media/media-library';
import { loadQuestionBank } from '../questions/question-bank.loader';
import { createQuestionsRepository } from '../questions/questions.repository';
import { createQuestionsService } from '../questions/questions.service';
import { openRecordingStore } from '../recordings/recording-store';
import { createAnswerAssessment, type AnswerEngines } from './answer-assessment';
import { assessmentQueue, createJobAnswerQueue, failedAssessmentQueue, notAssessableReason, openAssessmentJobs } from './assessment-jobs';
import { createMockTestsRepository } from './mock-tests.repository';
import type { PendingAnswerQueue } from './pending-answer-queue';

// Assessment as durable jobs (ASSESSMENT_WORKERS=external): what the API sends and what a worker does with a job,
// in this process on a scratch PostgreSQL database. Processes killed mid-job are in test/multi-instance.test.ts.

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const summary = 'The lecture described how the idea developed, gave the main evidence for it and concluded that more research is needed before any decision.';

/** Engines that never reach the real speech and writing engines: a fixed zero with a reason, or a fault of ours. */
function fakeEngines(writing: AnswerEngines['writing']): AnswerEngines {
  return { writing, speech: () => Promise.reject(new Error('No spoken answers in this test')) };
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const skipReason = postgresAvailability.skipReason;
const suite = skipReason ? describe.skip : describe;

suite(`assessment jobs on PostgreSQL${skipReason ? ` — skipped: ${skipReason}` : ''}`, () => {
  let app: FastifyInstance;
  let database: Database;
  let dropDatabase: () => Promise<void>;
  let learner: TestLearner;
  const closing: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    const scratch = await createScratchDatabase(postgresAvailability.url);
    dropDatabase = scratch.drop;
    database = await openDatabase({ url: scratch.url, poolSize: 6 });
    await migrateDatabase(database);
    await loadQuestionBank(database, contentDir);
    const config = createTestConfig({ assessment: { workers: 'external', workerConcurrency: 1, jobTimeoutSeconds: 30, practiceJobTimeoutSeconds: 30, practiceWaitSeconds: 5 } });
    app = await buildApp({ config, database });
    await app.ready();
    learner = await signUpLearner(app);
  });

  afterAll(async () => {
    for (const close of closing.reverse()) await close();
    await app?.close();
    await database?.close();
    await dropDatabase?.();
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: bearer(learner.token), ...(payload ? { payload } : {}) });

  /** Starts `testId` (a listening sectional: Summarize Spoken Text first) and answers its first item in writing. */
  async function answerSummary(testId: string): Promise<string> {
    const started = await call('POST', '/mock-tests/sessions', { testId });
    expect(started.statusCode, started.body).toBe(201);
    const { id, item } = testSessionStateResponseSchema.parse(started.json()).data;
    expect(item?.type).toBe('summarize-spoken-text');
    const answered = await call('POST', `/mock-tests/sessions/${id}/answers`, { position: 0, answer: { text: summary } });
    expect(answered.statusCode, answered.body).toBe(200);
    await app.pendingTestAnswers.idle();
    return id;
  }

  const jobsOf = async (sessionId: string) =>
    (
      await database.pool!.query<{ name: string; state: string; singleton_key: string | null; retry_count: number; output: unknown }>(
        `select name, state, singleton_key, retry_count, output from pgboss.job where data->>'sessionId' = $1 order by created_on`,
        [sessionId],
      )
    ).rows;

  const repository = () => createMockTestsRepository(database.db);

  /** An assessment worker in this process, as `npm run worker` builds it, with `engines` in place of the real ones. */
  async function startWorker(engines: AnswerEngines) {
    const jobs = await openAssessmentJobs({ pool: database.pool!, timeoutSeconds: 30, retry: { limit: 1, delaySeconds: 0 }, log: silent });
    const questions = createQuestionsService(createQuestionsRepository(database.db), await openMediaLibrary(join(contentDir, 'media')));
    const assess = createAnswerAssessment({ repository: repository(), questions, recordings: openRecordingStore({ kind: 'filesystem', directory: '/nonexistent' }), engines, log: silent });
    const work = await jobs.work({ concurrency: 1, assess, repository: repository() });
    return { jobs, stop: () => work.stop(1000) };
  }

  let firstSitting: string;
  let resender: PendingAnswerQueue;

  it('sends one job per waiting answer instead of assessing it, and sends it again only when it has none', async () => {
    firstSitting = await answerSummary('mock-test-3-listening');
    const jobs = await jobsOf(firstSitting);
    expect(jobs).toEqual([expect.objectContaining({ name: assessmentQueue, state: 'created', singleton_key: `${firstSitting}:0` })]);
    // The API assesses nothing itself: the answer waits for a worker.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await repository().findAnswer(firstSitting, 0))?.status).toBe('pending');

    const senders = await openAssessmentJobs({ pool: database.pool!, timeoutSeconds: 30, log: silent });
    resender = createJobAnswerQueue({ jobs: senders, repository: repository(), log: silent });
    closing.push(() => resender.close());
    expect(await senders.send({ sessionId: firstSitting, position: 0 })).toBe(false);
    expect(await resender.resumePending()).toBe(0);
    // A job lost (deleted by hand): the next start sends it again, once.
    await database.pool!.query(`delete from pgboss.job where data->>'sessionId' = $1`, [firstSitting]);
    expect(await resender.resumePending()).toBe(1);
    expect(await resender.resumePending()).toBe(0);
    expect(await jobsOf(firstSitting)).toHaveLength(1);
  });

  it('lets a worker assess the job with the shared assessment; the report is then ready, and a second run changes nothing', async () => {
    const worker = await startWorker(fakeEngines(async (_item, text) => ({ kind: 'zero', reason: `Read ${text.split(' ').length} words.` })));
    closing.push(worker.stop);
    const finished = await call('POST', `/mock-tests/sessions/${firstSitting}/finish`);
    expect(finished.statusCode, finished.body).toBe(200);

    const report = await until('the report', async () => {
      const data = testReportResponseSchema.parse((await call('GET', `/mock-tests/sessions/${firstSitting}/report`)).json()).data;
      return data.status === 'ready' ? data : undefined;
    });
    expect(report.items[0]).toMatchObject({ position: 0, type: 'summarize-spoken-text', status: 'assessed', score: 0 });
    const review = testAnswerReviewResponseSchema.parse((await call('GET', `/mock-tests/sessions/${firstSitting}/answers/0`)).json()).data;
    expect(review.assessment?.feedback).toEqual(['Read 23 words.']);
    await until('the job completed', async () => ((await jobsOf(firstSitting))[0]?.state === 'completed' ? true : undefined));
    expect((await jobsOf(firstSitting))[0]?.output).toEqual({ outcome: 'assessed' });

    // A retried or repeated job finds the answer assessed and leaves it as it is.
    expect(await worker.jobs.send({ sessionId: firstSitting, position: 0 })).toBe(true);
    await until('the repeated job', async () => ((await jobsOf(firstSitting)).filter((job) => job.state === 'completed').length === 2 ? true : undefined));
    expect((await jobsOf(firstSitting))[1]?.output).toEqual({ outcome: 'not-pending' });
    const again = testAnswerReviewResponseSchema.parse((await call('GET', `/mock-tests/sessions/${firstSitting}/answers/0`)).json()).data;
    expect(again.assessment).toEqual(review.assessment);
    await worker.stop();
  });

  it('marks an answer whose every try failed as not assessable, with the reason, and the report lists it so', async () => {
    const sitting = await answerSummary('mock-test-2-listening');
    // Sent again with the test worker's single quick retry instead of the API's three slower ones.
    await database.pool!.query(`delete from pgboss.job where data->>'sessionId' = $1`, [sitting]);
    const worker = await startWorker(fakeEngines(() => Promise.reject(new Error('The engine crashed'))));
    closing.push(worker.stop);
    expect(await worker.jobs.send({ sessionId: sitting, position: 0 })).toBe(true);

    const failed = await until('the answer marked failed', async () => {
      const answer = await repository().findAnswer(sitting, 0);
      return answer?.status === 'failed' ? answer : undefined;
    });
    expect(failed.result).toEqual({ reason: notAssessableReason });
    const jobs = await jobsOf(sitting);
    expect(jobs.find((job) => job.name === assessmentQueue)).toMatchObject({ state: 'failed', retry_count: 1 });
    expect(jobs.find((job) => job.name === failedAssessmentQueue)?.state).toMatch(/active|completed/);

    expect((await call('POST', `/mock-tests/sessions/${sitting}/finish`)).statusCode).toBe(200);
    const report = testReportResponseSchema.parse((await call('GET', `/mock-tests/sessions/${sitting}/report`)).json()).data;
    if (report.status !== 'ready') throw new Error(`Expected a ready report, got ${JSON.stringify(report)}`);
    expect(report.items[0]).toMatchObject({ status: 'failed', score: null });
    await worker.stop();
  });
});

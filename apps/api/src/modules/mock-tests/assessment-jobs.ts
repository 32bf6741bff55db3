import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import { z } from 'zod';
import { jobSchema, retriedJobOptions, startJobBoss, type RetryPolicy } from '../assessment-jobs/job-boss';
import type { AnswerAssessmentOutcome, AssessAnswer } from './answer-assessment';
import type { MockTestsRepository } from './mock-tests.repository';
import type { PendingAnswerQueue } from './pending-answer-queue';

/** The queue of mock-test answers waiting for an assessment worker: one job `{ sessionId, position }` per answer. */
export const assessmentQueue = 'assess-test-answer';

/** Where pg-boss moves a job once every try has failed; its worker marks the answer not assessable. */
export const failedAssessmentQueue = 'assess-test-answer-failed';

/** What the learner reads for an answer whose every try failed on our side. */
export const notAssessableReason = 'This answer could not be assessed: our assessment failed on it several times, so it is left out of your scores.';

/** A job's data: which answer to assess. */
const jobDataSchema = z.object({ sessionId: z.uuid(), position: z.number().int().min(0) });
type AssessmentJobData = z.infer<typeof jobDataSchema>;

/** Three more tries, after about 3–6 s, 6–12 s and 12–24 s. */
const defaultRetry: RetryPolicy = { limit: 3, delaySeconds: 3 };

/** How often waiting answers without a job get one again, should a send have been lost (a database blip). */
const resendIntervalMs = 5 * 60_000;

/** The key that makes a second job for one waiting answer a no-op while the first waits. */
function answerKey({ sessionId, position }: AssessmentJobData): string {
  return `${sessionId}:${position}`;
}

/** The running worker loops of one worker process. */
interface AssessmentWork {
  /** Stops taking jobs, waits up to `graceMs` for the ones in hand, then hands the rest back to the queue (retried elsewhere). */
  stop(graceMs: number): Promise<void>;
}

/** The assessment jobs in PostgreSQL, as the API (sending) and the workers (working) use them. */
interface AssessmentJobs {
  /** Queues an assessment of one waiting answer; false when one is already queued for it. */
  send(answer: AssessmentJobData): Promise<boolean>;
  /** The keys (`sessionId:position`) of answers with a job queued, retrying or running, failed ones included until handled. */
  answersWithJobs(): Promise<Set<string>>;
  /** Works both queues in this process: `concurrency` answers at once, plus the answers whose every try failed. */
  work(options: { concurrency: number; assess: AssessAnswer; repository: MockTestsRepository }): Promise<AssessmentWork>;
  /** Stops pg-boss (its maintenance, and any work not stopped already). */
  stop(): Promise<void>;
}

/**
 * Starts pg-boss on the app's PostgreSQL pool (creating its schema and the two queues when missing; see `startJobBoss`). Jobs of {@link assessmentQueue} are tried `1 + retry.limit` times
 * with backoff, each for at most `timeoutSeconds` (a worker killed mid-job loses its job to another after that);
 * a job that fails every try goes to {@link failedAssessmentQueue}.
 */
export async function openAssessmentJobs({
  pool,
  timeoutSeconds,
  retry = defaultRetry,
  log,
}: {
  pool: pg.Pool;
  timeoutSeconds: number;
  /** How failed jobs are retried (tests shorten it). */
  retry?: RetryPolicy;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}): Promise<AssessmentJobs> {
  const { jobOptions, deadLetterQueue } = retriedJobOptions({ retry, timeoutSeconds, deadLetter: failedAssessmentQueue });
  const boss = await startJobBoss({
    pool,
    timeoutSeconds,
    log,
    queues: [
      deadLetterQueue,
      // `short`: at most one queued job per answer (singleton key), however often it is sent.
      { name: assessmentQueue, options: { policy: 'short', ...jobOptions } },
    ],
  });

  async function assessJob(job: PgBoss.JobWithMetadata<unknown>, assess: AssessAnswer): Promise<{ outcome: AnswerAssessmentOutcome | 'bad-job' }> {
    const data = jobDataSchema.safeParse(job.data);
    if (!data.success) {
      log.error({ jobId: job.id, data: job.data }, 'An assessment job names no answer; dropped');
      return { outcome: 'bad-job' };
    }
    const started = performance.now();
    log.info({ jobId: job.id, ...data.data, try: job.retryCount + 1 }, 'Assessing a mock-test answer');
    const outcome = await assess(data.data.sessionId, data.data.position);
    log.info({ jobId: job.id, ...data.data, outcome, ms: Math.round(performance.now() - started) }, 'Mock-test answer assessed');
    return { outcome };
  }

  async function markNotAssessable(job: PgBoss.JobWithMetadata<unknown>, repository: MockTestsRepository): Promise<{ marked: boolean }> {
    const data = jobDataSchema.safeParse(job.data);
    if (!data.success) return { marked: false };
    const marked = await repository.completeAssessment(data.data.sessionId, data.data.position, 'failed', { reason: notAssessableReason });
    if (marked) log.error({ jobId: job.id, ...data.data, lastError: job.output }, 'A mock-test answer failed every try; marked as not assessable');
    return { marked };
  }

  return {
    async send(answer) {
      return (await boss.send(assessmentQueue, answer, { ...jobOptions, singletonKey: answerKey(answer) })) !== null;
    },

    async answersWithJobs() {
      const { rows } = await pool.query<{ sessionId: string | null; position: string | null }>(
        `select data->>'sessionId' as "sessionId", data->>'position' as position from ${jobSchema}.job where name = any($1::text[]) and state < 'completed'`,
        [[assessmentQueue, failedAssessmentQueue]],
      );
      return new Set(rows.map((row) => `${row.sessionId}:${row.position}`));
    },

    async work({ concurrency, assess, repository }) {
      const options = { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true as const };
      // pg-boss runs one job at a time per `work` loop: one loop per answer assessed at once.
      for (let loop = 0; loop < concurrency; loop++) {
        await boss.work(assessmentQueue, options, ([job]) => assessJob(job!, assess));
      }
      await boss.work(failedAssessmentQueue, { ...options, pollingIntervalSeconds: 5 }, ([job]) => markNotAssessable(job!, repository));
      return {
        async stop(graceMs) {
          await boss.stop({ graceful: true, wait: true, close: false, timeout: graceMs });
        },
      };
    },

    async stop() {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 1000 });
    },
  };
}

/**
 * The API's side of external assessment: a stored answer that waits is sent as a job for the workers, and answers
 * left waiting without a job (a send lost to a database blip, jobs of a queue emptied by hand) are sent again at start
 * and every few minutes. Sending is idempotent: a job already queued for an answer is not doubled, and a worker
 * writes a result only over `pending`.
 */
export function createJobAnswerQueue({
  jobs,
  repository,
  log,
}: {
  jobs: AssessmentJobs;
  repository: MockTestsRepository;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}): PendingAnswerQueue {
  const sending = new Set<Promise<unknown>>();
  const track = <T>(promise: Promise<T>): Promise<T> => {
    sending.add(promise);
    void promise.finally(() => sending.delete(promise)).catch(() => undefined);
    return promise;
  };

  async function resendMissing(): Promise<number> {
    const waiting = await repository.listPending();
    if (waiting.length === 0) return 0;
    const withJobs = await jobs.answersWithJobs();
    let sent = 0;
    for (const answer of waiting) {
      if (!withJobs.has(answerKey(answer)) && (await jobs.send(answer))) sent += 1;
    }
    return sent;
  }

  const timer = setInterval(() => {
    track(resendMissing()).catch((error: unknown) => log.warn({ err: error }, 'Could not check for mock-test answers waiting without an assessment job'));
  }, resendIntervalMs);
  timer.unref();

  async function idle(): Promise<void> {
    while (sending.size > 0) await Promise.allSettled([...sending]);
  }

  return {
    enqueue(sessionId, position) {
      track(jobs.send({ sessionId, position })).catch((error: unknown) =>
        log.error({ err: error, sessionId, position }, 'Could not queue the assessment of a mock-test answer; it is sent again within a few minutes'),
      );
    },
    resumePending: () => track(resendMissing()),
    idle,
    async close() {
      clearInterval(timer);
      await idle();
      await jobs.stop();
    },
  };
}

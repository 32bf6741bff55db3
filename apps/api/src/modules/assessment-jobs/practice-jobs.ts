import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import { jobSchema, retriedJobOptions, startJobBoss, type RetryPolicy } from './job-boss';
import { jobDoneChannel, jobSentChannel, listenForJobNotifications, type JobNotifications } from './job-notifications';
import {
  practiceJobDataSchema,
  practiceJobKinds,
  practiceJobOutputSchema,
  type PracticeJobData,
  type PracticeJobHandler,
  type PracticeJobKind,
  type PracticeJobOutput,
  unreadableJobOutput,
} from './practice-job-data';

/** The queue of each kind of practice answer. */
export const practiceJobQueues = { speech: 'assess-practice-speech', writing: 'assess-practice-writing' } as const satisfies Record<PracticeJobKind, string>;

/** Where pg-boss moves a practice job once every try has failed; its worker tidies up and tells the waiting instance. */
const failedPracticeJobQueue = 'assess-practice-failed';

/** Two more tries, after about 1–2 s and 2–4 s: a learner is waiting for the result. */
const defaultRetry: RetryPolicy = { limit: 2, delaySeconds: 1 };

/**
 * How long finished jobs stay in `pgboss.job` before pg-boss archives them (then `pgboss.archive`): the per-learner
 * counts read the table, so it is kept small. pg-boss's maintenance archives every queue's finished jobs so; nothing
 * reads a finished mock-test answer's job.
 */
const archiveAfterSeconds = 3600;

/** How often an instance waiting for jobs looks at them itself, should a notification have been missed. */
const waitPollMs = 1000;

/** How often a job held back by its learner's running limit looks again. */
const gatePollMs = 200;

/** How long a job's learner numbers and the queue's figures are reused before being read again. */
const snapshotTtlMs = 1000;

// An arbitrary constant naming "a learner's practice jobs being sent" among advisory locks (with the learner's hash).
const learnerLockSpace = 7_310_422;

/** Where a practice job stands. `missing`: no such job (never sent, or deleted long after it finished). */
export type PracticeJobState =
  | { state: 'waiting' | 'running'; kind: PracticeJobKind; learnerId: string }
  | { state: 'completed'; kind: PracticeJobKind; learnerId: string; output: PracticeJobOutput | null }
  | { state: 'failed'; kind: PracticeJobKind; learnerId: string }
  | { state: 'missing' };

/** A learner's unfinished jobs of one kind. */
export interface LearnerJobCounts {
  /** Jobs a worker has taken. */
  running: number;
  /** Jobs waiting for a worker (a retried one included). */
  waiting: number;
}

/** One unfinished job, as the wait estimates read the queue. */
interface QueuedJob {
  learnerId: string;
  running: boolean;
  priority: number;
  createdOn: number;
}

/** A kind's queue as a whole: its unfinished jobs and the mean time of its recent jobs. */
export interface PracticeQueueSnapshot {
  jobs: QueuedJob[];
  /** Mean seconds a worker held each of the last 20 finished jobs; undefined before any has finished. */
  meanSeconds: number | undefined;
}

/** What a worker process does with each kind: how many at once, the learner's running limit, and the assessor. */
interface KindWork {
  concurrency: number;
  /**
   * When to start taking jobs: once the engine is ready (true), never when it cannot run here (false), so a worker
   * still preparing its engine, or without one, leaves the answers to the workers that can assess them now.
   */
  ready: Promise<boolean>;
  /** Jobs of one learner assessed at once across every worker (the rest wait, in order); none when absent. */
  learnerRunning?: number;
  handle: PracticeJobHandler;
}

/** The running worker loops of one worker process. */
interface PracticeWork {
  /** Stops taking jobs, waits up to `graceMs` for the ones in hand, then hands the rest back to the queue. */
  stop(graceMs: number): Promise<void>;
}

/** Practice answers as jobs in PostgreSQL, as the API (sending, waiting) and the workers (working) use them. */
export interface PracticeJobs {
  /**
   * Sends one answer's job with id `data.id`. With `admit`, the learner's unfinished jobs of that kind are counted
   * under a lock on the learner (so instances sending at once count each other's), and `admit` either refuses
   * (throws) or gives the job's priority; the job is sent in the same transaction.
   */
  send(data: PracticeJobData, admit?: (learner: LearnerJobCounts) => { priority: number }): Promise<void>;
  /** Where job `id` stands now. */
  find(id: string): Promise<PracticeJobState>;
  /** Waits up to `budgetMs` (or until `signal` aborts) for job `id` to finish; answers where it then stands. */
  wait(id: string, budgetMs: number, signal?: AbortSignal): Promise<PracticeJobState>;
  /** Ends every wait now, with where its job stands (the server is stopping: its requests are answered at once). */
  stopWaiting(): void;
  /** The unfinished jobs of a kind and its recent mean time (read at most once a second). */
  snapshot(kind: PracticeJobKind): Promise<PracticeQueueSnapshot>;
  /** Works the queues in this process, and the jobs whose every try failed (`onFailed` tidies up after them). */
  work(options: { speech: KindWork; writing: KindWork; onFailed: (data: PracticeJobData) => Promise<void> }): Promise<PracticeWork>;
  /** Stops waiting, listening and pg-boss. */
  stop(): Promise<void>;
}

const queueKinds = new Map<string, PracticeJobKind>(practiceJobKinds.map((kind) => [practiceJobQueues[kind], kind]));
const allQueues = Object.values(practiceJobQueues);

/** A job's row as read for its state. */
interface JobRow {
  id: string;
  name: string;
  state: string;
  learnerId: string | null;
  output: unknown;
}

function stateOf(row: JobRow | undefined): PracticeJobState {
  const kind = row ? queueKinds.get(row.name) : undefined;
  if (!row || !kind) return { state: 'missing' };
  const learnerId = row.learnerId ?? '';
  switch (row.state) {
    case 'created':
    case 'retry':
      return { state: 'waiting', kind, learnerId };
    case 'active':
      return { state: 'running', kind, learnerId };
    case 'completed': {
      const output = practiceJobOutputSchema.safeParse(row.output);
      return { state: 'completed', kind, learnerId, output: output.success ? output.data : null };
    }
    default:
      return { state: 'failed', kind, learnerId };
  }
}

const isFinished = (state: PracticeJobState) => state.state !== 'waiting' && state.state !== 'running';

/**
 * Starts pg-boss on the app's PostgreSQL pool for practice answers (creating the queues when missing; see
 * `startJobBoss`) and listens for jobs sent and finished. Each job is tried `1 + retry.limit` times, each for at most
 * `timeoutSeconds`: a worker killed mid-job loses it to another worker after that. A job that fails every try goes
 * to {@link failedPracticeJobQueue}.
 */
export async function openPracticeJobs({
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
}): Promise<PracticeJobs> {
  const { jobOptions, deadLetterQueue } = retriedJobOptions({ retry, timeoutSeconds, deadLetter: failedPracticeJobQueue });
  const boss = await startJobBoss({
    pool,
    timeoutSeconds,
    log,
    archiveCompletedAfterSeconds: archiveAfterSeconds,
    queues: [
      deadLetterQueue,
      ...allQueues.map((name) => ({ name, options: { policy: 'standard' as const, ...jobOptions } })),
    ],
  });

  // Waits of this instance, by job id; the poll and the notifications settle them.
  const waits = new Map<string, Set<(state: PracticeJobState) => void>>();
  // Worker loops of this process, by queue, woken when a job is sent.
  const loops = new Map<string, string[]>();
  let pollTimer: NodeJS.Timeout | undefined;
  let stopped = false;
  const closing = new AbortController();

  async function readStates(ids: readonly string[], withArchive: boolean): Promise<Map<string, PracticeJobState>> {
    const columns = `id, name, state::text as state, data->>'learnerId' as "learnerId", output`;
    const where = 'name = any($1::text[]) and id = any($2::uuid[])';
    const text = withArchive
      ? `select ${columns} from ${jobSchema}.job where ${where} union all select ${columns} from ${jobSchema}.archive where ${where}`
      : `select ${columns} from ${jobSchema}.job where ${where}`;
    const { rows } = await pool.query<JobRow>(text, [allQueues, ids]);
    return new Map(ids.map((id) => [id, stateOf(rows.find((row) => row.id === id))]));
  }

  function settle(states: Map<string, PracticeJobState>): void {
    for (const [id, state] of states) {
      if (!isFinished(state)) continue;
      const waiting = waits.get(id);
      waits.delete(id);
      for (const resolve of waiting ?? []) resolve(state);
    }
  }

  async function check(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    try {
      settle(await readStates(ids, false));
    } catch (error) {
      log.warn({ err: error }, 'Could not read practice assessment jobs; trying again');
    }
  }

  function schedulePoll(): void {
    if (pollTimer || waits.size === 0) return;
    pollTimer = setTimeout(() => {
      pollTimer = undefined;
      void check([...waits.keys()]).finally(schedulePoll);
    }, waitPollMs);
    pollTimer.unref();
  }

  const notifications: JobNotifications = await listenForJobNotifications({
    pool,
    channels: [jobSentChannel, jobDoneChannel],
    log,
    onNotification(channel, payload) {
      if (channel === jobDoneChannel && waits.has(payload)) void check([payload]);
      if (channel === jobSentChannel) for (const id of loops.get(payload) ?? []) boss.notifyWorker(id);
    },
    onGap() {
      void check([...waits.keys()]);
      for (const ids of loops.values()) for (const id of ids) boss.notifyWorker(id);
    },
  });

  const snapshots = new Map<PracticeJobKind, { at: number; value: Promise<PracticeQueueSnapshot> }>();
  async function readSnapshot(kind: PracticeJobKind): Promise<PracticeQueueSnapshot> {
    const queue = practiceJobQueues[kind];
    const [unfinished, recent] = await Promise.all([
      pool.query<{ learnerId: string | null; running: boolean; priority: number; createdOn: Date }>(
        `select data->>'learnerId' as "learnerId", state = 'active' as running, priority, created_on as "createdOn"
         from ${jobSchema}.job where name = $1 and state < 'completed'`,
        [queue],
      ),
      pool.query<{ mean: number | null }>(
        `select extract(epoch from avg(completed_on - started_on))::float8 as mean
         from (select completed_on, started_on from ${jobSchema}.job where name = $1 and state = 'completed' order by completed_on desc limit 20) recent`,
        [queue],
      ),
    ]);
    return {
      jobs: unfinished.rows.map((row) => ({ learnerId: row.learnerId ?? '', running: row.running, priority: row.priority, createdOn: row.createdOn.getTime() })),
      meanSeconds: recent.rows[0]?.mean ?? undefined,
    };
  }

  /**
   * Holds a job back while `limit` or more of its learner's jobs that a worker took before it are still running, so a
   * learner never has more than `limit` assessed at once across the workers (at most half the job's time: a job held by
   * a worker that died counts until it expires, and waiting for that would only lose this one too).
   */
  async function awaitLearnerTurn(queue: string, job: PgBoss.JobWithMetadata<unknown>, learnerId: string, limit: number): Promise<void> {
    const deadline = performance.now() + (job.expireInSeconds * 1000) / 2;
    for (;;) {
      const { rows } = await pool.query<{ earlier: number }>(
        `select count(*)::int as earlier from ${jobSchema}.job j
         where j.name = $1 and j.state = 'active' and j.data->>'learnerId' = $2
           and (j.started_on, j.id) < (select started_on, id from ${jobSchema}.job where name = $1 and id = $3)`,
        [queue, learnerId, job.id],
      );
      if ((rows[0]?.earlier ?? 0) < limit || performance.now() > deadline) return;
      await new Promise((resolve) => setTimeout(resolve, gatePollMs));
    }
  }

  async function notifyDone(id: string): Promise<void> {
    await pool.query('select pg_notify($1, $2)', [jobDoneChannel, id]).catch((error: unknown) => log.warn({ err: error }, 'Could not announce a finished practice job'));
  }

  return {
    async send(data, admit) {
      const queue = practiceJobQueues[data.kind];
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query('select pg_advisory_xact_lock($1, hashtext($2))', [learnerLockSpace, data.learnerId]);
        let priority = 0;
        if (admit) {
          const { rows } = await client.query<LearnerJobCounts>(
            `select count(*) filter (where state = 'active')::int as running, count(*) filter (where state < 'active')::int as waiting
             from ${jobSchema}.job where name = $1 and state < 'completed' and data->>'learnerId' = $2`,
            [queue, data.learnerId],
          );
          priority = admit(rows[0] ?? { running: 0, waiting: 0 }).priority;
        }
        const id = await boss.send(queue, data, { ...jobOptions, id: data.id, priority, db: { executeSql: (text, values) => client.query(text, values) } });
        if (id === null) throw new Error(`A practice job with id ${data.id} exists already`);
        // Delivered when the transaction commits: idle workers take the job at once instead of at their next poll.
        await client.query('select pg_notify($1, $2)', [jobSentChannel, queue]);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
      snapshots.delete(data.kind);
    },

    async find(id) {
      return (await readStates([id], true)).get(id) ?? { state: 'missing' };
    },

    async wait(id, budgetMs, signal) {
      const now = (await readStates([id], true)).get(id) ?? { state: 'missing' as const };
      if (isFinished(now) || budgetMs <= 0 || signal?.aborted || closing.signal.aborted) return now;
      const finished = await new Promise<PracticeJobState | null>((resolve) => {
        const done = (state: PracticeJobState | null) => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          closing.signal.removeEventListener('abort', onAbort);
          const set = waits.get(id);
          set?.delete(done);
          if (set?.size === 0) waits.delete(id);
          resolve(state);
        };
        const onAbort = () => done(null);
        const timer = setTimeout(() => done(null), budgetMs);
        signal?.addEventListener('abort', onAbort, { once: true });
        closing.signal.addEventListener('abort', onAbort, { once: true });
        waits.set(id, (waits.get(id) ?? new Set()).add(done));
        schedulePoll();
      });
      return finished ?? (await readStates([id], true)).get(id) ?? { state: 'missing' };
    },

    stopWaiting() {
      closing.abort();
    },

    snapshot(kind) {
      const cached = snapshots.get(kind);
      if (cached && performance.now() - cached.at < snapshotTtlMs) return cached.value;
      const value = readSnapshot(kind);
      snapshots.set(kind, { at: performance.now(), value });
      value.catch(() => snapshots.delete(kind));
      return value;
    },

    async work({ speech, writing, onFailed }) {
      const options = { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true as const };
      for (const [kind, work] of [['speech', speech], ['writing', writing]] as const) {
        const queue = practiceJobQueues[kind];
        const handle = async ([job]: PgBoss.JobWithMetadata<unknown>[]): Promise<PracticeJobOutput> => {
          const started = performance.now();
          const data = practiceJobDataSchema.safeParse(job!.data);
          let output: PracticeJobOutput;
          if (!data.success || data.data.kind !== kind || data.data.id !== job!.id) {
            log.error({ jobId: job!.id, kind }, 'A practice job carries no answer of its kind; ended with an error for the learner');
            output = unreadableJobOutput;
          } else {
            const { learnerId, answer } = data.data;
            log.info({ jobId: job!.id, kind, try: job!.retryCount + 1 }, 'Assessing a practice answer');
            const gateStarted = performance.now();
            if (work.learnerRunning) await awaitLearnerTurn(queue, job!, learnerId, work.learnerRunning);
            // Both times from the database's clock, and the hold-back from this one.
            const queuedMs = Math.max(0, job!.startedOn.getTime() - job!.createdOn.getTime()) + (performance.now() - gateStarted);
            output = await work.handle({ id: job!.id, learnerId, answer, queuedSeconds: Math.round(queuedMs / 100) / 10 });
          }
          // Completed here (pg-boss's own completion after the handler then finds it done) so the waiting instance can be told now.
          await boss.complete(queue, job!.id, output);
          await notifyDone(job!.id);
          log.info({ jobId: job!.id, kind, outcome: output.outcome, ms: Math.round(performance.now() - started) }, 'Practice answer assessed');
          return output;
        };
        void work.ready.then(async (ready) => {
          if (stopped) return;
          if (!ready) {
            log.warn({ kind }, `This worker takes no ${kind === 'speech' ? 'spoken' : 'written'} practice answers: its engine cannot run here`);
            return;
          }
          const ids: string[] = [];
          for (let loop = 0; loop < work.concurrency; loop++) ids.push(await boss.work(queue, options, handle));
          loops.set(queue, ids);
        });
      }
      await boss.work(failedPracticeJobQueue, { ...options, pollingIntervalSeconds: 2 }, async ([job]) => {
        const data = practiceJobDataSchema.safeParse(job!.data);
        if (!data.success) return { handled: false };
        await onFailed(data.data);
        log.error({ jobId: data.data.id, kind: data.data.kind, lastError: job!.output }, 'A practice answer failed every try; the learner is told');
        await notifyDone(data.data.id);
        return { handled: true };
      });
      return {
        async stop(graceMs) {
          stopped = true;
          await boss.stop({ graceful: true, wait: true, close: false, timeout: graceMs });
          await notifications.close();
        },
      };
    },

    async stop() {
      stopped = true;
      closing.abort();
      if (pollTimer) clearTimeout(pollTimer);
      await notifications.close();
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 1000 });
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import PgBoss from 'pg-boss';

/** The PostgreSQL schema pg-boss keeps its tables in (its default, named so our own queries can read it). */
export const jobSchema = 'pgboss';

// An arbitrary constant naming "setting up the assessment job queues" among advisory locks.
const jobSetupLockId = 7_310_422_003;

/**
 * pg-boss expires a job that runs past its timeout during maintenance; maintenance runs a fifth of the timeout apart
 * (at most a minute), so a lost job is taken again soon after its timeout.
 */
function maintenanceIntervalSeconds(timeoutSeconds: number): number {
  return Math.min(60, Math.max(1, Math.floor(timeoutSeconds / 5)));
}

/** A queue to create (when missing) as pg-boss starts. */
interface QueueSetUp {
  name: string;
  options: Omit<PgBoss.Queue, 'name'>;
}

/**
 * How a failed job is tried again: `limit` more tries, the first after `delaySeconds` to twice that, each later one
 * about twice as long (pg-boss's backoff, with jitter).
 */
export interface RetryPolicy {
  limit: number;
  delaySeconds: number;
}

/**
 * The options of jobs tried per `retry` with backoff, each try expiring after `timeoutSeconds` (a worker killed
 * mid-job loses it to another then), that go to the `deadLetter` queue once every try has failed; and that queue's
 * set-up (its own jobs retried the same way, without expiry).
 */
export function retriedJobOptions({ retry, timeoutSeconds, deadLetter }: { retry: RetryPolicy; timeoutSeconds: number; deadLetter: string }) {
  const retries = { retryLimit: retry.limit, retryDelay: retry.delaySeconds, retryBackoff: true };
  const deadLetterQueue: QueueSetUp = { name: deadLetter, options: { policy: 'standard', ...retries } };
  return { jobOptions: { ...retries, expireInSeconds: timeoutSeconds, deadLetter }, deadLetterQueue };
}

/**
 * Starts pg-boss on the app's PostgreSQL pool and creates `queues` when missing. Processes starting together on an
 * empty database would create pg-boss's schema and queues at once, which can deadlock in PostgreSQL: one process at a
 * time sets them up, under an advisory lock held on a connection of its own, so instances and workers may start
 * together.
 */
export async function startJobBoss({
  pool,
  timeoutSeconds,
  queues,
  log,
  archiveCompletedAfterSeconds,
}: {
  pool: pg.Pool;
  /** The shortest job timeout of the queues: maintenance (which expires lost jobs) runs a fifth of it apart. */
  timeoutSeconds: number;
  queues: readonly QueueSetUp[];
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** How long finished jobs stay in `pgboss.job` before pg-boss archives them (its default: 12 hours). */
  archiveCompletedAfterSeconds?: number;
}): Promise<PgBoss> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: jobSchema,
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: maintenanceIntervalSeconds(timeoutSeconds),
    ...(archiveCompletedAfterSeconds ? { archiveCompletedAfterSeconds } : {}),
  });
  boss.on('error', (error) => log.warn({ err: error }, 'The assessment job queue reported an error; it keeps trying'));
  const setUp = await pool.connect();
  try {
    await setUp.query('select pg_advisory_lock($1)', [jobSetupLockId]);
    await boss.start();
    for (const queue of queues) await boss.createQueue(queue.name, { name: queue.name, ...queue.options });
  } finally {
    await setUp.query('select pg_advisory_unlock($1)', [jobSetupLockId]).catch(() => undefined);
    setUp.release();
  }
  return boss;
}

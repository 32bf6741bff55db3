import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** Told when a practice answer's job was sent (payload: its queue), so idle workers take it at once. */
export const jobSentChannel = 'pte_practice_job_sent';

/** Told when a practice answer's job finished (payload: its id), so the instance waiting for it answers at once. */
export const jobDoneChannel = 'pte_practice_job_done';

/** How long to wait before listening again after the listening connection failed. */
const reconnectDelayMs = 1000;

/** A connection that LISTENs on some channels. */
export interface JobNotifications {
  /** Stops listening. */
  close(): Promise<void>;
}

/**
 * LISTENs on `channels` on a connection of its own (not one of the pool's) and hands every notification's payload
 * to `onNotification`. If the connection drops it listens again a second later and calls `onGap`, since
 * notifications sent meanwhile were missed: the callers then look for themselves (the waits also poll, the workers
 * also poll, so a missed notification only delays, never loses, anything).
 */
export async function listenForJobNotifications({
  pool,
  channels,
  onNotification,
  onGap,
  log,
}: {
  pool: pg.Pool;
  channels: readonly string[];
  onNotification: (channel: string, payload: string) => void;
  onGap: () => void;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): Promise<JobNotifications> {
  let closed = false;
  let listener: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  async function listen(): Promise<void> {
    const client = new pg.Client(pool.options);
    client.on('notification', (message) => {
      if (message.payload !== undefined && channels.includes(message.channel)) onNotification(message.channel, message.payload);
    });
    client.on('error', (error) => {
      log.warn({ err: error }, 'Lost the connection that hears about assessment jobs; listening again');
      void client.end().catch(() => undefined);
      if (listener === client) listener = undefined;
      scheduleListen();
    });
    await client.connect();
    for (const channel of channels) await client.query(`listen ${channel}`);
    if (closed) {
      await client.end();
      return;
    }
    listener = client;
  }

  function scheduleListen(): void {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      listen().then(onGap, (error: unknown) => {
        log.warn({ err: error }, 'Could not listen for assessment jobs; trying again');
        scheduleListen();
      });
    }, reconnectDelayMs);
    retry.unref();
  }

  await listen();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}

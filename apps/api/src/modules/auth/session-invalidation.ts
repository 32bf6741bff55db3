import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { z } from 'zod';
import type { SessionCache } from './session-cache';

/** The PostgreSQL channel on which instances announce ended sessions. */
const sessionInvalidationChannel = 'pte_sessions_ended';

/** What ended: one session, or every session of one learner. */
const invalidationSchema = z.union([z.object({ sessionId: z.string().min(1) }), z.object({ userId: z.string().min(1) })]);
type Invalidation = z.infer<typeof invalidationSchema>;

/** Tells every API instance that sessions ended, so none keeps accepting their tokens from its cache. */
export interface SessionInvalidation {
  /** One session ended (sign-out, revocation, expiry). */
  sessionEnded(sessionId: string): Promise<void>;
  /** Every session of a learner ended (account deleted). */
  userSessionsEnded(userId: string): Promise<void>;
  /** Stops listening. */
  close(): Promise<void>;
}

/** How long to wait before listening again after the listening connection failed. */
const reconnectDelayMs = 1000;

/**
 * Forgets ended sessions in this instance's cache at once and, on PostgreSQL, announces them with NOTIFY on
 * {@link sessionInvalidationChannel}; every instance LISTENs there and forgets them too, within the time a
 * notification takes to arrive (milliseconds). If the listening connection drops, the instance forgets its whole
 * cache (it may have missed announcements) and listens again. On PGlite only one server runs, so the local cache is all.
 */
export async function createSessionInvalidation({
  cache,
  pool,
  logger,
}: {
  cache: SessionCache;
  pool: pg.Pool | undefined;
  logger: Pick<FastifyBaseLogger, 'warn'>;
}): Promise<SessionInvalidation> {
  const apply = (invalidation: Invalidation) => {
    if ('sessionId' in invalidation) cache.forgetSession(invalidation.sessionId);
    else cache.forgetUser(invalidation.userId);
  };
  if (!pool) {
    return {
      sessionEnded: async (sessionId) => apply({ sessionId }),
      userSessionsEnded: async (userId) => apply({ userId }),
      close: async () => {},
    };
  }

  let closed = false;
  let listener: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== sessionInvalidationChannel || message.payload === undefined) return;
    let payload: unknown;
    try {
      payload = JSON.parse(message.payload);
    } catch {
      return;
    }
    const parsed = invalidationSchema.safeParse(payload);
    if (parsed.success) apply(parsed.data);
  };

  async function listen(): Promise<void> {
    const client = new pg.Client(pool!.options);
    client.on('notification', onNotification);
    client.on('error', (error) => {
      logger.warn({ err: error }, 'Lost the connection that hears about ended sessions; listening again');
      void client.end().catch(() => {});
      if (listener === client) listener = undefined;
      // Announcements may have been missed meanwhile: check every token against the database again.
      cache.clear();
      scheduleListen();
    });
    await client.connect();
    await client.query(`listen ${sessionInvalidationChannel}`);
    if (closed) {
      await client.end();
      return;
    }
    listener = client;
  }

  function scheduleListen() {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      listen().catch((error: unknown) => {
        logger.warn({ err: error }, 'Could not listen for ended sessions; trying again');
        cache.clear();
        scheduleListen();
      });
    }, reconnectDelayMs);
    retry.unref();
  }

  await listen();

  const publish = async (invalidation: Invalidation) => {
    apply(invalidation);
    try {
      await pool.query('select pg_notify($1, $2)', [sessionInvalidationChannel, JSON.stringify(invalidation)]);
    } catch (error) {
      // The session is gone from the database all the same; other instances drop it when their cache entry expires.
      logger.warn({ err: error }, 'Could not tell the other instances that a session ended');
    }
  };

  return {
    sessionEnded: (sessionId) => publish({ sessionId }),
    userSessionsEnded: (userId) => publish({ userId }),
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => {});
    },
  };
}

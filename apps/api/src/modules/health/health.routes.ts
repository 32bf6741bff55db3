import { healthResponseSchema, livenessResponseSchema, readinessResponseSchema, type ReadinessResponse } from '@pte/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { SpeechEngine } from '../speaking/speech-engine';

/** How the health routes are set up. */
interface HealthRoutesOptions {
  database: Pick<Database, 'driver' | 'ping'>;
  /** Items in the question bank loaded into the database, or null when none is (readiness needs one). */
  loadedBankItems: () => Promise<number | null>;
  /** The API's version, reported as is. */
  version: string;
  /** Reported as is; an unavailable speech engine does not make the API unhealthy (everything else works). */
  speech: Pick<SpeechEngine, 'status'>;
}

const roundMs = (ms: number) => Math.round(ms * 100) / 100;

/**
 * The health checks, none of which needs a sign-in:
 * - `GET /health`: 200 when the database answers, 503 (status `degraded`) when it does not; with the speech engine's state.
 * - `GET /health/live`: liveness, 200 whenever the process serves requests (restart it only when this fails).
 * - `GET /health/ready`: readiness, 200 when the database answers and the question bank is loaded, else 503
 *   with the reason (send learners elsewhere, or wait, but do not restart).
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, { database, loadedBankItems, version, speech }) => {
  app.get('/health', {
    schema: {
      tags: ['health'],
      summary: 'Whether the API and its database answer, and whether speaking answers can be assessed (200, or 503 `degraded` when the database does not answer).',
      response: { 200: healthResponseSchema, 503: healthResponseSchema },
    },
    handler: async (request, reply) => {
      const uptimeSeconds = Math.round(process.uptime());
      try {
        const latencyMs = roundMs(await database.ping());
        return { status: 'ok' as const, database: { status: 'up' as const, driver: database.driver, latencyMs }, speech: speech.status(), version, uptimeSeconds };
      } catch (error) {
        request.log.error({ err: error }, 'Health check: the database does not answer');
        return reply
          .status(503)
          .send({ status: 'degraded' as const, database: { status: 'down' as const, driver: database.driver }, speech: speech.status(), version, uptimeSeconds });
      }
    },
  });

  app.get('/health/live', {
    schema: {
      tags: ['health'],
      summary: 'Liveness: 200 whenever the process is up and serving requests; checks nothing else. Restart the server only when this fails.',
      response: { 200: livenessResponseSchema },
    },
    handler: async () => ({ status: 'live' as const, version, uptimeSeconds: Math.round(process.uptime()) }),
  });

  app.get('/health/ready', {
    schema: {
      tags: ['health'],
      summary: 'Readiness: 200 when the database answers and the question bank is loaded into it; 503 `not-ready` with the reason otherwise.',
      response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
    },
    handler: async (request, reply) => {
      const notReady = (reason: string, checks: Pick<ReadinessResponse, 'database' | 'questionBank'>) =>
        reply.status(503).send({ status: 'not-ready' as const, reason, ...checks });
      let latencyMs: number;
      try {
        latencyMs = roundMs(await database.ping());
      } catch (error) {
        request.log.error({ err: error }, 'Readiness check: the database does not answer');
        return notReady('The database does not answer.', { database: { status: 'down' }, questionBank: { status: 'unknown' } });
      }
      let items: number | null;
      try {
        items = await loadedBankItems();
      } catch (error) {
        request.log.error({ err: error }, 'Readiness check: the question bank could not be looked up');
        return notReady('The question bank could not be looked up in the database (is it migrated?).', { database: { status: 'up', latencyMs }, questionBank: { status: 'unknown' } });
      }
      if (items === null) {
        return notReady('The question bank is not loaded into the database yet.', { database: { status: 'up', latencyMs }, questionBank: { status: 'missing' } });
      }
      return { status: 'ready' as const, database: { status: 'up' as const, latencyMs }, questionBank: { status: 'loaded' as const, items } };
    },
  });
};

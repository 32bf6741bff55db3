import { healthResponseSchema } from '@pte/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { SpeechEngine } from '../speaking/speech-engine';

/** How the health route is set up. */
interface HealthRoutesOptions {
  database: Pick<Database, 'driver' | 'ping'>;
  /** The API's version, reported as is. */
  version: string;
  /** Reported as is; an unavailable speech engine does not make the API unhealthy (everything else works). */
  speech: Pick<SpeechEngine, 'status'>;
}

/** `GET /health`: 200 when the database answers, 503 (status `degraded`) when it does not. */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, { database, version, speech }) => {
  app.get('/health', {
    schema: {
      tags: ['health'],
      summary: 'Whether the API and its database answer, and whether speaking answers can be assessed.',
      response: { 200: healthResponseSchema, 503: healthResponseSchema },
    },
    handler: async (request, reply) => {
      const uptimeSeconds = Math.round(process.uptime());
      try {
        const latencyMs = Math.round((await database.ping()) * 100) / 100;
        return { status: 'ok' as const, database: { status: 'up' as const, driver: database.driver, latencyMs }, speech: speech.status(), version, uptimeSeconds };
      } catch (error) {
        request.log.error({ err: error }, 'Health check: the database does not answer');
        return reply
          .status(503)
          .send({ status: 'degraded' as const, database: { status: 'down' as const, driver: database.driver }, speech: speech.status(), version, uptimeSeconds });
      }
    },
  });
};

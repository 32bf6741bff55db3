import { apiErrorSchema, progressSummaryQuerySchema, progressSummaryResponseSchema } from '@pte/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/auth.guard';
import type { ProgressService } from './progress.service';

/** `GET /progress/summary`: the signed-in learner's progress, for the dashboard. */
export const progressRoutes: FastifyPluginAsyncZod<{ progress: ProgressService }> = async (app, { progress }) => {
  app.get('/progress/summary', {
    onRequest: app.authenticate,
    schema: {
      tags: ['progress'],
      summary:
        'Your attempts this week (from Monday) and in all, your practice streak in days, your 10–90 average per skill and your three weakest task types; days are counted in `timeZone` (IANA, default UTC).',
      security: [{ bearerAuth: [] }],
      querystring: progressSummaryQuerySchema,
      response: { 200: progressSummaryResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
    },
    handler: async (request) => ({ data: await progress.summary(requireUser(request), request.query.timeZone) }),
  });
};

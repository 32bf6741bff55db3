import { apiErrorSchema, progressReportQuerySchema, progressReportResponseSchema, progressSummaryQuerySchema, progressSummaryResponseSchema } from '@pte/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/auth.guard';
import type { ProgressService } from './progress.service';

/** `GET /progress/summary`: the signed-in learner's progress, for the dashboard; `GET /progress/report`: the Progress Report page. */
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

  app.get('/progress/report', {
    onRequest: app.authenticate,
    schema: {
      tags: ['progress'],
      summary:
        'Your Progress Report: your 10–90 average per skill and your enabling skills (% of trait maxima) per week over the last 12 weeks, your average and best per task type, your attempts per day over the last 30 days, a predicted band per skill from your latest 20 attempts feeding it with the distance to your target, and the three task types that would gain most; days and weeks (from Monday) are counted in `timeZone` (IANA, default UTC).',
      security: [{ bearerAuth: [] }],
      querystring: progressReportQuerySchema,
      response: { 200: progressReportResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
    },
    handler: async (request) => ({ data: await progress.report(requireUser(request), request.query.timeZone) }),
  });
};

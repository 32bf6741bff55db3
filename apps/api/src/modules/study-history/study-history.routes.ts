import { apiErrorSchema, historyAttemptParamsSchema, historyAttemptResponseSchema, studyHistoryQuerySchema, studyHistoryResponseSchema } from '@pte/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/auth.guard';
import type { StudyHistoryService } from './study-history.service';

const security = [{ bearerAuth: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/**
 * `GET /study-history` (the signed-in learner's attempts, filtered and paginated), `GET /study-history/{attemptId}`
 * (one attempt as it was) and `DELETE /study-history/{attemptId}` (the attempt and its recording). A learner only
 * ever reaches their own attempts: another learner's answer 404, as if they did not exist.
 */
export const studyHistoryRoutes: FastifyPluginAsyncZod<{ history: StudyHistoryService }> = async (app, { history }) => {
  app.get('/study-history', {
    onRequest: app.authenticate,
    schema: {
      tags: ['study history'],
      summary:
        'One page of your attempts, newest first: filter by `skill`, task `type`, days `from`–`to` (YYYY-MM-DD, inclusive, in `timeZone`) and 10–90 score `minScore`–`maxScore`.',
      security,
      querystring: studyHistoryQuerySchema,
      response: { 200: studyHistoryResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
    },
    handler: async (request) => ({ data: await history.page(requireUser(request), request.query) }),
  });

  app.get('/study-history/:attemptId', {
    onRequest: app.authenticate,
    schema: {
      tags: ['study history'],
      summary: 'One of your attempts as it was: your answer, the assessment given then and the question as it was served; `practisable` says whether the question can still be practised (false once it is kept for the mock tests or has left the bank).',
      security,
      params: historyAttemptParamsSchema,
      response: { 200: historyAttemptResponseSchema, ...errors },
    },
    handler: async (request) => ({ data: await history.get(requireUser(request), request.params.attemptId) }),
  });

  app.delete('/study-history/:attemptId', {
    onRequest: app.authenticate,
    schema: {
      tags: ['study history'],
      summary: 'Delete one of your attempts and its recording.',
      security,
      params: historyAttemptParamsSchema,
      response: { 204: z.null().describe('Deleted'), ...errors },
    },
    handler: async (request, reply) => {
      await history.delete(requireUser(request), request.params.attemptId);
      return reply.status(204).send(null);
    },
  });
};

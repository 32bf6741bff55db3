import { apiErrorSchema, assessmentDataResponseSchema, assessmentPendingResponseSchema, type AssessmentResultResponse } from '@pte/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/auth.guard';
import { clientGoneSignal, replyWithPracticeAnswer } from './practice-answer-reply';
import type { PracticeJobClient } from './practice-answers';

/**
 * `GET /assessment-jobs/:id` (with assessment workers): a practice answer the assess path answered `202` for. Waits up
 * to the server's wait for it, then answers as the assess path would have: `{ data: assessment }`, the refusal (e.g.
 * 422 for a recording that cannot be assessed), 503 `ASSESSMENT_FAILED` when every try failed, or `202` again.
 */
export const practiceJobsRoutes: FastifyPluginAsyncZod<{ client: PracticeJobClient }> = async (app, { client }) => {
  app.get('/assessment-jobs/:id', {
    onRequest: app.authenticate,
    schema: {
      tags: ['assessment'],
      summary:
        'The assessment of one of your practice answers still being assessed (the `checkUrl` of a `202` from an assess path): ' +
        '`{ data: assessment }` once ready, `202 { data: { id, status, checkUrl } }` while not, or the error the answer ended with.',
      security: [{ bearerAuth: [] }],
      params: z.object({ id: z.uuid('Not an assessment id') }),
      response: {
        200: assessmentDataResponseSchema,
        202: assessmentPendingResponseSchema,
        400: apiErrorSchema,
        401: apiErrorSchema,
        404: apiErrorSchema,
        422: apiErrorSchema,
        503: apiErrorSchema,
      },
    },
    handler: async (request, reply) =>
      replyWithPracticeAnswer(reply, await client.answer<AssessmentResultResponse>(requireUser(request).id, request.params.id, clientGoneSignal(reply))),
  });
};

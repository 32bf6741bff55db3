import {
  apiErrorSchema,
  attemptsQuerySchema,
  attemptsResponseSchema,
  objectiveAssessEndpoints,
  questionAttemptRequestSchema,
  questionAttemptResponseSchema,
} from '@pte/contract';
import { questionTypes } from '@pte/exam';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/auth.guard';
import type { AttemptsService } from './attempts.service';

const security = [{ bearerAuth: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/**
 * The assess paths of the reading and listening types, one generic handler per path of the registry
 * (`objectiveAssessEndpoints`); `POST /question-attempt` for re-order paragraphs; and `GET /attempts`, the
 * signed-in learner's own attempts.
 */
export const attemptsRoutes: FastifyPluginAsyncZod<{ attempts: AttemptsService }> = async (app, { attempts }) => {
  for (const endpoint of objectiveAssessEndpoints) {
    const titles = [...new Set(endpoint.types.map((id) => questionTypes[id].title))].join(', ');
    app.post(endpoint.path, {
      onRequest: app.authenticate,
      schema: {
        tags: ['assessment'],
        summary: `Assess an answer to a ${titles} question; answers \`{ ${endpoint.responseKey}: assessment }\` and stores the attempt.`,
        security,
        body: endpoint.request,
        response: { 200: endpoint.response, ...errors },
      },
      handler: async (request) => {
        const result = await attempts.assess(requireUser(request), endpoint, request.body as Record<string, unknown>);
        return endpoint.responseKey === 'result' ? { result } : { results: result };
      },
    });
  }

  app.post('/question-attempt', {
    onRequest: app.authenticate,
    schema: {
      tags: ['assessment'],
      summary: 'Assess a re-order paragraphs answer (the order as JSON text); scores it, stores the attempt and answers `{ data: attempt }`.',
      security,
      body: questionAttemptRequestSchema,
      response: { 200: questionAttemptResponseSchema, ...errors },
    },
    handler: async (request) => ({ data: await attempts.saveReorderAttempt(requireUser(request), request.body) }),
  });

  app.get('/attempts', {
    onRequest: app.authenticate,
    schema: {
      tags: ['assessment'],
      summary: "The signed-in learner's attempts, newest first, optionally of one question (`questionId`) or task type (`type`).",
      security,
      querystring: attemptsQuerySchema,
      response: { 200: attemptsResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
    },
    handler: async (request) => ({ data: { attempts: await attempts.list(requireUser(request), request.query) } }),
  });
};

import {
  apiErrorSchema,
  regenerateStudyPlanRequestSchema,
  savedStudyPlanResponseSchema,
  studyPlanInputsSchema,
  studyPlanQuerySchema,
  studyPlanResponseSchema,
} from '@pte/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/auth.guard';
import type { StudyPlanService } from './study-plan.service';

const security = [{ bearerAuth: [] }];

/**
 * `GET /study-plan` (the learner's plan as of today, or null), `PUT /study-plan` (create it or change its inputs),
 * `POST /study-plan/regenerate` (new days from the latest results) and `DELETE /study-plan`. A learner only ever
 * reaches their own plan.
 */
export const studyPlanRoutes: FastifyPluginAsyncZod<{ studyPlan: StudyPlanService }> = async (app, { studyPlan }) => {
  app.get('/study-plan', {
    onRequest: app.authenticate,
    schema: {
      tags: ['study plan'],
      summary:
        'Your study plan as of today in `timeZone` (IANA, default UTC): today’s practice with what you have done and what was carried over from unfinished days, and the days up to your exam; `data` is null when you have no plan.',
      security,
      querystring: studyPlanQuerySchema,
      response: { 200: studyPlanResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
    },
    handler: async (request) => ({ data: await studyPlan.get(requireUser(request), request.query.timeZone) }),
  });

  app.put('/study-plan', {
    onRequest: app.authenticate,
    schema: {
      tags: ['study plan'],
      summary:
        'Create your study plan or change its inputs (exam date from today to two years ahead, target score 10–90, minutes per day 10–600), then plan the days from today. Inputs left out keep the current plan’s, else your profile’s.',
      security,
      body: studyPlanInputsSchema,
      response: { 200: savedStudyPlanResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
    },
    handler: async (request) => ({ data: await studyPlan.save(requireUser(request), request.body) }),
  });

  app.post('/study-plan/regenerate', {
    onRequest: app.authenticate,
    schema: {
      tags: ['study plan'],
      summary: 'Plan the days from today again, from your latest results; the days before today stay as they were.',
      security,
      body: regenerateStudyPlanRequestSchema,
      response: { 200: savedStudyPlanResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request) => ({ data: await studyPlan.regenerate(requireUser(request), request.body.timeZone) }),
  });

  app.delete('/study-plan', {
    onRequest: app.authenticate,
    schema: {
      tags: ['study plan'],
      summary: 'Delete your study plan.',
      security,
      response: { 204: z.null().describe('Deleted'), 401: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request, reply) => {
      await studyPlan.delete(requireUser(request));
      return reply.status(204).send(null);
    },
  });
};

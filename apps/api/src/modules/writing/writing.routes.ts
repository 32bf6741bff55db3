import { apiErrorSchema, summarizeAssessRequestSchema, writeEssayAssessRequestSchema, writingAssessmentResponseSchema } from '@pte/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/auth.guard';
import type { WritingService } from './writing.service';

const security = [{ bearerAuth: [] }];
const responses = { 200: writingAssessmentResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** The written tasks' assess paths: summaries (`/summarize/assess`) and essays (`/write-essay/assess`). */
export const writingRoutes: FastifyPluginAsyncZod<{ writing: WritingService }> = async (app, { writing }) => {
  app.post('/summarize/assess', {
    onRequest: app.authenticate,
    schema: {
      tags: ['assessment'],
      summary:
        'Assess a Summarize Written Text or Summarize Spoken Text answer; answers `{ data: assessment }` and stores the attempt. ' +
        'Without `questionId`, assesses a free practice summary of `referenceText` and stores nothing.',
      security,
      body: summarizeAssessRequestSchema,
      response: responses,
    },
    handler: async (request) => ({ data: await writing.assessSummary(requireUser(request), request.body) }),
  });

  app.post('/write-essay/assess', {
    onRequest: app.authenticate,
    schema: {
      tags: ['assessment'],
      summary: 'Assess a Write Essay answer; answers `{ data: assessment }` and stores the attempt.',
      security,
      body: writeEssayAssessRequestSchema,
      response: responses,
    },
    handler: async (request) => ({ data: await writing.assessEssay(requireUser(request), request.body) }),
  });
};

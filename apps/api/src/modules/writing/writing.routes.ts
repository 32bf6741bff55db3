import { apiErrorSchema, assessmentPendingResponseSchema, summarizeAssessRequestSchema, writeEssayAssessRequestSchema, writingAssessmentResponseSchema } from '@pte/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientGoneSignal, replyWithPracticeAnswer } from '../assessment-jobs/practice-answer-reply';
import { requireUser } from '../auth/auth.guard';
import type { WritingService } from './writing.service';

const security = [{ bearerAuth: [] }];
const responses = {
  200: writingAssessmentResponseSchema,
  202: assessmentPendingResponseSchema,
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  503: apiErrorSchema,
};

/** How a written answer still being assessed by a worker is answered. */
const pendingNote =
  ' With assessment workers, an answer not assessed within the server\'s wait is answered `202 { data: { id, status, checkUrl } }`: kept, and assessed; ask `checkUrl` for it.';

/** The written tasks' assess paths: summaries (`/summarize/assess`) and essays (`/write-essay/assess`). */
export const writingRoutes: FastifyPluginAsyncZod<{ writing: WritingService }> = async (app, { writing }) => {
  app.post('/summarize/assess', {
    onRequest: app.authenticate,
    schema: {
      tags: ['assessment'],
      summary:
        'Assess a Summarize Written Text or Summarize Spoken Text answer; answers `{ data: assessment }` and stores the attempt. ' +
        'Without `questionId`, assesses a free practice summary of `referenceText` and stores nothing.' +
        pendingNote,
      security,
      body: summarizeAssessRequestSchema,
      response: responses,
    },
    handler: async (request, reply) => replyWithPracticeAnswer(reply, await writing.assessSummary(requireUser(request), request.body, clientGoneSignal(reply))),
  });

  app.post('/write-essay/assess', {
    onRequest: app.authenticate,
    schema: {
      tags: ['assessment'],
      summary: `Assess a Write Essay answer; answers \`{ data: assessment }\` and stores the attempt.${pendingNote}`,
      security,
      body: writeEssayAssessRequestSchema,
      response: responses,
    },
    handler: async (request, reply) => replyWithPracticeAnswer(reply, await writing.assessEssay(requireUser(request), request.body, clientGoneSignal(reply))),
  });
};

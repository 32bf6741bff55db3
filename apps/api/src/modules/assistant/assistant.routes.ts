import { apiErrorSchema, assistantDeleteResponseSchema, assistantHistoryResponseSchema, assistantMessageRequestSchema, assistantReplyResponseSchema } from '@pte/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/auth.guard';
import { AssistantLimitReached, type AssistantService } from './assistant.service';

const security = [{ bearerAuth: [] }];

/**
 * `POST /assistant/messages` (ask), `GET /assistant/messages` (the conversation) and `DELETE /assistant/messages`
 * (forget it). A learner only ever reaches their own conversation and their own data.
 */
export const assistantRoutes: FastifyPluginAsyncZod<{ assistant: AssistantService }> = async (app, { assistant }) => {
  app.post('/assistant/messages', {
    onRequest: app.authenticate,
    schema: {
      tags: ['assistant'],
      summary:
        'Ask the assistant a question (1–1,000 characters of plain text, with at least one letter or digit). Questions about your own results (weakest task, what to practise today, how a skill changed, predicted score, last mock test) are answered from your data, with `timeZone` (IANA, default UTC) for days and weeks; others from the passages of the study guides and Help Center that match best, quoted with links to their sections; when nothing matches well enough the answer says so. When the server has a language model configured, it writes the answer from the same passages and data, citing them (`answeredBy: model`); if it fails or is too slow, the built-in answer is given (`answeredBy: built-in`). Both are kept in your conversation. 20 questions per minute.',
      security,
      body: assistantMessageRequestSchema,
      response: { 200: assistantReplyResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
    },
    handler: async (request, reply) => {
      try {
        return { data: await assistant.ask(requireUser(request), request.body) };
      } catch (error) {
        if (error instanceof AssistantLimitReached) void reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
  });

  app.get('/assistant/messages', {
    onRequest: app.authenticate,
    schema: {
      tags: ['assistant'],
      summary: 'Your conversation with the assistant: the latest 50 messages, oldest first.',
      security,
      response: { 200: assistantHistoryResponseSchema, 401: apiErrorSchema },
    },
    handler: async (request) => ({ data: { messages: await assistant.history(requireUser(request)) } }),
  });

  app.delete('/assistant/messages', {
    onRequest: app.authenticate,
    schema: {
      tags: ['assistant'],
      summary: 'Delete your whole conversation with the assistant; answers how many messages were deleted.',
      security,
      response: { 200: assistantDeleteResponseSchema, 401: apiErrorSchema },
    },
    handler: async (request) => ({ data: { deleted: await assistant.deleteHistory(requireUser(request)) } }),
  });
};

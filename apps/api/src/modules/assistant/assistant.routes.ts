import {
  apiErrorSchema,
  assistantDeleteResponseSchema,
  assistantExplanationRequestSchema,
  assistantHistoryResponseSchema,
  assistantMessageRequestSchema,
  assistantReplyResponseSchema,
} from '@pte/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/auth.guard';
import { streamExchange, wantsEventStream } from './answer-event-stream';
import { AssistantLimitReached, type AssistantExchange, type AssistantService } from './assistant.service';

const security = [{ bearerAuth: [] }];

/** How an answer can come: whole as JSON, or as it is written as Server-Sent Events. */
const produces = ['application/json', 'text/event-stream'];

/** What both ways of answering say about streaming. */
const streamingNote =
  'With `Accept: text/event-stream` the answer comes as Server-Sent Events: `delta` events (`{ text }`, in order) as it is written, a `replace` (`{ text }`) if the language model breaks off and the built-in answer replaces what was sent, then `done` with the same `{ data: { question, answer } }` as the JSON answer (or `error` with an error body). Refusals (400, 404, 429) are always JSON, before any event.';

/**
 * Starts the exchange `begin` makes (its refusals answer as JSON errors, with Retry-After past the limit), then answers
 * it as JSON or, when the client asks for it, as a stream of events.
 */
async function answerExchange(request: FastifyRequest, reply: FastifyReply, begin: () => Promise<AssistantExchange>) {
  let exchange: AssistantExchange;
  try {
    exchange = await begin();
  } catch (error) {
    if (error instanceof AssistantLimitReached) void reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
  if (wantsEventStream(request)) return streamExchange(request, reply, exchange);
  return { data: await exchange.run() };
}

/**
 * `POST /assistant/messages` (ask), `POST /assistant/explanations` ("Explain this result"), `GET /assistant/messages`
 * (the conversation) and `DELETE /assistant/messages` (forget it). A learner only ever reaches their own conversation,
 * their own attempts and their own data.
 */
export const assistantRoutes: FastifyPluginAsyncZod<{ assistant: AssistantService }> = async (app, { assistant }) => {
  app.post('/assistant/messages', {
    onRequest: app.authenticate,
    schema: {
      tags: ['assistant'],
      summary:
        'Ask the assistant a question (1–1,000 characters of plain text, with at least one letter or digit). Questions about your own results (weakest task, what to practise today, how a skill changed, predicted score, last mock test) are answered from your data, with `timeZone` (IANA, default UTC) for days and weeks; others from the passages of the study guides and Help Center that match best, quoted with links to their sections; when nothing matches well enough the answer says so. An insulting or abusive message gets a short, calm reply. When the server has a language model configured, it writes the answer from the same passages and data, citing them (`answeredBy: model`); if it fails or is too slow, the built-in answer is given (`answeredBy: built-in`). Both are kept in your conversation. 20 questions per minute. ' +
        streamingNote,
      security,
      produces,
      body: assistantMessageRequestSchema,
      response: { 200: assistantReplyResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
    },
    handler: (request, reply) => answerExchange(request, reply, () => assistant.ask(requireUser(request), request.body)),
  });

  app.post('/assistant/explanations', {
    onRequest: app.authenticate,
    schema: {
      tags: ['assistant'],
      summary:
        'Explain one of your results: `attemptId` (one of your attempts) or `questionId` (your latest attempt at that question), with `timeZone` for its date. The answer gives each trait’s mark and what lost marks (from the assessment’s own details and advice) and cites the guide sections on those traits and how to improve them; with a language model configured, the model writes it from the same facts and sections. The exchange is added to your conversation as “Explain my … result of …”. Someone else’s attempt is a 404. Counts towards the 20 questions per minute. ' +
        streamingNote,
      security,
      produces,
      body: assistantExplanationRequestSchema,
      response: { 200: assistantReplyResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
    },
    handler: (request, reply) => answerExchange(request, reply, () => assistant.explain(requireUser(request), request.body)),
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

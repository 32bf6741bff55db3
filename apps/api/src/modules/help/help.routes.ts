import { apiErrorSchema, helpContactRequestSchema, helpContactResponseSchema } from '@pte/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/auth.guard';
import { HelpContactLimitReached, type HelpService } from './help.service';

const security = [{ bearerAuth: [] }];

/** `POST /help/contact`: a signed-in learner's message to the support team, sent by e-mail. */
export const helpRoutes: FastifyPluginAsyncZod<{ help: HelpService }> = async (app, { help }) => {
  app.post('/help/contact', {
    onRequest: app.authenticate,
    schema: {
      tags: ['help'],
      summary:
        'Send a message to the support team: a one-line subject (3–120 characters) and a plain-text message (10–5,000 characters). It is e-mailed to SUPPORT_EMAIL (or written to the outbox without SMTP) with your name and e-mail, Reply-To you. Five messages per learner per hour; answers a reference for the message.',
      security,
      body: helpContactRequestSchema,
      response: { 200: helpContactResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema },
    },
    handler: async (request, reply) => {
      try {
        return { data: await help.contact(requireUser(request), request.body) };
      } catch (error) {
        if (error instanceof HelpContactLimitReached) void reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
  });
};

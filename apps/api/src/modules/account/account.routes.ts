import { accountExportFileName, apiErrorSchema, deleteAccountRequestSchema } from '@pte/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/auth.guard';
import { rateLimited } from '../auth/auth.routes';
import type { AccountService } from './account.service';

const security = [{ bearerAuth: [] }];

/**
 * `GET /account/export` (everything the learner has, as a ZIP download) and `DELETE /account` (the account and all
 * its data, recordings included, after the learner confirms with their password).
 */
export const accountRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (app, { account }) => {
  app.get('/account/export', {
    onRequest: app.authenticate,
    schema: {
      tags: ['account'],
      summary:
        'Download everything you have as a ZIP archive: profile.json, attempts.json (answers, assessments, the questions as served), recordings/*.wav, study-plan.json, bookmarks.json, notifications.json.',
      security,
      produces: ['application/zip'],
      response: { 200: z.any().describe('A ZIP archive'), 401: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const archive = await account.export(requireUser(request));
      const fileName = accountExportFileName(new Date().toISOString().slice(0, 10));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(archive);
    },
  });

  app.delete('/account', {
    onRequest: app.authenticate,
    // Each try checks a password: limited like sign-in.
    config: rateLimited({ max: 10, timeWindowMs: 60_000 }),
    schema: {
      tags: ['account'],
      summary: 'Delete your account and everything in it (attempts, recordings, plan, bookmarks, notifications, sessions). Confirm with your password.',
      security,
      body: deleteAccountRequestSchema,
      response: { 204: z.null().describe('Deleted'), 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const user = requireUser(request);
      await account.delete(user, request.body.password);
      // The learner's sessions are gone from the database; every instance forgets any it remembered.
      await app.forgetUserSessions(user.id);
      return reply.status(204).send(null);
    },
  });
};

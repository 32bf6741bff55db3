import { apiErrorSchema, profileResponseSchema, updateProfileRequestSchema } from '@pte/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/auth.guard';
import type { UsersService } from './users.service';

/** `GET /users/me` and `PUT /users/update`: the signed-in learner's own profile, never anyone else's. */
export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  const security = [{ bearerAuth: [] }];

  app.get('/users/me', {
    onRequest: app.authenticate,
    schema: {
      tags: ['users'],
      summary: "The signed-in learner's profile (created on first access).",
      security,
      response: { 200: profileResponseSchema, 401: apiErrorSchema },
    },
    handler: async (request) => ({ data: await users.getOrCreateProfile(requireUser(request)) }),
  });

  app.put('/users/update', {
    onRequest: app.authenticate,
    schema: {
      tags: ['users'],
      summary: "Change any of the signed-in learner's profile fields; answers the updated profile.",
      security,
      body: updateProfileRequestSchema,
      response: { 200: profileResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
    },
    handler: async (request) => ({ data: await users.updateProfile(requireUser(request), request.body) }),
  });
};

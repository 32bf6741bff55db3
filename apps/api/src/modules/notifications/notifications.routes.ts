import {
  apiErrorSchema,
  markAllNotificationsReadResponseSchema,
  notificationParamsSchema,
  notificationResponseSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
} from '@pte/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/auth.guard';
import type { NotificationsService } from './notifications.service';

const security = [{ bearerAuth: [] }];

/**
 * `GET /notifications` (the learner's notes, newest first, with the unread count), `POST /notifications/{id}/read`
 * and `POST /notifications/read-all`. A learner only ever reaches their own notes: another learner's answer 404.
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (app, { notifications }) => {
  app.get('/notifications', {
    onRequest: app.authenticate,
    schema: {
      tags: ['notifications'],
      summary:
        'Your notes, newest first (at most 50), and how many are unread. Notes of current events (today’s plan, a streak about to break after 18:00, a new best score, profile reminders) are made as you ask; days and hours are read in `timeZone` (IANA, default UTC).',
      security,
      querystring: notificationsQuerySchema,
      response: { 200: notificationsResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request) => ({ data: await notifications.list(requireUser(request), request.query.timeZone) }),
  });

  app.post('/notifications/:id/read', {
    onRequest: app.authenticate,
    schema: {
      tags: ['notifications'],
      summary: 'Mark one of your notes read (opening it does this); answers the note.',
      security,
      params: notificationParamsSchema,
      response: { 200: notificationResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request) => ({ data: await notifications.markRead(requireUser(request), request.params.id) }),
  });

  app.post('/notifications/read-all', {
    onRequest: app.authenticate,
    schema: {
      tags: ['notifications'],
      summary: 'Mark all your notes read; answers how many were unread.',
      security,
      response: { 200: markAllNotificationsReadResponseSchema, 401: apiErrorSchema },
    },
    handler: async (request) => ({ data: { marked: await notifications.markAllRead(requireUser(request)) } }),
  });
};

import { apiErrorSchema, bookmarkParamsSchema, bookmarkResponseSchema, questionListParamsSchema, questionListQuerySchema, questionListResponseSchema } from '@pte/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/auth.guard';
import type { QuestionListService } from './question-list.service';

const security = [{ bearerAuth: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/**
 * `GET /questions/list/{section}` (a section's questions with the learner's bookmarks, attempts and best scores)
 * and `GET`, `PUT`, `DELETE /bookmarks/{questionId}` (the learner's bookmark of one question).
 */
export const questionListRoutes: FastifyPluginAsyncZod<{ lists: QuestionListService }> = async (app, { lists }) => {
  app.get('/questions/list/:section', {
    onRequest: app.authenticate,
    schema: {
      tags: ['questions'],
      summary:
        'The questions of a section in page order (`position` is the page number), with whether you bookmarked each, your attempts and best 10–90 score. ' +
        'Filter by `practised` (yes/no), `difficulty`, `topic` and `bookmarked=yes`; `topics` lists every topic of the section.',
      security,
      params: questionListParamsSchema,
      querystring: questionListQuerySchema,
      response: { 200: questionListResponseSchema, ...errors },
    },
    handler: async (request) => ({ data: await lists.list(requireUser(request), request.params.section, request.query) }),
  });

  app.get('/bookmarks/:questionId', {
    onRequest: app.authenticate,
    schema: {
      tags: ['bookmarks'],
      summary: 'Whether you bookmarked a question.',
      security,
      params: bookmarkParamsSchema,
      response: { 200: bookmarkResponseSchema, ...errors },
    },
    handler: async (request) => ({ data: await lists.bookmark(requireUser(request), request.params.questionId) }),
  });

  app.put('/bookmarks/:questionId', {
    onRequest: app.authenticate,
    schema: {
      tags: ['bookmarks'],
      summary: 'Bookmark a question to come back to (bookmarking it again changes nothing).',
      security,
      params: bookmarkParamsSchema,
      response: { 200: bookmarkResponseSchema, ...errors },
    },
    handler: async (request) => ({ data: await lists.setBookmark(requireUser(request), request.params.questionId, true) }),
  });

  app.delete('/bookmarks/:questionId', {
    onRequest: app.authenticate,
    schema: {
      tags: ['bookmarks'],
      summary: 'Remove your bookmark of a question (removing it again changes nothing).',
      security,
      params: bookmarkParamsSchema,
      response: { 200: bookmarkResponseSchema, ...errors },
    },
    handler: async (request) => ({ data: await lists.setBookmark(requireUser(request), request.params.questionId, false) }),
  });
};

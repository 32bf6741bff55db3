import { apiErrorSchema, searchQuerySchema, searchResponseSchema } from '@pte/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/auth.guard';
import type { SearchService } from './search.service';

/** `GET /search?q=&limit=`: the question bank searched by title, text and topic, then the guides and help articles by section. */
export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  app.get('/search', {
    onRequest: app.authenticate,
    schema: {
      tags: ['search'],
      summary:
        'Questions whose title, text or topic match `q` (1–100 characters; words match by their start, and longer words despite a small typo), ' +
        'best first, each with a snippet of its text and the URL of its practice page; answers are never searched. Then the sections of the ' +
        'Study Materials guides and of the Help Center articles holding every word of `q`, one per page, each with a snippet and the URL of ' +
        'the page at that section. At most `limit` results of each kind.',
      security: [{ bearerAuth: [] }],
      querystring: searchQuerySchema,
      response: { 200: searchResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
    },
    handler: async (request) => {
      requireUser(request);
      return { data: { results: await search.search(request.query) } };
    },
  });
};

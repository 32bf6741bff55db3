import { apiErrorSchema, questionsPageParamsSchema, questionsPageQuerySchema, questionsPageResponseSchema } from '@pte/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { QuestionsService } from './questions.service';

/** `GET /questions/category-section/{section}?page={n}`: one question per page of a task type's section. */
export const questionsRoutes: FastifyPluginAsyncZod<{ questions: QuestionsService }> = async (app, { questions }) => {
  app.get('/questions/category-section/:section', {
    onRequest: app.authenticate,
    schema: {
      tags: ['questions'],
      summary:
        'Page n of a section: `data.questions` holds its one question, `data.pagination` the page, totalPages and total. ' +
        '`?id=<questionId>` jumps to the page of that question. No answer keys: every answer is scored on the server.',
      security: [{ bearerAuth: [] }],
      params: questionsPageParamsSchema,
      querystring: questionsPageQuerySchema,
      response: { 200: questionsPageResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
    },
    // Pages are checked against `publicQuestionSchema` when their section is cached (questions.service.ts);
    // encoding them through the schema again on every request would cost most of the request's CPU time.
    serializerCompiler: () => (data) => JSON.stringify(data),
    handler: async (request) => ({ data: await questions.getPage(request.params.section, request.query) }),
  });
};

import multipart from '@fastify/multipart';
import {
  apiErrorSchema,
  mockTestCatalogueResponseSchema,
  startTestSessionRequestSchema,
  testAnswerParamsSchema,
  testAnswerRequestSchema,
  testAnswerReviewResponseSchema,
  testReportResponseSchema,
  testSessionListResponseSchema,
  testSessionParamsSchema,
  testSessionStateResponseSchema,
} from '@pte/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/auth.guard';
import { readRecordingUpload, recordingUploadLimits } from '../speaking/recording-upload';
import type { MockTestsService } from './mock-tests.service';

const security = [{ bearerAuth: [] }];
const tags = ['mock tests'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/**
 * Mock tests under `/mock-tests`: the catalogue, the learner's sittings (start, resume, heartbeat, answer, send a
 * recording, finish, abandon), their score reports and the review of each answer once a test is over. The server
 * owns each sitting's clock and order; a learner only ever reaches their own sittings.
 */
export const mockTestsRoutes: FastifyPluginAsyncZod<{ mockTests: MockTestsService }> = async (app, { mockTests }) => {
  await app.register(multipart, { limits: recordingUploadLimits });

  app.get('/mock-tests', {
    onRequest: app.authenticate,
    schema: { tags, security, summary: 'The tests on offer (full, sectional and mini mock tests) and your test in progress, if any.', response: { 200: mockTestCatalogueResponseSchema, 401: apiErrorSchema } },
    handler: async (request) => ({ data: await mockTests.catalogue(requireUser(request)) }),
  });

  app.get('/mock-tests/sessions', {
    onRequest: app.authenticate,
    schema: { tags, security, summary: 'Your mock tests, newest first, with their overall and skill scores once reported.', response: { 200: testSessionListResponseSchema, 401: apiErrorSchema } },
    handler: async (request) => ({ data: { sessions: await mockTests.list(requireUser(request)) } }),
  });

  app.post('/mock-tests/sessions', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security,
      summary: 'Start a test (`testId` from the catalogue). 409 `TEST_IN_PROGRESS` while another of your tests runs: resume or abandon it first.',
      body: startTestSessionRequestSchema,
      response: { 201: testSessionStateResponseSchema, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send({ data: await mockTests.start(requireUser(request), request.body.testId) }),
  });

  app.get('/mock-tests/sessions/:sessionId', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security,
      summary: 'Resume a test: the item you are on (never an answer key) and the time left on its clock, as the server counts it.',
      params: testSessionParamsSchema,
      response: { 200: testSessionStateResponseSchema, ...errors },
    },
    handler: async (request) => ({ data: await mockTests.state(requireUser(request), request.params.sessionId) }),
  });

  app.post('/mock-tests/sessions/:sessionId/heartbeat', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security,
      summary: 'Tell the server you are still taking the test (every `heartbeatSeconds`); answers the state with the time left. A silence of more than 30 s counts as an interruption.',
      params: testSessionParamsSchema,
      response: { 200: testSessionStateResponseSchema, ...errors },
    },
    handler: async (request) => ({ data: await mockTests.heartbeat(requireUser(request), request.params.sessionId) }),
  });

  app.post('/mock-tests/sessions/:sessionId/answers', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security,
      summary:
        'Answer the current item (`position`) in its task type’s answer shape, or `answer: null` to move on without one; answers the next item. ' +
        '409 for an item already answered (`ALREADY_ANSWERED`), out of order (`OUT_OF_ORDER`), after its time (`TIME_UP`) or of a test that is over.',
      params: testSessionParamsSchema,
      body: testAnswerRequestSchema,
      response: { 200: testSessionStateResponseSchema, ...errors },
    },
    handler: async (request) => ({ data: await mockTests.answer(requireUser(request), request.params.sessionId, request.body.position, request.body.answer) }),
  });

  app.post('/mock-tests/sessions/:sessionId/recordings', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security,
      summary: 'Answer the current speaking item: multipart `file` (WAV) and `position`; answers the next item. Refused like answers are.',
      consumes: ['multipart/form-data'],
      params: testSessionParamsSchema,
      response: { 200: testSessionStateResponseSchema, ...errors, 413: apiErrorSchema, 415: apiErrorSchema, 422: apiErrorSchema },
    },
    handler: async (request) => {
      const learner = requireUser(request);
      const upload = await readRecordingUpload(request);
      return { data: await mockTests.recording(learner, request.params.sessionId, upload) };
    },
  });

  app.post('/mock-tests/sessions/:sessionId/finish', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security,
      summary: 'End the test now: items not reached count as unanswered, and the report is prepared.',
      params: testSessionParamsSchema,
      response: { 200: testSessionStateResponseSchema, ...errors },
    },
    handler: async (request) => ({ data: await mockTests.finish(requireUser(request), request.params.sessionId) }),
  });

  app.post('/mock-tests/sessions/:sessionId/abandon', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security,
      summary: 'Give the test up: its answers are kept, it gets no report, and you can start another.',
      params: testSessionParamsSchema,
      response: { 200: testSessionStateResponseSchema, ...errors },
    },
    handler: async (request) => ({ data: await mockTests.abandon(requireUser(request), request.params.sessionId) }),
  });

  app.get('/mock-tests/sessions/:sessionId/report', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security,
      summary:
        'The score report of a finished test: overall and skills on the 10–90 scale with their likely range, the task types, the enabling skills, the gap to your target and what to practise. `status: scoring` while answers are still being assessed.',
      params: testSessionParamsSchema,
      response: { 200: testReportResponseSchema, ...errors },
    },
    handler: async (request) => ({ data: await mockTests.report(requireUser(request), request.params.sessionId) }),
  });

  app.get('/mock-tests/sessions/:sessionId/answers/:position', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security,
      summary: 'Review one item of a finished test: the question, your answer or recording, and its assessment.',
      params: testAnswerParamsSchema,
      response: { 200: testAnswerReviewResponseSchema, ...errors },
    },
    handler: async (request) => ({ data: await mockTests.review(requireUser(request), request.params.sessionId, request.params.position) }),
  });
};

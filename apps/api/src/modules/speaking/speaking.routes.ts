import multipart from '@fastify/multipart';
import {
  apiErrorSchema,
  assessmentPendingResponseSchema,
  RECORDING_FILE_NAME,
  speakingAssessFields,
  speechAssessmentResponseSchema,
  speechQueueResponseSchema,
  type SpeakingTaskId,
} from '@pte/contract';
import { questionTypes } from '@pte/exam';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientGoneSignal, replyWithPracticeAnswer } from '../assessment-jobs/practice-answer-reply';
import { requireUser } from '../auth/auth.guard';
import { readRecordingUpload, recordingUploadLimits } from './recording-upload';
import { SpeechQueueRefusal, type SpeakingService } from './speaking.service';

const responses = {
  200: speechAssessmentResponseSchema,
  202: assessmentPendingResponseSchema,
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
  503: apiErrorSchema,
};

/**
 * The speaking tasks' assess paths (docs/product-behaviour.md#speaking-assess-fields), one per task from the registry: multipart `file`
 * (`recording.wav`), `questionId` and the task's fields; answers `{ data: assessment }` (429 or 503 with
 * `Retry-After` when the learner's or the server's queue is full; 202 `{ data: pending }` when assessment workers have not
 * finished it within the server's wait). And `GET /speaking/queue`, the learner's queue state.
 */
export const speakingRoutes: FastifyPluginAsyncZod<{ speaking: SpeakingService }> = async (app, { speaking }) => {
  await app.register(multipart, { limits: recordingUploadLimits });

  for (const task of Object.keys(speakingAssessFields) as SpeakingTaskId[]) {
    const type = questionTypes[task];
    const fields = ['questionId', ...speakingAssessFields[task], 'timeTaken'].map((field) => `\`${field}\``).join(', ');
    app.post(type.assessPath, {
      onRequest: app.authenticate,
      schema: {
        tags: ['assessment'],
        summary:
          `Assess a ${type.title} recording: multipart \`file\` (${RECORDING_FILE_NAME}, WAV) with ${fields}. ` +
          'Answers `{ data: assessment }`; with a question id the recording and the attempt are stored. With assessment workers, an answer ' +
          'not assessed within the server\'s wait is answered `202 { data: { id, status, checkUrl } }`: kept, and assessed; ask `checkUrl` for it.',
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        response: responses,
      },
      handler: async (request, reply) => {
        const learner = requireUser(request);
        const upload = await readRecordingUpload(request);
        try {
          return replyWithPracticeAnswer(reply, await speaking.assess(learner, task, upload, clientGoneSignal(reply)));
        } catch (error) {
          if (error instanceof SpeechQueueRefusal) void reply.header('retry-after', String(error.retryAfterSeconds));
          throw error;
        }
      },
    });
  }

  app.get('/speaking/queue', {
    onRequest: app.authenticate,
    schema: {
      tags: ['assessment'],
      summary:
        'Your spoken answers in the speech engine\'s fair queue: `running`, `waiting`, the next waiting answer\'s `position` ' +
        '(1 = it starts next) and `expectedWaitSeconds` until it starts (when none waits, the wait of an answer sent now).',
      security: [{ bearerAuth: [] }],
      response: { 200: speechQueueResponseSchema, 401: apiErrorSchema },
    },
    handler: async (request) => ({ data: await speaking.queueState(requireUser(request)) }),
  });
};

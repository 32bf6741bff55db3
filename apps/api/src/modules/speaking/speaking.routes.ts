import multipart from '@fastify/multipart';
import { apiErrorSchema, RECORDING_FILE_NAME, speakingAssessFields, speechAssessmentResponseSchema, type SpeakingTaskId } from '@pte/contract';
import { questionTypes } from '@pte/exam';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/auth.guard';
import { readRecordingUpload, recordingUploadLimits } from './recording-upload';
import type { SpeakingService } from './speaking.service';

const responses = {
  200: speechAssessmentResponseSchema,
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
  422: apiErrorSchema,
  503: apiErrorSchema,
};

/**
 * The speaking tasks' assess paths (docs/product-behaviour.md#speaking-assess-fields), one per task from the registry: multipart `file`
 * (`recording.wav`), `questionId` and the task's fields; answers `{ data: assessment }`.
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
          'Answers `{ data: assessment }`; with a question id the recording and the attempt are stored.',
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        response: responses,
      },
      handler: async (request) => ({ data: await speaking.assess(requireUser(request), task, await readRecordingUpload(request)) }),
    });
  }
};

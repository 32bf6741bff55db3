import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/http-error';
import { requireUser } from '../auth/auth.guard';
import { parseRangeHeader, sendRangeNotSatisfiable } from '../media/byte-range';
import { recordingKey, type RecordingStore } from './recording-store';

/**
 * `GET /recordings/:recordingId`: one of the signed-in learner's stored recordings as `audio/wav`, with byte
 * ranges. Recordings are keyed by their owner, so a learner can only ever reach their own.
 */
export const recordingsRoutes: FastifyPluginAsyncZod<{ recordings: RecordingStore }> = async (app, { recordings }) => {
  app.get('/recordings/:recordingId', {
    onRequest: app.authenticate,
    schema: {
      tags: ['assessment'],
      summary: 'Play back one of your stored recordings (WAV); supports Range requests.',
      security: [{ bearerAuth: [] }],
      params: z.object({ recordingId: z.uuid('Not a recording id') }),
      // The body is the recording's bytes (or part of them); errors use the API's error shape.
    },
    handler: async (request, reply) => {
      const learner = requireUser(request);
      const bytes = await recordings.read(recordingKey(learner.id, request.params.recordingId));
      if (!bytes) throw notFound('There is no such recording among yours.');
      reply
        .header('accept-ranges', 'bytes')
        // A recording never changes once stored; it is private to its owner.
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('content-type', 'audio/wav');
      const range = parseRangeHeader(request.headers.range, bytes.length);
      if (range.kind === 'unsatisfiable') return sendRangeNotSatisfiable(reply, bytes.length, 'The recording');
      if (range.kind !== 'range') return reply.send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
      const { start, end } = range.range;
      return reply
        .status(206)
        .header('content-range', `bytes ${start}-${end}/${bytes.length}`)
        .send(Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start + 1));
    },
  });
};

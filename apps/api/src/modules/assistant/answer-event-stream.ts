import { PassThrough } from 'node:stream';
import type { AssistantReply, AssistantStreamEventName } from '@pte/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../platform/http-error';
import { internalErrorMessage } from '../../platform/error-handler';
import type { AssistantExchange } from './assistant.service';

/**
 * Answers an exchange as Server-Sent Events (`text/event-stream`): a `delta` event for each piece of text as it is
 * written (a `replace` when the language model broke off and the built-in answer takes its place), then `done` with
 * the stored exchange, or `error` when it could not be kept. The events go through Fastify's reply as a stream, so
 * its hooks (security headers, CORS) apply as to any answer.
 */

/** True when the client asks for the answer as it is written (`Accept: text/event-stream`). */
export function wantsEventStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').toLowerCase().includes('text/event-stream');
}

/** One event in the stream's wire format: its name, and its data as one line of JSON. */
function eventFrame(event: AssistantStreamEventName, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Starts the event stream on `reply` and runs `exchange` into it; answers `reply` for the handler to return. When the
 * client goes away mid-answer, nothing more is written, but the exchange runs on and is stored.
 */
export function streamExchange(request: FastifyRequest, reply: FastifyReply, exchange: AssistantExchange): FastifyReply {
  const events = new PassThrough();
  // A stream the client has closed may be destroyed with an error; the exchange goes on regardless.
  events.on('error', () => {});
  const send = (event: AssistantStreamEventName, data: unknown) => {
    if (!events.destroyed && !events.writableEnded) events.write(eventFrame(event, data));
  };
  void exchange
    .run((progress) => send(progress.kind, { text: progress.text }))
    .then((stored: AssistantReply) => send('done', { data: stored }))
    .catch((error: unknown) => {
      if (error instanceof HttpError) return send('error', error.toBody());
      request.log.error({ err: error }, 'The assistant failed while streaming its answer');
      send('error', { code: 'INTERNAL_ERROR', message: internalErrorMessage });
    })
    .finally(() => {
      if (!events.destroyed && !events.writableEnded) events.end();
    });
  return reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no')
    .send(events);
}

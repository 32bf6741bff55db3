import type { Duplex } from 'node:stream';
import type { ApiError } from '@pte/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './http-error';

/** The message of every 500: nothing internal leaks to the learner. */
export const internalErrorMessage = 'Something went wrong on our side. Please try again in a moment.';

const codeByStatus: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** Field names longer than this are cut in messages, so an error never echoes a large piece of the request. */
const maxShownNameLength = 40;

/** A field name as shown in an error: cut to {@link maxShownNameLength} characters. */
export function shownFieldName(name: string): string {
  return name.length > maxShownNameLength ? `${name.slice(0, maxShownNameLength)}…` : name;
}

type ValidationIssue = { instancePath: string; message?: string; keyword: string; params: Record<string, unknown> };

function fieldPath(instancePath: string): string {
  return instancePath.replace(/^\//, '').split('/').filter(Boolean).map(shownFieldName).join('.');
}

/** One entry per invalid field; unknown fields get one entry each, named by the field. */
function validationDetails(issues: readonly ValidationIssue[], context: string | undefined): NonNullable<ApiError['details']> {
  return issues.flatMap((issue) => {
    const base = fieldPath(issue.instancePath);
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      return (issue.params.keys as unknown[]).map((key) => {
        const name = shownFieldName(String(key));
        return { path: base ? `${base}.${name}` : name, message: `"${name}" is not a field that can be sent here` };
      });
    }
    return [{ path: base || context || 'body', message: issue.message ?? 'Invalid value' }];
  });
}

/** At most this many problems are listed, so a request full of junk gets a small answer. */
const maxListedProblems = 20;

/** A readable one-line summary of the invalid fields, saying how many more there are beyond those listed. */
function validationMessage(listedDetails: NonNullable<ApiError['details']>, total: number): string {
  const listed = listedDetails.map((detail) => `${detail.path}: ${detail.message}`).join('; ');
  const more = total - listedDetails.length;
  return `Some details are not valid. ${listed}${more > 0 ? `; and ${more} more` : ''}.`;
}

/** Builds the {@link HttpError} that answers a validation failure, listing the first 20 problems. */
export function validationFailed(details: NonNullable<ApiError['details']>): HttpError {
  const listed = details.slice(0, maxListedProblems);
  return new HttpError(400, 'VALIDATION_FAILED', validationMessage(listed, details.length), listed);
}

/** What is logged of a server error: its kind, first message line and stack frames, never the values it carried. */
interface LoggedError {
  type: string;
  code?: unknown;
  message: string;
  stack?: string;
  cause?: LoggedError;
}

/** Long enough for a driver's message, short enough that no answer fits in one. */
const maxLoggedMessageLength = 300;

/**
 * The loggable part of an error: database errors carry the query's parameters (a learner's essay, say) in
 * their message, so only the first line, cut short, and the stack frames are kept.
 */
function loggableError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'A value that is not an Error was thrown' };
  const firstLine = (error.message.split('\n', 1)[0] ?? '').slice(0, maxLoggedMessageLength);
  const frames = error.stack?.split('\n').filter((line) => line.trimStart().startsWith('at ')).join('\n');
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    ...(code === undefined ? {} : { code }),
    message: firstLine,
    ...(frames ? { stack: frames } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: loggableError(error.cause, depth + 1) } : {}),
  };
}

function friendlyClientMessage(error: FastifyError, statusCode: number): string {
  switch (statusCode) {
    case 413:
      return 'That request is too large. Send a smaller file or less text.';
    case 415:
      return 'That kind of request body is not accepted here. Send JSON (or a form upload where one is expected).';
    case 400:
      if (error.code?.startsWith('FST_ERR_CTP')) return 'The request body could not be read. Send valid JSON.';
      return error.message;
    default:
      return error.message;
  }
}

/** Turns any error into the status and {@link ApiError} body the API answers with. */
function toApiError(error: unknown): { statusCode: number; body: ApiError } {
  if (error instanceof HttpError) return { statusCode: error.statusCode, body: error.toBody() };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const failure = validationFailed(validationDetails(error.validation, error.validationContext));
    return { statusCode: 400, body: failure.toBody() };
  }
  const fastifyError = error as Partial<FastifyError> & { statusCode?: unknown };
  const statusCode = typeof fastifyError.statusCode === 'number' ? fastifyError.statusCode : 500;
  if (statusCode >= 400 && statusCode < 500) {
    if (Array.isArray(fastifyError.validation)) {
      // A schema written as plain JSON Schema (not zod) failed: Fastify's own validation shape.
      const failure = validationFailed(validationDetails(fastifyError.validation as ValidationIssue[], fastifyError.validationContext));
      return { statusCode: 400, body: failure.toBody() };
    }
    return {
      statusCode,
      body: { code: codeByStatus[statusCode] ?? 'BAD_REQUEST', message: friendlyClientMessage(fastifyError as FastifyError, statusCode) },
    };
  }
  if (statusCode === 503) return { statusCode, body: { code: 'SERVICE_UNAVAILABLE', message: 'The service is unavailable right now. Please try again in a moment.' } };
  return { statusCode: 500, body: { code: 'INTERNAL_ERROR', message: internalErrorMessage } };
}

/**
 * Installs the one error handler: every error answers `apiErrorSchema`. Server errors are logged with
 * their stack and answered with a generic message.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { statusCode, body } = toApiError(error);
    if (statusCode >= 500) request.log.error({ err: loggableError(error) }, 'Request failed');
    else if (statusCode !== 401 && statusCode !== 404) request.log.info({ code: body.code, statusCode }, body.message);
    return reply.status(statusCode).type('application/json; charset=utf-8').send(body);
  });
}

/**
 * Answers requests Node's HTTP parser rejects (malformed headers, oversized header blocks) in the API's error
 * shape too; Fastify's own answer would be a different JSON body.
 */
export function handleClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const body = JSON.stringify(
    tooLarge
      ? { code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.' }
      : { code: 'BAD_REQUEST', message: 'The request could not be read.' },
  );
  socket.end(
    `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

import type { ApiError } from '@pte/contract';

/** A failure with an HTTP status, a machine code and a message meant for the learner. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly details: ApiError['details'];

  constructor(statusCode: number, code: string, message: string, details?: ApiError['details']) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.details = details;
  }

  /** The body the API answers with. */
  toBody(): ApiError {
    return this.details ? { code: this.code, message: this.message, details: this.details } : { code: this.code, message: this.message };
  }
}

/** The message of every 401: the request has no valid session. */
const signInRequiredMessage = 'Please sign in to continue.';

/** 401: no session, or the token is unknown or expired. */
export function unauthorized(message = signInRequiredMessage): HttpError {
  return new HttpError(401, 'UNAUTHORIZED', message);
}

/** 404 for a thing that does not exist (or is not the learner's). */
export function notFound(message: string): HttpError {
  return new HttpError(404, 'NOT_FOUND', message);
}

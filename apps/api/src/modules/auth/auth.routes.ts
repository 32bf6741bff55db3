import {
  apiErrorSchema,
  requestPasswordResetResponseSchema,
  requestPasswordResetSchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
} from '@pte/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { HttpError } from '../../platform/http-error';
import type { Auth } from './auth';
import { normalizeAuthError } from './auth.errors';

/** How the auth routes are set up. */
interface AuthRoutesOptions {
  auth: Auth;
  /** The public address; used as the origin of the requests handed to Better Auth. */
  appUrl: string;
  /** Attempts per IP and window on sign-in, sign-up and the two password-reset endpoints. */
  rateLimit: { max: number; timeWindowMs: number };
}

/** The answer to every password-reset request, registered e-mail or not. */
export const passwordResetRequestedMessage =
  'If an account uses this e-mail, we have sent it a link to choose a new password. The link works once and expires in 1 hour.';

// Headers that describe the body as Better Auth sent it; Fastify recomputes them for what we send.
const droppedResponseHeaders = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'set-cookie', 'access-control-expose-headers']);

function toFetchHeaders(headers: FastifyRequest['headers']): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name === 'content-length') continue;
    if (Array.isArray(value)) for (const item of value) result.append(name, item);
    else result.set(name, String(value));
  }
  return result;
}

/** Converts a Fastify request to a Fetch `Request` for Better Auth's handler. */
function toFetchRequest(request: FastifyRequest, appUrl: string): Request {
  const headers = toFetchHeaders(request.headers);
  // Better Auth records the client address from this header; give it the one Fastify resolved (which honours
  // TRUST_PROXY) rather than whatever a client claims.
  headers.set('x-forwarded-for', request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined && request.body !== null;
  if (hasBody) headers.set('content-type', 'application/json');
  return new Request(new URL(request.url, appUrl), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

/** Successful POSTs to these auth paths never end a session; every other successful auth POST may. */
const sessionKeepingPaths = ['/api/auth/sign-in/', '/api/auth/sign-up/', '/api/auth/request-password-reset'];

const rateLimitMessage = (after: string) => `Too many attempts from your network. Please wait ${after} and try again.`;

/**
 * Route config that allows `max` requests per `timeWindowMs` from one address, answering 429 `RATE_LIMITED` with a
 * message that says how long to wait.
 */
export function rateLimited({ max, timeWindowMs }: { max: number; timeWindowMs: number }) {
  return {
    rateLimit: {
      max,
      timeWindow: timeWindowMs,
      errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) => new HttpError(429, 'RATE_LIMITED', rateLimitMessage(context.after)),
    },
  };
}

/**
 * Mounts Better Auth under `/api/auth/*`. Sign-in, sign-up and the password-reset endpoints get their own
 * routes so they are validated with the shared contract schemas, documented, and rate-limited per IP; every
 * other auth path goes to Better Auth unchanged. Errors are rewritten into the API's error shape.
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { auth, appUrl } = options;

  async function forward(request: FastifyRequest, reply: FastifyReply) {
    const response = await auth.handler(toFetchRequest(request, appUrl));
    reply.status(response.status);
    response.headers.forEach((value, name) => {
      if (!droppedResponseHeaders.has(name)) reply.header(name, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);

    const text = await response.text();
    if (response.status === 404 && text.trim() === '') {
      const path = request.url.split('?')[0] ?? request.url;
      return reply.type('application/json; charset=utf-8').send({ code: 'NOT_FOUND', message: `There is no ${request.method} ${path} in the API.` });
    }
    if (response.status >= 400) {
      if (response.status >= 500) request.log.error({ status: response.status, body: text }, 'Authentication failed on the server');
      return reply.type('application/json; charset=utf-8').send(normalizeAuthError(response.status, text));
    }
    if (request.method === 'POST' && !sessionKeepingPaths.some((path) => request.url.startsWith(path))) {
      // Sign-out, password reset or change, session revocation: a remembered session may have ended.
      app.forgetSessions();
    }
    if (request.routeOptions.url?.endsWith('/request-password-reset')) {
      return reply.type('application/json; charset=utf-8').send({ status: true, message: passwordResetRequestedMessage });
    }
    return reply.send(text.length > 0 ? text : null);
  }

  const limited = rateLimited(options.rateLimit);
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };

  const documented: Array<{ path: string; summary: string; body: z.ZodType; responses?: Record<number, z.ZodType> }> = [
    { path: '/auth/sign-up/email', summary: 'Create an account with e-mail and password; answers the session token in `set-auth-token`.', body: signUpRequestSchema },
    { path: '/auth/sign-in/email', summary: 'Sign in; answers the session token in `set-auth-token`. Same answer for an unknown e-mail and a wrong password.', body: signInRequestSchema },
    {
      path: '/auth/request-password-reset',
      summary: 'Send a single-use password-reset link, valid 1 hour. Same answer whether or not the e-mail is registered.',
      body: requestPasswordResetSchema,
      responses: { 200: requestPasswordResetResponseSchema },
    },
    { path: '/auth/reset-password', summary: 'Set a new password with the token from a reset link; signs out every session.', body: resetPasswordRequestSchema },
  ];
  for (const route of documented) {
    app.post(route.path, {
      config: limited,
      schema: { tags: ['auth'], summary: route.summary, body: route.body, response: { ...route.responses, ...errors } },
      handler: forward,
    });
  }

  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    schema: { hide: true },
    handler: forward,
  });
};

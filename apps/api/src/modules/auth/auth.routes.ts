import {
  apiErrorSchema,
  requestEmailConfirmationResponseSchema,
  requestEmailConfirmationSchema,
  requestPasswordResetResponseSchema,
  requestPasswordResetSchema,
  resetPasswordRequestSchema,
  revokeSessionRequestSchema,
  signInRequestSchema,
  signUpConfirmationResponseSchema,
  signUpRequestSchema,
} from '@pte/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../../platform/http-error';
import type { AccountSignInLimit } from './account-sign-in-limit';
import type { Auth } from './auth';
import { normalizeAuthError } from './auth.errors';
import { bearerToken, requireUser } from './auth.guard';
import { servedOrigin } from './request-origin';
import { isSessionTokenDigest, sessionTokenDigest, withStoredSessionDigests } from './session-token-digest';

/** How the auth routes are set up. */
interface AuthRoutesOptions {
  auth: Auth;
  /** The public address; named in messages that refuse a request from another address. */
  appUrl: string;
  /** Attempts per IP and window on sign-in, sign-up and the two password-reset endpoints. */
  rateLimit: { max: number; timeWindowMs: number };
  /** Failed sign-ins per account, from any address. */
  accountLimit: AccountSignInLimit;
}

/** The answer to every password-reset request, registered e-mail or not. */
export const passwordResetRequestedMessage =
  'If an account uses this e-mail, we have sent it a link to choose a new password. The link works once and expires in 1 hour.';

/**
 * The answer to every sign-up when new accounts confirm their address, whether the address was free or taken: a new
 * address gets its confirmation link, an existing account's owner a notice (see `existing-account.email.ts`).
 */
export const signUpConfirmationMessage = 'Check your e-mail to finish creating your account: we have sent a message to this address.';

/** The answer to every request for a new confirmation link, whatever the address. */
export const emailConfirmationRequestedMessage =
  'If an account with this e-mail is waiting for confirmation, we have sent it a new link. The link works for 24 hours.';

/**
 * How long a sign-up that waits for confirmation takes at least, in milliseconds. A new address costs two inserts
 * more than a taken one; answering both no sooner than this keeps that difference out of the response time.
 */
export const confirmationSignUpFloorMs = 500;

/** Whether Better Auth's sign-up answer started no session (`token: null`): the address must be confirmed first. */
function awaitsConfirmation(text: string): boolean {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null && (body as { token?: unknown }).token === null;
  } catch {
    return false;
  }
}

const revokedSchema = z.object({ status: z.literal(true) });

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

/**
 * Whether a request comes from a program (a script, a mobile app, Node's fetch) rather than a web page: browsers
 * send `Origin` with every POST and `Sec-Fetch-Site` with every request, so a request with neither (nor a `Referer`)
 * is not a page that another site could have made. Such a client signs in with its bearer token alone.
 */
function isProgramClient(headers: Headers): boolean {
  return !headers.has('origin') && !headers.has('referer') && !headers.has('sec-fetch-site');
}

/**
 * Converts a Fastify request to a Fetch `Request` for Better Auth's handler. Its URL is the address the request
 * reached this server at, which Better Auth's `trustedOrigins` trusts (see `auth.ts`).
 */
function toFetchRequest(request: FastifyRequest, appUrl: string): Request {
  const headers = toFetchHeaders(request.headers);
  // Only bearer tokens identify a learner; a cookie (which a browser adds to another site's requests too) never does.
  headers.delete('cookie');
  // Better Auth records the client address from this header; give it the one Fastify resolved (which honours
  // TRUST_PROXY) rather than whatever a client claims.
  headers.set('x-forwarded-for', request.ip);
  if (isProgramClient(headers)) {
    // Node's fetch adds `Sec-Fetch-Mode: cors`, which makes Better Auth demand an Origin no program has.
    for (const name of ['sec-fetch-mode', 'sec-fetch-dest', 'sec-fetch-user']) headers.delete(name);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined && request.body !== null;
  if (hasBody) headers.set('content-type', 'application/json');
  // Appended, not resolved: a path such as `//elsewhere.example/…` must not change the host.
  return new Request(new URL(`${servedOrigin(request) ?? appUrl}${request.url.startsWith('/') ? '' : '/'}${request.url}`), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

/** The origin a request says it came from (`Origin`, else `Referer`), if it is a valid URL; for messages. */
function claimedOrigin(request: FastifyRequest): string | undefined {
  const claimed = request.headers.origin ?? request.headers.referer;
  if (typeof claimed !== 'string') return undefined;
  try {
    const origin = new URL(claimed).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** How long to wait, in words, for a message: "1 minute", "15 minutes", "30 seconds". */
function waitInWords(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

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
  const { auth, appUrl, accountLimit } = options;

  /** Hands a request to Better Auth; answers its status and body text. */
  async function callAuth(request: FastifyRequest): Promise<{ response: Response; text: string }> {
    const response = await auth.handler(toFetchRequest(request, appUrl));
    return { response, text: await response.text() };
  }

  /** Answers what Better Auth answered, with errors in the API's shape. */
  function answer(request: FastifyRequest, reply: FastifyReply, { response, text }: { response: Response; text: string }) {
    reply.status(response.status);
    response.headers.forEach((value, name) => {
      if (!droppedResponseHeaders.has(name)) reply.header(name, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);

    if (response.status === 404 && text.trim() === '') {
      const path = request.url.split('?')[0] ?? request.url;
      return reply.type('application/json; charset=utf-8').send({ code: 'NOT_FOUND', message: `There is no ${request.method} ${path} in the API.` });
    }
    if (response.status >= 400) {
      if (response.status >= 500) request.log.error({ status: response.status, body: text }, 'Authentication failed on the server');
      return reply
        .type('application/json; charset=utf-8')
        .send(normalizeAuthError(response.status, text, { appUrl, origin: claimedOrigin(request) }));
    }
    const route = request.routeOptions.url ?? '';
    if (route.endsWith('/request-password-reset')) {
      return reply.type('application/json; charset=utf-8').send({ status: true, message: passwordResetRequestedMessage });
    }
    if (route.endsWith('/send-verification-email')) {
      return reply.type('application/json; charset=utf-8').send({ status: true, message: emailConfirmationRequestedMessage });
    }
    // The same few words whether the address was new or taken: nothing of Better Auth's answer (a user) goes out.
    if (route.endsWith('/sign-up/email') && awaitsConfirmation(text)) {
      return reply.type('application/json; charset=utf-8').send({ status: true, emailConfirmationRequired: true, message: signUpConfirmationMessage });
    }
    return reply.send(text.length > 0 ? text : null);
  }

  async function forward(request: FastifyRequest, reply: FastifyReply) {
    return answer(request, reply, await callAuth(request));
  }

  /**
   * Sign-in, with failed tries counted per account from any address: past the limit the account answers 429 to
   * everyone until the window passes (or its password is reset), whatever password is sent. Unknown e-mails are
   * counted the same way, so the limit reveals nothing about who is registered.
   */
  async function signIn(request: FastifyRequest, reply: FastifyReply) {
    const { email } = request.body as { email: string };
    const waitMs = await accountLimit.waitFor(email);
    if (waitMs > 0) {
      const error = new HttpError(
        429,
        'RATE_LIMITED',
        `Too many wrong passwords for this account. Please wait ${waitInWords(waitMs)} and try again, or reset your password.`,
      );
      return reply.status(429).header('retry-after', String(Math.ceil(waitMs / 1000))).send(error.toBody());
    }
    const result = await callAuth(request);
    if (result.response.status === 401) await accountLimit.failed(email);
    else if (result.response.ok) await accountLimit.cleared(email);
    return answer(request, reply, result);
  }

  /** Sign-up; when the address must be confirmed, answered no sooner than {@link confirmationSignUpFloorMs}. */
  async function signUp(request: FastifyRequest, reply: FastifyReply) {
    const started = performance.now();
    const result = await callAuth(request);
    if (result.response.ok && awaitsConfirmation(result.text)) {
      const remaining = confirmationSignUpFloorMs - (performance.now() - started);
      if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
    }
    return answer(request, reply, result);
  }

  const limited = rateLimited(options.rateLimit);
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };

  const documented: Array<{ path: string; summary: string; body: z.ZodType; responses?: Record<number, z.ZodType> }> = [
    {
      path: '/auth/sign-up/email',
      summary:
        'Create an account with e-mail and password. With EMAIL_VERIFICATION=off, answers the session token in `set-auth-token`; with `required`, answers the same message whether or not the address is taken and e-mails it (a confirmation link, or a notice to the owner of an existing account).',
      body: signUpRequestSchema,
      responses: { 200: z.union([signUpConfirmationResponseSchema, z.looseObject({ token: z.string(), user: z.looseObject({}) })]) },
    },
    {
      path: '/auth/sign-in/email',
      summary:
        'Sign in; answers the session token in `set-auth-token`. Same answer for an unknown e-mail and a wrong password. Failed tries are limited per account as well as per address.',
      body: signInRequestSchema,
    },
    {
      path: '/auth/request-password-reset',
      summary: 'Send a single-use password-reset link, valid 1 hour. Same answer whether or not the e-mail is registered.',
      body: requestPasswordResetSchema,
      responses: { 200: requestPasswordResetResponseSchema },
    },
    { path: '/auth/reset-password', summary: 'Set a new password with the token from a reset link; signs out every session.', body: resetPasswordRequestSchema },
    {
      path: '/auth/send-verification-email',
      summary:
        'Send a new link that confirms the address of an account waiting for confirmation (valid 24 hours; opening `/verify-email?token=…` signs in). Same answer whatever the address.',
      body: requestEmailConfirmationSchema,
      responses: { 200: requestEmailConfirmationResponseSchema },
    },
  ];
  for (const route of documented) {
    app.post(route.path, {
      config: limited,
      schema: { tags: ['auth'], summary: route.summary, body: route.body, response: { ...route.responses, ...errors } },
      handler: route.path === '/auth/sign-in/email' ? signIn : route.path === '/auth/sign-up/email' ? signUp : forward,
    });
  }

  /**
   * Ends the learner's own sessions whose stored token (a digest) `matches` accepts, through Better Auth so that its
   * session hooks tell every instance; answers how many ended. Sessions are found among the learner's own only.
   */
  async function endOwnSessions(userId: string, matches: (storedToken: string) => boolean): Promise<number> {
    const context = await auth.$context;
    const ending = (await context.internalAdapter.listSessions(userId)).filter((session) => matches(session.token));
    // The listed tokens are stored digests, which Better Auth may name sessions by only here.
    await withStoredSessionDigests(async () => {
      for (const session of ending) await context.internalAdapter.deleteSession(session.token);
    });
    return ending.length;
  }

  app.post('/auth/revoke-session', {
    onRequest: app.authenticate,
    schema: {
      tags: ['auth'],
      summary:
        'End one of your own sessions, named by its session token or by the `token` that `GET /auth/list-sessions` shows for it (the stored digest). Another learner\'s session (or an unknown one) answers 404.',
      security: [{ bearerAuth: [] }],
      body: revokeSessionRequestSchema,
      response: { 200: revokedSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request) => {
      const user = requireUser(request);
      const named = request.body.token;
      const stored = isSessionTokenDigest(named) ? named : sessionTokenDigest(named);
      const ended = await endOwnSessions(user.id, (token) => token === stored);
      if (ended === 0) throw notFound('You have no session with this token. It may have ended already.');
      return { status: true as const };
    },
  });

  app.post('/auth/revoke-other-sessions', {
    onRequest: app.authenticate,
    schema: {
      tags: ['auth'],
      summary: 'End every one of your sessions except the one making this request.',
      security: [{ bearerAuth: [] }],
      response: { 200: revokedSchema, 401: apiErrorSchema },
    },
    handler: async (request) => {
      const user = requireUser(request);
      // `authenticate` verified this bearer token; its first part is the session token.
      const current = sessionTokenDigest((bearerToken(request.headers.authorization) ?? '').split('.')[0] ?? '');
      await endOwnSessions(user.id, (token) => token !== current);
      return { status: true as const };
    },
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    schema: { hide: true },
    handler: forward,
  });
};

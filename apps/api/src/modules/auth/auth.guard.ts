import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../platform/http-error';
import type { Auth } from './auth';
import type { AuthUser, SessionCache } from './session-cache';
import type { SessionInvalidation } from './session-invalidation';

export type { AuthUser } from './session-cache';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate`; null on routes that do not require sign-in. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** onRequest hook: resolves `request.user` from `Authorization: Bearer <token>`, or answers 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** Forgets every session of one learner, on every instance (after the learner's sessions were deleted). */
    forgetUserSessions: (userId: string) => Promise<void>;
  }
}

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = authorization ? /^bearer\s+(\S+)\s*$/i.exec(authorization) : null;
  return match?.[1];
}

/**
 * Adds `app.authenticate`, the onRequest hook of every route that needs a signed-in learner. Only a signed bearer
 * token counts (never cookies), so a page on another site cannot act for the learner.
 *
 * A verified token is remembered in `cache` (never past its session's expiry), because checking it costs a
 * database round trip on every request. Ended sessions are forgotten one by one as Better Auth deletes them
 * (its session delete hook calls `invalidation.sessionEnded`), on every instance.
 */
export function registerAuthentication(
  app: FastifyInstance,
  auth: Auth,
  { cache, invalidation }: { cache: SessionCache; invalidation: SessionInvalidation },
): void {
  app.decorateRequest('user', null);
  app.decorate('forgetUserSessions', (userId: string) => invalidation.userSessionsEnded(userId));
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized();
    const remembered = cache.get(token);
    if (remembered) {
      request.user = remembered;
      return;
    }
    const session = await auth.api.getSession({ headers: new Headers({ authorization: `Bearer ${token}` }) });
    if (!session) throw unauthorized();
    request.user = { id: session.user.id, email: session.user.email, name: session.user.name };
    const ttl = new Date(session.session.expiresAt).getTime() - Date.now();
    if (ttl > 0) cache.remember(token, { user: request.user, sessionId: session.session.id }, ttl);
  });
}

/** The signed-in learner of a request that passed `app.authenticate`. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

import { LRUCache } from 'lru-cache';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../platform/http-error';
import type { Auth } from './auth';

/** The signed-in learner a request acts for. */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate`; null on routes that do not require sign-in. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** onRequest hook: resolves `request.user` from `Authorization: Bearer <token>`, or answers 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** Forgets every remembered session, so the next request of each learner is checked against the database. */
    forgetSessions: () => void;
  }
}

/**
 * Adds `app.authenticate`, the onRequest hook of every route that needs a signed-in learner. Only the bearer
 * token counts (never cookies), so a page on another site cannot act for the learner.
 *
 * A verified token is remembered for `cacheTtlMs` (never past its session's expiry), because checking it costs
 * a database round trip on every request; the auth routes call `app.forgetSessions()` whenever sessions end.
 */
export function registerAuthentication(app: FastifyInstance, auth: Auth, { cacheTtlMs }: { cacheTtlMs: number }): void {
  const sessions = cacheTtlMs > 0 ? new LRUCache<string, AuthUser>({ max: 50_000, ttl: cacheTtlMs }) : undefined;
  app.decorateRequest('user', null);
  app.decorate('forgetSessions', () => sessions?.clear());
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const authorization = request.headers.authorization;
    if (!authorization || !/^bearer\s+\S/i.test(authorization)) throw unauthorized();
    const remembered = sessions?.get(authorization);
    if (remembered) {
      request.user = remembered;
      return;
    }
    const session = await auth.api.getSession({ headers: new Headers({ authorization }) });
    if (!session) throw unauthorized();
    request.user = { id: session.user.id, email: session.user.email, name: session.user.name };
    const ttl = Math.min(cacheTtlMs, new Date(session.session.expiresAt).getTime() - Date.now());
    if (ttl > 0) sessions?.set(authorization, request.user, { ttl });
  });
}

/** The signed-in learner of a request that passed `app.authenticate`. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

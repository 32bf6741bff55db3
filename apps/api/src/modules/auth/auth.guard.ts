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
  }
}

/**
 * Adds `app.authenticate`, the onRequest hook of every route that needs a signed-in learner. Only the bearer
 * token counts (never cookies), so a page on another site cannot act for the learner.
 */
export function registerAuthentication(app: FastifyInstance, auth: Auth): void {
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const authorization = request.headers.authorization;
    if (!authorization || !/^bearer\s+\S/i.test(authorization)) throw unauthorized();
    const session = await auth.api.getSession({ headers: new Headers({ authorization }) });
    if (!session) throw unauthorized();
    request.user = { id: session.user.id, email: session.user.email, name: session.user.name };
  });
}

/** The signed-in learner of a request that passed `app.authenticate`. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

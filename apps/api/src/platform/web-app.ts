import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Cache header of Vite's content-hashed files under `/assets/`: they never change under the same name. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';

/** Whether `webDist` holds a built web app. */
function hasWebBuild(webDist: string): boolean {
  return existsSync(join(webDist, 'index.html'));
}

/**
 * Serves the built web app from `webDist`: hashed files under `/assets/` are cached for a year, everything
 * else (including `index.html`) is revalidated on every load so a new release shows at once.
 * Returns false, registering nothing, when there is no build.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!hasWebBuild(webDist)) return false;
  const assetsDir = join(webDist, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: true,
    index: 'index.html',
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header('cache-control', filePath.startsWith(assetsDir) ? immutableCacheControl : 'no-cache');
    },
  });
  return true;
}

/** Whether a request should get the SPA's index.html: a GET/HEAD outside `/api` from a browser wanting HTML. */
export function wantsSpaPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/assets/')) return false;
  return request.headers.accept?.includes('text/html') ?? false;
}

/** Answers with the SPA's index.html, which the client-side router then renders. */
export function sendSpaPage(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
}

import type { FastifyRequest } from 'fastify';

/**
 * The origin a request reached this server at (`http://127.0.0.1:3000`, a LAN address, or the public address a
 * proxy forwards with `X-Forwarded-Proto`/`-Host` when TRUST_PROXY is set), or undefined when the Host header is
 * not a valid host.
 *
 * A page served by this server at that address is the app itself, so its requests are trusted: a browser cannot
 * send another site's page to us with our Host, and our own pages come from that very address.
 */
export function servedOrigin(request: Pick<FastifyRequest, 'protocol' | 'host'>): string | undefined {
  const host = request.host;
  if (!host || !/^[\w.:[\]-]+$/.test(host)) return undefined;
  try {
    return new URL(`${request.protocol}://${host}`).origin;
  } catch {
    return undefined;
  }
}

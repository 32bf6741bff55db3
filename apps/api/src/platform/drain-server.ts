import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';

/** How long connections accepted before the stop get to send their request before idle ones are closed. */
const idleGraceMs = 1_000;
/** How often idle connections are closed once the grace period is over. */
const idleSweepMs = 100;

/**
 * Stops `server` accepting connections and resolves once every open connection has ended, without resetting
 * any request it accepted. Node's `server.close()` would close idle connections at once, and a connection
 * whose request is still unread (the event loop was busy) counts as idle; so the listener is closed at the
 * TCP level, responses from then on close their connection, and idle connections are closed only after a
 * grace period.
 */
export function drainServer(server: Server): Promise<void> {
  server.prependListener('request', (_request, response) => response.setHeader('connection', 'close'));
  const drained = new Promise<void>((resolve) => {
    NetServer.prototype.close.call(server, () => resolve());
  });
  let sweeper: NodeJS.Timeout | undefined;
  const grace = setTimeout(() => {
    server.closeIdleConnections();
    sweeper = setInterval(() => server.closeIdleConnections(), idleSweepMs).unref();
  }, idleGraceMs).unref();
  return drained.finally(() => {
    clearTimeout(grace);
    clearInterval(sweeper);
  });
}

import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Most bytes of a refused request's body read and thrown away so its client gets the answer; then the connection is cut. */
const maxDiscardedBodyBytes = 64 * 1024 * 1024;

/** A client that sends nothing for this long while its refused body is being discarded is disconnected. */
const discardIdleMs = 10_000;

/** Reads the rest of a request body and throws it away, within {@link maxDiscardedBodyBytes} and {@link discardIdleMs}. */
function discardRestOfBody(request: IncomingMessage): void {
  let discarded = 0;
  const socket = request.socket;
  const cut = () => socket.destroy();
  // The timers never keep a stopping server alive.
  const idleTimer = () => setTimeout(cut, discardIdleMs).unref();
  let idle = idleTimer();
  request.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    clearTimeout(idle);
    if (discarded > maxDiscardedBodyBytes) cut();
    else idle = idleTimer();
  });
  request.once('end', () => clearTimeout(idle));
  request.once('close', () => clearTimeout(idle));
  request.resume();
}

/**
 * Makes an error answered before the request body has been read (a body over the size limit, refused on its
 * `Content-Length` or part-way through) reach the client. Fastify then asks for the connection to be closed, but
 * closing a socket while the client is still sending resets it, and the client often loses the answer with it
 * (a 20 MB upload ended in a reset instead of its 413). So the connection stays open: the rest of the body is read
 * and discarded (at most {@link maxDiscardedBodyBytes}, the client idle for at most 10 s, else the connection is
 * cut), and then the connection serves the next request as usual.
 */
export function registerUnreadBodyDiscard(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // Only a real connection has a body still arriving (requests injected in tests come whole, on no socket).
    if (reply.statusCode >= 400 && !request.raw.complete && !request.raw.destroyed && request.raw.socket instanceof Socket) {
      reply.removeHeader('connection');
      discardRestOfBody(request.raw);
    }
    return payload;
  });
}

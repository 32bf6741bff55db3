import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';

/** Only the app itself may use the microphone (speaking answers); nothing may use the camera or location. */
export const permissionsPolicy = 'microphone=(self), camera=(), geolocation=()';

/**
 * Security headers (including {@link permissionsPolicy}, which helmet does not set) and CORS. The content security policy lets the single-page app run from its own origin:
 * own scripts only; own styles plus inline style attributes (UI primitives set them); images and media from
 * the app, `data:` and `blob:` (recordings play from blob URLs); workers from `blob:` (the WAV recorder).
 */
export async function registerSecurity(app: FastifyInstance, config: Pick<AppConfig, 'trustedOrigins'>): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    // Self-hosted installs are often reached over plain HTTP on a LAN: do not pin HTTPS or upgrade requests.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', permissionsPolicy);
  });
  await app.register(cors, {
    origin: config.trustedOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders: ['set-auth-token', 'retry-after'],
    maxAge: 600,
  });
}

import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';

/**
 * Fastify's pino logger options: JSON lines in production and tests, pretty-printed lines in development.
 * Tokens and cookies are redacted wherever they would appear.
 */
export function loggerOptions(config: Pick<AppConfig, 'logLevel' | 'nodeEnv'>): FastifyServerOptions['logger'] {
  const base = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', 'res.headers["set-auth-token"]'],
  };
  if (config.nodeEnv !== 'development' || config.logLevel === 'silent') return base;
  return {
    ...base,
    transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
  };
}

// Fastify's pino logger, created before the app so database start-up is logged the same way.
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';

export function loggerOptions(config: Pick<AppConfig, 'logLevel'>): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: config.logLevel,
    // Session tokens and passwords never reach the logs.
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password'],
  };
}

/** The pino instance Fastify would create for this config (shared with buildApp via `logger`). */
export function createLogger(config: Pick<AppConfig, 'logLevel'>): FastifyBaseLogger {
  return Fastify({ logger: loggerOptions(config) }).log;
}

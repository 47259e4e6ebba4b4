// Fastify's pino logger, created before the app so database start-up is logged the same way.
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import { redactTokens } from '../domain/tokenPaths';
import type { AppConfig } from './config';

/** The URL as logged: every link token (docs/product.md#accounts) is replaced, so logs never hold a usable link. */
export const redactUrl = redactTokens;

export function loggerOptions(config: Pick<AppConfig, 'logLevel'>): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: config.logLevel,
    // Session tokens and passwords never reach the logs.
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.token'],
    serializers: {
      // Fastify's own request fields, with the URL's one-time token redacted.
      req(request: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } }) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        };
      },
    },
  };
}

/** The pino instance Fastify would create for this config (shared with buildApp via `logger`). */
export function createLogger(config: Pick<AppConfig, 'logLevel'>): FastifyBaseLogger {
  return Fastify({ logger: loggerOptions(config) }).log;
}

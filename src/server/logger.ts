// Fastify's pino logger, created before the app so database start-up is logged the same way.
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';

/** The one-time link pages carry their token in the query (DESIGN.md "Beyond the spec: Accounts"). */
const TOKEN_IN_QUERY = /([?&]token=)[^&#]*/gi;

/** The URL as logged: a one-time link's token is replaced, so logs never hold a usable link. */
export function redactUrl(url: string): string {
  return url.includes('token=') ? url.replace(TOKEN_IN_QUERY, '$1[Redacted]') : url;
}

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

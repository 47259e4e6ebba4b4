import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger';
import { DeferredChildLogger, deferredChildLoggerFactory } from './requestLogger';

function capture(level: 'warn' | 'info') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  // The app's pino logger (logger.ts options, redaction included), writing to `lines`.
  const logger = Fastify({ logger: { ...loggerOptions({ logLevel: level }), stream } }).log as FastifyBaseLogger & {
    isLevelEnabled(level: string): boolean;
  };
  return { lines, logger };
}

describe('deferred request loggers', () => {
  it('make no child until something is logged at an enabled level, then log exactly as the child would', () => {
    const { lines, logger } = capture('warn');
    const deferred = new DeferredChildLogger(logger, { reqId: 'req-1' });
    deferred.info({ req: { url: '/x' } }, 'incoming request');
    deferred.debug('details');
    expect(deferred.created).toBe(false);
    expect(lines).toEqual([]);
    expect(deferred.level).toBe('warn');

    deferred.warn({ body: { password: 'secret' }, detail: 1 }, 'slow %s', 'thing');
    expect(deferred.created).toBe(true);
    logger.child({ reqId: 'req-1' }).warn({ body: { password: 'secret' }, detail: 1 }, 'slow %s', 'thing');
    const strip = ({ time: _t, ...rest }: Record<string, unknown>) => rest;
    expect(lines.map(strip)).toHaveLength(2);
    expect(strip(lines[0])).toEqual(strip(lines[1]));
    expect(lines[0]).toMatchObject({ reqId: 'req-1', msg: 'slow thing', body: { password: '[Redacted]' }, detail: 1 });
  });

  it('children of a deferred logger and level changes reach the real child', () => {
    const { lines, logger } = capture('warn');
    const deferred = new DeferredChildLogger(logger, { reqId: 'req-2' });
    deferred.level = 'info';
    deferred.info('now shown');
    deferred.child({ step: 'inner' }).error('inner failure');
    expect(lines.map((l) => [l.reqId, l.msg, l.step])).toEqual([
      ['req-2', 'now shown', undefined],
      ['req-2', 'inner failure', 'inner'],
    ]);
  });

  it('Fastify logs request ids through it; routes with their own level get a pino child', async () => {
    const { lines, logger } = capture('info');
    const app = Fastify({ loggerInstance: logger, childLoggerFactory: deferredChildLoggerFactory });
    app.get('/ok', async (request) => {
      request.log.info('handled');
      return { ok: true };
    });
    app.get('/quiet', { logLevel: 'error' }, async (request) => {
      expect(request.log).not.toBeInstanceOf(DeferredChildLogger);
      request.log.info('not shown');
      return { ok: true };
    });
    try {
      expect((await app.inject('/ok')).statusCode).toBe(200);
      expect((await app.inject('/quiet')).statusCode).toBe(200);
      const ok = lines.filter((l) => l.reqId === lines.find((x) => x.msg === 'handled')?.reqId).map((l) => l.msg);
      expect(ok).toEqual(['incoming request', 'handled', 'request completed']);
      expect(lines.some((l) => l.msg === 'not shown')).toBe(false);
    } finally {
      await app.close();
    }
  });
});

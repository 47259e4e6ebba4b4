import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from './logger';

describe('request logs', () => {
  it('never hold a one-time link token: the URL is redacted, other queries are kept', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { ...loggerOptions({ logLevel: 'info' }), stream } });
    app.get('/*', async () => 'page');
    for (const url of [
      '/accept-invite?token=SECRET1abc',
      '/reset-password?x=1&token=SECRET2abc',
      '/app/orders?limit=5',
      '/quote/SECRET3abc',
      '/api/public/quotes/SECRET4abc/accept',
      '/deck/SECRET5abc',
      '/api/shared-designs/SECRET6abc/plan.pdf',
    ])
      await app.inject({ method: 'GET', url });
    await app.close();
    const log = lines.join('');
    expect(log).not.toContain('SECRET');
    expect(log).toContain('/accept-invite?token=[Redacted]');
    expect(log).toContain('/reset-password?x=1&token=[Redacted]');
    expect(log).toContain('/app/orders?limit=5');
    expect(log).toContain('/api/public/quotes/[Redacted]/accept');
    expect(log).toContain('/api/shared-designs/[Redacted]/plan.pdf');
  });

  it('redactUrl leaves a URL without a token as it is', () => {
    expect(redactUrl('/login?next=/app')).toBe('/login?next=/app');
    expect(redactUrl('/reset-password?token=abc#x')).toBe('/reset-password?token=[Redacted]#x');
  });
});

import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/support/app';
import { computeSecurityHeaders } from './securityHeaders';

describe('security headers computed once', () => {
  it('are the headers @fastify/helmet adds, without those every reply has anyway', async () => {
    const headers = await computeSecurityHeaders({ contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"] } }, strictTransportSecurity: false });
    expect(headers['content-security-policy']).toBe("default-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers).not.toHaveProperty('strict-transport-security');
    for (const name of ['content-type', 'content-length', 'date', 'connection']) expect(headers).not.toHaveProperty(name);
  });

  it('reach success, client-error and not-found replies of the app alike', async () => {
    const t = await createTestApp();
    try {
      for (const url of ['/api/inventory/brands', '/api/orders', '/api/no-such-route', '/api/inventory/ranges']) {
        const res = await t.app.inject({ url });
        expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      }
    } finally {
      await t.close();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/support/app';
import { API_DOCS_PATH } from './routes/index';
import { API_CONTENT_SECURITY_POLICY, apiSecurityHeaders, computeSecurityHeaders } from './securityHeaders';

describe('security headers computed once', () => {
  it('are the headers @fastify/helmet adds, without those every reply has anyway', async () => {
    const headers = await computeSecurityHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"] } },
      strictTransportSecurity: false,
    });
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

describe('security headers by kind of response', () => {
  const DOCUMENT_ONLY = [
    'cross-origin-opener-policy',
    'origin-agent-cluster',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ];

  it('the API set keeps nosniff, frame protection, the referrer policy and HSTS of the document set', () => {
    const api = apiSecurityHeaders({
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000',
      'x-dns-prefetch-control': 'off',
    });
    expect(api).toEqual({
      'content-security-policy': API_CONTENT_SECURITY_POLICY,
      'cross-origin-resource-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000',
    });
    expect(apiSecurityHeaders({})).not.toHaveProperty('strict-transport-security');
  });

  it('API responses carry the API set; pages and the API documentation the document set', async () => {
    const t = await createTestApp({ config: { cookieSecure: true } });
    try {
      for (const url of [
        '/api/inventory/board-config',
        '/api/inventory/ranges?brand=WoodEvo',
        '/api/users/profile',
        '/api/no-such-route',
      ]) {
        const res = await t.app.inject({ url });
        expect(res.headers['content-security-policy'], url).toBe(
          "default-src 'self'; base-uri 'none'; object-src 'none'; frame-ancestors 'none'",
        );
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(res.headers['x-frame-options'], url).toBe('DENY');
        expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
        expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
        expect(res.headers['strict-transport-security'], url).toContain('max-age=31536000');
        for (const name of DOCUMENT_ONLY) expect(res.headers, `${url} ${name}`).not.toHaveProperty(name);
      }
      for (const url of ['/', '/deck-calculator', `${API_DOCS_PATH}/`, `${API_DOCS_PATH}/json`]) {
        const res = await t.app.inject({ url });
        const csp = String(res.headers['content-security-policy']);
        expect(csp, url).toContain("script-src 'self'");
        expect(csp, url).toContain('upgrade-insecure-requests');
        expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(res.headers['strict-transport-security'], url).toContain('max-age=31536000');
        for (const name of DOCUMENT_ONLY) expect(res.headers, `${url} ${name}`).toHaveProperty(name);
      }
    } finally {
      await t.close();
    }
  });

  it('a 503 while draining carries them too', async () => {
    const t = await createTestApp();
    try {
      // Requests answered before the drain are no longer in flight: it resolves at once.
      for (let i = 0; i < 3; i += 1) expect((await t.app.inject({ url: '/api/inventory/brands' })).statusCode).toBe(200);
      await t.app.drain();
      const res = await t.app.inject({ url: '/api/inventory/brands' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
    } finally {
      await t.close();
    }
  });
});

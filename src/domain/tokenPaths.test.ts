import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redactTokens } from './tokenPaths';

const token = fc.stringMatching(/^[A-Za-z0-9_-]{20,60}$/);

describe('redactTokens', () => {
  it('replaces the token of every share, quote and one-time link, in the path and in the query', () => {
    expect(redactTokens('/deck/abcDEF123')).toBe('/deck/[Redacted]');
    expect(redactTokens('/quote/abcDEF123?x=1')).toBe('/quote/[Redacted]?x=1');
    expect(redactTokens('/api/shared-designs/abcDEF123/plan.pdf')).toBe('/api/shared-designs/[Redacted]/plan.pdf');
    expect(redactTokens('/api/public/quotes/abcDEF123/days?from=2026-01-01')).toBe('/api/public/quotes/[Redacted]/days?from=2026-01-01');
    expect(redactTokens('/deck-calculator?shared=abcDEF123&x=2')).toBe('/deck-calculator?shared=[Redacted]&x=2');
    expect(redactTokens('/reset-password?token=abc#x')).toBe('/reset-password?token=[Redacted]#x');
  });

  it('leaves addresses without a token as they are', () => {
    for (const url of [
      '/api/shared-designs',
      '/app/orders?limit=5',
      '/deck-calculator',
      '/login?next=/app',
      '/products',
      '/api/quotes/abc',
    ])
      expect(redactTokens(url)).toBe(url);
  });

  it('never lets a token through, whatever follows it', () => {
    const prefix = fc.constantFrom('/deck/', '/quote/', '/api/shared-designs/', '/api/public/quotes/');
    const tail = fc.constantFrom('', '/plan.pdf', '/accept', '/days?from=2026-02-01', '?utm=1', '#top');
    fc.assert(
      fc.property(prefix, token, tail, (p, t, rest) => {
        const out = redactTokens(`${p}${t}${rest}`);
        expect(out).not.toContain(t);
        expect(out).toBe(`${p}[Redacted]${rest}`);
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom('token', 'shared'), token, (key, t) => {
        expect(redactTokens(`/x?a=1&${key}=${t}`)).not.toContain(t);
      }),
    );
  });
});

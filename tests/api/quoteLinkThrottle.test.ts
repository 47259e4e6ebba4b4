// The customer's quote link is "throttled per address" (docs/product.md#quotes;
// the "API and documents"): a token is 256 random bits, and the limit keeps one address from
// guessing at them or flooding acceptances. The three public routes share one count per address; another
// address is not affected; a refused request creates nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE_POLICY } from '../../src/server/auth/policy';
import { TOO_MANY_REQUESTS } from '../../src/server/routes/errors';
import { createTestApp, type TestApp } from '../support/app';
import { Client, offeredDay, rowCounts } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const guess = (n: number) => `guess${String(n).padStart(38, '0')}`;

describe('the public quote routes, per address', () => {
  it('refuse an address past its limit with 429 on every public route, and leave other addresses alone', async () => {
    const { limit, windowMs } = THROTTLE_POLICY.quoteLinkPerAddress;
    const guesser = new Client(t.app, '198.51.100.7');
    for (let n = 0; n < limit; n++) {
      const res = await guesser.get(`/api/public/quotes/${guess(n)}`);
      expect(res.statusCode, res.body).toBe(404);
    }

    const before = await rowCounts(t.db);
    const refused = [
      await guesser.get(`/api/public/quotes/${guess(limit)}`),
      await guesser.post(`/api/public/quotes/${guess(limit)}/accept`, {
        method: 'pickup',
        preferredDate: offeredDay('pickup', 3),
        acceptTerms: true,
      }),
      await guesser.post(`/api/public/quotes/${guess(limit)}/changes`, { message: 'Please call me' }),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(429);
      expect(res.json()).toEqual({ message: TOO_MANY_REQUESTS });
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
    }
    expect(await rowCounts(t.db)).toEqual(before);

    const other = await new Client(t.app, '198.51.100.8').get(`/api/public/quotes/${guess(0)}`);
    expect(other.statusCode).toBe(404);
  });
});

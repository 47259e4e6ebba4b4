// The Accept quote calendar's days (docs/product.md#delivery; the quote page's Accept quote form): the quote's
// link, without a sign-in, answers the days and reasons the signed-in wizard's calendar marks, and nothing
// of the warehouse's bookings; a link that cannot be accepted is refused as its other calls are; the
// calls are counted per address apart from the link's view and accept.
import { describe, expect, it } from 'vitest';
import { deliveryDayList, publicDeliveryDayList } from '../../src/domain/schemas/delivery';
import { quoteDetail } from '../../src/domain/schemas/quotes';
import { THROTTLE_POLICY } from '../../src/server/auth/policy';
import { TOO_MANY_REQUESTS } from '../../src/server/routes/errors';
import type { ReceivedMail } from '../support/smtpServer';
import { linkMailWorld } from './linkMailWorld';

const PUBLIC_URL = 'https://portal.boardwalk.example';
const { world, browser, mailTo } = linkMailWorld(PUBLIC_URL);
let seq = 0;
const freshEmail = () => `days.${Date.now()}.${(seq += 1)}@quotes.example`;

function tokenIn(mail: ReceivedMail): string {
  const match = /\/quote\/([A-Za-z0-9_-]{43})/.exec(mail.parsed.text ?? '');
  expect(match, mail.parsed.text).not.toBeNull();
  return match![1];
}

async function sentQuote() {
  const email = freshEmail();
  const draft = await world.admin.post('/api/quotes', {
    customerName: 'Pat Customer',
    customerEmail: email,
    customerPhone: '0400 000 000',
  });
  expect(draft.statusCode, draft.body).toBe(201);
  const { id } = quoteDetail.parse(draft.json());
  const lines = [{ kind: 'free', description: 'Delivery to site', quantity: 1, unitPriceCents: 9_900 }];
  expect((await world.admin.patch(`/api/quotes/${id}`, { lines })).statusCode).toBe(200);
  const sent = await world.admin.post(`/api/quotes/${id}/send`, {});
  expect(sent.statusCode, sent.body).toBe(200);
  const { number } = quoteDetail.parse(sent.json());
  return { id, token: tokenIn(await mailTo(email, `Your Boardwalk quote ${number}`)) };
}

const WEEK = 'from=2026-12-01&to=2026-12-07';

describe('GET /api/public/quotes/{token}/days', () => {
  it("marks the wizard's days with their reasons for the link's customer, without the warehouse's bookings", async () => {
    const { token } = await sentQuote();
    for (const method of ['delivery', 'pickup'] as const) {
      const res = await browser().get(`/api/public/quotes/${token}/days?method=${method}&${WEEK}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const days = res.json() as Record<string, unknown>[];
      for (const day of days) expect(Object.keys(day).sort()).toEqual(['date', 'deliverable', 'holiday', 'note', 'reason']);
      const signedIn = deliveryDayList.parse((await world.admin.get(`/api/delivery/days?method=${method}&${WEEK}`)).json());
      expect(publicDeliveryDayList.parse(days)).toEqual(
        signedIn.map(({ date, deliverable, reason, note, holiday }) => ({ date, deliverable, reason, note, holiday })),
      );
    }
    const delivery = publicDeliveryDayList.parse((await browser().get(`/api/public/quotes/${token}/days?method=delivery&${WEEK}`)).json());
    expect(delivery.find((d) => d.date === '2026-12-05')).toMatchObject({ deliverable: false, note: 'No deliveries on weekends' });
    expect(delivery.find((d) => d.date === '2026-12-06')).toMatchObject({ deliverable: false, note: 'No deliveries on weekends' });
  });

  it('refuses an unknown link, a withdrawn quote and a bad span as the link refuses them', async () => {
    const unknown = await browser().get(`/api/public/quotes/${'x'.repeat(43)}/days?method=delivery&${WEEK}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This quote link is not valid. Please use the link in your latest quote e-mail.');

    const { id, token } = await sentQuote();
    const backwards = await browser().get(`/api/public/quotes/${token}/days?method=delivery&from=2026-12-07&to=2026-12-01`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('To must not be before From');

    expect((await world.admin.post(`/api/quotes/${id}/withdraw`)).statusCode).toBe(200);
    const withdrawn = await browser().get(`/api/public/quotes/${token}/days?method=delivery&${WEEK}`);
    expect(withdrawn.statusCode).toBe(410);
    expect(withdrawn.json().message).toBe('This quote has been withdrawn. Please contact us if you would like a new quote.');
  });

  it("refuses an address past its limit with 429, and leaves the link's view and other addresses alone", async () => {
    const { token } = await sentQuote();
    const { limit, windowMs } = THROTTLE_POLICY.quoteDaysPerAddress;
    const customer = browser();
    for (let n = 0; n < limit; n++) {
      const res = await customer.get(`/api/public/quotes/${token}/days?method=delivery&${WEEK}`);
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await customer.get(`/api/public/quotes/${token}/days?method=delivery&${WEEK}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: TOO_MANY_REQUESTS });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(windowMs / 1000);
    expect((await customer.get(`/api/public/quotes/${token}`)).statusCode).toBe(200);
    expect((await browser().get(`/api/public/quotes/${token}/days?method=delivery&${WEEK}`)).statusCode).toBe(200);
  });
});

// The rules of every order, whichever path places it (docs/product.md#delivery,
// docs/product.md#trade-accounts), against real PostgreSQL: a preferred day the calendar refuses is
// refused with its reason; a quote accepted from its link keeps the company's PO rule and stores the
// reference as the PO and flags an order over the credit limit (the race of orders at once:
// tests/reliability/creditRace.test.ts); a dispatched order gets no day and no e-mail; every date
// input is bounded; a payment is dated from the invoice's date to today.
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { addDays, weekday } from '../../src/domain/deliveryDays';
import { dispatchedDayMessage, refusalMessage } from '../../src/domain/deliveryTexts';
import { dayOutOfRangeMessage } from '../../src/domain/dates';
import { PO_MESSAGES } from '../../src/domain/purchaseOrder';
import { PAYMENT_DATE_MESSAGES } from '../../src/domain/schemas/invoices';
import { orderDetail } from '../../src/domain/schemas/orders';
import { publicQuote, quoteDetail } from '../../src/domain/schemas/quotes';
import { notifications, orders } from '../../src/server/db/schema';
import { tradeCompanies } from '../support/tradeCompany';
import type { ReceivedMail } from '../support/smtpServer';
import { offeredDay, pickupOrder } from './helpers';
import { linkMailWorld } from './linkMailWorld';

const PUBLIC_URL = 'https://portal.boardwalk.example';
const { world, browser, mailTo } = linkMailWorld(PUBLIC_URL);

const nextWeekday = (from: string, wd: number) => {
  let day = from;
  while (weekday(day) !== wd) day = addDays(day, 1);
  return day;
};

function companies() {
  return tradeCompanies(world.t, world.admin, {
    name: 'Rules Builders',
    domain: 'rules.example',
    password: 'a rules password',
    firstAddress: 700,
  });
}

function tokenIn(mail: ReceivedMail): string {
  return /\/quote\/([A-Za-z0-9_-]{43})/.exec(mail.parsed.text ?? '')![1];
}

/** A sent quote of 10 Barossa boards for this e-mail, and its link's token. */
async function sentQuote(email: string) {
  const draft = quoteDetail.parse(
    (await world.admin.post('/api/quotes', { customerName: 'Pat Builder', customerEmail: email, customerPhone: '0400 000 000' })).json(),
  );
  await world.admin.patch(`/api/quotes/${draft.id}`, { lines: [{ kind: 'item', itemId: 'we-home-grooved-barossa-5400', quantity: 10 }] });
  const sent = quoteDetail.parse((await world.admin.post(`/api/quotes/${draft.id}/send`, {})).json());
  return tokenIn(await mailTo(email, `Your Boardwalk quote ${sent.number}`));
}

describe('the preferred day is one the calendar offers', () => {
  it("refuses a Sunday pickup, a Saturday delivery and a public holiday with the calendar's reason, in both paths", async () => {
    const sunday = nextWeekday(offeredDay('pickup', 7), 0);
    const res = await world.admin.post('/api/orders', pickupOrder({ preferredDate: sunday }));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().issues).toContainEqual(
      expect.objectContaining({ path: ['body', 'preferredDate'], message: refusalMessage('pickup', sunday, 'weekend', null) }),
    );
    const saturday = nextWeekday(offeredDay('delivery', 7), 6);
    const delivery = pickupOrder({
      deliveryMethod: 'delivery',
      deliveryStreetAddress: '1 Bay St',
      deliveryCityPostcode: 'Port Melbourne 3207',
      preferredDate: saturday,
    });
    const refused = await world.admin.post('/api/orders', delivery);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(refusalMessage('delivery', saturday, 'weekend', null));
    const christmas = `${Number(offeredDay('pickup', 7).slice(0, 4)) + 1}-12-25`;
    expect((await world.admin.post('/api/orders', pickupOrder({ preferredDate: christmas }))).json().message).toBe(
      refusalMessage('pickup', christmas, 'holiday', 'Christmas Day'),
    );
    const token = await sentQuote(`day.${Date.now()}@quotes.example`);
    const accept = await browser().post(`/api/public/quotes/${token}/accept`, {
      method: 'pickup',
      preferredDate: sunday,
      acceptTerms: true,
    });
    expect(accept.statusCode, accept.body).toBe(400);
    expect(accept.json().message).toBe(refusalMessage('pickup', sunday, 'weekend', null));
    expect(publicQuote.parse((await browser().get(`/api/public/quotes/${token}`)).json()).order).toBeNull();
  });

  it("refuses a full delivery day, in both paths, with the calendar's reason", async () => {
    const day = offeredDay('delivery', 14);
    const delivery = (extra: Record<string, unknown> = {}) =>
      pickupOrder({
        deliveryMethod: 'delivery',
        deliveryStreetAddress: '1 Bay St',
        deliveryCityPostcode: 'Port Melbourne 3207',
        preferredDate: day,
        ...extra,
      });
    await world.admin.put(`/api/delivery/days/${day}`, { capacity: 1, closed: false });
    const first = await world.admin.post('/api/orders', delivery());
    expect(first.statusCode, first.body).toBe(201);
    expect((await world.admin.put(`/api/delivery/orders/${first.json().id}/day`, { day })).statusCode).toBe(200);
    const second = await world.admin.post('/api/orders', delivery());
    expect(second.statusCode, second.body).toBe(422);
    expect(second.json().message).toBe(refusalMessage('delivery', day, 'full', null));
    const token = await sentQuote(`full.${Date.now()}@quotes.example`);
    const accept = await browser().post(`/api/public/quotes/${token}/accept`, {
      method: 'delivery',
      preferredDate: day,
      address: '1 Bay St',
      cityPostcode: 'Port Melbourne 3207',
      acceptTerms: true,
    });
    expect(accept.statusCode, accept.body).toBe(400);
    expect(accept.json().message).toBe(refusalMessage('delivery', day, 'full', null));
    await world.admin.put(`/api/delivery/days/${day}`, { capacity: 8, closed: false });
  });

  it('refuses a closed day, and a year 9999 date or day range is bad input (400), not a 500', async () => {
    const day = offeredDay('pickup', 10);
    await world.admin.put(`/api/delivery/days/${day}`, { capacity: 8, closed: true });
    const closed = await world.admin.post('/api/orders', pickupOrder({ preferredDate: day }));
    expect(closed.statusCode).toBe(422);
    expect(closed.json().message).toBe(refusalMessage('pickup', day, 'closed', null));
    await world.admin.put(`/api/delivery/days/${day}`, { capacity: 8, closed: false });
    const far = await world.admin.post('/api/orders', pickupOrder({ preferredDate: '9999-12-31' }));
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toBe(dayOutOfRangeMessage('Preferred date'));
    const range = await world.admin.get('/api/delivery/days', { query: { method: 'delivery', from: '9999-12-25', to: '9999-12-31' } });
    expect(range.statusCode, range.body).toBe(400);
    const token = await sentQuote(`range.${Date.now()}@quotes.example`);
    const quoteDays = await browser().get(`/api/public/quotes/${token}/days`, {
      query: { method: 'pickup', from: '9999-12-25', to: '9999-12-31' },
    });
    expect(quoteDays.statusCode).toBe(400);
  });
});

describe('a quote accepted from its link keeps the company rules', () => {
  it('asks for the PO a company requires, stores it as the PO, and flags an order over the credit limit', async () => {
    // The quote's 10 Barossa boards come to $594.20 at the company's trade price (15% off $69.90), so a
    // $500 limit is one this order takes it over (the company has nothing else open or unpaid).
    const { buyer } = await companies().withBuyer({ poRequired: true, creditLimitDollars: 500 });
    const token = await sentQuote(buyer.email);
    expect(publicQuote.parse((await browser().get(`/api/public/quotes/${token}`)).json()).poRequired).toBe(true);
    const body = { method: 'pickup', preferredDate: offeredDay('pickup', 3), acceptTerms: true };
    const without = await browser().post(`/api/public/quotes/${token}/accept`, body);
    expect(without.statusCode, without.body).toBe(400);
    expect(without.json().message).toBe(PO_MESSAGES.required);
    const accepted = await browser().post(`/api/public/quotes/${token}/accept`, { ...body, reference: ' JOB-42 ' });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const [row] = await world.t.db
      .select()
      .from(orders)
      .where(sql`${orders.id}::text like ${`${accepted.json().orderReference.slice(3).toLowerCase()}%`}`);
    const order = orderDetail.parse((await buyer.client.get(`/api/orders/${row.id}`)).json());
    expect(order.poReference).toBe('JOB-42');
    expect(order.notes).not.toContain('JOB-42');
    expect(order.overCreditLimit).toBe(true);
  });
});

describe('a dispatched order', () => {
  it('is refused a delivery day (409) and nobody is e-mailed', async () => {
    const res = await world.admin.post('/api/orders', pickupOrder());
    const id = res.json().id as string;
    expect((await world.admin.put(`/api/orders/${id}/status`, { status: 'dispatched' })).statusCode).toBe(200);
    const before = (await world.t.db.select().from(notifications).where(eq(notifications.orderId, id))).length;
    const day = await world.admin.put(`/api/delivery/orders/${id}/day`, { day: offeredDay('pickup', 5) });
    expect(day.statusCode, day.body).toBe(409);
    expect(day.json().message).toBe(dispatchedDayMessage(id));
    expect((await world.t.db.select().from(notifications).where(eq(notifications.orderId, id))).length).toBe(before);
    expect((await world.t.db.select().from(orders).where(eq(orders.id, id)))[0].confirmedDay).toBeNull();
  });
});

describe('payments', () => {
  it('are dated today or earlier and not before the invoice', async () => {
    const res = await world.admin.post('/api/orders', pickupOrder());
    const id = res.json().id as string;
    await world.admin.put(`/api/orders/${id}/status`, { status: 'dispatched' });
    const [invoice] = (await world.admin.get('/api/invoices', { query: { q: res.json().id.slice(0, 8) } })).json() as {
      id: string;
      issueDate: string;
    }[];
    const future = await world.admin.post(`/api/invoices/${invoice.id}/payments`, { amountCents: 100, date: '2099-01-01', reference: '' });
    expect(future.statusCode, future.body).toBe(400);
    expect(future.json().message).toBe(PAYMENT_DATE_MESSAGES.future);
    const early = await world.admin.post(`/api/invoices/${invoice.id}/payments`, {
      amountCents: 100,
      date: addDays(invoice.issueDate, -1),
      reference: '',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(PAYMENT_DATE_MESSAGES.beforeInvoice(invoice.issueDate));
    const ok = await world.admin.post(`/api/invoices/${invoice.id}/payments`, { amountCents: 100, date: invoice.issueDate, reference: '' });
    expect(ok.statusCode, ok.body).toBe(201);
  });
});

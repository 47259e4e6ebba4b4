// Ordering on account (docs/product.md#trade-accounts): a company that requires a purchase order / job
// reference gets none without one; the reference is stored and shown in the order, its list, PDF and CSV
// and found by the search; an order on terms that takes the company over its credit limit is still
// placed, pending, and flagged, and /api/me/account tells the buyer the company's credit position.
// Against real PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { order as orderSchema, orderDetail, orderList } from '../../src/domain/schemas/orders';
import { myAccount } from '../../src/domain/schemas/trade';
import { PO_MESSAGES } from '../../src/domain/purchaseOrder';
import { createTestApp, type TestApp } from '../support/app';
import { pdfText } from '../support/pdfText';
import { tradeCompanies } from '../support/tradeCompany';
import { Client, DEMO, melbourneDate, pickupOrder, signIn } from './helpers';

const PASSWORD = 'a trade password';
let t: TestApp;
let admin: Client;
let companies: ReturnType<typeof tradeCompanies>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, DEMO.admin);
  companies = tradeCompanies(t, admin, {
    name: 'On Account Builders',
    domain: 'onaccount.example',
    password: PASSWORD,
    firstAddress: 150,
    defaults: { addresses: [{ name: 'Depot', street: '3 Dock Lane', cityPostcode: 'Brighton 3186' }] },
  });
});
afterAll(async () => {
  await t?.close();
});

async function companyWithBuyer(overrides: Record<string, unknown>) {
  const { account, buyer } = await companies.withBuyer(overrides);
  return { account, buyer: buyer.client };
}

const order = pickupOrder;

describe('purchase order / job reference', () => {
  it('a company that requires one gets no order without it (422 naming the field)', async () => {
    const { buyer } = await companyWithBuyer({ poRequired: true });
    for (const poReference of [undefined, '', '   ']) {
      const res = await buyer.post('/api/orders', order(poReference === undefined ? {} : { poReference }));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().message).toBe(PO_MESSAGES.required);
      expect(res.json().issues).toContainEqual(expect.objectContaining({ path: ['body', 'poReference'], message: PO_MESSAGES.required }));
    }
    expect(orderList.parse((await buyer.get('/api/orders')).json())).toEqual([]);
  });

  it('is stored trimmed and shown in the order, the list, the PDF and the CSV, and found by the search', async () => {
    const { buyer } = await companyWithBuyer({ poRequired: true });
    const reference = `JOB-${Date.now()}`;
    const res = await buyer.post('/api/orders', order({ poReference: `  ${reference} ` }));
    expect(res.statusCode, res.body).toBe(201);
    const placed = orderSchema.parse(res.json());
    expect(placed.poReference).toBe(reference);
    expect(orderDetail.parse((await buyer.get(`/api/orders/${placed.id}`)).json()).poReference).toBe(reference);
    const found = orderList.parse((await admin.get('/api/orders', { query: { q: reference.toLowerCase() } })).json());
    expect(found.map((o) => o.id)).toEqual([placed.id]);
    const [text] = await pdfText((await buyer.get(`/api/orders/${placed.id}/pdf`)).rawPayload);
    expect(text).toContain(`Purchase order / job reference: ${reference}`);
    const csv = parse((await admin.get('/api/orders/export.csv', { query: { q: reference } })).body) as string[][];
    expect(csv[0].at(-1)).toBe('PO reference');
    expect(csv.slice(1).map((row) => row.at(-1))).toEqual([reference]);
  });

  it('is optional for a company that does not require one and for a retail customer', async () => {
    const { buyer } = await companyWithBuyer({ poRequired: false });
    expect((await buyer.post('/api/orders', order())).json().poReference).toBe('');
    const client = await signIn(t.app, DEMO.client);
    const res = await client.post('/api/orders', order({ poReference: 'Back deck' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().poReference).toBe('Back deck');
  });

  it('refuses a reference longer than 50 characters', async () => {
    const client = await signIn(t.app, DEMO.client);
    const res = await client.post('/api/orders', order({ poReference: 'x'.repeat(51) }));
    expect(res.statusCode).toBe(400);
  });
});

describe('credit limit', () => {
  it('an order on terms that takes the company over its limit is placed, pending and flagged; the buyer reads the position', async () => {
    // A limit of $1,000: one order of ten boards at trade prices (about $594, picked up) fits, a second goes over.
    const { buyer } = await companyWithBuyer({ creditLimitDollars: 1000 });
    const before = myAccount.parse((await buyer.get('/api/me/account')).json());
    expect(before.credit).toEqual({ limitCents: 100_000, exposureCents: 0 });
    const first = orderSchema.parse((await buyer.post('/api/orders', order())).json());
    expect(first.totalCents).toBeLessThan(100_000);
    expect(first.totalCents * 2).toBeGreaterThan(100_000);
    expect(first.overCreditLimit).toBe(false);
    const after = myAccount.parse((await buyer.get('/api/me/account')).json());
    expect(after.credit).toEqual({ limitCents: 100_000, exposureCents: first.totalCents });
    const second = await buyer.post('/api/orders', order());
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ status: 'pending', overCreditLimit: true });
    // Staff see the flag on the list and the detail.
    const listed = orderList.parse((await admin.get('/api/orders', { query: { q: second.json().id.slice(0, 8) } })).json());
    expect(listed.map((o) => o.overCreditLimit)).toEqual([true]);
    expect(orderDetail.parse((await admin.get(`/api/orders/${second.json().id}`)).json()).overCreditLimit).toBe(true);
  });

  it('a dispatched order counts as its unpaid invoice until paid, then no longer', async () => {
    const { buyer } = await companyWithBuyer({ creditLimitDollars: 1000 });
    const first = orderSchema.parse((await buyer.post('/api/orders', order())).json());
    for (const status of ['approved', 'dispatched']) {
      expect((await admin.put(`/api/orders/${first.id}/status`, { status })).statusCode).toBe(200);
    }
    expect(myAccount.parse((await buyer.get('/api/me/account')).json()).credit?.exposureCents).toBe(first.totalCents);
    const [invoice] = (await buyer.get('/api/invoices')).json() as { id: string }[];
    const paid = await admin.post(`/api/invoices/${invoice.id}/payments`, { amountCents: first.totalCents, date: melbourneDate(0) });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(myAccount.parse((await buyer.get('/api/me/account')).json()).credit?.exposureCents).toBe(0);
    expect((await buyer.post('/api/orders', order())).json().overCreditLimit).toBe(false);
  });

  it('pay before dispatch has no credit position and is never flagged; nor is a retail order', async () => {
    const { buyer } = await companyWithBuyer({ terms: 'pay_before_dispatch', creditLimitDollars: 0 });
    expect(myAccount.parse((await buyer.get('/api/me/account')).json()).credit).toBeNull();
    expect((await buyer.post('/api/orders', order())).json().overCreditLimit).toBe(false);
    const client = await signIn(t.app, DEMO.client);
    expect(myAccount.parse((await client.get('/api/me/account')).json()).credit).toBeNull();
    expect((await client.post('/api/orders', order())).json().overCreditLimit).toBe(false);
  });
});

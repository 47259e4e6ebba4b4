// POST /api/orders against the machine's limit (issue 23's durable-write ratio): a new order is one
// session lookup and one insert statement for a retail customer (the session lookup says they have no
// company), and one more read for a company's buyer (its prices and terms together). Each statement is a
// round trip holding a pooled connection; `npm run bench:profile -- orders` counted four before.
// The stock reservation (docs/product.md#stock-and-samples) adds a transaction around the insert: BEGIN,
// the stock rows locked, their reserved raised, the insert, COMMIT. Against real PostgreSQL.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tradeAccount } from '../../src/domain/schemas/trade';
import { order as orderSchema } from '../../src/domain/schemas/orders';
import { hashPassword } from '../../src/server/auth/password';
import { users } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { TEST_PASSWORD_HASH_COST } from '../support/testDatabase';
import { joinCompany } from '../support/tradeCompany';
import { BAROSSA_LINE, DEMO, offeredDay, signIn, type Client } from './helpers';

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, DEMO.admin);
});
afterAll(async () => {
  await t?.close();
});

const body = {
  boards: [BAROSSA_LINE],
  deliveryMethod: 'pickup',
  deliveryStreetAddress: '',
  deliveryCityPostcode: '',
  pickupLocation: '',
  preferredDate: offeredDay('pickup', 3),
  notes: '',
  hardwareItems: [],
};

/** The statements the app sends through its pool while one order is placed (the mail queue's own work aside). */
async function statementsOfOneOrder(buyer: Client) {
  const place = (key: string) => buyer.post('/api/orders', body, { headers: { 'idempotency-key': key } });
  expect((await place(crypto.randomUUID())).statusCode).toBe(201); // the catalogue's copy loads on first use
  // Pooled clients' queries too: the order's transaction runs on a checked-out client.
  const spy = vi.spyOn(pg.Client.prototype, 'query');
  try {
    const res = await place(crypto.randomUUID());
    expect(res.statusCode, res.body).toBe(201);
    const texts = spy.mock.calls.map(([q]) => (typeof q === 'string' ? q : (q as { text: string }).text));
    return { order: orderSchema.parse(res.json()), texts: texts.filter((text) => !/pgboss/i.test(text)) };
  } finally {
    spy.mockRestore();
  }
}

describe('POST /api/orders round trips', () => {
  it("a retail customer: the session lookup and the order's transaction, no read of the trade tables", async () => {
    const { texts } = await statementsOfOneOrder(await signIn(t.app, DEMO.client));
    expect(texts).toHaveLength(8);
    expect(texts[0]).toContain('access_tokens');
    // The preferred day checked against the calendar (docs/product.md#delivery): its closed or changed days and
    // the orders already on it, then the order's transaction.
    expect(texts.slice(1)).toEqual([
      expect.stringContaining('from "delivery_days"'),
      expect.stringContaining('from "orders"'),
      'begin',
      expect.stringContaining('insert into stock_levels'),
      expect.stringContaining('update stock_levels'),
      expect.stringContaining('insert into "orders"'),
      'commit',
    ]);
    expect(texts.join('\n')).not.toContain('trade_account_prices');
  });

  it("a company's buyer: one read of the company's prices and terms, and the order carries its trade price", async () => {
    const created = await admin.post('/api/accounts', {
      name: 'Round Trip Builders',
      abn: '',
      billingEmail: 'accounts@roundtrip.example',
      addresses: [],
      tier: 'trade',
      terms: 'pay_before_dispatch',
      creditLimitDollars: 0,
      poRequired: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    const account = tradeAccount.parse(created.json());
    const email = 'buyer@roundtrip.example';
    await t.db
      .insert(users)
      .values({ email, role: 'installer', passwordHash: await hashPassword('a trade password', TEST_PASSWORD_HASH_COST) });
    const buyer = await signIn(t.app, email, 'a trade password', '203.0.113.77');
    await joinCompany(admin, buyer, account.id, email, 'buyer');
    expect(
      (await admin.put(`/api/accounts/${account.id}/prices`, { item_id: BAROSSA_LINE.item_id, unitPriceCents: 4321 })).statusCode,
    ).toBe(200);

    const { texts, order } = await statementsOfOneOrder(buyer);
    expect(texts).toHaveLength(9);
    expect(texts.filter((text) => text.includes('trade_account_prices'))).toHaveLength(1);
    expect(order.lines.find((l) => l.item_id === BAROSSA_LINE.item_id)?.unitPriceCents).toBe(4321);
  });
});

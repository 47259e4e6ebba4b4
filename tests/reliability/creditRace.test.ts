// The credit race (docs/product.md#trade-accounts): orders placed at once against what is left of a
// company's credit are counted one after another under a lock on the company's row, so every order
// that takes the exposure past the limit is flagged, however many arrive together, through POST
// /api/orders and through quote links alike. Against real PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { orders } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { tradeCompanies } from '../support/tradeCompany';
import { DEMO, pickupOrder, signIn } from '../api/helpers';

const AT_ONCE = 10;
let t: TestApp;
let companies: ReturnType<typeof tradeCompanies>;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signIn(t.app, DEMO.admin);
  companies = tradeCompanies(t, admin, { name: 'Race Builders', domain: 'race.example', password: 'a race password', firstAddress: 800 });
});
afterAll(async () => {
  await t?.close();
});

describe('credit race', () => {
  it(`${AT_ONCE} orders at once against the remaining credit: each past the limit is flagged`, async () => {
    // Each order is 10 Barossa boards at trade prices; a limit of $2,000 is passed after a few of them.
    const { buyer } = await companies.withBuyer({ creditLimitDollars: 2_000 });
    const placed = await Promise.all(Array.from({ length: AT_ONCE }, () => buyer.client.post('/api/orders', pickupOrder())));
    for (const res of placed) expect(res.statusCode, res.body).toBe(201);
    const ids = placed.map((r) => r.json().id as string);
    const rows = await t.db
      .select({ id: orders.id, total: orders.totalCents, over: orders.overCreditLimit })
      .from(orders)
      .where(inArray(orders.id, ids));
    const total = rows.reduce((sum, r) => sum + r.total, 0);
    expect(total).toBeGreaterThan(200_000);
    // Whatever order they committed in, exactly the orders whose running total passed the limit are
    // flagged: as many as leave the limit behind. Without the lock, orders reading the exposure at once
    // each see room and go unflagged.
    const each = rows[0].total;
    for (const r of rows) expect(r.total).toBe(each);
    const fitting = Math.floor(200_000 / each);
    expect(rows.filter((r) => r.over).length).toBe(AT_ONCE - fitting);
  });
});

// Prices updated (docs/product.md#catalogue): an order that says which prices its page showed is placed only at
// those prices; when staff changed one since, it answers 409 Prices updated with the changes and the new totals
// and stores nothing. Without shownPrices (old clients, the spec's API) it is placed at the server's prices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { rateToCents } from '../../src/domain/money';
import { order as orderSchema, pricesUpdatedResponse, type OrderCreatePayload } from '../../src/domain/schemas/orders';
import { catalogueItems, orders } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { BAROSSA_LINE, Client, clipsLine, DEMO, signIn } from './helpers';

const NOW = new Date('2026-11-21T13:30:00Z');
const TODAY = '2026-11-23';

let t: TestApp;
let client: Client;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  [client, admin] = await Promise.all([signIn(t.app, DEMO.client), signIn(t.app, DEMO.admin)]);
});
afterAll(async () => {
  await t?.close();
});

const clips = clipsLine(2);

async function centsOf(itemId: string): Promise<number> {
  const [row] = await t.db.select({ rate: catalogueItems.rate }).from(catalogueItems).where(eq(catalogueItems.itemId, itemId));
  return rateToCents(Number(row.rate));
}

function payload(shownPrices: Record<string, number> | undefined): OrderCreatePayload {
  return {
    boards: [BAROSSA_LINE],
    deliveryMethod: 'pickup',
    deliveryStreetAddress: '',
    deliveryCityPostcode: '',
    pickupLocation: '',
    preferredDate: TODAY,
    notes: 'Selected subframe: timber\n',
    hardwareItems: [clips],
    ...(shownPrices ? { shownPrices } : {}),
  };
}

const orderCount = async () => Number((await t.db.execute<{ n: string }>(sql`select count(*) as n from ${orders}`)).rows[0].n);

async function setPrice(itemId: string, priceCents: number) {
  const res = await admin.post(`/api/catalogue/items/${itemId}/prices`, { priceCents });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

describe('POST /api/orders with the prices the page showed', () => {
  it('places the order when the shown prices are the server prices', async () => {
    const shown = { [BAROSSA_LINE.item_id]: await centsOf(BAROSSA_LINE.item_id), [clips.item_id]: await centsOf(clips.item_id) };
    const res = await client.post('/api/orders', payload(shown));
    expect(res.statusCode, res.body).toBe(201);
    expect(orderSchema.parse(res.json()).lines[0].unitPriceCents).toBe(shown[BAROSSA_LINE.item_id]);
  });

  it('answers 409 Prices updated with each change and the new totals after staff change a price, and stores nothing', async () => {
    const was = await centsOf(BAROSSA_LINE.item_id);
    const clipsCents = await centsOf(clips.item_id);
    const shown = { [BAROSSA_LINE.item_id]: was, [clips.item_id]: clipsCents };
    await setPrice(BAROSSA_LINE.item_id, was + 250);
    const before = await orderCount();
    const res = await client.post('/api/orders', payload(shown), { headers: { 'idempotency-key': 'prices-updated-1' } });
    expect(res.statusCode, res.body).toBe(409);
    const body = pricesUpdatedResponse.parse(res.json());
    expect(body.message).toBe('Prices updated');
    expect(body.changes).toEqual([expect.objectContaining({ itemId: BAROSSA_LINE.item_id, was, now: was + 250, retailCents: was + 250 })]);
    expect(body.totalCents).toBe((was + 250) * BAROSSA_LINE.quantity + clipsCents * clips.quantity);
    expect(await orderCount()).toBe(before);

    // Submitting again with the new figures (same key: nothing was stored under it) places the order at them.
    const again = await client.post('/api/orders', payload({ ...shown, [BAROSSA_LINE.item_id]: was + 250 }), {
      headers: { 'idempotency-key': 'prices-updated-1' },
    });
    expect(again.statusCode, again.body).toBe(201);
    const placed = orderSchema.parse(again.json());
    expect(placed.lines[0].unitPriceCents).toBe(was + 250);
    expect(placed.totalCents).toBe(body.totalCents);
  });

  it('without shownPrices places the order at the server prices, as before', async () => {
    const res = await client.post('/api/orders', payload(undefined));
    expect(res.statusCode, res.body).toBe(201);
    expect(orderSchema.parse(res.json()).lines[0].unitPriceCents).toBe(await centsOf(BAROSSA_LINE.item_id));
  });

  it('refuses shown prices that leave out a line or are not cents, with 400', async () => {
    const missing = await client.post('/api/orders', payload({ [BAROSSA_LINE.item_id]: 100 }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain(clips.item_id);
    const bad = await client.post('/api/orders', payload({ [BAROSSA_LINE.item_id]: 1.5, [clips.item_id]: -1 }));
    expect(bad.statusCode).toBe(400);
  });
});

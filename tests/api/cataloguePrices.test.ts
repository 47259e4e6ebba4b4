// Catalogue prices with an effective time on real PostgreSQL (docs/product.md#catalogue): a price set
// now is served at once; a scheduled one waits for its Melbourne minute, can be changed or cancelled
// until then, and takes effect at its time with nobody editing; an order placed while a price changes
// is charged one price or the other, never a mix; orders already placed keep their price.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { displayColorName } from '../../src/domain/colors';
import { itemHistory } from '../../src/domain/schemas/catalogueAdmin';
import { itemPrices, PRICE_MESSAGES } from '../../src/domain/schemas/cataloguePrices';
import { boardItemsResponse } from '../../src/domain/schemas/inventory';
import { order as orderSchema } from '../../src/domain/schemas/orders';
import { catalogueItems } from '../../src/server/db/schema';
import { applyDuePrices } from '../../src/server/services/cataloguePrices';
import { createTestApp, type TestApp } from '../support/app';
import { Client, DEMO, signIn } from './helpers';

// 2026-11-22 00:30 in Melbourne (UTC+11 in summer).
const START = new Date('2026-11-21T13:30:00Z');
let now = START;

let t: TestApp;
let client: Client;
let admin: Client;
let board: typeof catalogueItems.$inferSelect;
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  [client, admin] = await Promise.all([signIn(t.app, DEMO.client), signIn(t.app, DEMO.admin)]);
  const rows = await t.db.select().from(catalogueItems).orderBy(catalogueItems.sortOrder);
  board = rows.find((r) => r.kind === 'board' && r.status === 'active')!;
});
afterAll(async () => {
  await t?.close();
});

const path = () => `/api/catalogue/items/${board.itemId}/prices`;
const servedRate = async () =>
  boardItemsResponse.parse((await client.get('/api/inventory/board-items')).json()).data.find((b) => b.item_id === board.itemId)!.rate;

async function eventually(check: () => Promise<boolean>, ms = 5_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

const orderBody = () => ({
  boards: [
    {
      brand: board.cfBoardBrand,
      range: board.cfBoardRange,
      type: board.cfBoardType,
      colorId: '',
      colorName: displayColorName(board.cfBoardColour ?? ''),
      size: board.cfSize,
      quantity: 3,
      item_id: board.itemId,
    },
  ],
  hardwareItems: [],
  deliveryMethod: 'pickup',
  deliveryStreetAddress: '',
  deliveryCityPostcode: '',
  pickupLocation: '',
  preferredDate: '2026-11-30',
  notes: '',
});

describe('access', () => {
  it('answers 401 to a visitor and 403 to a client on every price route', async () => {
    const anonymous = new Client(t.app);
    for (const who of [anonymous, client]) {
      const expected = who === anonymous ? 401 : 403;
      expect((await who.get(path())).statusCode).toBe(expected);
      expect((await who.post(path(), { priceCents: 100 })).statusCode).toBe(expected);
      expect((await who.put(`${path()}/1`, { priceCents: 100 })).statusCode).toBe(expected);
      expect((await who.delete(`${path()}/1`)).statusCode).toBe(expected);
    }
  });
});

describe('prices', () => {
  it('a price for now is served at once and kept in the price history and the item history', async () => {
    const res = await admin.post(path(), { priceCents: 9_999 });
    expect(res.statusCode, res.body).toBe(200);
    const prices = itemPrices.parse(res.json());
    expect(prices.currentCents).toBe(9_999);
    expect(prices.history[0]).toMatchObject({ priceCents: 9_999, actorEmail: DEMO.admin });
    expect(await servedRate()).toBe(99.99);
    const history = itemHistory.parse((await admin.get(`/api/catalogue/items/${board.itemId}/history`)).json());
    expect(history[0]).toMatchObject({ action: 'price.change', actorEmail: DEMO.admin });
    expect(history[0].detail).toMatch(/-> \$99\.99$/);
  });

  it('names no item for an id PostgreSQL text cannot hold (U+0000): 404, not a 500', async () => {
    const res = await admin.get('/api/catalogue/items/%00/prices');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('refuses a time in the past or not a time, with the field named', async () => {
    const past = await admin.post(path(), { priceCents: 5_000, effectiveAt: '2026-11-21T09:00' });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(PRICE_MESSAGES.past);
    const bad = await admin.post(path(), { priceCents: 5_000, effectiveAt: '2026-02-30T09:00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(PRICE_MESSAGES.badTime);
    expect((await admin.post('/api/catalogue/items/no-such-item/prices', { priceCents: 5_000 })).statusCode).toBe(404);
  });

  it('a scheduled price waits, can be changed and cancelled, and takes effect at its Melbourne minute', async () => {
    // 2026-11-22 00:35 in Melbourne is 2026-11-21 13:35 UTC (the session lasts 15 minutes of the test's clock).
    const scheduled = itemPrices.parse((await admin.post(path(), { priceCents: 11_000, effectiveAt: '2026-11-22T00:35' })).json());
    expect(scheduled.currentCents).toBe(9_999);
    expect(scheduled.scheduled).toHaveLength(1);
    expect(scheduled.scheduled[0]).toMatchObject({ priceCents: 11_000, effectiveAt: '2026-11-21T13:35:00.000Z', appliedAt: null });
    const id = scheduled.scheduled[0].id;
    expect(await servedRate()).toBe(99.99);

    const changed = itemPrices.parse((await admin.put(`${path()}/${id}`, { priceCents: 12_000, effectiveAt: '2026-11-22T00:40' })).json());
    expect(changed.scheduled[0]).toMatchObject({ priceCents: 12_000, effectiveAt: '2026-11-21T13:40:00.000Z' });

    const other = itemPrices.parse((await admin.post(path(), { priceCents: 13_000, effectiveAt: '2026-11-22T02:00' })).json());
    const otherId = other.scheduled.find((p) => p.priceCents === 13_000)!.id;
    const cancelled = itemPrices.parse((await admin.delete(`${path()}/${otherId}`)).json());
    expect(cancelled.scheduled.map((p) => p.priceCents)).toEqual([12_000]);

    // Before its time nothing is due; at its time it applies with nobody editing, and every read follows.
    expect(await applyDuePrices(t.db, new Date('2026-11-21T13:39:59Z'))).toBe(0);
    now = new Date('2026-11-21T13:40:30Z');
    expect(await applyDuePrices(t.db, now)).toBe(1);
    expect(await eventually(async () => (await servedRate()) === 120)).toBe(true);
    const after = itemPrices.parse((await admin.get(path())).json());
    expect(after.currentCents).toBe(12_000);
    expect(after.scheduled).toEqual([]);
    expect(after.history[0]).toMatchObject({ priceCents: 12_000, appliedAt: now.toISOString() });

    // Once in force it can no longer be changed or cancelled.
    expect((await admin.put(`${path()}/${id}`, { priceCents: 1_000 })).statusCode).toBe(409);
    expect((await admin.delete(`${path()}/${id}`)).json().message).toBe(PRICE_MESSAGES.takenEffect);
    const history = itemHistory.parse((await admin.get(`/api/catalogue/items/${board.itemId}/history`)).json());
    expect(history.map((h) => h.action).slice(0, 5)).toEqual([
      'price.effective',
      'price.cancel',
      'price.schedule',
      'price.reschedule',
      'price.schedule',
    ]);
  });

  it('an order placed while the price changes is charged one price or the other, and keeps it afterwards', async () => {
    const [before] = await t.db.select().from(catalogueItems).where(eq(catalogueItems.itemId, board.itemId));
    const oldCents = Math.round(Number(before.rate) * 100);
    const newCents = oldCents + 1_234;
    const orders = Array.from({ length: 6 }, (_, i) =>
      client.post('/api/orders', orderBody(), { headers: { 'idempotency-key': `price-race-${i}` } }),
    );
    const change = admin.post(path(), { priceCents: newCents });
    const results = await Promise.all([...orders, change]);
    expect(results.at(-1)!.statusCode).toBe(200);
    for (const res of results.slice(0, -1)) {
      expect(res.statusCode, res.body).toBe(201);
      const placed = orderSchema.parse(res.json());
      const prices = new Set(placed.lines.filter((l) => l.kind === 'board').map((l) => l.unitPriceCents));
      expect(prices.size).toBe(1);
      expect([oldCents, newCents]).toContain([...prices][0]);
      // Later price changes leave it as placed.
      const read = orderSchema.parse((await client.get(`/api/orders/${placed.id}`)).json());
      expect(read.lines).toEqual(placed.lines);
    }
  });
});

// Prices updated (docs/product.md#catalogue): an order that says which prices its page showed is placed only at
// those prices; when staff changed one since, it answers 409 Prices updated with the changes and the new totals
// and stores nothing. Without shownPrices (old clients, the spec's API) it is placed at the server's prices.
// The calculator's quote request likewise, for the priced list it sends (Materials and prices).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { rateToCents } from '../../src/domain/money';
import { order as orderSchema, pricesUpdatedResponse, type OrderCreatePayload } from '../../src/domain/schemas/orders';
import { planForDrawing } from '../../src/domain/designPlan';
import { materialsPayload } from '../../src/domain/materialsPayload';
import { calculateMaterials } from '../../src/domain/materials';
import { shownPricesOfList } from '../../src/domain/priceChanges';
import type { MaterialsPayload } from '../../src/domain/schemas/designMaterials';
import type { DesignDrawing } from '../../src/domain/schemas/designs';
import { boardItemsResponse, hardwareItemsResponse } from '../../src/domain/schemas/inventory';
import { buildCalculatorQuote } from '../../src/web/calculator/quotePayload';
import { catalogueItems, notifications, orders, quoteRequests } from '../../src/server/db/schema';
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

// A 5 x 4 m deck in WoodEvo HOME Barossa, as the calculator draws and prices it with the catalogue it loaded.
const DRAWING: DesignDrawing = {
  shapes: [
    {
      id: 'shape-1',
      points: [
        { x: 0, y: 0 },
        { x: 5000, y: 0 },
        { x: 5000, y: 4000 },
        { x: 0, y: 4000 },
      ],
    },
  ],
  brand: 'WoodEvo',
  colorItemId: BAROSSA_LINE.item_id,
  boardDirection: 'horizontal',
};

/** The priced list the calculator shows with the catalogue as the page loads it now. */
async function pageMaterials(): Promise<MaterialsPayload> {
  const visitor = new Client(t.app);
  const boardItems = boardItemsResponse.parse((await visitor.get('/api/inventory/board-items')).json()).data;
  const hardwareItems = hardwareItemsResponse.parse((await visitor.get('/api/inventory/hardware-items')).json()).data;
  const planned = planForDrawing(DRAWING, { boardItems, hardwareItems })!;
  return materialsPayload(planned.deck, planned.priced)!;
}

function quoteOf(materials: MaterialsPayload, withShownPrices = true) {
  const shapes = DRAWING.shapes.map((s) => ({ ...s, points: [...s.points] }));
  const calculations = calculateMaterials(shapes);
  const body = buildCalculatorQuote({
    form: {
      fullName: 'Sam Lee',
      email: 'sam@example.com',
      phone: '0400 000 000',
      suburb: 'Brunswick',
      projectTimeframe: '1-3-months',
      needInstaller: false,
    },
    selectedColors: {},
    deckAreaSqMeters: calculations.deckArea,
    shapes,
    calculations,
    designId: null,
    materials,
    plannedIn: { colorItemId: DRAWING.colorItemId!, boardDirection: 'horizontal' },
  });
  if (!withShownPrices) delete body.shownPrices;
  return body;
}

const leadCounts = async () =>
  (
    await t.db.execute<{ quotes: number; mails: number }>(
      sql`select (select count(*) from ${quoteRequests})::int as quotes, (select count(*) from ${notifications})::int as mails`,
    )
  ).rows[0];

describe('POST /quotes (the calculator) with the prices its Materials and prices showed', () => {
  it('stores the request when the shown prices are the server prices', async () => {
    const materials = await pageMaterials();
    const body = quoteOf(materials);
    expect(body.shownPrices).toEqual(Object.fromEntries(materials.lines.map((l) => [l.itemId, l.unitPriceCents])));
    const before = await leadCounts();
    const res = await new Client(t.app, '192.0.2.31').post('/quotes', body);
    expect(res.statusCode, res.body).toBe(201);
    const after = await leadCounts();
    expect(after.quotes).toBe(before.quotes + 1);
    expect(after.mails).toBeGreaterThan(before.mails);
  });

  it('answers 409 Prices updated after staff change a listed price and stores nothing; sent at the new prices it stores once', async () => {
    const visitor = new Client(t.app, '192.0.2.32');
    const shown = await pageMaterials();
    const changed = shown.lines.find((l) => l.itemId !== BAROSSA_LINE.item_id) ?? shown.lines[0];
    await setPrice(changed.itemId, changed.unitPriceCents + 125);
    const before = await leadCounts();

    const res = await visitor.post('/quotes', quoteOf(shown));
    expect(res.statusCode, res.body).toBe(409);
    const body = pricesUpdatedResponse.parse(res.json());
    expect(body.message).toBe('Prices updated');
    expect(body.changes).toEqual([
      {
        itemId: changed.itemId,
        name: changed.name,
        was: changed.unitPriceCents,
        now: changed.unitPriceCents + 125,
        retailCents: changed.unitPriceCents + 125,
      },
    ]);
    const now = await pageMaterials();
    expect(body.totalCents).toBe(now.totals.totalCents);
    expect(body.totalCents).toBe(
      shown.totals.totalCents + 125 * shown.lines.filter((l) => l.itemId === changed.itemId).reduce((n, l) => n + l.quantity, 0),
    );
    expect(await leadCounts()).toEqual(before);

    // Sent again with the list re-priced from the answer: stored once, at the new prices.
    const again = await visitor.post('/quotes', {
      ...quoteOf(now),
      shownPrices: { ...shownPricesOfList(shown.lines), [changed.itemId]: body.changes[0].now },
    });
    expect(again.statusCode, again.body).toBe(201);
    const after = await leadCounts();
    expect(after.quotes).toBe(before.quotes + 1);
    expect(after.mails).toBeGreaterThan(before.mails);
    const [row] = await t.db
      .select({ serverFigures: quoteRequests.serverFigures })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, again.json().id));
    expect((row.serverFigures as { materials: MaterialsPayload }).materials.totals.totalCents).toBe(body.totalCents);
  });

  it('without shownPrices stores the request as before, whatever the list says', async () => {
    const stale = await pageMaterials();
    const item = stale.lines[0];
    await setPrice(item.itemId, item.unitPriceCents + 10);
    const body = quoteOf(stale, false);
    expect(body).not.toHaveProperty('shownPrices');
    const before = await leadCounts();
    const res = await new Client(t.app, '192.0.2.33').post('/quotes', body);
    expect(res.statusCode, res.body).toBe(201);
    expect((await leadCounts()).quotes).toBe(before.quotes + 1);
  });

  it('refuses shown prices that leave out a listed item or come without the list, with 400', async () => {
    const materials = await pageMaterials();
    const visitor = new Client(t.app, '192.0.2.34');
    const partial = await visitor.post('/quotes', { ...quoteOf(materials), shownPrices: { [materials.lines[0].itemId]: 1 } });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toContain(materials.lines[1].itemId);
    const { materials: _dropped, ...withoutList } = quoteOf(materials);
    expect((await visitor.post('/quotes', withoutList)).statusCode).toBe(400);
  });
});

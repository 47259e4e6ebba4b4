// The staff catalogue on real PostgreSQL (docs/product.md#catalogue): admins list, create, save and
// duplicate items, each change kept as the item's history; customers are offered active items only,
// cannot order a discontinued one, and an order that holds one keeps reading it, marked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { displayColorName } from '../../src/domain/colors';
import { catalogueItem, catalogueItemList, itemHistory, type CatalogueItem } from '../../src/domain/schemas/catalogueAdmin';
import { boardItemsResponse, hardwareItemsResponse } from '../../src/domain/schemas/inventory';
import { order as orderSchema } from '../../src/domain/schemas/orders';
import { catalogueItems } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { Client, DEMO, signIn } from './helpers';

const NOW = new Date('2026-11-21T13:30:00Z');

let t: TestApp;
let client: Client;
let admin: Client;
let board: typeof catalogueItems.$inferSelect;
let hardware: typeof catalogueItems.$inferSelect;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  [client, admin] = await Promise.all([signIn(t.app, DEMO.client), signIn(t.app, DEMO.admin)]);
  const rows = await t.db.select().from(catalogueItems).orderBy(catalogueItems.sortOrder);
  board = rows.find((r) => r.kind === 'board')!;
  hardware = rows.find((r) => r.kind === 'hardware')!;
});
afterAll(async () => {
  await t?.close();
});

const boardOrder = (item: typeof board) => ({
  boards: [
    {
      brand: item.cfBoardBrand,
      range: item.cfBoardRange,
      type: item.cfBoardType,
      colorId: '',
      colorName: displayColorName(item.cfBoardColour ?? ''),
      size: item.cfSize,
      quantity: 3,
      item_id: item.itemId,
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

async function item(itemId: string): Promise<CatalogueItem> {
  const res = await admin.get(`/api/catalogue/items/${itemId}`);
  expect(res.statusCode, res.body).toBe(200);
  return catalogueItem.parse(res.json());
}

async function save(next: CatalogueItem) {
  const { sortOrder: _s, hasPhoto: _h, ...body } = next;
  return admin.put(`/api/catalogue/items/${next.item_id}`, body);
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const publicBoardIds = async () =>
  boardItemsResponse.parse((await client.get('/api/inventory/board-items')).json()).data.map((b) => b.item_id);

describe('access', () => {
  it('answers 401 to a visitor and 403 to a client on every catalogue route', async () => {
    const anonymous = new Client(t.app);
    for (const who of [anonymous, client]) {
      const expected = who === anonymous ? 401 : 403;
      expect((await who.get('/api/catalogue/items')).statusCode).toBe(expected);
      expect((await who.get(`/api/catalogue/items/${board.itemId}`)).statusCode).toBe(expected);
      expect((await who.get(`/api/catalogue/items/${board.itemId}/history`)).statusCode).toBe(expected);
      expect((await who.post('/api/catalogue/items', {})).statusCode).toBe(expected);
      expect((await who.put(`/api/catalogue/items/${board.itemId}`, {})).statusCode).toBe(expected);
      expect((await who.post(`/api/catalogue/items/${board.itemId}/duplicate`, {})).statusCode).toBe(expected);
    }
    expect((await client.get('/api/catalogue/items')).json()).toEqual({ message: 'Only staff can change the catalogue' });
  });
});

describe('the list', () => {
  it("pages every item in the catalogue's order, with search and filters", async () => {
    const all: CatalogueItem[] = [];
    let url: string | null = '/api/catalogue/items?limit=17';
    while (url) {
      const res = await admin.get(url);
      expect(res.statusCode, res.body).toBe(200);
      all.push(...catalogueItemList.parse(res.json()));
      const link = res.headers.link as string | undefined;
      url = link ? /<([^>]+)>/.exec(link)![1] : null;
    }
    const rows = await t.db.select().from(catalogueItems);
    expect(all).toHaveLength(rows.length);
    const order = [...rows].sort((a, b) =>
      a.kind === b.kind ? a.sortOrder - b.sortOrder || a.itemId.localeCompare(b.itemId) : a.kind === 'board' ? -1 : 1,
    );
    expect(all.map((i) => i.item_id)).toEqual(order.map((r) => r.itemId));

    const bySku = catalogueItemList.parse((await admin.get('/api/catalogue/items', { query: { q: hardware.sku!.toLowerCase() } })).json());
    expect(bySku.map((i) => i.item_id)).toEqual([hardware.itemId]);
    const filtered = catalogueItemList.parse(
      (await admin.get('/api/catalogue/items', { query: { kind: 'board', brand: 'MillBoard', range: 'Weathered', limit: '200' } })).json(),
    );
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((i) => i.kind === 'board' && i.cf_board_brand === 'MillBoard' && i.cf_board_range === 'Weathered')).toBe(true);
  });

  it('refuses a cursor it did not write and a wrong filter with 400', async () => {
    expect((await admin.get('/api/catalogue/items', { query: { cursor: 'nonsense' } })).statusCode).toBe(400);
    const res = await admin.get('/api/catalogue/items', { query: { status: 'sold' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('status must be draft, active or discontinued');
  });

  it('refuses a search or filter holding a control character (U+0000 reached PostgreSQL as a 500) with 400', async () => {
    for (const [key, label] of [
      ['q', 'q'],
      ['brand', 'brand'],
      ['range', 'range'],
    ]) {
      const res = await admin.get('/api/catalogue/items', { query: { [key]: 'Mill\u0000board' } });
      expect(res.statusCode, key).toBe(400);
      expect(res.json().message).toBe(`${label} must not contain control characters`);
    }
  });
});

describe('the editor', () => {
  it('saves a price and a name, served at once with a new ETag, and keeps the change as history', async () => {
    const before = await client.get('/api/inventory/board-items');
    const current = await item(board.itemId);
    const res = await save({ ...current, priceCents: current.priceCents + 500, name: `${current.name} (new)` });
    expect(res.statusCode, res.body).toBe(200);

    const after = await client.get('/api/inventory/board-items');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const served = boardItemsResponse.parse(after.json()).data.find((b) => b.item_id === board.itemId)!;
    expect(served.rate).toBe((current.priceCents + 500) / 100);
    expect(served.name).toBe(`${current.name} (new)`);

    const history = itemHistory.parse((await admin.get(`/api/catalogue/items/${board.itemId}/history`)).json());
    expect(history[0]).toMatchObject({
      actorEmail: DEMO.admin,
      action: 'item.update',
      at: NOW.toISOString(),
      detail: `name ${current.name} -> ${current.name} (new); price ${dollars(current.priceCents)} -> ${dollars(current.priceCents + 500)}`,
    });
  });

  it('refuses what would break the pages with the field and a message, and changes nothing', async () => {
    const current = await item(board.itemId);
    for (const [patch, message] of [
      [{ cf_size: 'long' }, 'Size must read like 5400 x 137 x 23mm'],
      [{ cf_board_brand: 'Trex' }, 'Brand must be WoodEvo or MillBoard'],
      [{ priceCents: 0 }, 'Price must be more than $0.00'],
      [{ cf_board_colour: 'Coastal Grey' }, 'Colour must be words joined by underscores, e.g. Coastal_Grey'],
    ] as const) {
      const res = await save({ ...current, ...patch } as CatalogueItem);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await save({ ...current, item_id: 'other-id' })).statusCode).toBe(404);
    expect(await item(board.itemId)).toEqual(current);
  });

  it('creates a hardware item; a second with the same item id is 409', async () => {
    const body = {
      kind: 'hardware',
      item_id: 'hw-test-brackets',
      name: 'Test Brackets (pack of 10)',
      description: '',
      unit: 'pack',
      priceCents: 1995,
      status: 'active',
      sku: 'HW-TEST-BRACKET-10',
      category_name: 'Brackets',
      subframes: [],
    };
    const res = await admin.post('/api/catalogue/items', body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers.location).toBe('/api/catalogue/items/hw-test-brackets');
    const served = hardwareItemsResponse.parse((await client.get('/api/inventory/hardware-items')).json()).data;
    expect(served.find((h) => h.item_id === 'hw-test-brackets')).toMatchObject({ sku: 'HW-TEST-BRACKET-10', rate: 19.95 });
    const again = await admin.post('/api/catalogue/items', body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('An item with this item id already exists');
  });

  it('duplicates a board as a new colour, a draft customers do not see until it is published', async () => {
    const res = await admin.post(`/api/catalogue/items/${board.itemId}/duplicate`, {
      item_id: 'test-coastal-grey-5400',
      cf_board_colour: 'Coastal_Grey',
      name: 'Test Coastal Grey Board',
    });
    expect(res.statusCode, res.body).toBe(201);
    const copy = catalogueItem.parse(res.json());
    const source = await item(board.itemId);
    if (source.kind !== 'board') throw new Error('the first item is a board');
    expect(copy).toMatchObject({
      kind: 'board',
      status: 'draft',
      cf_board_colour: 'Coastal_Grey',
      priceCents: source.priceCents,
      hasPhoto: true,
    });
    expect(await publicBoardIds()).not.toContain('test-coastal-grey-5400');
    // A draft cannot be ordered: it reads as not in the catalogue.
    const drafted = await client.post(
      '/api/orders',
      boardOrder({ ...board, itemId: 'test-coastal-grey-5400', cfBoardColour: 'Coastal_Grey' }),
    );
    expect(drafted.statusCode).toBe(422);
    expect(drafted.json().message).toBe('Board line 1: item test-coastal-grey-5400 is not a board in the catalogue');

    expect((await save({ ...copy, status: 'active' })).statusCode).toBe(200);
    expect(await publicBoardIds()).toContain('test-coastal-grey-5400');
    const history = itemHistory.parse((await admin.get('/api/catalogue/items/test-coastal-grey-5400/history')).json());
    expect(history.map((h) => [h.action, h.detail])).toEqual([
      ['item.status', 'status draft -> active'],
      ['item.duplicate', `duplicated from ${board.itemId} as colour Coastal_Grey`],
    ]);

    const same = await admin.post(`/api/catalogue/items/${board.itemId}/duplicate`, {
      item_id: 'test-same-colour',
      cf_board_colour: source.cf_board_colour,
      name: 'Same',
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('The new colour must differ from the board it copies');
  });
});

describe('discontinued items', () => {
  it('are no longer offered or orderable, while an order that holds one reads it, marked', async () => {
    const placed = await client.post('/api/orders', boardOrder(board));
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = orderSchema.parse(placed.json()).id;

    const current = await item(board.itemId);
    expect((await save({ ...current, status: 'discontinued' })).statusCode).toBe(200);

    expect(await publicBoardIds()).not.toContain(board.itemId);
    const config = (await client.get('/api/inventory/board-config')).body;
    expect(config).not.toContain(board.itemId);

    const refused = await client.post('/api/orders', boardOrder(board));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      `Board line 1: ${current.name} (item ${board.itemId}) is discontinued and can no longer be ordered`,
    );

    const old = orderSchema.parse((await client.get(`/api/orders/${orderId}`)).json());
    expect(old.lines[0]).toMatchObject({ item_id: board.itemId, itemStatus: 'discontinued' });
    expect(old.boards[0].item_id).toBe(board.itemId);

    // Back on sale, the mark goes.
    expect((await save({ ...current, status: 'active' })).statusCode).toBe(200);
    const again = orderSchema.parse((await client.get(`/api/orders/${orderId}`)).json());
    expect(again.lines[0].itemStatus).toBeUndefined();
    const [row] = await t.db.select().from(catalogueItems).where(eq(catalogueItems.itemId, board.itemId));
    expect(row.status).toBe('active');
  });
});

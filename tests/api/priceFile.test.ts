// The manufacturer's price file on real PostgreSQL (docs/product.md#catalogue), admins only: the preview
// changes nothing; Apply changes all or nothing, its prices at once or at a Melbourne minute through the
// catalogue's price scheduling, with the items' history and the pages serving the change; Export writes
// the catalogue in the file's columns so a round trip changes nothing.
import { parse } from 'csv-parse/sync';
import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES, itemHistory } from '../../src/domain/schemas/catalogueAdmin';
import { itemPrices, PRICE_MESSAGES } from '../../src/domain/schemas/cataloguePrices';
import { boardItemsResponse } from '../../src/domain/schemas/inventory';
import { PRICE_FILE_COLUMNS, PRICE_FILE_MESSAGES, priceFileApplied, priceFilePreview } from '../../src/domain/schemas/priceFile';
import { catalogueItemHistory, catalogueItems, cataloguePrices } from '../../src/server/db/schema';
import { applyDuePrices } from '../../src/server/services/cataloguePrices';
import { CATALOGUE_CHANNEL } from '../../src/server/services/catalogueListener';
import { createTestApp, type TestApp } from '../support/app';
import { Client, DEMO, signIn } from './helpers';

// 2026-11-22 00:30 in Melbourne (UTC+11 in summer).
const START = new Date('2026-11-21T13:30:00Z');
let now = START;

let t: TestApp;
let client: Client;
let admin: Client;
let boards: (typeof catalogueItems.$inferSelect)[];
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  [client, admin] = await Promise.all([signIn(t.app, DEMO.client), signIn(t.app, DEMO.admin)]);
  const rows = await t.db.select().from(catalogueItems).orderBy(catalogueItems.sortOrder);
  boards = rows.filter((r) => r.kind === 'board' && r.status === 'active');
});
afterAll(async () => {
  await t?.close();
});

const HEADER = PRICE_FILE_COLUMNS.join(',');
const PREVIEW = '/api/catalogue/price-file/preview';
const APPLY = '/api/catalogue/price-file/apply';
const EXPORT = '/api/catalogue/price-file';
const file = (...rows: string[]) => [HEADER, ...rows].join('\n') + '\n';
const priceRow = (itemId: string, dollars: string) => `${itemId},,,,,,,,,${dollars},,`;
const rateOf = async (itemId: string) =>
  (await t.db.select({ rate: catalogueItems.rate }).from(catalogueItems).where(eq(catalogueItems.itemId, itemId)))[0]?.rate;
const served = async (itemId: string) =>
  boardItemsResponse.parse((await client.get('/api/inventory/board-items')).json()).data.find((b) => b.item_id === itemId)?.rate;
const countOf = async (table: typeof catalogueItems | typeof cataloguePrices | typeof catalogueItemHistory) =>
  (await t.db.select({ n: count() }).from(table))[0].n;

async function eventually(check: () => Promise<boolean>, ms = 5_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

describe('access', () => {
  it('answers 401 to a visitor and 403 to a client on every price file route', async () => {
    const anonymous = new Client(t.app);
    for (const who of [anonymous, client]) {
      const expected = who === anonymous ? 401 : 403;
      expect((await who.get(EXPORT)).statusCode).toBe(expected);
      expect((await who.post(PREVIEW, { csv: file() })).statusCode).toBe(expected);
      expect((await who.post(APPLY, { csv: file() })).statusCode).toBe(expected);
    }
    expect((await client.post(APPLY, { csv: file() })).json()).toEqual({ message: CATALOGUE_MESSAGES.adminOnly });
  });
});

describe('export and the round trip', () => {
  it('writes every item in the file columns as CSV, and importing it previews and applies no change', async () => {
    const res = await admin.get(EXPORT);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="price-file-2026-11-22.csv"');
    const rows = parse(res.body) as string[][];
    expect(rows[0]).toEqual([...PRICE_FILE_COLUMNS]);
    expect(rows).toHaveLength((await countOf(catalogueItems)) + 1);
    const board = boards[0];
    expect(rows.find((r) => r[0] === board.itemId)).toEqual([
      board.itemId,
      board.name,
      'board',
      board.cfBoardBrand,
      board.cfBoardRange,
      board.cfBoardType,
      board.cfBoardColour,
      board.cfSize,
      'board',
      Number(board.rate).toFixed(2),
      'active',
      board.cfBoardsApplicable!.replaceAll(',', '|'),
    ]);

    const preview = priceFilePreview.parse((await admin.post(PREVIEW, { csv: res.body })).json());
    expect(preview).toMatchObject({ rows: rows.length - 1, unchanged: rows.length - 1, errors: [], newItems: [], priceChanges: [] });
    expect(preview.updatedItems).toEqual([]);
    const [history, prices] = [await countOf(catalogueItemHistory), await countOf(cataloguePrices)];
    const applied = await admin.post(APPLY, { csv: res.body });
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toEqual({ created: 0, updated: 0, pricesChanged: 0, effectiveAt: null });
    expect([await countOf(catalogueItemHistory), await countOf(cataloguePrices)]).toEqual([history, prices]);
  });
});

describe('preview and refusals', () => {
  const bad = () =>
    file(
      priceRow(boards[0].itemId, '99.99'),
      priceRow(boards[1].itemId, 'ten dollars'),
      'brand-new,,board,,,,,,,5,,',
      priceRow(boards[2].itemId, '1.00'),
    );

  it('previews every change and every row in error, changing nothing', async () => {
    const rate = await rateOf(boards[0].itemId);
    const res = await admin.post(PREVIEW, { csv: bad() });
    expect(res.statusCode).toBe(200);
    const preview = priceFilePreview.parse(res.json());
    expect(preview.priceChanges.map((c) => [c.line, c.item_id, c.newCents])).toEqual([
      [2, boards[0].itemId, 9999],
      [5, boards[2].itemId, 100],
    ]);
    expect(preview.errors).toEqual([
      { line: 3, item_id: boards[1].itemId, reason: 'price: Price must be an amount in dollars with up to 2 decimals, e.g. 89.50' },
      { line: 4, item_id: 'brand-new', reason: expect.stringContaining('name: Name is required') },
    ]);
    expect(await rateOf(boards[0].itemId)).toBe(rate);
  });

  it('Apply refuses a file with any row in error with each line and reason, and changes nothing', async () => {
    const [rate, history, prices] = [await rateOf(boards[0].itemId), await countOf(catalogueItemHistory), await countOf(cataloguePrices)];
    const res = await admin.post(APPLY, { csv: bad() });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('The price file has 2 rows in error: nothing was changed');
    expect(body.issues).toEqual([
      { path: ['body', 'csv', 3], message: 'Line 3: price: Price must be an amount in dollars with up to 2 decimals, e.g. 89.50' },
      { path: ['body', 'csv', 4], message: expect.stringMatching(/^Line 4: .*name: Name is required/) },
    ]);
    expect([await rateOf(boards[0].itemId), await countOf(catalogueItemHistory), await countOf(cataloguePrices)]).toEqual([
      rate,
      history,
      prices,
    ]);
  });

  it('refuses a file with another header, a past or malformed time, a file over 4 MB and a body that is not JSON', async () => {
    const header = await admin.post(APPLY, { csv: 'sku,price\nX,1\n' });
    expect(header.statusCode).toBe(400);
    expect(header.json().message).toBe(PRICE_FILE_MESSAGES.refused(1));
    expect(header.json().issues[0].message).toBe(`Line 1: ${PRICE_FILE_MESSAGES.header}`);
    const past = await admin.post(APPLY, { csv: file(priceRow(boards[0].itemId, '1')), effectiveAt: '2026-11-21T09:00' });
    expect([past.statusCode, past.json().message]).toEqual([400, PRICE_MESSAGES.past]);
    const malformed = await admin.post(APPLY, { csv: file(priceRow(boards[0].itemId, '1')), effectiveAt: 'next tuesday' });
    expect([malformed.statusCode, malformed.json().message]).toEqual([400, PRICE_MESSAGES.badTime]);
    const large = await admin.post(PREVIEW, { csv: `${HEADER}\n${'x'.repeat(4_000_001)}` });
    expect([large.statusCode, large.json().message]).toEqual([400, PRICE_FILE_MESSAGES.tooLarge]);
    const text = await admin.post(PREVIEW, undefined, { payload: file(), headers: { 'content-type': 'text/csv' } });
    expect(text.statusCode).toBe(415);
  });
});

describe('apply', () => {
  it('at once: new items, changed fields and prices in one go, served at once, each in the item history', async () => {
    const [board, renamed] = boards;
    const skus = board.cfBoardsApplicable!.replaceAll(',', '|');
    const newBoard = [
      'nb-test-grooved-ash-5400,Test Ash Board 5.4m,board,WoodEvo,HOME,Grooved,Ash,5400 x 137 x 23mm',
      `board,77.70,active,${skus}`,
    ].join(',');
    const csv = file(priceRow(board.itemId, '123.45'), `${renamed.itemId},Renamed board,,,,,,,,,,`, newBoard);
    const res = await admin.post(APPLY, { csv });
    expect(res.statusCode).toBe(200);
    expect(priceFileApplied.parse(res.json())).toEqual({ created: 1, updated: 1, pricesChanged: 1, effectiveAt: null });
    expect(await served(board.itemId)).toBe(123.45);
    expect(await served('nb-test-grooved-ash-5400')).toBe(77.7);
    const history = itemHistory.parse((await admin.get(`/api/catalogue/items/${board.itemId}/history`)).json());
    expect(history[0]).toMatchObject({
      action: 'price.change',
      actorEmail: DEMO.admin,
      detail: `price file: price $${Number(board.rate).toFixed(2)} -> $123.45`,
    });
    const renamedHistory = itemHistory.parse((await admin.get(`/api/catalogue/items/${renamed.itemId}/history`)).json());
    expect(renamedHistory[0]).toMatchObject({ action: 'item.import', detail: `price file: name ${renamed.name} -> Renamed board` });
    const created = itemHistory.parse((await admin.get('/api/catalogue/items/nb-test-grooved-ash-5400/history')).json());
    expect(created[0]).toMatchObject({ action: 'item.import', detail: 'price file: created as active at $77.70' });
    const prices = itemPrices.parse((await admin.get(`/api/catalogue/items/${board.itemId}/prices`)).json());
    expect(prices.currentCents).toBe(12345);
  });

  it('at a Melbourne minute: the price waits in the schedule, as one set in the editor, and takes effect at its time', async () => {
    const board = boards[3];
    const was = Number(await rateOf(board.itemId));
    const res = await admin.post(APPLY, { csv: file(priceRow(board.itemId, '150')), effectiveAt: '2026-12-01T07:00' });
    expect(res.json()).toEqual({ created: 0, updated: 0, pricesChanged: 1, effectiveAt: '2026-11-30T20:00:00.000Z' });
    expect(await served(board.itemId)).toBe(was);
    const prices = itemPrices.parse((await admin.get(`/api/catalogue/items/${board.itemId}/prices`)).json());
    expect(prices.scheduled).toMatchObject([{ priceCents: 15000, effectiveAt: '2026-11-30T20:00:00.000Z', appliedAt: null }]);
    // The same minute again replaces it, as the editor does.
    await admin.post(APPLY, { csv: file(priceRow(board.itemId, '151')), effectiveAt: '2026-12-01T07:00' });
    const pending = await t.db.select().from(cataloguePrices).where(isNull(cataloguePrices.appliedAt));
    expect(pending.filter((p) => p.itemId === board.itemId).map((p) => p.priceCents)).toEqual([15100]);
    now = new Date('2026-11-30T20:00:01Z');
    try {
      // The app's own scheduled-price tick reads the same clock and may take it first: applied once either way.
      const appliedHere = await applyDuePrices(t.db, now);
      expect(appliedHere).toBeLessThanOrEqual(1);
      expect(await eventually(async () => (await served(board.itemId)) === 151)).toBe(true);
      expect(await applyDuePrices(t.db, now)).toBe(0);
      const left = await t.db.select().from(cataloguePrices).where(isNull(cataloguePrices.appliedAt));
      expect(left.filter((p) => p.itemId === board.itemId)).toEqual([]);
    } finally {
      now = START;
    }
  });

  it('tells every process once for the whole file, as the editor tells them of its saves', async () => {
    const listener = await t.pool.connect();
    const heard: string[] = [];
    listener.on('notification', (msg) => {
      if (msg.channel === CATALOGUE_CHANNEL) heard.push(msg.payload ?? '');
    });
    try {
      await listener.query(`listen ${CATALOGUE_CHANNEL}`);
      const csv = file(priceRow(boards[4].itemId, '111.11'), priceRow(boards[5].itemId, '222.22'));
      expect((await admin.post(APPLY, { csv })).json()).toMatchObject({ pricesChanged: 2 });
      expect(await eventually(async () => heard.length > 0)).toBe(true);
      await new Promise((r) => setTimeout(r, 200));
      expect(heard).toEqual(['price-file']);
    } finally {
      await listener.query(`unlisten ${CATALOGUE_CHANNEL}`);
      listener.release();
    }
  });
});

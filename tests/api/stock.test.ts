// Stock against real PostgreSQL (docs/product.md#stock-and-samples): reservations under a race, back
// orders filled first come first served by goods in (with the customer's e-mail), dispatch taking stock,
// the admin routes and the public labels. After each story the
// ledger must add up: on hand = the sum of its changes; reserved = the open lines' quantities not
// back-ordered (nor already taken by dispatch).
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDetail, order as orderSchema, type Order } from '../../src/domain/schemas/orders';
import { availabilityList, backOrderLine, itemLedger, stockList } from '../../src/domain/schemas/stock';
import { notifications } from '../../src/server/db/schema';
import { renderMessage } from '../../src/server/mail/messages';
import { todayIn } from '../../src/domain/dates';
import { addDays, isServiceDay } from '../../src/domain/deliveryDays';
import { runSheet } from '../../src/domain/schemas/delivery';
import { victorianHoliday } from '../../src/domain/victorianHolidays';
import { createTestApp, type TestApp } from '../support/app';
import { BAROSSA_LINE, DEMO, clipsLine, pickupOrder, signIn, type Client } from './helpers';

let t: TestApp;
let admin: Client;
let client: Client;
let installer: Client;

beforeAll(async () => {
  t = await createTestApp();
  [admin, client, installer] = await Promise.all([signIn(t.app, DEMO.admin), signIn(t.app, DEMO.client), signIn(t.app, DEMO.installer)]);
});
afterAll(async () => {
  await t?.close();
});

const BAROSSA = BAROSSA_LINE.item_id;

async function setOnHand(itemId: string, quantity: number) {
  const res = await admin.post('/api/stock/adjustments', { itemId, kind: 'count', quantity, reason: 'Test count' });
  expect(res.statusCode, res.body).toBe(200);
}

async function place(buyer: Client, quantity: number, itemId = BAROSSA): Promise<Order> {
  const res = await buyer.post('/api/orders', pickupOrder({ boards: [{ ...BAROSSA_LINE, item_id: itemId, quantity }] }));
  expect(res.statusCode, res.body).toBe(201);
  return orderSchema.parse(res.json());
}

async function figures(itemId: string) {
  const res = await admin.get(`/api/stock/items/${itemId}`);
  expect(res.statusCode, res.body).toBe(200);
  return itemLedger.parse(res.json());
}

/** The ledger's invariants for one item, from the tables themselves. */
async function expectLedgerAddsUp(itemId: string) {
  const { rows } = await t.db.execute<{
    on_hand: number;
    reserved: number;
    ledger_sum: number;
    last_after: number | null;
    held: number;
  }>(sql`
    select s.on_hand, s.reserved,
      (select coalesce(sum(change), 0)::int from stock_ledger where item_id = s.item_id) as ledger_sum,
      (select after from stock_ledger where item_id = s.item_id order by id desc limit 1) as last_after,
      (select coalesce(sum(quantity - back_ordered - taken), 0)::int from (
         select quantity, back_ordered, taken from order_boards where item_id = s.item_id
         union all select quantity, back_ordered, taken from order_hardware where item_id = s.item_id) l) as held
    from stock_levels s where s.item_id = ${itemId}`);
  const [row] = rows;
  expect(row.on_hand).toBe(row.ledger_sum);
  expect(row.on_hand).toBe(row.last_after);
  expect(row.reserved).toBe(row.held);
  expect(row.reserved).toBeLessThanOrEqual(row.on_hand);
}

describe('reservations', () => {
  it('50 orders placed at once against stock for 20: 20 boards reserved, 30 back-ordered, the ledger adds up', async () => {
    await setOnHand(BAROSSA, 20);
    const before = await figures(BAROSSA);
    expect(before.item).toMatchObject({ onHand: 20, available: 20 - before.item.reserved });
    const free = before.item.available;
    const placed = await Promise.all(Array.from({ length: 50 }, (_, i) => place(i % 2 ? client : installer, 1)));
    const short = placed.filter((o) => o.boards[0].backOrdered === 1);
    expect(placed.length - short.length).toBe(free);
    expect(short).toHaveLength(50 - free);
    const after = await figures(BAROSSA);
    expect(after.item).toMatchObject({ onHand: 20, reserved: 20, available: 0, state: 'short' });
    await expectLedgerAddsUp(BAROSSA);
  });

  it('goods in fills back orders in the order they were placed and tells each customer once', async () => {
    const waiting = backOrderLine.array().parse((await admin.get('/api/stock/back-orders')).json());
    const barossa = waiting.filter((l) => l.itemId === BAROSSA);
    expect(barossa.length).toBeGreaterThan(2);
    // Enough for the first two waiting lines only.
    const two = barossa[0].backOrdered + barossa[1].backOrdered;
    const res = await admin.post('/api/stock/goods-in', { reference: 'PO-1001', lines: [{ itemId: BAROSSA, quantity: two }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ notified: 2 });
    const still = backOrderLine.array().parse((await admin.get('/api/stock/back-orders')).json());
    expect(still.filter((l) => l.itemId === BAROSSA).map((l) => l.orderId)).toEqual(barossa.slice(2).map((l) => l.orderId));
    for (const line of barossa.slice(0, 2)) {
      const mails = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.orderId, line.orderId), eq(notifications.template, 'order.backOrderArrived')));
      expect(mails.map((m) => m.subject)).toEqual([`Order ${line.orderRef}: your back-ordered items have arrived`]);
    }
    const third = await t.db.select().from(notifications).where(eq(notifications.orderId, barossa[2].orderId));
    expect(third.some((m) => m.template === 'order.backOrderArrived')).toBe(false);
    const ledger = await figures(BAROSSA);
    expect(ledger.entries[0]).toMatchObject({ kind: 'goods_in', change: two, reference: 'PO-1001', by: DEMO.admin });
    await expectLedgerAddsUp(BAROSSA);
  });

  it('dispatch takes the reserved part from on hand; moving it back puts it back', async () => {
    await setOnHand('hw-woodevo-hidden-clips', 200);
    const res = await client.post('/api/orders', pickupOrder({ boards: [], hardwareItems: [clipsLine(7)] }));
    expect(res.statusCode, res.body).toBe(201);
    const order = orderSchema.parse(res.json());
    expect(order.hardwareItems[0].backOrdered).toBe(0);
    const before = (await figures('hw-woodevo-hidden-clips')).item;
    expect((await admin.put(`/api/orders/${order.id}/status`, { status: 'dispatched' })).statusCode).toBe(200);
    const after = await figures('hw-woodevo-hidden-clips');
    expect(after.item.onHand).toBe(before.onHand - 7);
    expect(after.item.reserved).toBe(before.reserved - 7);
    expect(after.entries[0]).toMatchObject({ kind: 'dispatch', change: -7, before: before.onHand, after: before.onHand - 7 });
    await expectLedgerAddsUp('hw-woodevo-hidden-clips');
    expect((await admin.put(`/api/orders/${order.id}/status`, { status: 'approved' })).statusCode).toBe(200);
    const undone = (await figures('hw-woodevo-hidden-clips')).item;
    expect(undone).toMatchObject({ onHand: before.onHand, reserved: before.reserved });
    await expectLedgerAddsUp('hw-woodevo-hidden-clips');
  });

  it('an adjustment never takes on hand below what open orders hold', async () => {
    const { item } = await figures(BAROSSA);
    const res = await admin.post('/api/stock/adjustments', { itemId: BAROSSA, kind: 'damage', quantity: item.onHand, reason: 'Forklift' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`On hand cannot go below the ${item.reserved} reserved by open orders`);
    await expectLedgerAddsUp(BAROSSA);
  });
});

describe('availability labels', () => {
  it('answers the label for each quantity, public and cacheable, without figures', async () => {
    const item = 'we-home-grooved-charcoal-5400';
    await setOnHand(item, 50);
    const { item: now } = await figures(item);
    const free = now.available;
    const res = await t.app.inject({ url: `/api/availability?items=${item}:1,${item}:${free - 20},${item}:${free + 5},nope` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const lines = availabilityList.parse(res.json());
    expect(lines.map((l) => l.label.replace(/expected .*/, 'expected'))).toEqual(['In stock', 'Low stock', 'Back order, expected']);
    expect(lines[2].expectedDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Object.keys(lines[0]).sort()).toEqual(['expectedDay', 'itemId', 'label', 'quantity', 'status']);
  });

  it('a back order is expected on the purchase that covers it', async () => {
    const item = 'we-home-grooved-charcoal-5400';
    const { item: now } = await figures(item);
    const expected = await admin.post('/api/stock/expected', { itemId: item, quantity: 100, expectedOn: '2099-03-04', reference: 'PO-77' });
    expect(expected.statusCode, expected.body).toBe(201);
    const res = await t.app.inject({ url: `/api/availability?items=${item}:${now.available + 5}` });
    expect(availabilityList.parse(res.json())[0]).toMatchObject({
      status: 'back_order',
      expectedDay: '2099-03-04',
      label: 'Back order, expected 4 Mar',
    });
  });
});

describe('the order detail', () => {
  it("names each back-ordered line's expected day, after the lines ahead of it in the queue", async () => {
    const item = 'we-home-grooved-basalt-5400';
    const place = async (buyer: Client, quantity: number) => {
      const res = await buyer.post(
        '/api/orders',
        pickupOrder({ boards: [{ ...BAROSSA_LINE, colorName: 'Basalt', item_id: item, quantity }] }),
      );
      expect(res.statusCode, res.body).toBe(201);
      return orderSchema.parse(res.json());
    };
    await setOnHand(item, 0);
    await admin.post('/api/stock/expected', { itemId: item, quantity: 10, expectedOn: '2099-05-01', reference: 'PO-1' });
    await admin.post('/api/stock/expected', { itemId: item, quantity: 10, expectedOn: '2099-06-01', reference: 'PO-2' });
    const first = await place(client, 10);
    const second = await place(installer, 4);
    const detail = async (buyer: Client, id: string) => orderDetail.parse((await buyer.get(`/api/orders/${id}`)).json());
    expect((await detail(client, first.id)).backOrders).toEqual([{ itemId: item, backOrdered: 10, expectedDay: '2099-05-01' }]);
    // The first purchase goes to the order placed first: the second waits for the next one.
    expect((await detail(installer, second.id)).backOrders).toEqual([{ itemId: item, backOrdered: 4, expectedDay: '2099-06-01' }]);
    // The confirmation e-mail names the same day.
    const [confirmation] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, second.id), eq(notifications.template, 'order.confirmation')));
    expect(renderMessage('order.confirmation', confirmation.data).text).toContain('4 of 4 on back order, expected 1 Jun');
    // The run sheet of the day it is given says which of its lines stay behind.
    let day = addDays(todayIn(), 7);
    while (!isServiceDay('pickup', day, victorianHoliday)) day = addDays(day, 1);
    expect((await admin.put(`/api/delivery/orders/${second.id}/day`, { day })).statusCode).toBe(200);
    const sheet = runSheet.parse((await admin.get(`/api/delivery/run-sheet/${day}`)).json());
    expect(sheet.pickups.find((p) => p.id === second.id)?.items).toMatchObject([{ quantity: 4, backOrdered: 4 }]);
    const res = await admin.post('/api/stock/goods-in', { reference: 'Delivery 1', lines: [{ itemId: item, quantity: 14 }] });
    expect(res.json()).toEqual({ notified: 2 });
    expect((await detail(client, first.id)).backOrders).toEqual([]);
    await expectLedgerAddsUp(item);
  });
});

describe('admin only', () => {
  it.each([
    ['GET', '/api/stock'],
    ['GET', '/api/stock/back-orders'],
    ['GET', '/api/stock/export.csv'],
    ['GET', `/api/stock/items/${BAROSSA}`],
    ['POST', '/api/stock/goods-in'],
    ['POST', '/api/stock/expected'],
    ['POST', '/api/stock/adjustments'],
  ])('%s %s: 403 for a client, 401 signed out', async (method, url) => {
    const body = method === 'POST' ? { itemId: BAROSSA } : undefined;
    expect((await client.request(method as 'GET', url, { body })).statusCode).toBe(403);
    expect((await t.app.inject({ method: method as 'GET', url, headers: { origin: 'http://localhost' }, payload: body })).statusCode).toBe(
      401,
    );
  });

  it('the stock list puts short and low items first, and the CSV has every item', async () => {
    const page = stockList.parse((await admin.get('/api/stock')).json());
    const states = page.items.map((i) => i.state);
    const rank = { short: 0, low: 1, ok: 2 } as const;
    expect(states.map((s) => rank[s])).toEqual([...states.map((s) => rank[s])].sort((a, b) => a - b));
    expect(page.items[0].itemId).toBe(BAROSSA);
    const csv = await admin.get('/api/stock/export.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'item_id,name,kind,on_hand,reserved,available,low_level,lead_days,back_ordered,next_expected_on,next_expected_quantity,state',
    );
    expect(lines).toHaveLength(page.total + 1);
  });
});

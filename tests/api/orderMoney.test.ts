// Orders carry money (docs/product.md#money): the server prices every line from its own catalogue when the
// order is placed, the figures a body sends are ignored, and a later catalogue price change never
// changes a placed order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { centsToDecimal, formatCents, gstInTotal, rateToCents } from '../../src/domain/money';
import { orderRef } from '../../src/domain/format';
import { pdfText } from '../support/pdfText';
import { order as orderSchema, type Order, type OrderCreatePayload } from '../../src/domain/schemas/orders';
import { catalogueItems, orders as ordersTable } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { BAROSSA_LINE, Client, clipsLine, DEMO, signIn } from './helpers';

const NOW = new Date('2026-11-21T13:30:00Z');
// Sunday 22 Nov 2026, 00:30 in Melbourne: the first day the calendar offers is Monday.
const TODAY = '2026-11-23';

let t: TestApp;
let client: Client;
let admin: Client;
let installer: Client;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  [client, admin, installer] = await Promise.all([signIn(t.app, DEMO.client), signIn(t.app, DEMO.admin), signIn(t.app, DEMO.installer)]);
});
afterAll(async () => {
  await t?.close();
});

const barossa = BAROSSA_LINE;
const clips = clipsLine(3);

function payload(overrides: Partial<OrderCreatePayload> = {}): OrderCreatePayload {
  return {
    boards: [barossa],
    deliveryMethod: 'delivery',
    deliveryStreetAddress: '12 Bay Road',
    deliveryCityPostcode: 'Sandringham 3191',
    pickupLocation: '',
    preferredDate: TODAY,
    notes: 'Selected subframe: timber\nGate code 1234',
    hardwareItems: [clips],
    ...overrides,
  };
}

async function rateOf(itemId: string): Promise<{ cents: number; unit: string }> {
  const [row] = await t.db
    .select({ rate: catalogueItems.rate, unit: catalogueItems.unit })
    .from(catalogueItems)
    .where(eq(catalogueItems.itemId, itemId));
  return { cents: rateToCents(Number(row.rate)), unit: row.unit };
}

async function place(body: unknown = payload(), who: Client = client): Promise<Order> {
  const res = await who.post('/api/orders', body);
  expect(res.statusCode, res.body).toBe(201);
  return orderSchema.parse(res.json());
}

describe('prices on a placed order', () => {
  it('prices each line at the catalogue rate and totals the order with GST as one eleventh', async () => {
    const board = await rateOf(barossa.item_id);
    const hardware = await rateOf(clips.item_id);
    const created = await place();
    expect(created.lines).toEqual([
      {
        kind: 'board',
        item_id: barossa.item_id,
        name: 'WoodEvo HOME Grooved Barossa 5400 x 137 x 23mm',
        quantity: 10,
        unit: board.unit,
        unitPriceCents: board.cents,
        lineTotalCents: board.cents * 10,
      },
      {
        kind: 'hardware',
        item_id: clips.item_id,
        name: clips.name,
        quantity: 3,
        unit: hardware.unit,
        unitPriceCents: hardware.cents,
        lineTotalCents: hardware.cents * 3,
      },
      // docs/product.md#delivery: Sandringham 3191 is in the Melbourne zone.
      {
        kind: 'delivery',
        item_id: 'delivery',
        name: 'Delivery (Melbourne zone)',
        quantity: 1,
        unit: 'delivery',
        unitPriceCents: 9500,
        lineTotalCents: 9500,
      },
    ]);
    const total = board.cents * 10 + hardware.cents * 3 + 9500;
    expect(created).toMatchObject({
      totalCents: total,
      gstCents: gstInTotal(total),
      subtotalCents: total - gstInTotal(total),
      pricesEstimated: false,
    });
    // Read back as stored, the same figures (the answer to POST is built without re-reading).
    const read = await client.get(`/api/orders/${created.id}`);
    expect(read.json()).toEqual({ ...created, history: [expect.objectContaining({ status: 'pending' })], backOrders: [] });
  });

  it('ignores prices and totals a tampered body sends: the server prices from its own catalogue', async () => {
    const board = await rateOf(barossa.item_id);
    const tampered = {
      ...payload({ hardwareItems: [] }),
      boards: [{ ...barossa, unitPriceCents: 1, lineTotalCents: 10, rate: 0.01 }],
      totalCents: 10,
      gstCents: 0,
      subtotalCents: 10,
      pricesEstimated: true,
      lines: [{ kind: 'board', item_id: barossa.item_id, name: 'x', quantity: 10, unit: 'each', unitPriceCents: 1, lineTotalCents: 10 }],
    };
    const created = await place(tampered);
    expect(created.lines[0].unitPriceCents).toBe(board.cents);
    expect(created.totalCents).toBe(board.cents * 10 + 9500); // and the Melbourne zone's delivery fee
    expect(created.pricesEstimated).toBe(false);
  });

  it('keeps the prices it was placed at after the catalogue price changes', async () => {
    const before = await place();
    const original = await rateOf(barossa.item_id);
    await t.db.update(catalogueItems).set({ rate: '999.99' }).where(eq(catalogueItems.itemId, barossa.item_id));
    t.app.catalogue.invalidate();
    try {
      const after = await client.get(`/api/orders/${before.id}`);
      expect(after.json()).toMatchObject({ lines: before.lines, totalCents: before.totalCents, gstCents: before.gstCents });
      // A new order pays the new price.
      const next = await place();
      expect(next.lines[0].unitPriceCents).toBe(99999);
      expect(next.totalCents).not.toBe(before.totalCents);
    } finally {
      await t.db
        .update(catalogueItems)
        .set({ rate: (original.cents / 100).toFixed(2) })
        .where(eq(catalogueItems.itemId, barossa.item_id));
      t.app.catalogue.invalidate();
    }
  });

  it('admins read the same figures in the list', async () => {
    const created = await place();
    const list = (await admin.get('/api/orders')).json() as Order[];
    expect(list.find((o) => o.id === created.id)).toMatchObject({ lines: created.lines, totalCents: created.totalCents });
  });
});

describe('orders placed before prices were stored', () => {
  it('the backfill migration prices them at the current rates and marks them estimated', async () => {
    // A pickup: orders stored before prices existed had no delivery fee either.
    const created = await place(payload({ deliveryMethod: 'pickup', deliveryStreetAddress: '', deliveryCityPostcode: '' }));
    const backfill = readFileSync('src/server/db/migrations/0005_backfill_order_prices.sql', 'utf8').split('--> statement-breakpoint');
    // Rolled back: the order is made to look as it was stored before prices existed, then migrated.
    const rollback = new Error('rollback');
    const migrated = await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`update order_boards set unit = '', unit_price_cents = 0, line_total_cents = 0 where order_id = ${created.id}`);
        await tx.execute(
          sql`update order_hardware set unit = '', unit_price_cents = 0, line_total_cents = 0 where order_id = ${created.id}`,
        );
        await tx.execute(sql`update orders set subtotal_cents = 0, gst_cents = 0, total_cents = 0 where id = ${created.id}`);
        for (const statement of backfill) await tx.execute(sql.raw(statement));
        const boards = await tx.execute(
          sql`select unit, unit_price_cents::int, line_total_cents::int from order_boards where order_id = ${created.id}`,
        );
        const [row] = (
          await tx.execute(
            sql`select subtotal_cents::int, gst_cents::int, total_cents::int, prices_estimated from orders where id = ${created.id}`,
          )
        ).rows;
        throw Object.assign(rollback, { result: { boards: boards.rows, row } });
      })
      .catch((error: unknown) => (error === rollback ? (rollback as Error & { result: unknown }).result : Promise.reject(error)));
    const board = created.lines[0];
    expect(migrated).toEqual({
      boards: [{ unit: board.unit, unit_price_cents: board.unitPriceCents, line_total_cents: board.lineTotalCents }],
      row: { subtotal_cents: created.subtotalCents, gst_cents: created.gstCents, total_cents: created.totalCents, prices_estimated: true },
    });
  });
});

describe('staff find orders: status and search on the list', () => {
  const ids = (res: { json(): unknown }) => (res.json() as Order[]).map((o) => o.id);
  let mine: Order;
  let theirs: Order;
  let approved: Order;
  beforeAll(async () => {
    const project = await client.post('/api/projects', { name: 'Deck 100%_done, Brighton' });
    expect(project.statusCode, project.body).toBe(201);
    mine = await place(payload({ project: (project.json() as { id: string }).id }));
    theirs = await place(payload(), installer);
    approved = await place(payload(), installer);
    expect((await admin.put(`/api/orders/${approved.id}/status`, { status: 'approved' })).statusCode).toBe(200);
  });

  it('filters by status', async () => {
    const res = await admin.get('/api/orders', { query: { status: 'approved' } });
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([approved.id]);
    expect(ids(await admin.get('/api/orders', { query: { status: 'all' } }))).toEqual(
      expect.arrayContaining([mine.id, theirs.id, approved.id]),
    );
  });

  it('searches customer email, project name (LIKE wildcards literal) and id or BW- reference prefix', async () => {
    const byEmail = ids(await admin.get('/api/orders', { query: { q: 'INSTALLER@' } }));
    expect(byEmail).toEqual(expect.arrayContaining([theirs.id, approved.id]));
    expect(byEmail).not.toContain(mine.id);
    expect(ids(await admin.get('/api/orders', { query: { q: '100%_done' } }))).toEqual([mine.id]);
    expect(ids(await admin.get('/api/orders', { query: { q: '100%x' } }))).toEqual([]);
    expect(ids(await admin.get('/api/orders', { query: { q: '_' } }))).toEqual([mine.id]);
    expect(ids(await admin.get('/api/orders', { query: { q: theirs.id.slice(0, 8) } }))).toEqual([theirs.id]);
    expect(ids(await admin.get('/api/orders', { query: { q: `BW-${theirs.id.slice(0, 8).toUpperCase()}` } }))).toEqual([theirs.id]);
    expect(ids(await admin.get('/api/orders', { query: { q: 'installer', status: 'pending' } }))).toEqual([theirs.id]);
  });

  it("a client's search only ever finds their own orders", async () => {
    const res = await client.get('/api/orders', { query: { q: theirs.id.slice(0, 8) } });
    expect(ids(res)).toEqual([]);
    expect(ids(await client.get('/api/orders', { query: { q: 'Brighton' } }))).toEqual([mine.id]);
  });

  it('keyset paging keeps the filters in the Link header', async () => {
    const first = await admin.get('/api/orders', { query: { q: 'installer', limit: '1' } });
    expect(ids(first)).toEqual([approved.id]);
    const link = String(first.headers.link);
    expect(link).toMatch(/^<\/api\/orders\?limit=1&q=installer&cursor=[^>]+>; rel="next"$/);
    const next = await admin.get(link.slice(1, link.indexOf('>')));
    expect(ids(next)).toEqual([theirs.id]);
  });

  it('refuses an unknown status and control characters with 400', async () => {
    expect((await admin.get('/api/orders', { query: { status: 'lost' } })).statusCode).toBe(400);
    expect((await admin.get('/api/orders', { query: { q: 'a\u0000b' } })).statusCode).toBe(400);
  });
});

describe('Export CSV', () => {
  const rows = (body: string) => parse(body) as string[][];

  it('answers one row per line under a header, the BW- reference by the id, dollars with two decimals, Melbourne times', async () => {
    const created = await place(payload({ hardwareItems: [clips] }));
    const res = await admin.get('/api/orders/export.csv', { query: { q: created.id.slice(0, 8) } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="orders-2026-11-22.csv"');
    expect(res.body.split('\r\n')[0]).toBe(
      'Order ID,Order reference,Created,Customer,Project,Status,Delivery method,Item,Quantity,Unit price,Line total,Order total,' +
        'PO reference',
    );
    const [, ...lines] = rows(res.body);
    const created_ = await t.db
      .select({ at: sql<string>`to_char(created_at at time zone 'Australia/Melbourne', 'YYYY-MM-DD HH24:MI:SS')` })
      .from(ordersTable)
      .where(eq(ordersTable.id, created.id));
    expect(lines).toEqual(
      created.lines.map((line) => [
        created.id,
        orderRef(created.id),
        created_[0].at,
        DEMO.client,
        '',
        'Pending',
        'Delivery',
        line.name,
        String(line.quantity),
        centsToDecimal(line.unitPriceCents),
        centsToDecimal(line.lineTotalCents),
        centsToDecimal(created.totalCents),
        '',
      ]),
    );
  });

  it('filters like the list and neutralises spreadsheet formulas with a leading apostrophe', async () => {
    const project = await client.post('/api/projects', { name: '=HYPERLINK("http://evil.example","x"),+1' });
    const created = await place(payload({ project: (project.json() as { id: string }).id, hardwareItems: [] }));
    const res = await admin.get('/api/orders/export.csv', { query: { q: 'HYPERLINK', status: 'pending' } });
    const [, ...lines] = rows(res.body);
    expect(lines.map((l) => l[0])).toEqual([created.id, created.id]); // the board line and the delivery fee line
    expect(lines[0][4]).toBe(`'=HYPERLINK("http://evil.example","x"),+1`);
    expect(rows((await admin.get('/api/orders/export.csv', { query: { q: 'HYPERLINK', status: 'dispatched' } })).body)).toHaveLength(1);
  });

  it('pages through every matching order in keyset batches without repeating or losing one', async () => {
    const all = (await admin.get('/api/orders')).json() as Order[];
    const expected = all.flatMap((o) => o.lines.map((l) => [o.id, l.name]));
    const { exportCsv } = await import('../../src/server/services/orderExport');
    const chunks: Buffer[] = [];
    for await (const chunk of exportCsv(t.db, undefined, 2)) chunks.push(Buffer.from(chunk));
    const [, ...lines] = rows(Buffer.concat(chunks).toString('utf8'));
    expect(lines.map((l) => [l[0], l[7]])).toEqual(expected);
  });

  it('is for admins only: a client is refused (403), anonymous 401, a bad status 400', async () => {
    expect((await client.get('/api/orders/export.csv')).statusCode).toBe(403);
    expect((await new Client(t.app).get('/api/orders/export.csv')).statusCode).toBe(401);
    expect((await admin.get('/api/orders/export.csv', { query: { status: 'nope' } })).statusCode).toBe(400);
  });
});

describe('Download PDF', () => {
  it('answers the order confirmation: company block, ABN, customer, delivery, lines, totals and status, as extractable text', async () => {
    const created = await place();
    const res = await client.get(`/api/orders/${created.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${orderRef(created.id)}.pdf"`);
    const [text] = await pdfText(res.rawPayload);
    const board = created.lines[0];
    for (const expected of [
      'Boardwalk Composite Decking Pty Ltd',
      'ABN 12 345 678 901',
      'Boardwalk Warehouse, 40 Bay Street, Port Melbourne VIC 3207',
      '(03) 5550 4821',
      'hello@boardwalk.example',
      orderRef(created.id),
      DEMO.client,
      'Delivery to: 12 Bay Road, Sandringham 3191',
      'Subframe: timber',
      'Notes: Gate code 1234',
      'Status: Pending',
      'Item Qty Unit price Line total',
      `${board.name} 10 ${formatCents(board.unitPriceCents)} / ${board.unit} ${formatCents(board.lineTotalCents)}`,
      `Subtotal (ex GST) ${formatCents(created.subtotalCents)}`,
      `GST ${formatCents(created.gstCents)}`,
      `Total (inc GST) ${formatCents(created.totalCents)}`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('an admin downloads any order with its customer; a pickup order names the pickup place', async () => {
    const created = await place(payload({ deliveryMethod: 'pickup', deliveryStreetAddress: '', deliveryCityPostcode: '' }), installer);
    const res = await admin.get(`/api/orders/${created.id}/pdf`);
    expect(res.statusCode).toBe(200);
    const [text] = await pdfText(res.rawPayload);
    expect(text).toContain(DEMO.installer);
    expect(text).toContain('Pickup from: Boardwalk Warehouse, 40 Bay Street, Port Melbourne VIC 3207');
  });

  it("another user's order and an unknown id read as missing (404); anonymous is 401", async () => {
    const created = await place(payload(), installer);
    expect((await client.get(`/api/orders/${created.id}/pdf`)).statusCode).toBe(404);
    expect((await client.get('/api/orders/00000000-0000-4000-8000-000000000000/pdf')).statusCode).toBe(404);
    expect((await client.get('/api/orders/not-an-id/pdf')).statusCode).toBe(404);
    expect((await new Client(t.app).get(`/api/orders/${created.id}/pdf`)).statusCode).toBe(401);
  });
});

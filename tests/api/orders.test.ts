// Orders over the real database with a pinned clock: creation checked against the catalogue in one
// transaction, idempotency, ownership (404 for others), admin-only status changes with history,
// keyset paging, and every bad input refused with its message and nothing stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { order as orderSchema, orderDetail, orderList, type OrderCreatePayload } from '../../src/domain/schemas/orders';
import { project } from '../../src/domain/schemas/projects';
import { PICKUP_LOCATION } from '../../src/domain/constants';
import { orderStatusHistory, orders } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { BAROSSA_LINE, Client, clipsLine, DEMO, rowCounts, signInDemoUsers } from './helpers';

// 13:30 UTC on 21 Nov is 00:30 on 22 Nov in Melbourne (AEDT, UTC+11): "today" there is the 22nd.
const NOW = new Date('2026-11-21T13:30:00Z');
// Sunday 22 Nov 2026, 00:30 in Melbourne (still the 21st in UTC): the first day the calendar offers is Monday.
const FIRST_DAY = '2026-11-23';
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let client: Client;
let installer: Client;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  [client, installer, admin] = await signInDemoUsers(t.app);
});
afterAll(async () => {
  await t?.close();
});

const barossa = BAROSSA_LINE;
const maple = {
  brand: 'WoodEvo',
  range: 'ADVANCED',
  type: 'Grooved',
  colorId: '',
  colorName: 'Victorian Maple',
  size: '3600 x 137 x 23mm',
  quantity: 5,
  item_id: 'we-advanced-grooved-victorian-maple-3600',
};
const clips = clipsLine(2);

function payload(overrides: Partial<OrderCreatePayload> = {}): OrderCreatePayload {
  return {
    boards: [barossa],
    deliveryMethod: 'delivery',
    deliveryStreetAddress: '12 Bay Road',
    deliveryCityPostcode: 'Sandringham 3191',
    pickupLocation: '',
    preferredDate: FIRST_DAY,
    notes: 'Selected subframe: timber\nGate code 1234',
    hardwareItems: [],
    ...overrides,
  };
}

async function create(who: Client, body: unknown, headers?: Record<string, string>) {
  return who.post('/api/orders', body, { headers });
}

describe('creating an order', () => {
  it('stores the order, its lines and the first status in one go and answers it (201)', async () => {
    const before = await rowCounts(t.db);
    const res = await create(client, payload({ boards: [barossa, maple], hardwareItems: [clips] }));
    expect(res.statusCode).toBe(201);
    const body = orderSchema.parse(res.json());
    expect(body).toMatchObject({
      project: null,
      brand: 'WoodEvo',
      range: 'Mixed',
      colorName: 'Mixed',
      quantity: 15,
      status: 'pending',
      deliveryMethod: 'delivery',
      deliveryStreetAddress: '12 Bay Road',
      deliveryCityPostcode: 'Sandringham 3191',
      pickupLocation: '',
      preferredDate: FIRST_DAY,
      notes: 'Selected subframe: timber\nGate code 1234',
    });
    expect(body.ownerEmail).toBeUndefined();
    expect(body.boards).toEqual([
      {
        brand: 'WoodEvo',
        range: 'HOME',
        type: 'Grooved',
        colorName: 'Barossa',
        size: '5400 x 137 x 23mm',
        quantity: 10,
        item_id: barossa.item_id,
        backOrdered: 0,
      },
      {
        brand: 'WoodEvo',
        range: 'ADVANCED',
        type: 'Grooved',
        colorName: 'Victorian Maple',
        size: '3600 x 137 x 23mm',
        quantity: 5,
        item_id: maple.item_id,
        backOrdered: 0,
      },
    ]);
    expect(body.hardwareItems).toEqual([
      { name: clips.name, description: expect.any(String), category: 'Hardware', quantity: 2, item_id: clips.item_id, backOrdered: 0 },
    ]);
    expect(res.headers.location).toBe(`/api/orders/${body.id}`);
    const after = await rowCounts(t.db);
    expect(after.orders - before.orders).toBe(1);
    expect(after.order_boards - before.order_boards).toBe(2);
    expect(after.order_hardware - before.order_hardware).toBe(1);
    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, body.id));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ fromStatus: null, toStatus: 'pending' });
  });

  it('reads the shared brand, range and colour when every board line agrees', async () => {
    const body = (await create(client, payload({ boards: [barossa, { ...barossa, quantity: 4 }] }))).json();
    expect(body).toMatchObject({ brand: 'WoodEvo', range: 'HOME', colorName: 'Barossa', quantity: 14 });
  });

  it('reads Mixed brand when brands differ', async () => {
    const driftwood = {
      brand: 'MillBoard',
      range: 'Weathered',
      type: 'Grooved',
      colorId: '',
      colorName: 'Driftwood',
      size: '3600 x 176 x 32mm',
      quantity: 1,
      item_id: 'mb-weathered-grooved-driftwood-3600',
    };
    const body = (await create(client, payload({ boards: [barossa, driftwood] }))).json();
    expect(body).toMatchObject({ brand: 'Mixed', range: 'Mixed', colorName: 'Mixed', quantity: 11 });
  });

  it('a hardware-only order reads Hardware with zero boards', async () => {
    const res = await create(client, payload({ boards: [], hardwareItems: [clips] }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ brand: 'Hardware', range: 'Hardware', colorName: 'Hardware', quantity: 0, boards: [] });
  });

  it('a pickup order needs no address, keeps none, and names the pickup location', async () => {
    const res = await create(client, payload({ deliveryMethod: 'pickup', deliveryStreetAddress: 'left over', deliveryCityPostcode: '' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      deliveryMethod: 'pickup',
      deliveryStreetAddress: '',
      deliveryCityPostcode: '',
      pickupLocation: PICKUP_LOCATION.address,
    });
  });

  // Melbourne's calendar, while UTC's date is still the 21st.
  it('refuses today in Melbourne (a Sunday) and takes the next day offered', async () => {
    expect((await create(client, payload({ preferredDate: '2026-11-22' }))).statusCode).toBe(422);
    expect((await create(client, payload({ preferredDate: FIRST_DAY }))).statusCode).toBe(201);
  });

  it('matches catalogue text ignoring case, spacing and underscores, and stores the catalogue form', async () => {
    const res = await create(
      client,
      payload({ boards: [{ ...maple, range: 'advanced', colorName: 'victorian_maple', type: ' grooved ' }] }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().boards[0]).toMatchObject({ range: 'ADVANCED', colorName: 'Victorian Maple', type: 'Grooved' });
  });

  it('links an own project and answers its name; accepts null and empty project', async () => {
    const own = project.parse((await client.post('/api/projects', { name: 'Deck with orders' })).json());
    const res = await create(client, payload({ project: own.id }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ project: own.id, projectName: 'Deck with orders' });
    expect((await create(client, payload({ project: null }))).json().project).toBeNull();
    expect((await create(client, payload({ project: '' }))).json().project).toBeNull();
  });
});

describe('bad order input: a message, field issues, and nothing stored', () => {
  const board = (o: Record<string, unknown>) => payload({ boards: [{ ...barossa, ...o } as typeof barossa] });
  const hardware = (o: Record<string, unknown>) => payload({ hardwareItems: [{ ...clips, ...o } as typeof clips] });
  const without = (key: keyof OrderCreatePayload) => {
    const p: Record<string, unknown> = { ...payload() };
    delete p[key];
    return p;
  };
  const yesterday = '2026-11-21';

  const cases: [string, unknown, number, string][] = [
    ['no delivery method', without('deliveryMethod'), 400, 'Please select a delivery method to continue'],
    ['empty delivery method', payload({ deliveryMethod: '' as never }), 400, 'Please select a delivery method to continue'],
    ['unknown delivery method', payload({ deliveryMethod: 'courier' as never }), 400, 'Delivery method must be one of: delivery, pickup'],
    ['no preferred date', without('preferredDate'), 400, 'Please select a preferred date to continue'],
    ['empty preferred date', payload({ preferredDate: '' }), 400, 'Please select a preferred date to continue'],
    ['date not YYYY-MM-DD', payload({ preferredDate: '22/11/2026' }), 400, 'Preferred date must be a date written YYYY-MM-DD'],
    ['date not on the calendar', payload({ preferredDate: '2027-02-30' }), 400, 'Preferred date is not a real calendar date'],
    ['blank street address', payload({ deliveryStreetAddress: '   ' }), 400, 'Please fill in all delivery address fields'],
    ['blank city/postcode', payload({ deliveryCityPostcode: '' }), 400, 'Please fill in all delivery address fields'],
    [
      'no address at all',
      payload({ deliveryStreetAddress: undefined, deliveryCityPostcode: undefined }),
      400,
      'Please fill in all delivery address fields',
    ],
    ['no lines', payload({ boards: [], hardwareItems: [] }), 400, 'Add at least one board or hardware item to the order'],
    ['board quantity 0', board({ quantity: 0 }), 400, 'Quantity must be at least 1'],
    ['board quantity negative', board({ quantity: -3 }), 400, 'Quantity must be at least 1'],
    ['board quantity over 10000', board({ quantity: 10_001 }), 400, 'Quantity must be at most 10000'],
    ['board quantity fractional', board({ quantity: 1.5 }), 400, 'Quantity must be a whole number'],
    ['board quantity as text', board({ quantity: '3' }), 400, 'Quantity must be a number'],
    ['board quantity missing', board({ quantity: undefined }), 400, 'Quantity is required'],
    ['board without item_id', board({ item_id: undefined }), 400, 'Item id is required'],
    ['board with blank brand', board({ brand: ' ' }), 400, 'Brand is required'],
    ['board without size', board({ size: undefined }), 400, 'Size is required'],
    ['hardware quantity 0', hardware({ quantity: 0 }), 400, 'Quantity must be at least 1'],
    ['hardware without name', hardware({ name: undefined }), 400, 'Hardware name is required'],
    ['boards not a list', payload({ boards: 'lots' as never }), 400, 'Boards must be a list'],
    ['project not an id', payload({ project: 'my project' }), 400, 'Project not found'],
    ['201 board lines', payload({ boards: Array.from({ length: 201 }, () => barossa) }), 400, 'At most 200 board lines per order'],
    ['notes over 5000 characters', payload({ notes: 'n'.repeat(5001) }), 400, 'Notes must be at most 5000 characters'],
    [
      'street address over 300 characters',
      payload({ deliveryStreetAddress: 's'.repeat(301) }),
      400,
      'Street address must be at most 300 characters',
    ],
    ['body null', null, 400, 'Invalid input: expected object, received null'],
    [
      'preferred date yesterday in Melbourne',
      payload({ preferredDate: yesterday }),
      422,
      'Please select a preferred date of today or later',
    ],
    ['preferred date last year', payload({ preferredDate: '2025-11-22' }), 422, 'Please select a preferred date of today or later'],
    [
      'unknown board item',
      board({ item_id: 'we-home-grooved-nothing-5400' }),
      422,
      'Board line 1: item we-home-grooved-nothing-5400 is not a board in the catalogue',
    ],
    [
      'hardware id as a board',
      board({ item_id: 'hw-joist-tape' }),
      422,
      'Board line 1: item hw-joist-tape is not a board in the catalogue',
    ],
    [
      'board id as hardware',
      hardware({ item_id: barossa.item_id }),
      422,
      `Hardware line 1: item ${barossa.item_id} is not hardware in the catalogue`,
    ],
    ['unknown hardware id', hardware({ item_id: 'hw-nothing' }), 422, 'Hardware line 1: item hw-nothing is not hardware in the catalogue'],
    [
      'brand does not match the item',
      board({ brand: 'MillBoard' }),
      422,
      `Board line 1: brand MillBoard does not match item ${barossa.item_id} (WoodEvo)`,
    ],
    [
      'range does not match the item',
      board({ range: 'ADVANCED' }),
      422,
      `Board line 1: range ADVANCED does not match item ${barossa.item_id} (HOME)`,
    ],
    [
      'type does not match the item',
      board({ type: 'Square Edge' }),
      422,
      `Board line 1: board type Square Edge does not match item ${barossa.item_id} (Grooved)`,
    ],
    [
      'colour does not match the item',
      board({ colorName: 'Basalt' }),
      422,
      `Board line 1: colour Basalt does not match item ${barossa.item_id} (Barossa)`,
    ],
    [
      'size does not match the item',
      board({ size: '3600 x 137 x 23mm' }),
      422,
      `Board line 1: size 3600 x 137 x 23mm does not match item ${barossa.item_id} (5400 x 137 x 23mm)`,
    ],
    ['project that does not exist', payload({ project: MISSING_ID }), 422, 'Project not found'],
  ];

  it.each(cases)('%s', async (_label, body, status, message) => {
    const before = await rowCounts(t.db);
    const res = await create(client, body);
    expect(res.statusCode).toBe(status);
    const json = res.json();
    expect(json.message).toBe(message);
    expect(json.issues?.length ?? 0).toBeGreaterThan(0);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it("another user's project is refused like a missing one", async () => {
    const foreign = project.parse((await installer.post('/api/projects', { name: 'Installer job' })).json());
    const before = await rowCounts(t.db);
    const res = await create(client, payload({ project: foreign.id }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: 'Project not found', issues: [{ path: ['body', 'project'] }] });
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('reports every problem of a body at once, each with its path', async () => {
    const res = await create(client, payload({ deliveryStreetAddress: '', boards: [{ ...barossa, quantity: 0 }] }));
    expect(res.statusCode).toBe(400);
    const paths = res.json().issues.map((i: { path: unknown[] }) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['body.boards.0.quantity', 'body.deliveryStreetAddress']));
  });

  it('a text/plain or form body is refused (415) and nothing is stored', async () => {
    const before = await rowCounts(t.db);
    const plain = await client.request('POST', '/api/orders', {
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify(payload()),
    });
    const form = await client.request('POST', '/api/orders', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'deliveryMethod=pickup',
    });
    expect([plain.statusCode, form.statusCode]).toEqual([415, 415]);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('a foreign Origin or cross-site fetch cannot place an order', async () => {
    const before = await rowCounts(t.db);
    expect((await create(client, payload(), { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await create(client, payload(), { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('a body over the size limit is refused with 413', async () => {
    const before = await rowCounts(t.db);
    const res = await create(client, payload({ notes: 'n'.repeat(300 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(typeof res.json().message).toBe('string');
    expect(await rowCounts(t.db)).toEqual(before);
  });
});

describe('Idempotency-Key', () => {
  it('the same key and body answer the first order again, creating nothing', async () => {
    const first = await create(client, payload(), { 'idempotency-key': 'retry-1' });
    expect(first.statusCode).toBe(201);
    const before = await rowCounts(t.db);
    const again = await create(client, payload(), { 'idempotency-key': 'retry-1' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('the same key with another body is refused with 422', async () => {
    await create(client, payload(), { 'idempotency-key': 'retry-2' });
    const before = await rowCounts(t.db);
    const res = await create(client, payload({ notes: 'changed' }), { 'idempotency-key': 'retry-2' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'This Idempotency-Key was already used for a different order' });
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('20 concurrent posts with one key create one order and all answer it', async () => {
    const before = await rowCounts(t.db);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => create(client, payload({ notes: 'concurrent' }), { 'idempotency-key': 'burst' })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    const after = await rowCounts(t.db);
    expect(after.orders - before.orders).toBe(1);
    expect(after.order_status_history - before.order_status_history).toBe(1);
  });

  it('keys are per user: another user with the same key gets their own order', async () => {
    const a = await create(client, payload(), { 'idempotency-key': 'shared-key' });
    const b = await create(installer, payload(), { 'idempotency-key': 'shared-key' });
    expect(b.statusCode).toBe(201);
    expect(b.json().id).not.toBe(a.json().id);
  });

  it('without a key two posts make two orders', async () => {
    const a = await create(client, payload());
    const b = await create(client, payload());
    expect(a.json().id).not.toBe(b.json().id);
  });

  it.each([
    ['over 255 characters', 'k'.repeat(256), 'Idempotency-Key must be at most 255 characters'],
    ['with spaces', 'has spaces', 'Idempotency-Key must be visible ASCII characters'],
  ])('a key %s is refused (400)', async (_label, key, message) => {
    const before = await rowCounts(t.db);
    const res = await create(client, payload(), { 'idempotency-key': key });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await rowCounts(t.db)).toEqual(before);
  });
});

describe('reading orders', () => {
  it('the list is my own orders, newest first, without owner emails', async () => {
    const mine = (await create(installer, payload({ notes: 'installer newest' }))).json();
    const list = orderList.parse((await installer.get('/api/orders')).json());
    expect(list[0].id).toBe(mine.id);
    const [{ n }] = (
      await t.db.execute(sql`select count(*)::int as n from orders o join users u on u.id = o.owner_id where u.email = ${DEMO.installer}`)
    ).rows as { n: number }[];
    expect(list).toHaveLength(n);
    expect(list.every((o) => o.ownerEmail === undefined)).toBe(true);
    for (let i = 1; i < list.length; i += 1) expect(list[i - 1].createdAt >= list[i].createdAt).toBe(true);
  });

  it('an admin sees every order with its owner email', async () => {
    const list = orderList.parse((await admin.get('/api/orders')).json());
    const [{ n }] = (await t.db.execute(sql`select count(*)::int as n from orders`)).rows as { n: number }[];
    expect(list).toHaveLength(n);
    expect(new Set(list.map((o) => o.ownerEmail))).toEqual(new Set([DEMO.client, DEMO.installer]));
  });

  it('pages with limit and cursor, naming the next page in X-Next-Cursor and Link', async () => {
    const all = orderList.parse((await client.get('/api/orders')).json());
    expect(all.length).toBeGreaterThan(5);
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 100; page += 1) {
      const res = await client.get('/api/orders', { query: { limit: '4', ...(cursor ? { cursor } : {}) } });
      expect(res.statusCode).toBe(200);
      const items = orderList.parse(res.json());
      seen.push(...items.map((o) => o.id));
      cursor = res.headers['x-next-cursor'] as string | undefined;
      if (!cursor) {
        expect(res.headers.link).toBeUndefined();
        break;
      }
      expect(items).toHaveLength(4);
      expect(res.headers.link).toBe(`</api/orders?limit=4&cursor=${cursor}>; rel="next"`);
    }
    expect(seen).toEqual(all.map((o) => o.id));
  });

  it.each([
    [{ limit: '0' }, 'limit must be at least 1'],
    [{ limit: '101' }, 'limit must be at most 100'],
    [{ limit: 'ten' }, 'limit must be a number'],
    [{ cursor: 'garbage' }, 'cursor is not valid'],
  ])('bad paging %j is 400', async (query, message) => {
    const res = await client.get('/api/orders', { query });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("one order: mine 200, another user's 404, missing 404, admin any", async () => {
    const mine = (await create(client, payload())).json();
    const placed = [{ status: 'pending', changedAt: mine.createdAt, changedBy: DEMO.client }];
    expect((await client.get(`/api/orders/${mine.id}`)).json()).toEqual({ ...mine, history: placed, backOrders: [] });
    for (const res of [
      await installer.get(`/api/orders/${mine.id}`),
      await client.get(`/api/orders/${MISSING_ID}`),
      await client.get('/api/orders/nope'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Order not found' });
    }
    expect((await admin.get(`/api/orders/${mine.id}`)).json()).toEqual({
      ...mine,
      ownerEmail: DEMO.client,
      history: placed,
      backOrders: [],
    });
  });

  it("orders of a project: only that project's orders", async () => {
    const own = project.parse((await client.post('/api/projects', { name: 'Listed project' })).json());
    const a = (await create(client, payload({ project: own.id }))).json();
    const b = (await create(client, payload({ project: own.id, notes: 'second' }))).json();
    const list = orderList.parse((await client.get(`/api/orders/project/${own.id}`)).json());
    expect(list.map((o) => o.id)).toEqual([b.id, a.id]);
    expect(list.every((o) => o.projectName === 'Listed project')).toBe(true);
    const empty = project.parse((await client.post('/api/projects', { name: 'Empty' })).json());
    expect((await client.get(`/api/orders/project/${empty.id}`)).json()).toEqual([]);
    expect((await client.get(`/api/orders/project/${MISSING_ID}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/orders/project/${own.id}`)).json()).toHaveLength(2);
  });

  it('answers 401 without a session on every order route', async () => {
    const anonymous = new Client(t.app);
    for (const res of [
      await anonymous.get('/api/orders'),
      await anonymous.post('/api/orders', payload()),
      await anonymous.get(`/api/orders/${MISSING_ID}`),
      await anonymous.get(`/api/orders/project/${MISSING_ID}`),
      await anonymous.put(`/api/orders/${MISSING_ID}/status`, { status: 'approved' }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Not signed in' });
    }
  });
});

describe('status changes', () => {
  it('an admin sets any status; the answer is the updated order and one history row is written', async () => {
    const placed = (await create(client, payload())).json();
    for (const status of ['dispatched', 'pending', 'approved'] as const) {
      const before = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, placed.id));
      const res = await admin.put(`/api/orders/${placed.id}/status`, { status });
      expect(res.statusCode).toBe(200);
      const body = orderSchema.parse(res.json());
      expect(body).toMatchObject({ id: placed.id, status, ownerEmail: DEMO.client });
      const after = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, placed.id));
      expect(after).toHaveLength(before.length + 1);
      const latest = after.sort((x, y) => x.id - y.id)[after.length - 1];
      expect(latest).toMatchObject({ fromStatus: before.sort((x, y) => x.id - y.id)[before.length - 1].toStatus, toStatus: status });
      expect(latest.changedBy).toBe((await admin.get('/api/users/profile')).json().id);
    }
    expect((await client.get(`/api/orders/${placed.id}`)).json().status).toBe('approved');
  });

  it('order detail lists every status with who set it and when, oldest first, for the owner and for admins', async () => {
    const placed = (await create(client, payload())).json();
    const moved = await admin.put(`/api/orders/${placed.id}/status`, { status: 'approved' });
    // The change's answer carries the history too, so the admin's page shows the new entry at once.
    const answered = orderDetail.parse(moved.json()).history;
    expect(answered.map((h) => [h.status, h.changedBy])).toEqual([
      ['pending', DEMO.client],
      ['approved', DEMO.admin],
    ]);
    await admin.put(`/api/orders/${placed.id}/status`, { status: 'dispatched' });
    for (const who of [client, admin]) {
      const { history } = orderDetail.parse((await who.get(`/api/orders/${placed.id}`)).json());
      expect(history.map((h) => [h.status, h.changedBy])).toEqual([
        ['pending', DEMO.client],
        ['approved', DEMO.admin],
        ['dispatched', DEMO.admin],
      ]);
      expect(history[0].changedAt).toBe(placed.createdAt);
      expect(history[1]).toEqual(answered[1]);
      const times = history.map((h) => Date.parse(h.changedAt));
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
    // The list stays as it was: the history is order detail's alone.
    const listed = orderList.parse((await client.get('/api/orders')).json()).find((o) => o.id === placed.id);
    expect(listed).not.toHaveProperty('history');
  });

  it('setting the status it already has writes no history', async () => {
    const placed = (await create(client, payload())).json();
    const before = await rowCounts(t.db);
    expect((await admin.put(`/api/orders/${placed.id}/status`, { status: 'pending' })).statusCode).toBe(200);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('a client or installer gets 403, even on their own order, and nothing changes', async () => {
    const placed = (await create(client, payload())).json();
    for (const who of [client, installer]) {
      const res = await who.put(`/api/orders/${placed.id}/status`, { status: 'approved' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Only an admin can change order status' });
      // The admin guard answers before the body is judged: a non-admin learns nothing from validation.
      expect((await who.put(`/api/orders/${placed.id}/status`, { status: 'shipped' })).statusCode).toBe(403);
    }
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row.status).toBe('pending');
  });

  it.each([
    [{ status: 'shipped' }, 400, 'Status must be one of: pending, approved, dispatched'],
    [{}, 400, 'Status is required'],
    [{ status: '' }, 400, 'Status is required'],
  ])('bad status %j is refused', async (body, status, message) => {
    const placed = (await create(client, payload())).json();
    const before = await rowCounts(t.db);
    const res = await admin.put(`/api/orders/${placed.id}/status`, body);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('a missing order is 404 for an admin', async () => {
    expect((await admin.put(`/api/orders/${MISSING_ID}/status`, { status: 'approved' })).statusCode).toBe(404);
    expect((await admin.put('/api/orders/nope/status', { status: 'approved' })).statusCode).toBe(404);
  });
});

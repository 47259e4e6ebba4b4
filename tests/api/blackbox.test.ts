// Black-box suite of the HTTP API, written from docs/product.md (#records-and-fields, #validation-rules, #roles-and-permissions, #calls,
// #error-messages, #figures-and-limits, #api-conventions)
// (API conventions, names, demo users) only: it checks the calls' paths, shapes and status codes as
// an independent client would see them, through fastify.inject on a fresh seeded database.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { offeredDay } from './helpers';

// docs/product.md#names-and-fixed-data: the three demo users and their shared demo password.
const USERS = {
  client: 'client@boardwalk.example',
  installer: 'installer@boardwalk.example',
  admin: 'admin@boardwalk.example',
} as const;
const PASSWORD = 'boardwalk-demo';
// inject() addresses the app as http://localhost, so a same-origin browser sends this Origin.
const ORIGIN = 'http://localhost';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let t: TestApp;
let addressSeq = 0;

/** A browser of its own: a cookie jar, its own Origin on every call, its own address (throttles). */
class Browser {
  readonly cookies = new Map<string, string>();
  readonly address = `10.9.${Math.floor(++addressSeq / 250)}.${(addressSeq % 250) + 1}`;

  async call(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const h: Record<string, string> = { origin: ORIGIN, ...headers };
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await t.app.inject({
      method,
      url,
      headers: h,
      remoteAddress: this.address,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      if (c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now())) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }
  get(url: string) {
    return this.call('GET', url);
  }
  post(url: string, body?: unknown) {
    return this.call('POST', url, body);
  }
  put(url: string, body?: unknown) {
    return this.call('PUT', url, body);
  }
  patch(url: string, body?: unknown) {
    return this.call('PATCH', url, body);
  }
  delete(url: string) {
    return this.call('DELETE', url);
  }
}

async function signedIn(email: string): Promise<Browser> {
  const b = new Browser();
  const res = await b.post('/api/auth/login', { email, password: PASSWORD });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
  return b;
}

/** docs/product.md#api-conventions: bad input answers 400 or 422 with {message, issues}. */
function expectBadInput(res: LightMyRequestResponse) {
  expect([400, 422], res.body).toContain(res.statusCode);
  const body = res.json();
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  expect(body).toHaveProperty('issues');
}

function expectMessage(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
}

/** A calendar date N days from now in Melbourne (the time zone of "today or later", docs/product.md#names-and-fixed-data). */
function melbourneDay(offsetDays: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
}

const isIsoTime = (v: unknown) => typeof v === 'string' && !Number.isNaN(Date.parse(v));

type Leaf = { size: unknown; item_id: unknown };
type BoardConfig = Record<string, Record<string, Record<string, Record<string, Leaf[]>>>>;
type BoardItem = Record<string, unknown> & { item_id: string; cf_boards_applicable: string };
type HardwareItem = Record<string, unknown> & { item_id: string; sku: string; name: string; description: string; category_name: string };

let client: Browser;
let installer: Browser;
let admin: Browser;
let config: BoardConfig;
let boardItems: BoardItem[];
let hardwareItems: HardwareItem[];

beforeAll(async () => {
  t = await createTestApp();
  [client, installer, admin] = await Promise.all([signedIn(USERS.client), signedIn(USERS.installer), signedIn(USERS.admin)]);
  config = (await client.get('/api/inventory/board-config')).json().data;
  boardItems = (await client.get('/api/inventory/board-items')).json().data;
  hardwareItems = (await client.get('/api/inventory/hardware-items')).json().data;
});
afterAll(async () => {
  await t?.close();
});

/** The first brand -> range -> boardType -> colour -> size path of the board config, as the wizard picks it. */
function firstBoard(brandWanted?: string) {
  const brand = brandWanted ?? Object.keys(config)[0]!;
  const range = Object.keys(config[brand]!)[0]!;
  const type = Object.keys(config[brand]![range]!)[0]!;
  const color = Object.keys(config[brand]![range]![type]!)[0]!;
  const leaf = config[brand]![range]![type]![color]![0]!;
  return { brand, range, type, color, size: leaf.size, item_id: String(leaf.item_id) };
}

/** A hardware item suggested for the board (its sku is in the board's applicable list), if any. */
function suggestedHardware(boardItemId: string): HardwareItem | undefined {
  const board = boardItems.find((i) => i.item_id === boardItemId);
  const skus = String(board?.cf_boards_applicable ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return hardwareItems.find((h) => skus.includes(h.sku));
}

/** The order create payload of docs/product.md#order-create-payload, built from board-config data as the wizard builds it. */
function orderPayload(overrides: Record<string, unknown> = {}) {
  const b = firstBoard();
  const hw = suggestedHardware(b.item_id) ?? hardwareItems[0]!;
  return {
    boards: [
      { brand: b.brand, range: b.range, type: b.type, colorId: '', colorName: b.color, size: b.size, quantity: 3, item_id: b.item_id },
    ],
    deliveryMethod: 'delivery',
    deliveryStreetAddress: '12 Example Street',
    deliveryCityPostcode: 'Richmond 3121',
    pickupLocation: '',
    // A day the warehouse's calendar offers (docs/product.md#delivery), a week or so out.
    preferredDate: offeredDay('delivery', 7),
    notes: 'Selected subframe: timber\nPlease call before delivery',
    hardwareItems: [{ name: hw.name, description: hw.description, category: 'Hardware', quantity: 2, item_id: hw.item_id }],
    ...overrides,
  };
}

async function createProject(b: Browser, name: string) {
  const res = await b.post('/api/projects', { name });
  expect([200, 201], res.body).toContain(res.statusCode);
  return res.json() as { id: string | number; name: string; createdAt: string; updatedAt: string };
}

describe('auth (spec 7: /auth/login, /auth/refresh, /auth/logout; /users/profile)', () => {
  it('POST /api/auth/login answers {user} with email and role for each demo user', async () => {
    for (const [role, email] of Object.entries(USERS)) {
      const res = await new Browser().post('/api/auth/login', { email, password: PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.user).toMatchObject({ email, role });
    }
  });

  it('a wrong password answers 401 with a message', async () => {
    const res = await new Browser().post('/api/auth/login', { email: USERS.client, password: 'wrong-password' });
    expectMessage(res, 401);
    expect(res.json()).not.toHaveProperty('user');
  });

  it('an unknown email answers 401 with a message', async () => {
    expectMessage(await new Browser().post('/api/auth/login', { email: 'nobody@boardwalk.example', password: PASSWORD }), 401);
  });

  it('a login without email or password is bad input with {message, issues}', async () => {
    expectBadInput(await new Browser().post('/api/auth/login', { password: PASSWORD }));
    expectBadInput(await new Browser().post('/api/auth/login', { email: USERS.client }));
    expectBadInput(await new Browser().post('/api/auth/login', {}));
  });

  it('GET /api/users/profile answers the signed-in user', async () => {
    const res = await installer.get('/api/users/profile');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: USERS.installer, role: 'installer' });
  });

  it('GET /api/users/profile without a session answers 401', async () => {
    expect((await new Browser().get('/api/users/profile')).statusCode).toBe(401);
  });

  it('POST /api/auth/refresh renews the session; the profile still answers', async () => {
    const b = await signedIn(USERS.client);
    const res = await b.post('/api/auth/refresh');
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
    expect(res.statusCode).toBeLessThan(300);
    const profile = await b.get('/api/users/profile');
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email: USERS.client, role: 'client' });
  });

  it('POST /api/auth/refresh without a session answers 401 (the client then goes to /login)', async () => {
    expect((await new Browser().post('/api/auth/refresh')).statusCode).toBe(401);
  });

  it('the access session alone expiring is healed by one refresh (spec 7: refresh once and retry)', async () => {
    const b = await signedIn(USERS.client);
    const access = [...b.cookies.keys()].filter((name) => !/refresh/i.test(name));
    expect(access.length).toBeGreaterThan(0);
    for (const name of access) b.cookies.delete(name);
    expect((await b.get('/api/users/profile')).statusCode).toBe(401);
    const refreshed = await b.post('/api/auth/refresh');
    expect(refreshed.statusCode).toBeLessThan(300);
    expect((await b.get('/api/users/profile')).statusCode).toBe(200);
  });

  it('POST /api/auth/logout ends the session: profile and refresh answer 401 afterwards', async () => {
    const b = await signedIn(USERS.client);
    const saved = new Map(b.cookies);
    const res = await b.post('/api/auth/logout');
    expect(res.statusCode).toBeGreaterThanOrEqual(200);
    expect(res.statusCode).toBeLessThan(300);
    expect((await b.get('/api/users/profile')).statusCode).toBe(401);
    // Revoked on the server, not only forgotten by the browser.
    const replay = new Browser();
    for (const [k, v] of saved) replay.cookies.set(k, v);
    expect((await replay.get('/api/users/profile')).statusCode).toBe(401);
    expect((await replay.post('/api/auth/refresh')).statusCode).toBe(401);
    // The product ends every session of the user on logout (README, Security): sign the shared one in again.
    client = await signedIn(USERS.client);
  });

  it('a state-changing call from a foreign Origin is refused with 403 (docs/product.md#api-conventions: Origin check)', async () => {
    const b = await signedIn(USERS.client);
    const res = await b.call('POST', '/api/projects', { name: 'Cross-site' }, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(typeof res.json().message).toBe('string');
  });
});

describe('inventory (spec 3 shapes, spec 7 {success, data})', () => {
  it('GET /api/inventory/board-config: {success:true, data}, brand -> range -> boardType -> colour -> [{size, item_id}]', async () => {
    const res = await client.get('/api/inventory/board-config');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    const data = body.data as BoardConfig;
    expect(Object.keys(data).sort()).toEqual(expect.arrayContaining(['MillBoard', 'WoodEvo']));
    expect(Object.keys(data.WoodEvo!).sort()).toEqual(['ADVANCED', 'HOME']);
    let leaves = 0;
    for (const [brand, ranges] of Object.entries(data)) {
      for (const [range, types] of Object.entries(ranges)) {
        for (const [type, colors] of Object.entries(types)) {
          for (const [color, sizes] of Object.entries(colors)) {
            expect(Array.isArray(sizes)).toBe(true);
            expect(sizes.length).toBeGreaterThan(0);
            for (const leaf of sizes) {
              expect(Object.keys(leaf).sort()).toEqual(['item_id', 'size']);
              const item = boardItems.find((i) => String(i.item_id) === String(leaf.item_id));
              expect(item, `${brand}/${range}/${type}/${color}`).toBeDefined();
              expect(item).toMatchObject({ cf_board_brand: brand, cf_board_type: type });
              leaves++;
            }
          }
        }
      }
    }
    expect(leaves).toBeGreaterThan(0);
  });

  it('GET /api/inventory/board-items lists boards with every spec field', async () => {
    const res = await client.get('/api/inventory/board-items');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(Array.isArray(body.data)).toBe(true);
    expect(body.data.length).toBeGreaterThan(0);
    const fields = [
      'item_id',
      'name',
      'description',
      'rate',
      'unit',
      'cf_board_brand',
      'cf_board_range',
      'cf_board_type',
      'cf_board_colour',
      'cf_size',
      'image_document_id',
      'image_id',
      'image_name',
      'cf_boards_applicable',
    ];
    for (const item of body.data as BoardItem[]) {
      for (const f of fields) expect(item, `${item.item_id} lacks ${f}`).toHaveProperty(f);
      expect(typeof item.rate).toBe('number');
      expect(['WoodEvo', 'MillBoard']).toContain(item.cf_board_brand);
      if (item.cf_board_brand === 'WoodEvo') expect(['HOME', 'ADVANCED']).toContain(item.cf_board_range);
      expect(typeof item.cf_boards_applicable).toBe('string');
    }
    // Spec 7 notes: the products page has three tabs and the calculator offers Grooved colours of both brands.
    const items = body.data as BoardItem[];
    const colored = (pred: (i: BoardItem) => boolean) => items.filter((i) => pred(i) && String(i.cf_board_colour ?? '') !== '');
    expect(colored((i) => i.cf_board_brand === 'WoodEvo' && i.cf_board_range === 'HOME').length).toBeGreaterThan(0);
    expect(colored((i) => i.cf_board_brand === 'WoodEvo' && i.cf_board_range === 'ADVANCED').length).toBeGreaterThan(0);
    expect(colored((i) => i.cf_board_brand === 'MillBoard').length).toBeGreaterThan(0);
    expect(colored((i) => i.cf_board_brand === 'MillBoard' && i.cf_board_type === 'Grooved').length).toBeGreaterThan(0);
    expect(colored((i) => i.cf_board_brand === 'WoodEvo' && i.cf_board_type === 'Grooved').length).toBeGreaterThan(0);
  });

  it('GET /api/inventory/hardware-items lists hardware with item_id, name, description, sku, category_name, rate, unit', async () => {
    const res = await client.get('/api/inventory/hardware-items');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.length).toBeGreaterThan(0);
    for (const h of body.data as HardwareItem[]) {
      for (const f of ['item_id', 'name', 'description', 'sku', 'category_name', 'rate', 'unit'])
        expect(h, `${h.item_id} lacks ${f}`).toHaveProperty(f);
      expect(typeof h.rate).toBe('number');
      expect(typeof h.sku).toBe('string');
    }
    // Spec 5: hardware suggestions come from the boards' applicable-SKU lists, so some must match.
    const suggested = (body.data as HardwareItem[]).filter((h) =>
      boardItems.some((b) =>
        b.cf_boards_applicable
          .split(',')
          .map((s) => s.trim())
          .includes(h.sku),
      ),
    );
    expect(suggested.length).toBeGreaterThan(0);
  });

  it('GET /api/inventory/items is {success:true, data: [...]}', async () => {
    const res = await client.get('/api/inventory/items');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(Array.isArray(body.data)).toBe(true);
    const ids = new Set((body.data as { item_id: string }[]).map((i) => String(i.item_id)));
    for (const b of boardItems.slice(0, 5)) expect(ids.has(String(b.item_id))).toBe(true);
  });

  it('fallback calls: brands, ranges?brand, board-types?brand&range, colors?brand&range, sizes?brand&range&color', async () => {
    const b = firstBoard('WoodEvo');
    const q = (o: Record<string, string>) => new URLSearchParams(o).toString();
    const brands = await client.get('/api/inventory/brands');
    expect(brands.statusCode).toBe(200);
    expect(brands.json().success).toBe(true);
    expect(JSON.stringify(brands.json().data)).toContain('WoodEvo');
    expect(JSON.stringify(brands.json().data)).toContain('MillBoard');

    const ranges = await client.get(`/api/inventory/ranges?${q({ brand: 'WoodEvo' })}`);
    expect(ranges.statusCode).toBe(200);
    expect(ranges.json().success).toBe(true);
    expect(JSON.stringify(ranges.json().data)).toContain('HOME');
    expect(JSON.stringify(ranges.json().data)).toContain('ADVANCED');

    const types = await client.get(`/api/inventory/board-types?${q({ brand: b.brand, range: b.range })}`);
    expect(types.statusCode).toBe(200);
    expect(types.json().success).toBe(true);
    expect(JSON.stringify(types.json().data)).toContain(b.type);

    const colors = await client.get(`/api/inventory/colors?${q({ brand: b.brand, range: b.range })}`);
    expect(colors.statusCode).toBe(200);
    expect(colors.json().success).toBe(true);
    expect(JSON.stringify(colors.json().data)).toContain(b.color);

    const sizes = await client.get(`/api/inventory/sizes?${q({ brand: b.brand, range: b.range, color: b.color })}`);
    expect(sizes.statusCode).toBe(200);
    expect(sizes.json().success).toBe(true);
    expect(JSON.stringify(sizes.json().data)).toContain(JSON.stringify(b.size).replace(/^"|"$/g, ''));
  });

  it('fallback calls without their required query are bad input, never a 500', async () => {
    for (const url of [
      '/api/inventory/ranges',
      '/api/inventory/board-types?brand=WoodEvo',
      '/api/inventory/sizes?brand=WoodEvo&range=HOME',
    ]) {
      const res = await client.get(url);
      expect(res.statusCode, url).toBeLessThan(500);
      if (res.statusCode >= 400) expect(typeof res.json().message).toBe('string');
    }
  });

  it('GET /api/inventory/items/{id}/image-url?imageId answers {success:true, url} and the url serves an image', async () => {
    const item = boardItems.find((i) => i.image_document_id || i.image_id)!;
    expect(item).toBeDefined();
    const imageId = String(item.image_document_id || item.image_id);
    const res = await client.get(
      `/api/inventory/items/${encodeURIComponent(item.item_id)}/image-url?imageId=${encodeURIComponent(imageId)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(typeof body.url).toBe('string');
    const url = new URL(body.url, ORIGIN);
    const image = await client.get(url.pathname + url.search);
    expect(image.statusCode).toBe(200);
    expect(String(image.headers['content-type'])).toMatch(/^image\//);
  });

  it('image-url of an unknown item is 404, not a 500', async () => {
    const res = await client.get('/api/inventory/items/no-such-item/image-url?imageId=nothing');
    expect(res.statusCode).toBe(404);
  });

  it('GET /images/inventory/{itemId}.jpg serves a JPEG of a board with an image; unknown ids 404', async () => {
    const item = boardItems.find((i) => i.image_id || i.image_document_id || i.image_name)!;
    const res = await new Browser().get(`/images/inventory/${encodeURIComponent(item.item_id)}.jpg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/jpeg/);
    expect(res.rawPayload.length).toBeGreaterThan(100);
    expect([res.rawPayload[0], res.rawPayload[1]]).toEqual([0xff, 0xd8]);
    expect((await new Browser().get('/images/inventory/no-such-item.jpg')).statusCode).toBe(404);
  });
});

describe('projects (spec 3 Project, spec 7 CRUD)', () => {
  it('POST /api/projects {name} answers the project with id, name, createdAt, updatedAt', async () => {
    const res = await client.post('/api/projects', { name: 'Backyard deck' });
    expect([200, 201]).toContain(res.statusCode);
    const p = res.json();
    expect(p).toMatchObject({ name: 'Backyard deck' });
    expect(p.id).toBeDefined();
    expect(isIsoTime(p.createdAt)).toBe(true);
    expect(isIsoTime(p.updatedAt)).toBe(true);
  });

  it("GET /api/projects lists the user's projects; GET /api/projects/{id} answers one", async () => {
    const p = await createProject(client, 'Front porch');
    const list = await client.get('/api/projects');
    expect(list.statusCode).toBe(200);
    expect(Array.isArray(list.json())).toBe(true);
    const found = (list.json() as { id: unknown }[]).find((x) => x.id === p.id);
    expect(found).toMatchObject({ id: p.id, name: 'Front porch', createdAt: p.createdAt, updatedAt: p.updatedAt });
    const one = await client.get(`/api/projects/${p.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: p.id, name: 'Front porch' });
  });

  it('PATCH /api/projects/{id} {name} renames and answers the project', async () => {
    const p = await createProject(client, 'Old name');
    const res = await client.patch(`/api/projects/${p.id}`, { name: 'New name' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: p.id, name: 'New name', createdAt: p.createdAt });
    expect(Date.parse(res.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(p.updatedAt));
    expect((await client.get(`/api/projects/${p.id}`)).json().name).toBe('New name');
  });

  it('a blank name (after trimming) is bad input on create and rename (spec 5)', async () => {
    expectBadInput(await client.post('/api/projects', { name: '   ' }));
    expectBadInput(await client.post('/api/projects', {}));
    const p = await createProject(client, 'Keep me');
    expectBadInput(await client.patch(`/api/projects/${p.id}`, { name: '  ' }));
    expect((await client.get(`/api/projects/${p.id}`)).json().name).toBe('Keep me');
  });

  it('DELETE /api/projects/{id} removes it: later GET is 404', async () => {
    const p = await createProject(client, 'To delete');
    const res = await client.delete(`/api/projects/${p.id}`);
    expect(res.statusCode).toBeGreaterThanOrEqual(200);
    expect(res.statusCode).toBeLessThan(300);
    expect((await client.get(`/api/projects/${p.id}`)).statusCode).toBe(404);
    expect(((await client.get('/api/projects')).json() as { id: unknown }[]).some((x) => x.id === p.id)).toBe(false);
  });

  it("another user's project is 404 to read, rename, delete or list orders of, and absent from their list", async () => {
    const p = await createProject(client, 'Client only');
    expect((await installer.get(`/api/projects/${p.id}`)).statusCode).toBe(404);
    expect((await installer.patch(`/api/projects/${p.id}`, { name: 'Hijacked' })).statusCode).toBe(404);
    expect((await installer.delete(`/api/projects/${p.id}`)).statusCode).toBe(404);
    expect((await installer.get(`/api/orders/project/${p.id}`)).statusCode).toBe(404);
    expect(((await installer.get('/api/projects')).json() as { id: unknown }[]).some((x) => x.id === p.id)).toBe(false);
    expect((await client.get(`/api/projects/${p.id}`)).json().name).toBe('Client only');
  });

  it('an unknown or malformed project id is 404 (or 400), never a 500', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', '999999', 'not-an-id']) {
      const res = await client.get(`/api/projects/${id}`);
      expect([400, 404], id).toContain(res.statusCode);
      expect(typeof res.json().message).toBe('string');
    }
  });
});

describe('orders (spec 3 Order and create payload, spec 4 status, spec 5 delivery rules)', () => {
  it('POST /api/orders with the wizard payload answers the created order with every spec field', async () => {
    const project = await createProject(client, 'Order project');
    const payload = orderPayload({ project: project.id });
    const res = await client.post('/api/orders', payload);
    expect([200, 201], res.body).toContain(res.statusCode);
    const o = res.json();
    for (const f of [
      'id',
      'project',
      'brand',
      'range',
      'colorName',
      'quantity',
      'status',
      'deliveryMethod',
      'deliveryStreetAddress',
      'deliveryCityPostcode',
      'preferredDate',
      'notes',
      'createdAt',
      'updatedAt',
    ])
      expect(o, `order lacks ${f}`).toHaveProperty(f);
    const board = payload.boards[0]!;
    expect(o).toMatchObject({
      project: project.id,
      brand: board.brand,
      range: board.range,
      colorName: board.colorName,
      quantity: 3,
      status: 'pending',
      deliveryMethod: 'delivery',
      deliveryStreetAddress: '12 Example Street',
      deliveryCityPostcode: 'Richmond 3121',
      notes: 'Selected subframe: timber\nPlease call before delivery',
    });
    expect(String(o.preferredDate).slice(0, 10)).toBe(payload.preferredDate);
    expect(isIsoTime(o.createdAt)).toBe(true);
    expect(isIsoTime(o.updatedAt)).toBe(true);
  });

  it('a pickup order needs no address and no project (spec 5)', async () => {
    const res = await client.post(
      '/api/orders',
      orderPayload({
        deliveryMethod: 'pickup',
        deliveryStreetAddress: '',
        deliveryCityPostcode: '',
        pickupLocation: 'Port Melbourne',
        notes: 'Selected subframe: none\n',
        hardwareItems: [],
        preferredDate: offeredDay('pickup', 0),
      }),
    );
    expect([200, 201], res.body).toContain(res.statusCode);
    expect(res.json()).toMatchObject({ deliveryMethod: 'pickup', status: 'pending' });
  });

  it("a pickup order may send its cleared address fields as null, and a date picker's ISO date-time counts as that day", async () => {
    const pickup = await client.post(
      '/api/orders',
      orderPayload({
        deliveryMethod: 'pickup',
        deliveryStreetAddress: null,
        deliveryCityPostcode: null,
        pickupLocation: 'Port Melbourne',
      }),
    );
    expect([200, 201], pickup.body).toContain(pickup.statusCode);
    const day = offeredDay('delivery', 10);
    const isoTime = await client.post('/api/orders', orderPayload({ preferredDate: `${day}T02:00:00.000Z` }));
    expect([200, 201], isoTime.body).toContain(isoTime.statusCode);
    expect(String(isoTime.json().preferredDate).slice(0, 10)).toBe(day);
  });

  it("GET /api/orders lists the user's own orders; GET /api/orders/project/{id} lists the project's", async () => {
    const project = await createProject(installer, 'Installer job');
    const created = (await installer.post('/api/orders', orderPayload({ project: project.id }))).json();
    const loose = (await installer.post('/api/orders', orderPayload())).json();
    const list = await installer.get('/api/orders');
    expect(list.statusCode).toBe(200);
    expect(Array.isArray(list.json())).toBe(true);
    const ids = (list.json() as { id: unknown }[]).map((x) => x.id);
    expect(ids).toEqual(expect.arrayContaining([created.id, loose.id]));
    expect((list.json() as { id: unknown }[]).find((x) => x.id === created.id)).toMatchObject({ status: 'pending', project: project.id });

    const byProject = await installer.get(`/api/orders/project/${project.id}`);
    expect(byProject.statusCode).toBe(200);
    expect((byProject.json() as { id: unknown }[]).map((x) => x.id)).toEqual([created.id]);

    // Another client does not see them; an admin sees all orders (docs/product.md#roles-and-permissions).
    expect(((await client.get('/api/orders')).json() as { id: unknown }[]).some((x) => x.id === created.id)).toBe(false);
    expect(((await admin.get('/api/orders')).json() as { id: unknown }[]).map((x) => x.id)).toEqual(
      expect.arrayContaining([created.id, loose.id]),
    );
  });

  it('delivery validation: method, preferred date, address (spec 5) are bad input with a message', async () => {
    expectBadInput(await client.post('/api/orders', orderPayload({ deliveryMethod: undefined })));
    expectBadInput(await client.post('/api/orders', orderPayload({ deliveryMethod: 'courier' })));
    expectBadInput(await client.post('/api/orders', orderPayload({ preferredDate: undefined })));
    expectBadInput(await client.post('/api/orders', orderPayload({ preferredDate: '' })));
    expectBadInput(await client.post('/api/orders', orderPayload({ preferredDate: melbourneDay(-2) })));
    expectBadInput(await client.post('/api/orders', orderPayload({ deliveryStreetAddress: '   ' })));
    expectBadInput(await client.post('/api/orders', orderPayload({ deliveryCityPostcode: '' })));
  });

  it('delivery validation answers the spec 5 texts as its message', async () => {
    const msg = async (over: Record<string, unknown>) => (await client.post('/api/orders', orderPayload(over))).json().message;
    expect(await msg({ deliveryMethod: undefined })).toBe('Please select a delivery method to continue');
    expect(await msg({ preferredDate: undefined })).toBe('Please select a preferred date to continue');
    expect(await msg({ deliveryStreetAddress: '' })).toBe('Please fill in all delivery address fields');
    expect(await msg({ deliveryCityPostcode: '  ' })).toBe('Please fill in all delivery address fields');
  });

  it('a board line below the minimum quantity 1 is bad input (spec 9)', async () => {
    const p = orderPayload();
    expectBadInput(await client.post('/api/orders', { ...p, boards: [{ ...p.boards[0]!, quantity: 0 }] }));
    expectBadInput(await client.post('/api/orders', { ...p, hardwareItems: [{ ...p.hardwareItems[0]!, quantity: 0 }] }));
  });

  it("an order for another user's project is refused as not found/forbidden", async () => {
    const p = await createProject(client, 'Not yours');
    const res = await installer.post('/api/orders', orderPayload({ project: p.id }));
    expect([400, 403, 404, 422]).toContain(res.statusCode);
    expect(typeof res.json().message).toBe('string');
  });

  it('PUT /api/orders/{id}/status by an admin answers the updated order, in any order of statuses (spec 4)', async () => {
    const o = (await client.post('/api/orders', orderPayload())).json();
    for (const status of ['dispatched', 'approved', 'pending', 'approved']) {
      const res = await admin.put(`/api/orders/${o.id}/status`, { status });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: o.id, status, brand: o.brand, colorName: o.colorName });
    }
    const mine = ((await client.get('/api/orders')).json() as { id: unknown; status: string }[]).find((x) => x.id === o.id);
    expect(mine?.status).toBe('approved');
  });

  it('PUT /api/orders/{id}/status by a client or installer is 403 with a message (admins alone)', async () => {
    const o = (await client.post('/api/orders', orderPayload())).json();
    expectMessage(await client.put(`/api/orders/${o.id}/status`, { status: 'approved' }), 403);
    expectMessage(await installer.put(`/api/orders/${o.id}/status`, { status: 'dispatched' }), 403);
    const mine = ((await client.get('/api/orders')).json() as { id: unknown; status: string }[]).find((x) => x.id === o.id);
    expect(mine?.status).toBe('pending');
  });

  it('an unknown status is bad input; an unknown order is 404', async () => {
    const o = (await client.post('/api/orders', orderPayload())).json();
    expectBadInput(await admin.put(`/api/orders/${o.id}/status`, { status: 'shipped' }));
    expectBadInput(await admin.put(`/api/orders/${o.id}/status`, {}));
    const missing = await admin.put('/api/orders/00000000-0000-4000-8000-000000000000/status', { status: 'approved' });
    expect([400, 404]).toContain(missing.statusCode);
    expect(typeof missing.json().message).toBe('string');
  });
});

describe('portal calls need a session (docs/product.md#roles-and-permissions, docs/product.md#api-conventions: 401)', () => {
  it.each([
    ['GET', '/api/projects'],
    ['POST', '/api/projects'],
    ['GET', '/api/projects/1'],
    ['PATCH', '/api/projects/1'],
    ['DELETE', '/api/projects/1'],
    ['GET', '/api/orders'],
    ['POST', '/api/orders'],
    ['GET', '/api/orders/project/1'],
    ['PUT', '/api/orders/1/status'],
    ['GET', '/api/users/profile'],
  ] as const)('%s %s without a session answers 401', async (method, url) => {
    const body = method === 'GET' || method === 'DELETE' ? undefined : method === 'PUT' ? { status: 'approved' } : { name: 'x' };
    const res = await new Browser().call(method, url, body);
    expect(res.statusCode, res.body).toBe(401);
    expect(typeof res.json().message).toBe('string');
  });
});

describe('public leads: POST /api/contact/ and POST /quotes (spec 3, 5, 7)', () => {
  const contact = {
    name: 'Jo Citizen',
    email: 'jo@example.com',
    phone: '0400 000 000',
    projectType: 'new-deck',
    timeline: '1-3-months',
    message: 'Looking at a 20 m2 deck',
    newsletter: true,
  };

  it('POST /api/contact/ with the spec contact request answers 2xx without a session', async () => {
    const res = await new Browser().post('/api/contact/', contact);
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
    expect(res.statusCode).toBeLessThan(300);
  });

  it('POST /api/contact/ without the optional projectType and timeline answers 2xx', async () => {
    const { projectType: _p, timeline: _t, ...rest } = contact;
    const res = await new Browser().post('/api/contact/', { ...rest, newsletter: false, message: '' });
    expect(res.statusCode, res.body).toBeLessThan(300);
  });

  it('a contact request missing name, email or phone is bad input with a message (spec 5)', async () => {
    for (const field of ['name', 'email', 'phone'] as const) {
      const { [field]: _omit, ...rest } = contact;
      expectBadInput(await new Browser().post('/api/contact/', rest));
    }
    expectBadInput(await new Browser().post('/api/contact/', { ...contact, projectType: 'castle' }));
  });

  const quote = {
    fullName: 'Jo Citizen',
    email: 'jo@example.com',
    phone: '0400 000 000',
    suburb: 'Richmond',
    projectTimeframe: 'within-1-month',
    needInstaller: true,
    boardBrand: 'Mixed brands',
    boardColor: 'Charcoal',
    selectedItems: { woodevoHome: 'Charcoal' },
    deckAreaSqMeters: 12.5,
    boardsRequired: 18,
    clipBoxesNeeded: 1,
    boxSizes: [{ id: 'box-1700000000000', width: 5000, height: 2500, x: 50, y: 50 }],
    calculationDetails: 'Deck area: 12.5 m2; boards 18; clip boxes 1',
  };

  it('POST /quotes (root) with the full quote payload answers 2xx without a session', async () => {
    const res = await new Browser().post('/quotes', quote);
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
    expect(res.statusCode).toBeLessThan(300);
    expect(res.body.length).toBeGreaterThan(0);
  });

  it('POST /quotes with the calculator variant (shapes and item ids) answers 2xx', async () => {
    const wood = boardItems.find((i) => i.cf_board_brand === 'WoodEvo' && i.cf_board_range === 'HOME')!;
    const res = await new Browser().post('/quotes', {
      ...quote,
      shapes: [{ id: 'box-1700000000000', width: 1000, height: 1000, x: 50, y: 50 }],
      woodevoHomeItemId: wood.item_id,
      woodevoAdvancedItemId: '',
      millboardItemId: '',
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
  });

  it('a quote missing a required field is bad input with a message (spec 5)', async () => {
    for (const field of ['fullName', 'email', 'phone', 'suburb', 'projectTimeframe', 'needInstaller'] as const) {
      const { [field]: _omit, ...rest } = quote;
      expectBadInput(await new Browser().post('/quotes', rest));
    }
    expectBadInput(await new Browser().post('/quotes', { ...quote, projectTimeframe: 'someday' }));
  });

  it('quote messages are the spec 8 texts: missing field, zero area', async () => {
    const { suburb: _s, ...noSuburb } = quote;
    expect((await new Browser().post('/quotes', noSuburb)).json().message).toBe('Please fill in all required fields');
    const zero = await new Browser().post('/quotes', { ...quote, deckAreaSqMeters: 0 });
    expectBadInput(zero);
    expect(zero.json().message).toBe('Please ensure you have added some deck areas');
  });

  it('malformed JSON is bad input, never a 500', async () => {
    const res = await new Browser().call('POST', '/quotes', '{"fullName":', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });
});

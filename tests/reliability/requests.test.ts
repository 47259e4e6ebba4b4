// Reliability, requests: everything here iterates over the app's own route table, so a route added later
// fails these tests until it is given an expectation. CSRF on every state-changing route, no GET
// changes anything, security headers on HTML and API responses, and the access-control matrix of
// every route x anonymous / client / installer / admin x own / foreign resource.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/password';
import { hashToken, newToken } from '../../src/server/auth/tokens';
import {
  accountTokens,
  catalogueItems,
  cataloguePhotos,
  cataloguePhotoVariants,
  cataloguePrices,
  deliveryPhotos,
  deliveryRuns,
  deliverySteps,
  orders,
  invoices,
  quoteLinks,
  quotes,
  signupRequests,
  tradeAccountMembers,
  companyInvitations,
  tradeAccounts,
  users,
} from '../../src/server/db/schema';
import { STEP_BODY_LIMIT } from '../../src/domain/schemas/runs';
import { PHOTO_BODY_LIMIT } from '../../src/domain/schemas/cataloguePhotos';
import { createTestApp, type TestApp } from '../support/app';
import { earliestServiceDay } from '../../src/domain/deliveryDays';
import { victorianHoliday } from '../../src/domain/victorianHolidays';
import { instantToMelbourneMinute } from '../../src/domain/cataloguePrices';
import { PRICE_FILE_BODY_LIMIT, PRICE_FILE_COLUMNS } from '../../src/domain/schemas/priceFile';
import { TEST_PASSWORD_HASH_COST } from '../support/testDatabase';
import { Client, DEMO, ORIGIN, melbourneDate, offeredDay, signIn } from '../api/helpers';
import {
  contactBody,
  databaseFingerprint,
  designDrawing,
  orderPayload,
  quoteBody,
  routeKey,
  routeTable,
  telemetryBody,
  type Method,
} from './support';

type Role = 'anonymous' | 'client' | 'installer' | 'admin' | 'driver';
type Ownership = 'own' | 'foreign';
const ROLES: Role[] = ['anonymous', 'client', 'installer', 'admin', 'driver'];
/** docs/product.md#delivery: the matrix's driver, and another driver whose runs are "foreign" to it. */
const EMAILS = { ...DEMO, driver: 'driver@matrix.example' } as const;
let driverId: string;
let otherDriverId: string;
const BOARD_ITEM = 'we-home-grooved-barossa-5400';

let t: TestApp;
let distDir: string;
let address = 0;
const nextAddress = () => `198.51.${Math.floor(address / 250) % 250}.${(address++ % 250) + 1}`;

beforeAll(async () => {
  // A built page with the shape of Vite's output (module script, no inline script).
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'boardwalk-reliability-dist-'));
  await fs.writeFile(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-x.js"></script></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ config: { webDistDir: distDir } });
  await t.db.insert(catalogueItems).values({
    itemId: 'hw-matrix-fixed',
    kind: 'hardware',
    name: 'Matrix bracket',
    description: '',
    rate: '5.00',
    unit: 'each',
    sku: 'HW-MATRIX',
    categoryName: 'Brackets',
    status: 'draft',
  });
  const hash = await hashPassword('boardwalk-demo', TEST_PASSWORD_HASH_COST);
  const [d1, d2] = await t.db
    .insert(users)
    .values([
      { email: EMAILS.driver, role: 'driver', passwordHash: hash },
      { email: 'other.driver@matrix.example', role: 'driver', passwordHash: hash },
    ])
    .returning({ id: users.id });
  driverId = d1.id;
  otherDriverId = d2.id;
});
afterAll(async () => {
  await t?.close();
  await fs.rm(distDir, { recursive: true, force: true });
});

// One signed-in browser per role, reused (signing in costs a password hash); a logout ends every
// session of its user, so those cells sign in afresh and drop the cached one.
const sessions = new Map<Role, Client>();
async function session(role: Role, fresh = false): Promise<Client> {
  if (role === 'anonymous') return new Client(t.app, nextAddress());
  if (fresh || !sessions.has(role)) sessions.set(role, await signIn(t.app, EMAILS[role], undefined, nextAddress()));
  return sessions.get(role)!;
}
const freshSession = (key: string) => key.startsWith('POST /api/auth/');
/** The user whose resource is "foreign" to `role`. */
const otherThan = (role: Role): Customer => (role === 'client' ? 'installer' : 'client');
/** Who can own projects, orders and designs (a driver owns none: docs/product.md#delivery). */
type Customer = Exclude<Role, 'anonymous' | 'driver'>;

async function makeProject(owner: Customer): Promise<string> {
  const res = await (await session(owner)).post('/api/projects', { name: `Matrix ${owner} ${address}` });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}
/** A visitor's enquiry, for the staff inbox's routes (leads have no owner; only admins see them). */
async function makeLead(): Promise<string> {
  const res = await new Client(t.app, nextAddress()).post('/api/contact', contactBody);
  expect(res.statusCode).toBe(201);
  return res.json().id;
}
async function makeOrder(owner: Customer, project?: string): Promise<string> {
  const res = await (await session(owner)).post('/api/orders', orderPayload(new Date(), project ? { project } : {}));
  expect(res.statusCode).toBe(201);
  return res.json().id;
}
async function makeDesign(owner: Customer): Promise<string> {
  const res = await (await session(owner)).post('/api/designs', { name: `Matrix design ${address}`, drawing: designDrawing });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}
/** A live share link of a client's design, as its owner hands it out. */
async function makeShareToken(): Promise<string> {
  const res = await (await session('client')).post(`/api/designs/${await makeDesign('client')}/share`);
  expect(res.statusCode).toBe(201);
  return res.json().token;
}

/**
 * A quote made by the admin, a draft with one line; `sent` also freezes version 1 and gives its link a
 * token as its e-mail would (already viewed, so reading it records nothing new).
 */
async function makeQuote(state: 'draft' | 'sent' = 'draft'): Promise<{ id: string; token: string }> {
  const admin = await session('admin');
  const res = await admin.post('/api/quotes', { customerName: 'Matrix Customer', customerEmail: `quote.${(address += 1)}@quotes.example` });
  expect(res.statusCode).toBe(201);
  const id: string = res.json().id;
  expect((await admin.patch(`/api/quotes/${id}`, { lines: [{ kind: 'item', itemId: BOARD_ITEM, quantity: 2 }] })).statusCode).toBe(200);
  if (state === 'draft') return { id, token: '' };
  expect((await admin.post(`/api/quotes/${id}/send`, {})).statusCode).toBe(200);
  // A link of the test's own to the sent version, as an e-mail would carry one (the send made two rows,
  // the e-mail's and its reminder's, whose tokens the mail worker makes as each goes).
  const token = newToken();
  await t.db.insert(quoteLinks).values({ quoteId: id, version: 1, tokenHash: hashToken(token) });
  await t.db.update(quotes).set({ status: 'viewed', viewedAt: new Date() }).where(eq(quotes.id, id));
  return { id, token };
}

/** An invited user (no password yet), for the admin's user routes. */
async function makeInvited(): Promise<string> {
  const [row] = await t.db
    .insert(users)
    .values({ email: `matrix.${(address += 1)}@people.example`, role: 'client', invitedAt: new Date() })
    .returning({ id: users.id });
  return row.id;
}
/** A live one-time link of an invited user, as the e-mail would carry it. */
async function makeLink(kind: 'invitation' | 'reset'): Promise<string> {
  const token = newToken();
  await t.db
    .insert(accountTokens)
    .values({ kind, userId: await makeInvited(), tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3_600_000) });
  return token;
}

/** A live sign-up confirmation link of a fresh address, as its e-mail would carry it. */
const SIGNUP_PASSWORD = 'matrix password';
let signupPasswordHash: Promise<string> | undefined;
async function makeSignupLink(): Promise<string> {
  const token = newToken();
  await t.db.insert(signupRequests).values({
    email: `signup.${(address += 1)}@people.example`,
    passwordHash: await (signupPasswordHash ??= hashPassword(SIGNUP_PASSWORD, TEST_PASSWORD_HASH_COST)),
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return token;
}

/**
 * Trade accounts: the demo installer owns the demo company (docs/product.md#trade-accounts), so "own" is
 * that company for the installer and a fresh one is "foreign"; a retail client's is always foreign.
 */
async function companyOf(role: Role, ownership: Ownership): Promise<string> {
  if (ownership === 'own' && role === 'installer') {
    const [own] = await t.db
      .select({ id: tradeAccounts.id })
      .from(tradeAccounts)
      .where(eq(tradeAccounts.name, 'Southside Decking Pty Ltd'));
    return own.id;
  }
  const [created] = await t.db
    .insert(tradeAccounts)
    .values({ name: `Matrix company ${(address += 1)}`, billingEmail: 'accounts@matrix.example' })
    .returning({ id: tradeAccounts.id });
  return created.id;
}
/**
 * An invoice of the user's order, dispatched by an admin (docs/product.md#trade-accounts). The installer owns
 * the demo company, so their invoice is the company's: a retail client reads it as a member of no company
 * would, and the installer reads a retail client's invoice as a member of another company would.
 */
async function makeInvoice(owner: Customer): Promise<string> {
  const order = await makeOrder(owner);
  const admin = await session('admin');
  for (const status of ['approved', 'dispatched'])
    expect((await admin.put(`/api/orders/${order}/status`, { status })).statusCode).toBe(200);
  const [row] = await t.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, order));
  return row.id;
}
/** A buyer of the company, for the member routes. */
async function makeBuyer(accountId: string): Promise<string> {
  const userId = await makeInvited();
  await t.db.insert(tradeAccountMembers).values({ userId, accountId, role: 'buyer' });
  return userId;
}
/** A pending invitation of the company to an address no role here holds: only that address's user may answer it. */
async function makeInvitation(accountId: string): Promise<string> {
  const [row] = await t.db
    .insert(companyInvitations)
    .values({
      accountId,
      email: `invited.${(address += 1)}@people.example`,
      role: 'buyer',
      invitedByEmail: 'admin@boardwalk.example',
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: companyInvitations.id });
  return row.id;
}
/** Company member routes: admins and the company's owner; anyone else reads a missing company (404). */
const companyOwner = (ok: number, call: Expectation['call']): Expectation => ({
  owned: true,
  call,
  status: (role, ownership) => {
    if (role === 'anonymous') return 401;
    return role === 'admin' || (role === 'installer' && ownership === 'own') ? ok : 404;
  },
});

interface Call {
  url: string;
  body?: unknown;
}
interface Expectation {
  /** Whether the route acts on a resource that has an owner. */
  owned: boolean;
  /** Builds the request for a cell (creating the resource it acts on). */
  call(role: Role, ownership: Ownership): Promise<Call>;
  status(role: Role, ownership: Ownership): number;
  /** The driver's answer when it is not the default (driverStatus). */
  driver?: (ownership: Ownership) => number;
}

const publicGet = (url: string): Expectation => ({ owned: false, call: async () => ({ url }), status: () => 200 });
const signedIn = (ok: number, call: Expectation['call'] = async () => ({ url: '' })): Expectation => ({
  owned: false,
  call,
  status: (role) => (role === 'anonymous' ? 401 : ok),
});
/** Admin-only routes (the staff inbox): 401 anonymous, 403 every other role. */
/** A staff-made hardware item (docs/product.md#catalogue); hw-matrix-fixed exists for the PUT cells. */
const matrixHardware = (itemId: string) => ({
  kind: 'hardware',
  item_id: itemId,
  name: 'Matrix bracket',
  description: '',
  unit: 'each',
  priceCents: 500,
  status: 'draft',
  sku: 'HW-MATRIX',
  category_name: 'Brackets',
  subframes: [],
});
/** A photo of hw-matrix-fixed with its 320-pixel WebP (docs/product.md#catalogue-photos), for the photo cells. */
async function matrixPhoto(): Promise<string> {
  const body = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#806040' } })
    .webp()
    .toBuffer();
  const [row] = await t.db
    .insert(cataloguePhotos)
    .values({ itemId: 'hw-matrix-fixed', contentType: 'image/webp', original: body, width: 320, height: 200 })
    .returning({ id: cataloguePhotos.id });
  await t.db.insert(cataloguePhotoVariants).values({ photoId: row.id, width: 320, format: 'webp', body });
  return row.id;
}
let uploadBody: { image: string } | undefined;
/** An upload's body: a 640-pixel JPEG as base64. */
async function matrixUpload(): Promise<{ image: string }> {
  uploadBody ??= {
    image: (
      await sharp({ create: { width: 640, height: 400, channels: 3, background: '#806040' } })
        .jpeg()
        .toBuffer()
    ).toString('base64'),
  };
  return uploadBody;
}
/** A price scheduled a week ahead for hw-matrix-fixed, for the PUT and DELETE price cells. */
async function matrixScheduledPrice(): Promise<number> {
  const [row] = await t.db
    .insert(cataloguePrices)
    .values({ itemId: 'hw-matrix-fixed', priceCents: 700, effectiveAt: new Date(Date.now() + 7 * 86_400_000), actorEmail: DEMO.admin })
    .returning({ id: cataloguePrices.id });
  return row.id;
}
let sampleCount = 0;
/** docs/product.md#stock-and-samples: a visitor's sample request of its own (the 30-day rule refuses a repeat). */
function sampleBody() {
  sampleCount += 1;
  return {
    name: 'Matrix Visitor',
    email: `samples${sampleCount}@matrix.example`,
    street: `${sampleCount} Matrix Street`,
    suburb: 'Sorrento',
    postcode: '3943',
    colours: [BOARD_ITEM],
  };
}
/** A stored request waiting to be posted, its sample reserved. */
async function makeSampleRequest(): Promise<string> {
  const id = randomUUID();
  await t.db.execute(sql`
    insert into sample_stock (item_id, on_hand, reserved) values (${BOARD_ITEM}, 1000, 1)
    on conflict (item_id) do update
      set reserved = sample_stock.reserved + 1, on_hand = greatest(sample_stock.on_hand, sample_stock.reserved + 1)`);
  const body = sampleBody();
  await t.db.execute(sql`
    insert into sample_requests (id, name, email, email_key, street, suburb, postcode, address_key, colours, client_address)
    values (${id}, ${body.name}, ${body.email}, ${body.email}, ${body.street}, ${body.suburb}, ${body.postcode}, ${body.street},
            ${JSON.stringify([{ itemId: BOARD_ITEM, range: 'WoodEvo HOME', name: 'Barossa' }])}::jsonb, '127.0.0.1')`);
  return id;
}
const adminOnly = (ok: number, call: Expectation['call']): Expectation => ({
  owned: false,
  call,
  status: (role) => (role === 'anonymous' ? 401 : role === 'admin' ? ok : 403),
});
/** The role that may make a call: an admin where clients are refused, else a client. */
const roleFor = (e: Expectation): Role => (e.status('client', 'own') === 403 ? (e.driver ? 'driver' : 'admin') : 'client');
/** Owner-only resources: another user's reads as missing (404), so ids do not leak. */
const ownerOnly = (ok: number, call: Expectation['call'], adminSeesAll = false): Expectation => ({
  owned: true,
  call,
  status: (role, ownership) => {
    if (role === 'anonymous') return 401;
    if (ownership === 'own' || (adminSeesAll && role === 'admin')) return ok;
    return 404;
  },
});
const ownerOf = (role: Role, ownership: Ownership): Customer =>
  ownership === 'own' && role !== 'anonymous' && role !== 'driver' ? role : otherThan(role);

/** A run of the matrix's driver (own) or the other driver (foreign) today, started, made once per driver. */
async function runOf(ownership: Ownership): Promise<string> {
  const who = ownership === 'own' ? driverId : otherDriverId;
  const day = melbourneDate(0);
  await t.db.insert(deliveryRuns).values({ day, driverId: who, startedAt: new Date() }).onConflictDoNothing();
  const [row] = await t.db
    .select({ id: deliveryRuns.id })
    .from(deliveryRuns)
    .where(and(eq(deliveryRuns.day, day), eq(deliveryRuns.driverId, who)));
  return row.id;
}
/** A stop of that run: a client's order given today and the run. */
async function stopOf(ownership: Ownership): Promise<{ run: string; order: string }> {
  const run = await runOf(ownership);
  const order = await makeOrder('client');
  await t.db
    .update(orders)
    .set({ confirmedDay: melbourneDate(0), runId: run, runPosition: 1 })
    .where(eq(orders.id, order));
  return { run, order };
}
/** An order of `owner` delivered with a signature and a photo (docs/product.md#delivery: the proof). */
async function makeProof(owner: Customer): Promise<{ order: string; step: string; photo: string }> {
  const { run, order } = await stopOf('own');
  await t.db
    .update(orders)
    .set({ ownerId: sql`(select id from users where email = ${EMAILS[owner]})` })
    .where(eq(orders.id, order));
  const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  const webp = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#806040' } })
    .webp()
    .toBuffer();
  const [step] = await t.db
    .insert(deliverySteps)
    .values({
      runId: run,
      orderId: order,
      idempotencyKey: `matrix-${(address += 1)}`,
      kind: 'delivered',
      lines: [],
      receiverName: 'Matrix',
      signature: png,
    })
    .returning({ id: deliverySteps.id });
  const [photo] = await t.db
    .insert(deliveryPhotos)
    .values({ stepId: step.id, position: 0, webp, width: 40, height: 20 })
    .returning({ id: deliveryPhotos.id });
  return { order, step: step.id, photo: photo.id };
}
/** A driver's own runs (docs/product.md#delivery): 401 anonymous, 403 every other role; another driver's run reads as missing. */
const driverOnly = (ok: number, call: Expectation['call'], owned = false): Expectation => ({
  owned,
  call,
  status: (role) => (role === 'anonymous' ? 401 : 403),
  driver: (ownership) => (ownership === 'own' ? ok : 404),
});
/**
 * A driver reaches nothing but its runs and its own session: what anonymous may call it may call
 * too (public pages), every route that needs a session answers it 403 (docs/product.md#delivery).
 */
const driverStatus = (e: Expectation, ownership: Ownership) => {
  if (e.driver) return e.driver(ownership);
  const anonymous = e.status('anonymous', ownership);
  return anonymous === 401 ? 403 : anonymous;
};
const expectedStatus = (e: Expectation, role: Role, ownership: Ownership) =>
  role === 'driver' ? driverStatus(e, ownership) : e.status(role, ownership);

const MATRIX: Record<string, Expectation> = {
  'GET /api/health': publicGet('/api/health'),
  'GET /api/ready': publicGet('/api/ready'),
  'GET /api/docs': publicGet('/api/docs'),
  'GET /api/docs/json': publicGet('/api/docs/json'),
  'GET /api/docs/yaml': publicGet('/api/docs/yaml'),
  'POST /api/auth/login': {
    owned: false,
    call: async (role) => ({
      url: '/api/auth/login',
      body: { email: EMAILS[role === 'anonymous' ? 'client' : role], password: 'boardwalk-demo' },
    }),
    status: () => 200,
  },
  'POST /api/auth/logout': { owned: false, call: async () => ({ url: '/api/auth/logout' }), status: () => 204 },
  'POST /api/auth/refresh': { ...signedIn(204, async () => ({ url: '/api/auth/refresh' })), driver: () => 204 },
  // Answers everyone 200: the user, or null for nobody.
  'POST /api/auth/session': { owned: false, call: async () => ({ url: '/api/auth/session' }), status: () => 200 },
  'GET /api/users/profile': { ...signedIn(200, async () => ({ url: '/api/users/profile' })), driver: () => 200 },
  'GET /api/inventory/board-config': publicGet('/api/inventory/board-config'),
  'GET /api/inventory/board-items': publicGet('/api/inventory/board-items'),
  'GET /api/inventory/board-types': publicGet('/api/inventory/board-types?brand=WoodEvo&range=HOME'),
  'GET /api/inventory/brands': publicGet('/api/inventory/brands'),
  'GET /api/inventory/items': publicGet('/api/inventory/items'),
  'GET /api/inventory/items/:id/image-url': publicGet(`/api/inventory/items/${BOARD_ITEM}/image-url`),
  'GET /api/inventory/hardware-items': publicGet('/api/inventory/hardware-items'),
  'GET /api/inventory/ranges': publicGet('/api/inventory/ranges?brand=WoodEvo'),
  'GET /api/inventory/colors': publicGet('/api/inventory/colors?brand=WoodEvo&range=HOME'),
  'GET /api/inventory/sizes': publicGet('/api/inventory/sizes?brand=WoodEvo&range=HOME&color=Barossa'),
  'GET /images/inventory/:file': publicGet(`/images/inventory/${BOARD_ITEM}.jpg`),
  'GET /images/catalogue/:file': {
    owned: false,
    call: async () => ({ url: `/images/catalogue/${await matrixPhoto()}-320.webp` }),
    status: () => 200,
  },
  'POST /api/projects': signedIn(201, async () => ({ url: '/api/projects', body: { name: 'Matrix project' } })),
  'GET /api/projects': signedIn(200, async () => ({ url: '/api/projects' })),
  'GET /api/projects/:id': ownerOnly(200, async (r, o) => ({ url: `/api/projects/${await makeProject(ownerOf(r, o))}` })),
  'PATCH /api/projects/:id': ownerOnly(200, async (r, o) => ({
    url: `/api/projects/${await makeProject(ownerOf(r, o))}`,
    body: { name: 'Renamed' },
  })),
  'DELETE /api/projects/:id': ownerOnly(204, async (r, o) => ({ url: `/api/projects/${await makeProject(ownerOf(r, o))}` })),
  'POST /api/orders': signedIn(201, async () => ({ url: '/api/orders', body: orderPayload() })),
  'GET /api/orders': signedIn(200, async () => ({ url: '/api/orders' })),
  'GET /api/orders/project/:id': ownerOnly(
    200,
    async (r, o) => {
      const owner = ownerOf(r, o);
      const project = await makeProject(owner);
      await makeOrder(owner, project);
      return { url: `/api/orders/project/${project}` };
    },
    true,
  ),
  'GET /api/orders/:id': ownerOnly(200, async (r, o) => ({ url: `/api/orders/${await makeOrder(ownerOf(r, o))}` }), true),
  'GET /api/orders/:id/pdf': ownerOnly(200, async (r, o) => ({ url: `/api/orders/${await makeOrder(ownerOf(r, o))}/pdf` }), true),
  'GET /api/orders/export.csv': adminOnly(200, async () => ({ url: '/api/orders/export.csv?status=pending&q=boardwalk' })),
  'GET /api/orders/:id/emails': ownerOnly(200, async (r, o) => ({ url: `/api/orders/${await makeOrder(ownerOf(r, o))}/emails` }), true),
  'PUT /api/orders/:id/status': {
    owned: true,
    call: async (r, o) => ({ url: `/api/orders/${await makeOrder(ownerOf(r, o))}/status`, body: { status: 'approved' } }),
    // Only admins change status, on any order; others are refused even on their own.
    status: (role) => (role === 'anonymous' ? 401 : role === 'admin' ? 200 : 403),
  },
  'GET /api/leads': adminOnly(200, async () => ({ url: '/api/leads?kind=enquiry' })),
  'GET /api/leads/:id': adminOnly(200, async () => ({ url: `/api/leads/${await makeLead()}` })),
  'PATCH /api/leads/:id': adminOnly(200, async () => ({ url: `/api/leads/${await makeLead()}`, body: { status: 'contacted' } })),
  'POST /api/leads/:id/notes': adminOnly(201, async () => ({ url: `/api/leads/${await makeLead()}/notes`, body: { text: 'Called back' } })),
  'GET /api/admin/overview': adminOnly(200, async () => ({ url: '/api/admin/overview' })),
  'GET /api/users': adminOnly(200, async () => ({ url: '/api/users?limit=5' })),
  'GET /api/users/audit-log': adminOnly(200, async () => ({ url: '/api/users/audit-log' })),
  'GET /api/catalogue/items': adminOnly(200, async () => ({ url: '/api/catalogue/items?kind=board&limit=5' })),
  'GET /api/catalogue/items/:itemId': adminOnly(200, async () => ({ url: `/api/catalogue/items/${BOARD_ITEM}` })),
  'GET /api/catalogue/items/:itemId/history': adminOnly(200, async () => ({ url: `/api/catalogue/items/${BOARD_ITEM}/history` })),
  'POST /api/catalogue/items': adminOnly(201, async () => ({
    url: '/api/catalogue/items',
    body: matrixHardware(`hw-matrix-${(address += 1)}`),
  })),
  'PUT /api/catalogue/items/:itemId': adminOnly(200, async () => ({
    url: '/api/catalogue/items/hw-matrix-fixed',
    body: { ...matrixHardware('hw-matrix-fixed'), priceCents: 1000 + (address += 1) },
  })),
  'POST /api/catalogue/items/:itemId/duplicate': adminOnly(201, async () => ({
    url: `/api/catalogue/items/${BOARD_ITEM}/duplicate`,
    body: { item_id: `matrix-copy-${(address += 1)}`, cf_board_colour: 'Matrix_Grey', name: 'Matrix copy' },
  })),
  'GET /api/catalogue/items/:itemId/photos': adminOnly(200, async () => ({ url: '/api/catalogue/items/hw-matrix-fixed/photos' })),
  'POST /api/catalogue/items/:itemId/photos': adminOnly(201, async () => ({
    url: '/api/catalogue/items/hw-matrix-fixed/photos',
    body: await matrixUpload(),
  })),
  'PUT /api/catalogue/items/:itemId/photos/:photoId/main': adminOnly(200, async () => ({
    url: `/api/catalogue/items/hw-matrix-fixed/photos/${await matrixPhoto()}/main`,
  })),
  'DELETE /api/catalogue/items/:itemId/photos/:photoId': adminOnly(200, async () => ({
    url: `/api/catalogue/items/hw-matrix-fixed/photos/${await matrixPhoto()}`,
  })),
  'GET /api/catalogue/items/:itemId/prices': adminOnly(200, async () => ({ url: `/api/catalogue/items/${BOARD_ITEM}/prices` })),
  'POST /api/catalogue/items/:itemId/prices': adminOnly(200, async () => ({
    url: '/api/catalogue/items/hw-matrix-fixed/prices',
    body: {
      priceCents: 2000 + (address += 1),
      effectiveAt: instantToMelbourneMinute(new Date(Date.now() + 86_400_000 + address * 60_000)),
    },
  })),
  'PUT /api/catalogue/items/:itemId/prices/:priceId': adminOnly(200, async () => ({
    url: `/api/catalogue/items/hw-matrix-fixed/prices/${await matrixScheduledPrice()}`,
    body: { priceCents: 3000 + (address += 1), effectiveAt: instantToMelbourneMinute(new Date(Date.now() + 2 * 86_400_000)) },
  })),
  'DELETE /api/catalogue/items/:itemId/prices/:priceId': adminOnly(200, async () => ({
    url: `/api/catalogue/items/hw-matrix-fixed/prices/${await matrixScheduledPrice()}`,
  })),
  'POST /api/catalogue/price-file/preview': adminOnly(200, async () => ({
    url: '/api/catalogue/price-file/preview',
    body: { csv: `${PRICE_FILE_COLUMNS.join(',')}\nhw-matrix-fixed,,,,,,,,,12.34,,\n` },
  })),
  'POST /api/catalogue/price-file/apply': adminOnly(200, async () => ({
    url: '/api/catalogue/price-file/apply',
    body: { csv: `${PRICE_FILE_COLUMNS.join(',')}\nhw-matrix-fixed,,,,,,,,,${40 + (address += 1)}.00,,\n` },
  })),
  'GET /api/catalogue/price-file': adminOnly(200, async () => ({ url: '/api/catalogue/price-file' })),
  'POST /api/users/invitations': adminOnly(201, async () => ({
    url: '/api/users/invitations',
    body: { email: `invited.${(address += 1)}@people.example`, role: 'installer' },
  })),
  'POST /api/users/:id/invitation': adminOnly(200, async () => ({ url: `/api/users/${await makeInvited()}/invitation` })),
  'PATCH /api/users/:id': adminOnly(200, async () => ({ url: `/api/users/${await makeInvited()}`, body: { role: 'installer' } })),
  'POST /api/auth/invitation': {
    owned: false,
    call: async () => ({ url: '/api/auth/invitation', body: { token: await makeLink('invitation') } }),
    status: () => 200,
  },
  'POST /api/auth/accept-invite': {
    owned: false,
    call: async () => ({ url: '/api/auth/accept-invite', body: { token: await makeLink('invitation'), password: 'matrix password' } }),
    status: () => 200,
  },
  'POST /api/auth/reset-password': {
    owned: false,
    call: async () => ({ url: '/api/auth/reset-password', body: { token: await makeLink('reset'), password: 'matrix password' } }),
    status: () => 200,
  },
  'POST /api/auth/forgot-password': {
    owned: false,
    call: async () => ({ url: '/api/auth/forgot-password', body: { email: `forgot.${(address += 1)}@people.example` } }),
    status: () => 202,
  },
  'POST /api/auth/signup': {
    owned: false,
    call: async () => ({
      url: '/api/auth/signup',
      body: { email: `signup.${(address += 1)}@people.example`, password: 'matrix password' },
    }),
    status: () => 202,
  },
  'POST /api/auth/verify-email': {
    owned: false,
    call: async () => ({ url: '/api/auth/verify-email', body: { token: await makeSignupLink(), password: SIGNUP_PASSWORD } }),
    status: () => 200,
  },
  'POST /api/contact': { owned: false, call: async () => ({ url: '/api/contact/', body: contactBody }), status: () => 201 },
  'POST /api/quotes': { owned: false, call: async () => ({ url: '/api/quotes', body: quoteBody }), status: () => 201 },
  'POST /quotes': { owned: false, call: async () => ({ url: '/quotes', body: quoteBody }), status: () => 201 },
  // Designs are their owner's alone: admins get no special access (docs/product.md#designs).
  'POST /api/designs': signedIn(201, async () => ({ url: '/api/designs', body: { name: 'Matrix design', drawing: designDrawing } })),
  'GET /api/designs': signedIn(200, async () => ({ url: '/api/designs' })),
  'GET /api/designs/:id': ownerOnly(200, async (r, o) => ({ url: `/api/designs/${await makeDesign(ownerOf(r, o))}` })),
  'GET /api/designs/:id/materials': ownerOnly(200, async (r, o) => ({ url: `/api/designs/${await makeDesign(ownerOf(r, o))}/materials` })),
  'GET /api/designs/:id/plan.pdf': ownerOnly(200, async (r, o) => ({ url: `/api/designs/${await makeDesign(ownerOf(r, o))}/plan.pdf` })),
  'PUT /api/designs/:id': ownerOnly(200, async (r, o) => ({
    url: `/api/designs/${await makeDesign(ownerOf(r, o))}`,
    body: { name: 'Renamed', drawing: designDrawing },
  })),
  'DELETE /api/designs/:id': ownerOnly(204, async (r, o) => ({ url: `/api/designs/${await makeDesign(ownerOf(r, o))}` })),
  'POST /api/designs/:id/share': ownerOnly(201, async (r, o) => ({ url: `/api/designs/${await makeDesign(ownerOf(r, o))}/share` })),
  'DELETE /api/designs/:id/share': ownerOnly(204, async (r, o) => ({ url: `/api/designs/${await makeDesign(ownerOf(r, o))}/share` })),
  'POST /api/shared-designs': {
    owned: false,
    call: async () => ({ url: '/api/shared-designs', body: { drawing: designDrawing } }),
    status: () => 201,
  },
  'GET /api/shared-designs/:token': {
    owned: false,
    call: async () => ({ url: `/api/shared-designs/${await makeShareToken()}` }),
    status: () => 200,
  },
  'GET /api/shared-designs/:token/plan.pdf': {
    owned: false,
    call: async () => ({ url: `/api/shared-designs/${await makeShareToken()}/plan.pdf` }),
    status: () => 200,
  },
  'POST /api/telemetry': { owned: false, call: async () => ({ url: '/api/telemetry', body: telemetryBody }), status: () => 204 },
  'GET /api/accounts': adminOnly(200, async () => ({ url: '/api/accounts?q=decking' })),
  'POST /api/accounts': adminOnly(201, async () => ({
    url: '/api/accounts',
    body: { name: 'Matrix Pty Ltd', billingEmail: 'a@matrix.example', tier: 'trade', terms: 'eom_30', creditLimitDollars: 100 },
  })),
  'GET /api/accounts/:id': adminOnly(200, async (r, o) => ({ url: `/api/accounts/${await companyOf(r, o)}` })),
  'PUT /api/accounts/:id': adminOnly(200, async (r, o) => ({
    url: `/api/accounts/${await companyOf(r, o)}`,
    body: {
      name: 'Renamed Pty Ltd',
      billingEmail: 'a@matrix.example',
      tier: 'retail',
      terms: 'pay_before_dispatch',
      creditLimitDollars: 0,
    },
  })),
  'GET /api/accounts/:id/members': companyOwner(200, async (r, o) => ({ url: `/api/accounts/${await companyOf(r, o)}/members` })),
  'POST /api/accounts/:id/members': companyOwner(201, async (r, o) => ({
    url: `/api/accounts/${await companyOf(r, o)}/members`,
    body: { email: `member.${(address += 1)}@people.example`, role: 'buyer' },
  })),
  'GET /api/accounts/:id/invitations': companyOwner(200, async (r, o) => ({ url: `/api/accounts/${await companyOf(r, o)}/invitations` })),
  'DELETE /api/accounts/:id/invitations/:invitationId': companyOwner(204, async (r, o) => {
    const company = await companyOf(r, o);
    return { url: `/api/accounts/${company}/invitations/${await makeInvitation(company)}` };
  }),
  // Invitations are answered only by the user of the address they name: nobody here, so 404 for all.
  'GET /api/me/invitations': signedIn(200, async () => ({ url: '/api/me/invitations' })),
  'POST /api/me/invitations/:id/accept': signedIn(404, async (r) => ({
    url: `/api/me/invitations/${await makeInvitation(await companyOf(r, 'foreign'))}/accept`,
    body: {},
  })),
  'POST /api/me/invitations/:id/decline': signedIn(404, async (r) => ({
    url: `/api/me/invitations/${await makeInvitation(await companyOf(r, 'foreign'))}/decline`,
    body: {},
  })),
  'PATCH /api/accounts/:id/members/:userId': companyOwner(200, async (r, o) => {
    const company = await companyOf(r, o);
    return { url: `/api/accounts/${company}/members/${await makeBuyer(company)}`, body: { role: 'owner' } };
  }),
  'DELETE /api/accounts/:id/members/:userId': companyOwner(204, async (r, o) => {
    const company = await companyOf(r, o);
    return { url: `/api/accounts/${company}/members/${await makeBuyer(company)}` };
  }),
  'GET /api/accounts/:id/prices': adminOnly(200, async (r, o) => ({ url: `/api/accounts/${await companyOf(r, o)}/prices` })),
  'PUT /api/accounts/:id/prices': adminOnly(200, async (r, o) => ({
    url: `/api/accounts/${await companyOf(r, o)}/prices`,
    body: { item_id: BOARD_ITEM, unitPriceCents: 5000 },
  })),
  'DELETE /api/accounts/:id/prices/:itemId': adminOnly(204, async (r, o) => {
    const company = await companyOf(r, o);
    await (await session('admin')).put(`/api/accounts/${company}/prices`, { item_id: BOARD_ITEM, unitPriceCents: 5000 });
    return { url: `/api/accounts/${company}/prices/${BOARD_ITEM}` };
  }),
  'GET /api/me/account': signedIn(200, async () => ({ url: '/api/me/account' })),
  // The statement (docs/product.md#trade-accounts): a company's member (the demo installer owns Southside) or a
  // customer with invoices, so the client and the admin get one first; without one it is 404 (that cell and
  // the other roles: tests/api/accountStatement.test.ts).
  'GET /api/me/account/statement': signedIn(200, async (role) => {
    if (role === 'client' || role === 'admin') await makeInvoice(role);
    return { url: '/api/me/account/statement?month=2026-11' };
  }),
  // Quotes (docs/product.md#quotes): staff routes are admin only; the customer's link needs no sign-in.
  'GET /api/quotes': adminOnly(200, async () => ({ url: '/api/quotes?status=draft' })),
  'GET /api/quotes/:id': adminOnly(200, async () => ({ url: `/api/quotes/${(await makeQuote()).id}` })),
  'PATCH /api/quotes/:id': adminOnly(200, async () => ({ url: `/api/quotes/${(await makeQuote()).id}`, body: { note: 'Matrix note' } })),
  'GET /api/quotes/:id/pdf': adminOnly(200, async () => ({ url: `/api/quotes/${(await makeQuote()).id}/pdf` })),
  'POST /api/quotes/:id/send': adminOnly(200, async () => ({ url: `/api/quotes/${(await makeQuote()).id}/send`, body: {} })),
  'POST /api/quotes/:id/revise': adminOnly(200, async () => ({ url: `/api/quotes/${(await makeQuote('sent')).id}/revise` })),
  'POST /api/quotes/:id/withdraw': adminOnly(200, async () => ({ url: `/api/quotes/${(await makeQuote()).id}/withdraw` })),
  'POST /api/leads/:id/quote': adminOnly(201, async () => ({ url: `/api/leads/${await makeLead()}/quote` })),
  'GET /api/public/quotes/:token': {
    owned: false,
    call: async () => ({ url: `/api/public/quotes/${(await makeQuote('sent')).token}` }),
    status: () => 200,
  },
  'GET /api/public/quotes/:token/days': {
    owned: false,
    call: async () => ({ url: `/api/public/quotes/${(await makeQuote('sent')).token}/days?method=delivery&from=2027-01-04&to=2027-01-31` }),
    status: () => 200,
  },
  'POST /api/public/quotes/:token/accept': {
    owned: false,
    call: async () => ({
      url: `/api/public/quotes/${(await makeQuote('sent')).token}/accept`,
      body: { method: 'pickup', preferredDate: offeredDay('pickup', 2), acceptTerms: true },
    }),
    status: () => 201,
  },
  'POST /api/public/quotes/:token/changes': {
    owned: false,
    call: async () => ({ url: `/api/public/quotes/${(await makeQuote('sent')).token}/changes`, body: { message: 'Grey instead?' } }),
    status: () => 201,
  },
  // Invoices (docs/product.md#trade-accounts): seen by their owner, their company's members and admins; payments by admins.
  'GET /api/invoices': signedIn(200, async () => ({ url: '/api/invoices?status=unpaid&overdue=false&q=INV' })),
  'GET /api/invoices/export.csv': adminOnly(200, async () => ({ url: '/api/invoices/export.csv?status=unpaid&overdue=false&q=INV' })),
  'GET /api/invoices/:id': ownerOnly(200, async (r, o) => ({ url: `/api/invoices/${await makeInvoice(ownerOf(r, o))}` }), true),
  'GET /api/invoices/:id/pdf': ownerOnly(200, async (r, o) => ({ url: `/api/invoices/${await makeInvoice(ownerOf(r, o))}/pdf` }), true),
  'POST /api/invoices/:id/payments': {
    owned: true,
    call: async (r, o) => ({
      url: `/api/invoices/${await makeInvoice(ownerOf(r, o))}/payments`,
      body: { amountCents: 100, date: melbourneDate(0), reference: 'Matrix' },
    }),
    // Only admins record payments, on any invoice; others are refused even on their own.
    status: (role) => (role === 'anonymous' ? 401 : role === 'admin' ? 201 : 403),
  },
  // Delivery (docs/product.md#delivery): the quote is public, the days need a session, scheduling is for admins.
  'GET /api/delivery/quote': publicGet('/api/delivery/quote?postcode=3191'),
  'GET /api/delivery/days': signedIn(200, async () => ({ url: '/api/delivery/days?method=delivery&from=2027-01-04&to=2027-01-31' })),
  'GET /api/delivery/to-schedule': adminOnly(200, async () => ({ url: '/api/delivery/to-schedule' })),
  'GET /api/delivery/run-sheet/:day': adminOnly(200, async () => ({ url: '/api/delivery/run-sheet/2027-01-12' })),
  'PUT /api/delivery/days/:day': adminOnly(200, async () => ({
    url: '/api/delivery/days/2027-01-13',
    body: { capacity: 6, closed: false },
  })),
  'PUT /api/delivery/orders/:id/day': adminOnly(200, async () => ({
    url: `/api/delivery/orders/${await makeOrder('client')}/day`,
    body: { day: earliestServiceDay('delivery', new Date(), victorianHoliday) },
  })),
  // The last mile (docs/product.md#delivery): staff build the runs; a driver reads and runs only its own.
  'GET /api/delivery/drivers': adminOnly(200, async () => ({ url: '/api/delivery/drivers' })),
  'GET /api/delivery/runs': adminOnly(200, async () => ({ url: '/api/delivery/runs?day=2027-01-12' })),
  'PUT /api/delivery/runs': adminOnly(200, async () => ({
    url: '/api/delivery/runs',
    body: { day: '2027-01-12', driverId, orderIds: [] },
  })),
  'GET /api/run': driverOnly(200, async () => ({ url: '/api/run' })),
  'GET /api/run/:id': driverOnly(200, async (_r, o) => ({ url: `/api/run/${await runOf(o)}` }), true),
  'POST /api/run/:id/start': driverOnly(
    200,
    async (_r, o) => ({ url: `/api/run/${await runOf(o)}/start`, body: { key: `start-${(address += 1)}` } }),
    true,
  ),
  'POST /api/run/:id/stops/:orderId/steps': driverOnly(
    200,
    async (_r, o) => {
      const { run, order } = await stopOf(o);
      return { url: `/api/run/${run}/stops/${order}/steps`, body: { kind: 'on_the_way', key: `step-${(address += 1)}` } };
    },
    true,
  ),
  'GET /api/orders/:id/delivery': ownerOnly(200, async (r, o) => ({ url: `/api/orders/${await makeOrder(ownerOf(r, o))}/delivery` }), true),
  'GET /api/orders/:id/delivery/proof.pdf': ownerOnly(
    200,
    async (r, o) => ({ url: `/api/orders/${(await makeProof(ownerOf(r, o))).order}/delivery/proof.pdf` }),
    true,
  ),
  'GET /api/orders/:id/delivery/photos/:photoId': ownerOnly(
    200,
    async (r, o) => {
      const proof = await makeProof(ownerOf(r, o));
      return { url: `/api/orders/${proof.order}/delivery/photos/${proof.photo}` };
    },
    true,
  ),
  'GET /api/orders/:id/delivery/steps/:stepId/signature': ownerOnly(
    200,
    async (r, o) => {
      const proof = await makeProof(ownerOf(r, o));
      return { url: `/api/orders/${proof.order}/delivery/steps/${proof.step}/signature` };
    },
    true,
  ),
  // Stock (docs/product.md#stock-and-samples): the labels are public, the warehouse's figures and changes for admins.
  'GET /api/availability': publicGet('/api/availability?items=we-home-grooved-barossa-5400:3,hw-woodevo-hidden-clips'),
  'GET /api/stock': adminOnly(200, async () => ({ url: '/api/stock?page=1' })),
  'GET /api/stock/export.csv': adminOnly(200, async () => ({ url: '/api/stock/export.csv' })),
  'GET /api/stock/back-orders': adminOnly(200, async () => ({ url: '/api/stock/back-orders' })),
  'GET /api/stock/items/:itemId': adminOnly(200, async () => ({ url: '/api/stock/items/we-home-grooved-barossa-5400' })),
  'POST /api/stock/goods-in': adminOnly(200, async () => ({
    url: '/api/stock/goods-in',
    body: { reference: 'MATRIX-1', lines: [{ itemId: 'hw-woodevo-hidden-clips', quantity: 1 }] },
  })),
  'POST /api/stock/expected': adminOnly(201, async () => ({
    url: '/api/stock/expected',
    body: { itemId: 'hw-woodevo-hidden-clips', quantity: 5, expectedOn: '2099-01-05', reference: 'MATRIX-2' },
  })),
  'POST /api/stock/adjustments': adminOnly(200, async () => ({
    url: '/api/stock/adjustments',
    body: { itemId: 'hw-woodevo-hidden-clips', kind: 'return', quantity: 1, reason: 'Matrix' },
  })),
  // Free samples (docs/product.md#stock-and-samples): the request is public, the list, stock and Mark posted for admins.
  'POST /api/samples': {
    owned: false,
    call: async () => {
      await t.db.execute(sql`
        insert into sample_stock (item_id, on_hand) values (${BOARD_ITEM}, 1000)
        on conflict (item_id) do update set on_hand = sample_stock.on_hand + 1000`);
      return { url: '/api/samples', body: sampleBody() };
    },
    status: () => 201,
  },
  'GET /api/samples': adminOnly(200, async () => ({ url: '/api/samples' })),
  'GET /api/samples/stock': adminOnly(200, async () => ({ url: '/api/samples/stock' })),
  'POST /api/samples/stock': adminOnly(200, async () => ({
    url: '/api/samples/stock',
    body: { itemId: BOARD_ITEM, quantity: 5, reference: 'SMP-1' },
  })),
  'POST /api/samples/:id/posted': adminOnly(200, async () => ({ url: `/api/samples/${await makeSampleRequest()}/posted` })),
};

describe('the route table', () => {
  it('every route the app serves has an access expectation (and no expectation names a missing route)', () => {
    expect(routeTable(t.app).map(routeKey).sort()).toEqual(Object.keys(MATRIX).sort());
  });
});

describe('access-control matrix: route x role x own/foreign', () => {
  const cells: [string, Role, Ownership][] = [];
  for (const [key, e] of Object.entries(MATRIX)) {
    for (const role of ROLES)
      for (const ownership of e.owned ? (['own', 'foreign'] as const) : (['own'] as const)) cells.push([key, role, ownership]);
  }

  it.each(cells)('%s as %s (%s)', async (key, role, ownership) => {
    const e = MATRIX[key];
    const method = key.split(' ')[0] as Method;
    const { url, body } = await e.call(role, ownership);
    const who = await session(role, freshSession(key));
    const res = await who.request(method, url, body === undefined ? {} : { body });
    // These end or replace the browser's session (accepting a link signs the browser in as its user).
    if (freshSession(key)) sessions.clear();
    const expected = expectedStatus(e, role, ownership);
    expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 200)}`).toBe(expected);
    if (expected >= 400) expect(res.json().message).toEqual(expect.any(String));
  });

  it('lists show only what is yours (admins: every order, listed and exported, but only their own projects and designs)', async () => {
    const clientProject = await makeProject('client');
    const installerProject = await makeProject('installer');
    const clientOrder = await makeOrder('client');
    const installerOrder = await makeOrder('installer');
    const ids = async (who: Client, url: string) => ((await who.get(url)).json() as { id: string }[]).map((x) => x.id);
    const [client, installer, admin] = [await session('client'), await session('installer'), await session('admin')];
    expect(await ids(client, '/api/projects')).toContain(clientProject);
    expect(await ids(client, '/api/projects')).not.toContain(installerProject);
    expect(await ids(installer, '/api/projects')).not.toContain(clientProject);
    expect(await ids(admin, '/api/projects')).not.toContain(clientProject);
    expect(await ids(client, '/api/orders')).toContain(clientOrder);
    expect(await ids(client, '/api/orders')).not.toContain(installerOrder);
    expect(await ids(installer, '/api/orders')).not.toContain(clientOrder);
    expect(await ids(admin, '/api/orders')).toEqual(expect.arrayContaining([clientOrder, installerOrder]));
    const exported = (await admin.get('/api/orders/export.csv')).body;
    expect(exported).toContain(clientOrder);
    expect(exported).toContain(installerOrder);
    const clientDesign = await makeDesign('client');
    expect(await ids(client, '/api/designs')).toContain(clientDesign);
    expect(await ids(installer, '/api/designs')).not.toContain(clientDesign);
    expect(await ids(admin, '/api/designs')).not.toContain(clientDesign);
  });
});

describe('CSRF on every state-changing route', () => {
  const stateChanging = () => Object.keys(MATRIX).filter((k) => !k.startsWith('GET '));
  const json = 'application/json';
  const attacks: [string, Record<string, string>, string | undefined, number][] = [
    ['a foreign Origin', { origin: 'https://evil.example', 'content-type': json }, undefined, 403],
    ['Origin: null (sandboxed frame)', { origin: 'null', 'content-type': json }, undefined, 403],
    ['a look-alike Origin', { origin: 'http://localhost.evil.example', 'content-type': json }, undefined, 403],
    ['another scheme of the same host', { origin: 'https://localhost', 'content-type': json }, undefined, 403],
    [
      'Sec-Fetch-Site: cross-site with our Origin',
      { origin: ORIGIN, 'sec-fetch-site': 'cross-site', 'content-type': json },
      undefined,
      403,
    ],
    ['a browser request with no Origin and no Referer', { 'sec-fetch-site': 'same-site', 'content-type': json }, undefined, 403],
    ['a foreign Referer and no Origin', { referer: 'https://evil.example/page', 'content-type': json }, undefined, 403],
    ['a text/plain body', { origin: ORIGIN, 'content-type': 'text/plain' }, 'text', 415],
    ['a form-encoded body', { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, 'form', 415],
    ['a multipart body', { origin: ORIGIN, 'content-type': 'multipart/form-data; boundary=x' }, 'multipart', 415],
  ];

  it('covers every POST, PUT, PATCH and DELETE of the route table', () => {
    const fromTable = routeTable(t.app)
      .filter((r) => r.method !== 'GET')
      .map(routeKey)
      .sort();
    expect(stateChanging().sort()).toEqual(fromTable);
    expect(fromTable.length).toBeGreaterThanOrEqual(12);
  });

  it.each(stateChanging())('%s: every cross-site shape is refused and nothing changes; same-origin JSON succeeds', async (key) => {
    const e = MATRIX[key];
    const method = key.split(' ')[0] as Method;
    const role = roleFor(e);
    const { url, body } = await e.call(role, 'own');
    const victim = await session(role, freshSession(key));
    const json = JSON.stringify(body ?? {});
    const raw: Record<string, string> = {
      text: json,
      form:
        Object.entries((body ?? {}) as Record<string, unknown>)
          .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
          .join('&') || 'a=1',
      multipart: `--x\r\nContent-Disposition: form-data; name="payload"\r\n\r\n${json}\r\n--x--\r\n`,
    };
    const before = await databaseFingerprint(t.db);
    for (const [label, headers, kind, status] of attacks) {
      // Straight through inject so the helper adds no Origin of its own; the victim's cookies ride along.
      const res = await t.app.inject({
        method,
        url,
        remoteAddress: nextAddress(),
        headers: { ...headers, cookie: victim.cookieHeader() },
        payload: kind ? raw[kind] : body === undefined ? undefined : json,
      });
      expect(res.statusCode, `${label}: ${res.body}`).toBe(status);
      expect(res.json().message).toEqual(expect.any(String));
      expect(res.headers['set-cookie'], label).toBeUndefined();
    }
    expect(await databaseFingerprint(t.db)).toEqual(before);
    const ok = await victim.request(method, url, body === undefined ? {} : { body });
    expect(ok.statusCode).toBe(expectedStatus(e, role, 'own'));
    if (freshSession(key)) sessions.clear();
  });
});

describe('no GET changes state', () => {
  /**
   * Every table's fingerprint, the throttle counters without the CPU pool's budgets: a PDF is a GET that
   * is charged its pool time (README "Security and reliability"), bookkeeping rather than state it changes.
   * Likewise the quote link's per-address count (a token guessed by GETs is throttled too).
   * (A quote link's first view records Viewed: the matrix's link is one already viewed.)
   */
  async function fingerprint() {
    const all = await databaseFingerprint(t.db);
    const counters = await t.db.execute(
      sql`select count(*)::text || ':' || coalesce(md5(string_agg(r::text, '|' order by r::text)), '') as f
          from rate_limits r where key not like 'cpu-ms:%' and key not like 'quote-link:%'`,
    );
    return { ...all, rate_limits: (counters.rows[0] as { f: string }).f };
  }

  it('GET and HEAD on every route, as every role, leave every table byte-for-byte unchanged (but the CPU pool time counted)', async () => {
    const gets = Object.keys(MATRIX).filter((k) => k.startsWith('GET '));
    // Resources first (their creation changes the database), then the snapshot.
    const calls: { role: Role; url: string }[] = [];
    for (const key of gets) for (const role of ROLES) calls.push({ role, url: (await MATRIX[key].call(role, 'own')).url });
    const browsers = new Map<Role, Client>();
    for (const role of ROLES) browsers.set(role, await session(role));
    const before = await fingerprint();
    for (const { role, url } of calls) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await t.app.inject({ method, url, headers: { origin: ORIGIN, cookie: browsers.get(role)!.cookieHeader() } });
        expect(res.statusCode, `${method} ${url} as ${role}`).toBeLessThan(500);
      }
    }
    expect(await fingerprint()).toEqual(before);
    expect(calls.length).toBe(gets.length * ROLES.length);
  });
});

describe('security headers', () => {
  function directives(csp: string): Map<string, string[]> {
    return new Map(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((d) => d[0])
        .map(([name, ...values]) => [name, values]),
    );
  }

  const samples: [string, () => Promise<{ headers: Record<string, unknown>; statusCode: number }>][] = [
    ['the landing page (HTML)', () => t.app.inject('/')],
    ['a deep SPA route (HTML)', () => t.app.inject('/app/orders')],
    ['an API read', () => t.app.inject('/api/inventory/brands')],
    ['an API 401', () => t.app.inject('/api/users/profile')],
    ['an API 404', () => t.app.inject('/api/nothing-here')],
    [
      'an API 400',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/contact',
          headers: { origin: ORIGIN, 'content-type': 'application/json' },
          payload: '{',
        }),
    ],
    ['an API 403', () => t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { origin: 'https://evil.example' } })],
    ['an image', () => t.app.inject(`/images/inventory/${BOARD_ITEM}.jpg`)],
  ];

  it.each(samples)('%s carries a strict CSP, nosniff, a referrer policy and no framing', async (_label, get) => {
    const res = await get();
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    const scripts = csp.get('script-src') ?? csp.get('default-src')!;
    for (const bad of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:']) expect(scripts).not.toContain(bad);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['referrer-policy'])).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
    // Plain HTTP: no HSTS (it is sent under HTTPS; see sessions.test.ts).
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('the built page needs no inline script (the CSP would block it)', async () => {
    const builtIndex = path.resolve('dist/index.html');
    const html = await fs.readFile(builtIndex, 'utf8').catch(() => null);
    if (html === null) return; // not built in this checkout: the e2e run builds and serves it
    for (const tag of html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? []) {
      expect(tag, 'an inline script in dist/index.html').toMatch(/\bsrc=/);
    }
    expect(html).not.toMatch(/\son[a-z]+=["']/i);
  });
});

describe('limits', () => {
  const THROTTLED_BEFORE_BODY = new Set([
    'POST /api/contact',
    'POST /api/quotes',
    'POST /quotes',
    'POST /api/samples',
    'POST /api/auth/signup',
    'POST /api/auth/verify-email',
    'POST /api/auth/invitation',
    'POST /api/auth/accept-invite',
    'POST /api/auth/reset-password',
    'POST /api/public/quotes/:token/accept',
    'POST /api/public/quotes/:token/changes',
  ]);
  const ownLimits: Record<string, number> = {
    'POST /api/run/:id/stops/:orderId/steps': STEP_BODY_LIMIT,
    'POST /api/catalogue/items/:itemId/photos': PHOTO_BODY_LIMIT,
    'POST /api/catalogue/price-file/preview': PRICE_FILE_BODY_LIMIT,
    'POST /api/catalogue/price-file/apply': PRICE_FILE_BODY_LIMIT,
  };
  it.each(Object.keys(MATRIX).filter((k) => !k.startsWith('GET ')))(
    '%s: a body over the size limit is 413 with a message and changes nothing',
    async (key) => {
      const method = key.split(' ')[0] as Method;
      const role = roleFor(MATRIX[key]);
      const { url } = await MATRIX[key].call(role, 'own');
      const who = await session(role, freshSession(key));
      const before = await databaseFingerprint(t.db);
      const res = await who.request(method, url, {
        headers: { 'content-type': 'application/json' },
        // A driver's step carries its photos (docs/product.md#delivery), a catalogue upload its photo
        // (docs/product.md#catalogue-photos), the manufacturer's price file its rows (docs/product.md#catalogue):
        // their limits are theirs, and past them is refused too.
        payload: JSON.stringify({ padding: 'x'.repeat(ownLimits[key] ?? 1024 * 1024) }),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toEqual(expect.any(String));
      const after = await databaseFingerprint(t.db);
      // A public form counts every attempt before its body is read, an oversize one too (README
      // "Security and reliability"): its throttle counter moves, nothing else does.
      if (THROTTLED_BEFORE_BODY.has(key)) {
        delete before.rate_limits;
        delete after.rate_limits;
      }
      expect(after).toEqual(before);
    },
  );

  const publicPosts: [string, string, unknown][] = [
    ['contact enquiries', '/api/contact', contactBody],
    ['quote requests', '/api/quotes', quoteBody],
    ['quote requests at the service root', '/quotes', quoteBody],
    ['telemetry', '/api/telemetry', telemetryBody],
    ['sign-ups', '/api/auth/signup', { email: 'throttled.signup@people.example', password: 'matrix password' }],
  ];
  it.each(publicPosts)(
    'public POST of %s from one address is throttled: 429 with Retry-After, nothing more stored',
    async (_label, url, body) => {
      const visitor = new Client(t.app, nextAddress());
      let accepted = 0;
      let res = await visitor.post(url, body);
      while (res.statusCode < 300 && accepted < 1000) {
        accepted += 1;
        res = await visitor.post(url, body);
      }
      expect(res.statusCode).toBe(429);
      expect(accepted).toBeGreaterThan(0);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json().message).toEqual(expect.any(String));
      const before = await databaseFingerprint(t.db);
      expect((await visitor.post(url, body)).statusCode).toBe(429);
      // Throttle counters move; business rows do not.
      const after = await databaseFingerprint(t.db);
      delete before.rate_limits;
      delete after.rate_limits;
      expect(after).toEqual(before);
      // Another address is unaffected.
      expect((await new Client(t.app, nextAddress()).post(url, body)).statusCode).toBeLessThan(300);
    },
  );
});

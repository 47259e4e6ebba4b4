// Reliability, company access (docs/product.md#trade-accounts; the trade accounts issue's "API, machines,
// tests"): every company-scoped route x the issue's six roles, against the records of one company A.
// Every member of a company sees all of its orders and invoices, its owners manage its members, admins
// see and manage every company; nobody outside the company sees its records, and a record not yours to
// see reads as missing (404), so ids reveal nothing. The tables below are that rule written out per route:
// role -> status, and for lists which of A's records each role finds in the answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { currentMonth } from '../../src/domain/accountBalance';
import { earliestServiceDay } from '../../src/domain/deliveryDays';
import { victorianHoliday } from '../../src/domain/victorianHolidays';
import { tradeAccount } from '../../src/domain/schemas/trade';
import sharp from 'sharp';
import {
  companyInvitations,
  deliveryPhotos,
  deliveryRuns,
  deliverySteps,
  invoices,
  orders,
  tradeAccountMembers,
  users,
} from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { pdfText } from '../support/pdfText';
import { tradeCompanies } from '../support/tradeCompany';
import { Client, DEMO, melbourneDate, signIn } from '../api/helpers';
import { orderPayload, routeKey, routeTable, type Method } from './support';

const WHO = ['anonymous', 'retail client', 'other company', 'buyer', 'owner', 'admin'] as const;
/** The issue's roles: buyer and owner are company A's; "other company" is the owner of company B. */
type Who = (typeof WHO)[number];
type Statuses = Record<Who, number>;

/** A's records a list may show, each found in an answer by a marker of its own (an id, a number, an e-mail). */
type Label = 'company A' | "buyer's order" | "owner's order" | 'invoice' | 'members' | 'price';

// The rules, as statuses per role (docs/product.md#trade-accounts, docs/product.md#api-conventions: ownership).
/** A's orders and invoices: every member of A and admins; anyone else finds nothing. */
const COMPANY_RECORD: Statuses = { anonymous: 401, 'retail client': 404, 'other company': 404, buyer: 200, owner: 200, admin: 200 };
/** A's member list: read like A's records. */
const MEMBERS_READ = COMPANY_RECORD;
/** A's members managed: A's owners and admins; a buyer is refused; outsiders find no company. */
const ownerManages = (ok: number): Statuses => ({
  anonymous: 401,
  'retail client': 404,
  'other company': 404,
  buyer: 403,
  owner: ok,
  admin: ok,
});
/** Staff work (status, payments, exports, accounts, prices, scheduling): admins alone. */
const adminOnly = (ok: number): Statuses => ({
  anonymous: 401,
  'retail client': 403,
  'other company': 403,
  buyer: 403,
  owner: 403,
  admin: ok,
});
/** Anyone signed in; what they get is scoped to them. */
const signedIn = (ok: number): Statuses => ({ anonymous: 401, 'retail client': ok, 'other company': ok, buyer: ok, owner: ok, admin: ok });
/** A project stays its owner's (docs/product.md#designs): its orders list is the owner's and admins'. */
const PERSONAL: Statuses = { anonymous: 401, 'retail client': 404, 'other company': 404, buyer: 404, owner: 200, admin: 200 };

const nobody: Record<Who, Label[]> = { anonymous: [], 'retail client': [], 'other company': [], buyer: [], owner: [], admin: [] };
const adminSees = (labels: Label[]): Record<Who, Label[]> => ({ ...nobody, admin: labels });

interface Call {
  url: string;
  body?: unknown;
}
interface Case {
  /** Tells two requests of one route apart (a filter, another path). */
  note?: string;
  /** The request of one cell (creating what it acts on, when it changes it). */
  call(who: Who): Promise<Call> | Call;
  status: Statuses;
  /** For lists and documents: which of `records` each role finds in a successful answer. */
  records?: Label[];
  sees?: Record<Who, Label[]>;
}

const PASSWORD = 'a company matrix password';
const BOARD_ITEM = 'we-home-grooved-barossa-5400';
const CLIPS_ITEM = 'hw-woodevo-hidden-clips';
const A_PRICE_CENTS = 4321;

let t: TestApp;
const sessions = new Map<Who, Client>();
let address = 0;
/** Company A's body, sent again unchanged by the admin's PUT. */
let aBody: Record<string, unknown>;
const A = {
  id: '',
  name: '',
  buyerOrder: '',
  ownerOrder: '',
  ownerProject: '',
  invoiceId: '',
  invoiceNumber: '',
  colleagueEmail: '',
  /** The buyer's order's delivery: the delivered step, its photo. */
  deliveryStep: '',
  deliveryPhoto: '',
};
let bId = '';
let seq = 0;
let companies: ReturnType<typeof tradeCompanies>;

const markers = (): Record<Label, string> => ({
  'company A': A.id,
  "buyer's order": A.buyerOrder,
  "owner's order": A.ownerOrder,
  invoice: A.invoiceNumber,
  // A third member who never signs in, so no caller's own e-mail stands for the list.
  members: A.colleagueEmail,
  price: BOARD_ITEM,
});

const who = (w: Who): Client => (w === 'anonymous' ? new Client(t.app, `198.51.100.${(address++ % 250) + 1}`) : sessions.get(w)!);
const admin = () => sessions.get('admin')!;

/** A user of company A who is only ever acted on (changed, removed). */
async function makeMember(accountId: string, email = `member.${(seq += 1)}@companymatrix.example`): Promise<string> {
  const [row] = await t.db.insert(users).values({ email, role: 'installer', invitedAt: new Date() }).returning({ id: users.id });
  await t.db.insert(tradeAccountMembers).values({ userId: row.id, accountId, role: 'buyer' });
  return row.id;
}

/** A pending invitation of the company to an address none of the callers holds: only that address's user may answer it. */
async function makeInvitation(accountId: string): Promise<string> {
  const [row] = await t.db
    .insert(companyInvitations)
    .values({
      accountId,
      email: `invited.${(seq += 1)}@companymatrix.example`,
      role: 'owner',
      invitedByEmail: DEMO.admin,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: companyInvitations.id });
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  sessions.set('admin', await signIn(t.app, DEMO.admin, undefined, '203.0.113.1'));
  sessions.set('retail client', await signIn(t.app, DEMO.client, undefined, '203.0.113.2'));
  companies = tradeCompanies(t, admin(), {
    name: 'Matrix Builders',
    domain: 'companymatrix.example',
    password: PASSWORD,
    firstAddress: 10,
  });

  aBody = {
    name: 'Matrix Builders A',
    abn: '51 824 753 556',
    billingEmail: 'accounts.a@companymatrix.example',
    addresses: [],
    tier: 'trade',
    terms: 'eom_30',
    creditLimitDollars: 100_000,
    poRequired: false,
  };
  const created = await admin().post('/api/accounts', aBody);
  expect(created.statusCode, created.body).toBe(201);
  Object.assign(A, { id: tradeAccount.parse(created.json()).id, name: aBody.name });
  const createdB = await admin().post('/api/accounts', {
    ...aBody,
    name: 'Matrix Builders B',
    billingEmail: 'accounts.b@companymatrix.example',
  });
  expect(createdB.statusCode, createdB.body).toBe(201);
  bId = createdB.json().id;

  sessions.set('owner', (await companies.member(A.id, 'owner')).client);
  sessions.set('buyer', (await companies.member(A.id, 'buyer')).client);
  sessions.set('other company', (await companies.member(bId, 'owner')).client);
  A.colleagueEmail = `colleague@companymatrix.example`;
  await makeMember(A.id, A.colleagueEmail);
  expect((await admin().put(`/api/accounts/${A.id}/prices`, { item_id: BOARD_ITEM, unitPriceCents: A_PRICE_CENTS })).statusCode).toBe(200);

  // The owner's order, under a project of theirs; the buyer's, dispatched, so it has A's invoice.
  const project = await sessions.get('owner')!.post('/api/projects', { name: 'Matrix owner project' });
  expect(project.statusCode, project.body).toBe(201);
  A.ownerProject = project.json().id;
  const ownerOrder = await sessions.get('owner')!.post('/api/orders', orderPayload(new Date(), { project: A.ownerProject }));
  expect(ownerOrder.statusCode, ownerOrder.body).toBe(201);
  A.ownerOrder = ownerOrder.json().id;
  const buyerOrder = await sessions.get('buyer')!.post('/api/orders', orderPayload(new Date(), { poReference: 'MATRIX-PO-1' }));
  expect(buyerOrder.statusCode, buyerOrder.body).toBe(201);
  A.buyerOrder = buyerOrder.json().id;
  for (const status of ['approved', 'dispatched'])
    expect((await admin().put(`/api/orders/${A.buyerOrder}/status`, { status })).statusCode).toBe(200);
  const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, A.buyerOrder));
  A.invoiceId = invoice.id;
  A.invoiceNumber = `INV-${String(invoice.sequence).padStart(6, '0')}`;
  await deliverBuyersOrder();
});

/**
 * The buyer's order delivered, as a driver's step leaves it stored (a receiver, a signature, a photo),
 * so its proof's routes have something to refuse or show. Recording steps is tests/api/runs.test.ts's.
 */
async function deliverBuyersOrder() {
  const [driver] = await t.db.insert(users).values({ email: 'driver@companymatrix.example', role: 'driver' }).returning({ id: users.id });
  const [run] = await t.db
    .insert(deliveryRuns)
    .values({ day: melbourneDate(0), driverId: driver.id, startedAt: new Date() })
    .returning({ id: deliveryRuns.id });
  const image = (format: 'png' | 'webp') =>
    sharp({ create: { width: 64, height: 32, channels: 3, background: '#6b4f3a' } })
      .toFormat(format)
      .toBuffer();
  const [step] = await t.db
    .insert(deliverySteps)
    .values({
      runId: run.id,
      orderId: A.buyerOrder,
      idempotencyKey: 'matrix-delivered-1',
      kind: 'delivered',
      lines: [],
      receiverName: 'Matrix Receiver',
      signature: await image('png'),
    })
    .returning({ id: deliverySteps.id });
  const [photo] = await t.db
    .insert(deliveryPhotos)
    .values({ stepId: step.id, position: 0, webp: await image('webp'), width: 64, height: 32 })
    .returning({ id: deliveryPhotos.id });
  await t.db.update(orders).set({ deliveryStatus: 'delivered' }).where(eq(orders.id, A.buyerOrder));
  Object.assign(A, { deliveryStep: step.id, deliveryPhoto: photo.id });
}
afterAll(async () => {
  await t?.close();
});

/** A's price of the clips for an admin to remove (the board's price stays, for the reads). */
async function clipsPrice(): Promise<Call> {
  expect((await admin().put(`/api/accounts/${A.id}/prices`, { item_id: CLIPS_ITEM, unitPriceCents: 1234 })).statusCode).toBe(200);
  return { url: `/api/accounts/${A.id}/prices/${CLIPS_ITEM}` };
}

const ALL_ORDERS_OF_A: Record<Who, Label[]> = {
  ...nobody,
  buyer: ["buyer's order", "owner's order"],
  owner: ["buyer's order", "owner's order"],
  admin: ["buyer's order", "owner's order"],
};
const A_MEMBERS_AND_ADMIN = (labels: Label[]): Record<Who, Label[]> => ({ ...nobody, buyer: labels, owner: labels, admin: labels });

/** Every company-scoped route: those under these paths, and the staff's scheduling of orders. */
const COMPANY_PATHS = ['/api/orders', '/api/invoices', '/api/accounts', '/api/me/account', '/api/me/invitations'];
const ALSO_COMPANY_SCOPED = ['GET /api/delivery/to-schedule', 'GET /api/delivery/run-sheet/:day', 'PUT /api/delivery/orders/:id/day'];

const TABLE: Record<string, Case | Case[]> = {
  // Orders (My Orders gains Placed by and a filter for one's own): each member sees all of A's.
  'POST /api/orders': { call: () => ({ url: '/api/orders', body: orderPayload() }), status: signedIn(201) },
  'GET /api/orders': [
    {
      call: () => ({ url: '/api/orders' }),
      status: signedIn(200),
      records: ["buyer's order", "owner's order"],
      sees: ALL_ORDERS_OF_A,
    },
    {
      note: 'mine',
      call: () => ({ url: '/api/orders?mine=true' }),
      status: signedIn(200),
      records: ["buyer's order", "owner's order"],
      sees: { ...nobody, buyer: ["buyer's order"], owner: ["owner's order"] },
    },
    {
      note: "searching for A's PO reference",
      call: () => ({ url: '/api/orders?q=MATRIX-PO-1' }),
      status: signedIn(200),
      records: ["buyer's order"],
      sees: A_MEMBERS_AND_ADMIN(["buyer's order"]),
    },
  ],
  'GET /api/orders/export.csv': {
    call: () => ({ url: '/api/orders/export.csv' }),
    status: adminOnly(200),
    records: ["buyer's order", "owner's order"],
    sees: adminSees(["buyer's order", "owner's order"]),
  },
  'GET /api/orders/project/:id': {
    call: () => ({ url: `/api/orders/project/${A.ownerProject}` }),
    status: PERSONAL,
    records: ["owner's order"],
    sees: { ...nobody, owner: ["owner's order"], admin: ["owner's order"] },
  },
  'GET /api/orders/:id': [
    { note: "the buyer's", call: () => ({ url: `/api/orders/${A.buyerOrder}` }), status: COMPANY_RECORD },
    { note: "the owner's", call: () => ({ url: `/api/orders/${A.ownerOrder}` }), status: COMPANY_RECORD },
  ],
  'GET /api/orders/:id/pdf': { call: () => ({ url: `/api/orders/${A.ownerOrder}/pdf` }), status: COMPANY_RECORD },
  'GET /api/orders/:id/emails': { call: () => ({ url: `/api/orders/${A.buyerOrder}/emails` }), status: COMPANY_RECORD },
  // The order's delivery and its proof (docs/product.md#delivery): whoever may see the order.
  'GET /api/orders/:id/delivery': { call: () => ({ url: `/api/orders/${A.buyerOrder}/delivery` }), status: COMPANY_RECORD },
  'GET /api/orders/:id/delivery/photos/:photoId': {
    call: () => ({ url: `/api/orders/${A.buyerOrder}/delivery/photos/${A.deliveryPhoto}` }),
    status: COMPANY_RECORD,
  },
  'GET /api/orders/:id/delivery/steps/:stepId/signature': {
    call: () => ({ url: `/api/orders/${A.buyerOrder}/delivery/steps/${A.deliveryStep}/signature` }),
    status: COMPANY_RECORD,
  },
  'GET /api/orders/:id/delivery/proof.pdf': {
    call: () => ({ url: `/api/orders/${A.buyerOrder}/delivery/proof.pdf` }),
    status: COMPANY_RECORD,
    records: ["buyer's order"],
    sees: A_MEMBERS_AND_ADMIN(["buyer's order"]),
  },
  'PUT /api/orders/:id/status': {
    call: () => ({ url: `/api/orders/${A.ownerOrder}/status`, body: { status: 'approved' } }),
    status: adminOnly(200),
  },
  'GET /api/delivery/to-schedule': {
    call: () => ({ url: '/api/delivery/to-schedule' }),
    status: adminOnly(200),
    records: ["owner's order"],
    sees: adminSees(["owner's order"]),
  },
  'GET /api/delivery/run-sheet/:day': { call: () => ({ url: `/api/delivery/run-sheet/${melbourneDate(2)}` }), status: adminOnly(200) },
  'PUT /api/delivery/orders/:id/day': {
    call: () => ({
      url: `/api/delivery/orders/${A.ownerOrder}/day`,
      body: { day: earliestServiceDay('delivery', new Date(), victorianHoliday) },
    }),
    status: adminOnly(200),
  },

  // Invoices: A's members see A's, whoever placed the order; the company filter widens nothing.
  'GET /api/invoices': [
    { call: () => ({ url: '/api/invoices' }), status: signedIn(200), records: ['invoice'], sees: A_MEMBERS_AND_ADMIN(['invoice']) },
    {
      note: "filtered by A's id",
      call: () => ({ url: `/api/invoices?company=${A.id}` }),
      status: signedIn(200),
      records: ['invoice'],
      sees: A_MEMBERS_AND_ADMIN(['invoice']),
    },
  ],
  'GET /api/invoices/export.csv': {
    call: () => ({ url: `/api/invoices/export.csv?company=${A.id}` }),
    status: adminOnly(200),
    records: ['invoice'],
    sees: adminSees(['invoice']),
  },
  'GET /api/invoices/:id': {
    call: () => ({ url: `/api/invoices/${A.invoiceId}` }),
    status: COMPANY_RECORD,
    records: ['invoice'],
    sees: A_MEMBERS_AND_ADMIN(['invoice']),
  },
  'GET /api/invoices/:id/pdf': {
    call: () => ({ url: `/api/invoices/${A.invoiceId}/pdf` }),
    status: COMPANY_RECORD,
    records: ['invoice'],
    sees: A_MEMBERS_AND_ADMIN(['invoice']),
  },
  'POST /api/invoices/:id/payments': {
    call: () => ({ url: `/api/invoices/${A.invoiceId}/payments`, body: { amountCents: 1, date: melbourneDate(0), reference: 'Matrix' } }),
    status: adminOnly(201),
  },

  // Companies, their members and prices.
  'GET /api/accounts': {
    call: () => ({ url: `/api/accounts?q=${encodeURIComponent(A.name)}` }),
    status: adminOnly(200),
    records: ['company A'],
    sees: adminSees(['company A']),
  },
  'POST /api/accounts': {
    call: () => ({ url: '/api/accounts', body: { ...aBody, name: `Matrix Builders ${(seq += 1)}` } }),
    status: adminOnly(201),
  },
  'GET /api/accounts/:id': { call: () => ({ url: `/api/accounts/${A.id}` }), status: adminOnly(200) },
  'PUT /api/accounts/:id': { call: () => ({ url: `/api/accounts/${A.id}`, body: aBody }), status: adminOnly(200) },
  'GET /api/accounts/:id/members': [
    {
      call: () => ({ url: `/api/accounts/${A.id}/members` }),
      status: MEMBERS_READ,
      records: ['members'],
      sees: A_MEMBERS_AND_ADMIN(['members']),
    },
  ],
  'POST /api/accounts/:id/members': {
    call: () => ({ url: `/api/accounts/${A.id}/members`, body: { email: `added.${(seq += 1)}@companymatrix.example`, role: 'buyer' } }),
    status: ownerManages(201),
  },
  'PATCH /api/accounts/:id/members/:userId': [
    {
      call: async () => ({ url: `/api/accounts/${A.id}/members/${await makeMember(A.id)}`, body: { role: 'owner' } }),
      status: ownerManages(200),
    },
    {
      // B's owner manages B, not A's members through B's path.
      note: "an A member through B's path",
      call: async () => ({ url: `/api/accounts/${bId}/members/${await makeMember(A.id)}`, body: { role: 'owner' } }),
      status: { anonymous: 401, 'retail client': 404, 'other company': 404, buyer: 404, owner: 404, admin: 404 },
    },
  ],
  'DELETE /api/accounts/:id/members/:userId': [
    { call: async () => ({ url: `/api/accounts/${A.id}/members/${await makeMember(A.id)}` }), status: ownerManages(204) },
    {
      note: "an A member through B's path",
      call: async () => ({ url: `/api/accounts/${bId}/members/${await makeMember(A.id)}` }),
      status: { anonymous: 401, 'retail client': 404, 'other company': 404, buyer: 404, owner: 404, admin: 404 },
    },
  ],
  // A's pending invitations: read like its members, cancelled by its owners; an invitation is answered
  // only by the user of the address it names (nobody here: every caller finds nothing, admins too).
  'GET /api/accounts/:id/invitations': { call: () => ({ url: `/api/accounts/${A.id}/invitations` }), status: MEMBERS_READ },
  'DELETE /api/accounts/:id/invitations/:invitationId': [
    { call: async () => ({ url: `/api/accounts/${A.id}/invitations/${await makeInvitation(A.id)}` }), status: ownerManages(204) },
    {
      note: "an A invitation through B's path",
      call: async () => ({ url: `/api/accounts/${bId}/invitations/${await makeInvitation(A.id)}` }),
      status: { anonymous: 401, 'retail client': 404, 'other company': 404, buyer: 404, owner: 404, admin: 404 },
    },
  ],
  'GET /api/me/invitations': { call: () => ({ url: '/api/me/invitations' }), status: signedIn(200) },
  'POST /api/me/invitations/:id/accept': {
    call: async () => ({ url: `/api/me/invitations/${await makeInvitation(A.id)}/accept`, body: {} }),
    status: { ...signedIn(404), anonymous: 401 },
  },
  'POST /api/me/invitations/:id/decline': {
    call: async () => ({ url: `/api/me/invitations/${await makeInvitation(A.id)}/decline`, body: {} }),
    status: { ...signedIn(404), anonymous: 401 },
  },
  // A's prices are set by admins; members read them as their own pricing on /api/me/account.
  'GET /api/accounts/:id/prices': {
    call: () => ({ url: `/api/accounts/${A.id}/prices` }),
    status: adminOnly(200),
    records: ['price'],
    sees: adminSees(['price']),
  },
  'PUT /api/accounts/:id/prices': {
    call: () => ({ url: `/api/accounts/${A.id}/prices`, body: { item_id: BOARD_ITEM, unitPriceCents: A_PRICE_CENTS } }),
    status: adminOnly(200),
  },
  'DELETE /api/accounts/:id/prices/:itemId': { call: clipsPrice, status: adminOnly(204) },

  // The caller's own account: a member's shows the company, its members and its prices; the statement
  // is the company's for a member (even one without invoices), else the caller's own invoices (none: 404).
  'GET /api/me/account': {
    call: () => ({ url: '/api/me/account' }),
    status: signedIn(200),
    records: ['company A', 'members', 'price'],
    sees: { ...nobody, buyer: ['company A', 'members', 'price'], owner: ['company A', 'members', 'price'] },
  },
  'GET /api/me/account/statement': {
    call: () => ({ url: `/api/me/account/statement?month=${currentMonth()}` }),
    status: { anonymous: 401, 'retail client': 404, 'other company': 200, buyer: 200, owner: 200, admin: 404 },
    records: ['invoice'],
    sees: { ...nobody, buyer: ['invoice'], owner: ['invoice'] },
  },
};

/** What a person reads in an answer: a PDF's text, else the body as sent. */
async function readable(res: LightMyRequestResponse): Promise<string> {
  if (String(res.headers['content-type']).startsWith('application/pdf')) return (await pdfText(res.rawPayload)).join('\n');
  return res.body;
}

describe('company access: the route table', () => {
  it('every company-scoped route the app serves has a row (and no row names a missing route)', () => {
    const table = routeTable(t.app).map(routeKey);
    const scoped = table.filter((key) => COMPANY_PATHS.some((p) => key.split(' ')[1].startsWith(p)));
    for (const key of ALSO_COMPANY_SCOPED) expect(table).toContain(key);
    expect(Object.keys(TABLE).sort()).toEqual([...scoped, ...ALSO_COMPANY_SCOPED].sort());
  });
});

describe('company access: route x anonymous / retail client / member of another company / buyer / owner / admin', () => {
  it.each(Object.keys(TABLE))('%s', async (key) => {
    const method = key.split(' ')[0] as Method;
    const cases = [TABLE[key]].flat();
    for (const c of cases) {
      for (const role of WHO) {
        const { url, body } = await c.call(role);
        const res = await who(role).request(method, url, body === undefined ? {} : { body });
        const cell = `${key}${c.note ? ` (${c.note})` : ''} as ${role}`;
        expect(res.statusCode, `${cell}: ${res.body.slice(0, 200)}`).toBe(c.status[role]);
        if (res.statusCode >= 400) expect(res.json().message, cell).toEqual(expect.any(String));
        if (!c.records || res.statusCode >= 400) continue;
        const text = await readable(res);
        const found = c.records.filter((label) => text.includes(markers()[label]));
        expect(found, `${cell}: which of A's records it shows`).toEqual(c.records.filter((label) => c.sees![role].includes(label)));
      }
    }
  });
});

describe('company access: leaving the company', () => {
  it("a member removed from A is outside it: A's other records read as missing, their own order stays theirs and A's", async () => {
    const leaver = (await companies.member(A.id, 'buyer')).client;
    const placed = await leaver.post('/api/orders', orderPayload());
    expect(placed.statusCode, placed.body).toBe(201);
    const own = placed.json().id as string;
    const me = (await leaver.get('/api/me/account')).json();
    expect(me.company?.id).toBe(A.id);
    expect((await leaver.get(`/api/orders/${A.ownerOrder}`)).statusCode).toBe(200);

    const owner = sessions.get('owner')!;
    expect((await owner.delete(`/api/accounts/${A.id}/members/${me.user.id}`)).statusCode).toBe(204);

    for (const url of [`/api/orders/${A.ownerOrder}`, `/api/invoices/${A.invoiceId}`, `/api/accounts/${A.id}/members`])
      expect((await leaver.get(url)).statusCode, url).toBe(404);
    expect((await leaver.get('/api/me/account')).json()).toMatchObject({ company: null, companyRole: null, members: [] });
    const listed = ((await leaver.get('/api/orders')).json() as { id: string }[]).map((o) => o.id);
    expect(listed).toContain(own);
    expect(listed).not.toContain(A.ownerOrder);
    expect(listed).not.toContain(A.buyerOrder);
    // The order was placed on A's account, so it stays among A's records.
    expect((await owner.get(`/api/orders/${own}`)).statusCode).toBe(200);
  });
});

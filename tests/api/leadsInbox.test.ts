// The staff inbox over the real database: admins only (401 anonymous, 403 other roles), both tabs
// paged by keyset with no row twice or missed (a property over random lead sets and page sizes), the
// status filter and search with LIKE's wildcards taken literally, every field of both quote variants
// and of an enquiry, status changes with their history, and notes.
import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_STATUS_VALUES, type LeadKind, type LeadStatus } from '../../src/domain/leads';
import { enquiryLeadDetail, storedLeadList, leadNote, quoteLeadDetail, type LeadSummary } from '../../src/domain/schemas/leadsInbox';
import { contactRequests, notifications, quoteRequests } from '../../src/server/db/schema';
import { encodeCursor } from '../../src/server/services/keyset';
import { createTestApp, type TestApp } from '../support/app';
import { Client, DEMO, signIn } from './helpers';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const HOME_ITEM = 'we-home-grooved-barossa-5400';
const MILLBOARD_ITEM = 'mb-enhanced-grain-grooved-antique-oak-5400';

let t: TestApp;
let admin: Client;
let client: Client;
let installer: Client;
let address = 0;
const visitor = () => new Client(t.app, `192.0.2.${(address += 1)}`);

beforeAll(async () => {
  t = await createTestApp();
  [admin, client, installer] = await Promise.all([signIn(t.app, DEMO.admin), signIn(t.app, DEMO.client), signIn(t.app, DEMO.installer)]);
});
afterAll(async () => {
  await t?.close();
});

const calculatorQuote = {
  fullName: 'Casey Calculator',
  email: 'casey@example.com',
  phone: '0412 345 678',
  suburb: 'Brighton',
  projectTimeframe: '1-3-months',
  needInstaller: true,
  shapes: [
    {
      id: 'l-shape',
      width: 6000,
      height: 4000,
      x: 0,
      y: 0,
      points: [
        { x: 0, y: 0 },
        { x: 6000, y: 0 },
        { x: 6000, y: 2000 },
        { x: 3000, y: 2000 },
        { x: 3000, y: 4000 },
        { x: 0, y: 4000 },
      ],
    },
    { id: 'box', width: 2000, height: 1000, x: 7000, y: 0 },
  ],
  woodevoHomeItemId: HOME_ITEM,
  woodevoAdvancedItemId: null,
  millboardItemId: MILLBOARD_ITEM,
  boardBrand: 'Mixed brands',
  deckAreaSqMeters: 20,
  boardsRequired: 29,
  clipBoxesNeeded: 3,
};

const fullQuote = {
  fullName: 'Frankie Form',
  email: 'frankie@example.com',
  phone: '0499 999 999',
  suburb: 'Geelong',
  projectTimeframe: 'within-1-month',
  needInstaller: false,
  boardBrand: 'MillBoard',
  boardColor: 'Antique Oak',
  selectedItems: [{ item_id: HOME_ITEM, name: 'WoodEvo HOME Barossa' }, 'Golden Oak'],
  deckAreaSqMeters: 12.5,
  calculationDetails: 'Area 12.5 m2, front porch',
};

const enquiry = {
  name: 'Eddie Enquirer',
  email: 'eddie@example.com',
  phone: '0400 111 222',
  projectType: 'deck-replacement',
  timeline: 'just-planning',
  message: 'Can you <b>replace</b> my deck?',
  newsletter: true,
};

async function send(url: string, body: object): Promise<string> {
  const res = await visitor().post(url, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const ids: { calculator: string; full: string; enquiry: string } = { calculator: '', full: '', enquiry: '' };
beforeAll(async () => {
  ids.calculator = await send('/quotes', calculatorQuote);
  ids.full = await send('/api/quotes', fullQuote);
  ids.enquiry = await send('/api/contact', enquiry);
});

const routes = (id: string): [string, string, object | undefined][] => [
  ['GET', '/api/leads', undefined],
  ['GET', `/api/leads/${id}`, undefined],
  ['PATCH', `/api/leads/${id}`, { status: 'contacted' }],
  ['POST', `/api/leads/${id}/notes`, { text: 'Called back' }],
];

describe('who may use the inbox', () => {
  it('anonymous visitors get 401; clients and installers 403; nothing changes', async () => {
    for (const [method, url, body] of routes(ids.enquiry)) {
      const anonymous = await visitor().request(method as 'GET', url, body ? { body } : {});
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      for (const who of [client, installer]) {
        const res = await who.request(method as 'GET', url, body ? { body } : {});
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({ message: 'Only an admin can see and work leads' });
      }
    }
    const detail = enquiryLeadDetail.parse((await admin.get(`/api/leads/${ids.enquiry}`)).json());
    expect(detail.status).toBe('new');
    expect(detail.notes).toEqual([]);
    expect(detail.history).toHaveLength(1);
  });

  it('an unknown or malformed id is 404 on every lead route', async () => {
    for (const id of [MISSING_ID, 'nope', '1', `${MISSING_ID}x`]) {
      for (const [method, url, body] of routes(id).slice(1)) {
        const res = await admin.request(method as 'GET', url, body ? { body } : {});
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toEqual({ message: 'Lead not found' });
      }
    }
  });
});

describe('the list', () => {
  it('quote requests by default, newest first, with area and boards, not cacheable', async () => {
    const res = await admin.get('/api/leads');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-next-cursor']).toBeUndefined();
    const list = storedLeadList.parse(res.json());
    expect(list.map((l) => l.id)).toEqual([ids.full, ids.calculator]);
    expect(list[1]).toEqual({
      id: ids.calculator,
      kind: 'quote',
      status: 'new',
      receivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      name: 'Casey Calculator',
      email: 'casey@example.com',
      phone: '0412 345 678',
      suburb: 'Brighton',
      projectType: null,
      deckAreaSqMeters: 20,
      boardsRequired: 29,
    });
    // The full form left boardsRequired out: the server's own figure (12.5 m2 x 1.6 Millboard boards, rounded up).
    expect(list[0]).toMatchObject({ name: 'Frankie Form', deckAreaSqMeters: 12.5, boardsRequired: 20 });
  });

  it('enquiries with their project type and no quote figures', async () => {
    const list = storedLeadList.parse((await admin.get('/api/leads', { query: { kind: 'enquiry' } })).json());
    expect(list).toEqual([
      {
        id: ids.enquiry,
        kind: 'enquiry',
        status: 'new',
        receivedAt: expect.any(String),
        name: 'Eddie Enquirer',
        email: 'eddie@example.com',
        phone: '0400 111 222',
        suburb: null,
        projectType: 'deck-replacement',
        deckAreaSqMeters: null,
        boardsRequired: null,
      },
    ]);
  });

  it.each([
    [{ kind: 'order' }, 'kind must be one of: quote, enquiry, sample'],
    [{ status: 'open' }, 'status must be one of: new, contacted, quoted, won, lost, requested, posted'],
    [{ limit: '0' }, 'limit must be at least 1'],
    [{ limit: '101' }, 'limit must be at most 100'],
    [{ limit: 'ten' }, 'limit must be a number'],
    [{ q: 'x'.repeat(201) }, 'q must be at most 200 characters'],
    [{ q: 'a\u0000b' }, 'q must not contain control characters'],
    [{ cursor: 'garbage' }, 'cursor is not valid'],
    [{ cursor: encodeCursor('2026-02-30T10:00:00.000000Z', MISSING_ID) }, 'cursor is not valid'],
    [{ cursor: encodeCursor('2026-11-21T24:00:00.000000Z', MISSING_ID) }, 'cursor is not valid'],
  ])('bad query %j is 400 with its message', async (query, message) => {
    const res = await admin.get('/api/leads', { query });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('status "all" or empty means every status', async () => {
    for (const status of ['all', '']) {
      const list = storedLeadList.parse((await admin.get('/api/leads', { query: { status } })).json());
      expect(list).toHaveLength(2);
    }
  });
});

describe('search', () => {
  const people = [
    { fullName: 'Ava 100% Natural', email: 'ava@example.com', phone: '0411 000 001', suburb: 'St Kilda' },
    { fullName: 'Ben Under_Score', email: 'ben_u@example.com', phone: '0411 000 002', suburb: 'Richmond' },
    { fullName: 'Cleo Back\\Slash', email: 'cleo@example.net', phone: '0411 000 003', suburb: 'Fitzroy' },
    { fullName: 'Dan Plain', email: 'dan@example.org', phone: '0488 777 666', suburb: 'Carlton North' },
  ];
  let byName: Map<string, string>;
  beforeAll(async () => {
    byName = new Map();
    for (const p of people) byName.set(p.fullName, await send('/api/quotes', { ...fullQuote, ...p }));
  });
  const search = async (q: string, kind: LeadKind = 'quote') =>
    storedLeadList.parse((await admin.get('/api/leads', { query: { kind, q } })).json()).map((l) => l.name);

  it('matches name, email, phone and suburb anywhere, ignoring case', async () => {
    expect(await search('plain')).toEqual(['Dan Plain']);
    expect(await search('EXAMPLE.ORG')).toEqual(['Dan Plain']);
    expect(await search('777 6')).toEqual(['Dan Plain']);
    expect(await search('rth')).toEqual(['Dan Plain']);
    expect(await search('fitz')).toEqual(['Cleo Back\\Slash']);
    expect(await search('  kilda  ')).toEqual(['Ava 100% Natural']);
    expect(await search('nobody-here')).toEqual([]);
  });

  it("takes LIKE's wildcards and escape character literally", async () => {
    expect(await search('%')).toEqual(['Ava 100% Natural']);
    expect(await search('0%')).toEqual(['Ava 100% Natural']);
    expect(await search('_')).toEqual(['Ben Under_Score']);
    expect(await search('\\')).toEqual(['Cleo Back\\Slash']);
    expect(await search('a%n')).toEqual([]);
  });

  it('an empty search is no search', async () => {
    expect(await search('')).toHaveLength(2 + people.length);
  });

  it('enquiries by name, email and phone (they have no suburb)', async () => {
    expect(await search('eddie', 'enquiry')).toEqual(['Eddie Enquirer']);
    expect(await search('111 222', 'enquiry')).toEqual(['Eddie Enquirer']);
    expect(await search('Brighton', 'enquiry')).toEqual([]);
  });

  it('the next page link keeps the filters', async () => {
    const res = await admin.get('/api/leads', { query: { q: 'example', limit: '2', status: 'new' } });
    expect(storedLeadList.parse(res.json())).toHaveLength(2);
    const cursor = res.headers['x-next-cursor'] as string;
    expect(res.headers.link).toBe(`</api/leads?kind=quote&status=new&q=example&limit=2&cursor=${cursor}>; rel="next"`);
    const [, next] = /<([^>]+)>/.exec(String(res.headers.link))!;
    const page2 = await admin.get(next);
    expect(page2.statusCode).toBe(200);
    expect(storedLeadList.parse(page2.json())).toHaveLength(2);
  });
});

describe('one lead', () => {
  it('a calculator quote: every field, the outline as sent, colours from the catalogue, both sets of figures', async () => {
    const res = await admin.get(`/api/leads/${ids.calculator}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const detail = quoteLeadDetail.parse(res.json());
    expect(detail).toMatchObject({
      kind: 'quote',
      id: ids.calculator,
      status: 'new',
      name: 'Casey Calculator',
      email: 'casey@example.com',
      phone: '0412 345 678',
      suburb: 'Brighton',
      projectTimeframe: '1-3-months',
      needInstaller: true,
      variant: 'calculator',
      deckAreaSqMeters: 20,
      calculationDetails: null,
      browserFigures: { boardBrand: 'Mixed brands', boardsRequired: 29, clipBoxesNeeded: 3 },
      serverFigures: { boardBrand: 'Mixed brands', boardsRequired: 28, clipBoxesNeeded: 2 },
      notes: [],
    });
    // Its two e-mails were queued with it (the outbox); no mail worker runs in this suite, so they wait.
    expect(detail.emails.map((e) => [e.template, e.recipient, e.status]).sort()).toEqual([
      ['quote.ack', 'casey@example.com', 'queued'],
      ['quote.sales', 'sales@boardwalk.example', 'queued'],
    ]);
    expect(detail.shapes).toEqual(calculatorQuote.shapes);
    expect(detail.colours).toEqual([
      { step: 'WoodEvo HOME', itemId: HOME_ITEM, name: 'Barossa', hex: '#7B4A32' },
      { step: 'Millboard', itemId: MILLBOARD_ITEM, name: 'Antique Oak', hex: '#8A6A45' },
    ]);
    expect(detail.history).toEqual([{ fromStatus: null, toStatus: 'new', changedBy: null, changedAt: detail.receivedAt }]);
  });

  it('a full-form quote: its colour text, selected items and calculation details', async () => {
    const detail = quoteLeadDetail.parse((await admin.get(`/api/leads/${ids.full}`)).json());
    expect(detail).toMatchObject({
      variant: 'full',
      name: 'Frankie Form',
      suburb: 'Geelong',
      projectTimeframe: 'within-1-month',
      needInstaller: false,
      deckAreaSqMeters: 12.5,
      shapes: [],
      calculationDetails: 'Area 12.5 m2, front porch',
      browserFigures: { boardBrand: 'MillBoard', boardsRequired: null, clipBoxesNeeded: null },
      serverFigures: { boardBrand: 'MillBoard', boardsRequired: 20, clipBoxesNeeded: 1 },
    });
    expect(detail.colours).toEqual([
      { step: 'Board colour', itemId: null, name: 'Antique Oak', hex: '#8A6A45' },
      { step: 'WoodEvo HOME', itemId: HOME_ITEM, name: 'Barossa', hex: '#7B4A32' },
      { step: 'Selected item', itemId: null, name: 'Golden Oak', hex: '#B9853F' },
    ]);
  });

  it('the full form with the selected colours by step, an unknown item and an unknown colour name', async () => {
    const id = await send('/quotes', {
      ...fullQuote,
      boardColor: '',
      selectedItems: { woodevoHome: null, woodevoAdvanced: 'gone-item-id', millboard: { item_id: MILLBOARD_ITEM } },
    });
    const detail = quoteLeadDetail.parse((await admin.get(`/api/leads/${id}`)).json());
    expect(detail.colours).toEqual([
      { step: 'WoodEvo ADVANCED', itemId: null, name: 'gone-item-id', hex: null },
      { step: 'Millboard', itemId: MILLBOARD_ITEM, name: 'Antique Oak', hex: '#8A6A45' },
    ]);
  });

  it('an enquiry: every field as sent', async () => {
    const detail = enquiryLeadDetail.parse((await admin.get(`/api/leads/${ids.enquiry}`)).json());
    expect(detail).toMatchObject({
      kind: 'enquiry',
      name: 'Eddie Enquirer',
      email: 'eddie@example.com',
      phone: '0400 111 222',
      projectType: 'deck-replacement',
      timeline: 'just-planning',
      message: 'Can you <b>replace</b> my deck?',
      newsletter: true,
    });
  });

  it("the e-mails about the lead with their delivery state (the outbox's rows)", async () => {
    // The outbox queued both with the lead; here the worker has sent one and is retrying the other.
    const mark = (template: string, values: Partial<typeof notifications.$inferInsert>) =>
      t.db
        .update(notifications)
        .set(values)
        .where(and(eq(notifications.leadId, ids.full), eq(notifications.template, template)));
    await mark('quote.sales', { status: 'sent', attempts: 1, sentAt: new Date('2026-11-21T01:00:00Z') });
    await mark('quote.ack', { status: 'retrying', attempts: 2 });
    const detail = quoteLeadDetail.parse((await admin.get(`/api/leads/${ids.full}`)).json());
    expect(detail.emails.map((e) => [e.template, e.recipient, e.status, e.attempts, e.sentAt])).toEqual(
      expect.arrayContaining([
        ['quote.sales', 'sales@boardwalk.example', 'sent', 1, '2026-11-21T01:00:00.000Z'],
        ['quote.ack', 'frankie@example.com', 'retrying', 2, null],
      ]),
    );
    expect(detail.emails).toHaveLength(2);
  });
});

describe('working a lead', () => {
  const historyRows = async (id: string) =>
    (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from lead_status_history where lead_id = ${id}`)).rows[0].n;

  it('any status from any other, each change kept with who and when; the same again records nothing', async () => {
    const id = await send('/api/contact', { ...enquiry, name: 'Sasha Status' });
    const steps: LeadStatus[] = ['won', 'contacted', 'lost', 'new', 'quoted'];
    for (const status of steps) {
      const res = await admin.patch(`/api/leads/${id}`, { status });
      expect(res.statusCode).toBe(200);
      expect(enquiryLeadDetail.parse(res.json()).status).toBe(status);
    }
    expect(await historyRows(id)).toBe(steps.length);
    const again = await admin.patch(`/api/leads/${id}`, { status: 'quoted' });
    expect(again.statusCode).toBe(200);
    expect(await historyRows(id)).toBe(steps.length);

    const detail = enquiryLeadDetail.parse(again.json());
    expect(detail.history.map((h) => [h.fromStatus, h.toStatus, h.changedBy])).toEqual([
      [null, 'new', null],
      ['new', 'won', DEMO.admin],
      ['won', 'contacted', DEMO.admin],
      ['contacted', 'lost', DEMO.admin],
      ['lost', 'new', DEMO.admin],
      ['new', 'quoted', DEMO.admin],
    ]);
    const times = detail.history.map((h) => h.changedAt);
    expect([...times].sort()).toEqual(times);

    const quoted = storedLeadList.parse((await admin.get('/api/leads', { query: { kind: 'enquiry', status: 'quoted' } })).json());
    expect(quoted.map((l) => l.id)).toEqual([id]);
    const fresh = storedLeadList.parse((await admin.get('/api/leads', { query: { kind: 'enquiry', status: 'new' } })).json());
    expect(fresh.map((l) => l.id)).not.toContain(id);
  });

  it('changes sent at once still leave one unbroken chain, each from the status the one before set', async () => {
    const id = await send('/api/contact', { ...enquiry, name: 'Rita Race' });
    const sent: LeadStatus[] = ['contacted', 'quoted', 'won', 'lost', 'contacted', 'won', 'quoted', 'lost'];
    const answers = await Promise.all(sent.map((status) => admin.patch(`/api/leads/${id}`, { status })));
    expect(answers.map((r) => r.statusCode)).toEqual(sent.map(() => 200));
    const detail = enquiryLeadDetail.parse((await admin.get(`/api/leads/${id}`)).json());
    const chain = detail.history;
    for (let i = 1; i < chain.length; i += 1) {
      expect(chain[i].fromStatus).toBe(chain[i - 1].toStatus);
      expect(chain[i].toStatus).not.toBe(chain[i].fromStatus);
    }
    expect(chain.at(-1)!.toStatus).toBe(detail.status);
  });

  it('a quote request too', async () => {
    const res = await admin.patch(`/api/leads/${ids.calculator}`, { status: 'contacted' });
    expect(quoteLeadDetail.parse(res.json()).history.at(-1)).toMatchObject({
      fromStatus: 'new',
      toStatus: 'contacted',
      changedBy: DEMO.admin,
    });
  });

  it.each([
    [{ status: 'open' }, 'Status must be one of: new, contacted, quoted, won, lost'],
    [{}, 'Status is required'],
    [{ status: null }, 'Status is required'],
  ])('a bad status %j is 400 and changes nothing', async (body, message) => {
    const before = await historyRows(ids.enquiry);
    const res = await admin.patch(`/api/leads/${ids.enquiry}`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await historyRows(ids.enquiry)).toBe(before);
  });

  it('notes: 201 with the author, trimmed, listed oldest first', async () => {
    const first = await admin.post(`/api/leads/${ids.enquiry}/notes`, { text: '  Called, no answer  ' });
    expect(first.statusCode).toBe(201);
    expect(leadNote.parse(first.json())).toEqual({
      id: expect.any(Number),
      text: 'Called, no answer',
      author: DEMO.admin,
      createdAt: expect.any(String),
    });
    const second = leadNote.parse(
      (await admin.post(`/api/leads/${ids.enquiry}/notes`, { text: 'Sent <b>samples</b>\nFollow up Friday' })).json(),
    );
    const detail = enquiryLeadDetail.parse((await admin.get(`/api/leads/${ids.enquiry}`)).json());
    expect(detail.notes.map((n) => [n.text, n.author])).toEqual([
      ['Called, no answer', DEMO.admin],
      ['Sent <b>samples</b>\nFollow up Friday', DEMO.admin],
    ]);
    expect(detail.notes.at(-1)).toEqual(second);
  });

  it.each([
    ['blank', { text: '   ' }, 'Note is required'],
    ['missing', {}, 'Note is required'],
    ['a number', { text: 5 }, 'Note must be text'],
    ['5001 characters', { text: 'x'.repeat(5001) }, 'Note must be at most 5000 characters'],
  ])('a bad note (%s) is 400 and stores nothing', async (_label, body, message) => {
    const count = async () => (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from lead_notes`)).rows[0].n;
    const before = await count();
    const res = await admin.post(`/api/leads/${ids.enquiry}/notes`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await count()).toBe(before);
  });

  it('a note of exactly 5000 characters is kept whole', async () => {
    const res = await admin.post(`/api/leads/${ids.calculator}/notes`, { text: 'y'.repeat(5000) });
    expect(res.statusCode).toBe(201);
    expect(res.json().text).toHaveLength(5000);
  });
});

describe('paging (property: random leads, filters and page sizes)', () => {
  let p: TestApp;
  let boss: Client;
  beforeAll(async () => {
    p = await createTestApp();
    boss = await signIn(p.app, DEMO.admin);
  });
  afterAll(async () => {
    await p?.close();
  });

  // Few distinct times, so many leads share one created_at and the id must break the tie.
  const times = ['2026-11-01T00:00:00.000001Z', '2026-11-01T00:00:00.000002Z', '2026-11-02T09:30:00Z', '2026-11-03T23:59:59.999999Z'];
  const lead = fc.record({
    at: fc.constantFrom(...times),
    status: fc.constantFrom(...LEAD_STATUS_VALUES),
    name: fc.constantFrom('Ann Lee', 'Bo Lee', 'Cy Moss', 'Di_Moss'),
  });

  it('every lead of the filter exactly once, newest first, whatever the page size', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<LeadKind>('quote', 'enquiry'),
        fc.array(lead, { maxLength: 30 }),
        fc.integer({ min: 1, max: 7 }),
        fc.option(fc.constantFrom(...LEAD_STATUS_VALUES), { nil: undefined }),
        fc.option(fc.constantFrom('lee', 'moss', '_', 'zzz'), { nil: undefined }),
        async (kind, leads, limit, status, q) => {
          await p.db.execute(sql`delete from quote_requests; delete from contact_requests`);
          let stored: { id: string; createdAt: Date }[] = [];
          if (leads.length) {
            stored =
              kind === 'quote'
                ? await p.db
                    .insert(quoteRequests)
                    .values(
                      leads.map((l) => ({
                        variant: 'full',
                        fullName: l.name,
                        email: 'x@example.com',
                        phone: '0400',
                        suburb: 'Kew',
                        projectTimeframe: 'within-1-month',
                        needInstaller: false,
                        deckAreaSqMeters: '10',
                        payload: {},
                        serverFigures: {},
                        status: l.status,
                        createdAt: sql`${l.at}::timestamptz`,
                      })),
                    )
                    .returning({ id: quoteRequests.id, createdAt: quoteRequests.createdAt })
                : await p.db
                    .insert(contactRequests)
                    .values(
                      leads.map((l) => ({
                        name: l.name,
                        email: 'x@example.com',
                        phone: '0400',
                        status: l.status,
                        createdAt: sql`${l.at}::timestamptz`,
                      })),
                    )
                    .returning({ id: contactRequests.id, createdAt: contactRequests.createdAt });
          }
          const at = new Map(stored.map((s, i) => [s.id, leads[i].at]));
          const expected = stored
            .map((s, i) => ({ id: s.id, ...leads[i] }))
            .filter((l) => (!status || l.status === status) && (!q || l.name.toLowerCase().includes(q)))
            .sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1))
            .map((l) => l.id);

          const seen: LeadSummary[] = [];
          let cursor: string | undefined;
          for (let page = 0; page <= leads.length + 1; page += 1) {
            const query = { kind, limit: String(limit), ...(status ? { status } : {}), ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) };
            const res = await boss.get('/api/leads', { query });
            expect(res.statusCode).toBe(200);
            const items = storedLeadList.parse(res.json());
            seen.push(...items);
            cursor = res.headers['x-next-cursor'] as string | undefined;
            if (!cursor) break;
            expect(items).toHaveLength(limit);
          }
          expect(cursor).toBeUndefined();
          expect(seen.map((l) => l.id)).toEqual(expected);
          expect(seen.every((l) => l.kind === kind && at.has(l.id))).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  });
});

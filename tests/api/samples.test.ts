// Free samples against real PostgreSQL (docs/product.md#stock-and-samples): a visitor's request is
// stored with its two e-mails and reserves one sample of each colour; the 30-day rule per e-mail and
// per postal address (case and spaces folded), also under a race; the refusals; staff's list and Mark
// posted, which takes the samples from their stock and e-mails the customer.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardItemsResponse } from '../../src/domain/schemas/inventory';
import { SAMPLE_MESSAGES, sampleColours, type SampleColour } from '../../src/domain/samples';
import { sampleRequestList, sampleRequestSummary, sampleStockList } from '../../src/domain/schemas/samples';
import { leadList, sampleLeadDetail, sampleLeadList } from '../../src/domain/schemas/leadsInbox';
import { notifications, sampleRequests } from '../../src/server/db/schema';
import { renderMessage } from '../../src/server/mail/messages';
import { NOT_SIGNED_IN } from '../../src/server/auth/guard';
import { THROTTLE_POLICY } from '../../src/server/auth/policy';
import { createTestApp, type TestApp } from '../support/app';
import { Client, DEMO, signIn } from './helpers';

let t: TestApp;
let admin: Client;
let client: Client;
let colours: SampleColour[];

beforeAll(async () => {
  t = await createTestApp();
  [admin, client] = await Promise.all([signIn(t.app, DEMO.admin), signIn(t.app, DEMO.client)]);
  const boards = boardItemsResponse.parse((await admin.get('/api/inventory/board-items')).json());
  colours = sampleColours(boards.data);
  for (const c of colours)
    expect((await admin.post('/api/samples/stock', { itemId: c.itemId, quantity: 100, reference: 'SMP-1' })).statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

let address = 0;
const visitor = () => new Client(t.app, `198.51.100.${(address += 1)}`);
let person = 0;
/** A request of its own: an e-mail and postal address no other test uses. */
function request(extra: Record<string, unknown> = {}) {
  person += 1;
  return {
    name: 'Jo Citizen',
    email: `jo${person}@example.com`,
    phone: '',
    street: `${person} Beach Road`,
    suburb: 'Sorrento',
    postcode: '3943',
    colours: colours.slice(0, 3).map((c) => c.itemId),
    ...extra,
  };
}

async function stockOf(itemId: string) {
  const res = await admin.get('/api/samples/stock');
  expect(res.statusCode, res.body).toBe(200);
  return sampleStockList.parse(res.json()).stock.find((s) => s.itemId === itemId)!;
}

async function mailOf(id: string, template: string) {
  const rows = await t.db.select().from(notifications).where(eq(notifications.template, template));
  return rows.filter((r) => (r.data as { id: string }).id === id);
}

describe('a visitor asks for samples', () => {
  it('is stored with its colours, reserves one sample of each and queues the two e-mails', async () => {
    const before = await stockOf(colours[0].itemId);
    const body = request({ name: 'Jo Citizen', phone: '0400 111 222' });
    const res = await visitor().post('/api/samples', body);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: string };
    const [row] = await t.db.select().from(sampleRequests).where(eq(sampleRequests.id, id));
    expect(row).toMatchObject({ email: body.email, status: 'requested', colours: colours.slice(0, 3) });
    expect(await stockOf(colours[0].itemId)).toMatchObject({ onHand: before.onHand, reserved: before.reserved + 1 });

    const [ack] = await mailOf(id, 'samples.requested');
    expect(ack).toMatchObject({ recipient: body.email, subject: 'Your Boardwalk samples are on the way soon', status: 'queued' });
    const ackText = renderMessage('samples.requested', ack.data).text;
    expect(ackText).toContain('Thanks, Jo.');
    expect(ackText).toContain(`${colours[0].range} ${colours[0].name}`);
    // The visitor's own words (the address) are not repeated to the address they typed.
    expect(ackText).not.toContain('Beach Road');
    const [sales] = await mailOf(id, 'samples.sales');
    expect(sales).toMatchObject({ subject: 'New sample request from Jo Citizen', recipient: t.config.mail.salesEmail });
    expect(renderMessage('samples.sales', sales.data).text).toContain(`${body.street}, Sorrento 3943`);
  });

  it('refuses a second request from the same postal address in other letter case and spacing, and from the same e-mail', async () => {
    const first = request();
    expect((await visitor().post('/api/samples', first)).statusCode).toBe(201);
    const sameAddress = await visitor().post(
      '/api/samples',
      request({ street: `  ${first.street.toUpperCase().replace(' ', '   ')} `, suburb: 'SORRENTO', postcode: ' 3943' }),
    );
    expect(sameAddress.statusCode).toBe(409);
    expect(sameAddress.json()).toEqual({ message: SAMPLE_MESSAGES.repeatAddress });
    const sameEmail = await visitor().post('/api/samples', request({ email: ` ${first.email.toUpperCase()}` }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({ message: SAMPLE_MESSAGES.repeatEmail });
  });

  it('takes the same address again once the first request is 30 days old', async () => {
    const first = request();
    const { id } = (await visitor().post('/api/samples', first)).json() as { id: string };
    await t.db.execute(sql`update sample_requests set created_at = now() - interval '30 days 1 minute' where id = ${id}`);
    expect((await visitor().post('/api/samples', { ...first })).statusCode).toBe(201);
  });

  it('five requests from one e-mail address at once: one is taken', async () => {
    const body = request();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => visitor().post('/api/samples', { ...body, street: `${i} Other Street` })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it('refuses more than 4 colours, an unknown colour and a colour out of samples, storing nothing', async () => {
    const count = async () => (await t.db.select().from(sampleRequests)).length;
    const before = await count();
    const five = await visitor().post('/api/samples', request({ colours: colours.slice(0, 5).map((c) => c.itemId) }));
    expect(five.statusCode).toBe(400);
    expect(five.json().message).toBe(SAMPLE_MESSAGES.tooManyColours);
    const unknown = await visitor().post('/api/samples', request({ colours: ['no-such-board'] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(SAMPLE_MESSAGES.unknownColour('no-such-board'));
    const last = colours.at(-1)!;
    const stock = await stockOf(last.itemId);
    await t.db.execute(sql`update sample_stock set reserved = on_hand where item_id = ${last.itemId}`);
    const out = await visitor().post('/api/samples', request({ colours: [colours[0].itemId, last.itemId] }));
    expect(out.statusCode).toBe(409);
    expect(out.json().message).toBe(`Samples of ${last.range} ${last.name} are out of stock for now; choose another colour`);
    await t.db.execute(sql`update sample_stock set reserved = ${stock.reserved} where item_id = ${last.itemId}`);
    expect(await count()).toBe(before);
  });

  it('is throttled per client address like the other public forms', async () => {
    const one = visitor();
    const answers = await Promise.all(
      Array.from({ length: THROTTLE_POLICY.samplesBurstPerAddress.limit + 2 }, () => one.post('/api/samples', request({ colours: [] }))),
    );
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(2);
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(THROTTLE_POLICY.samplesBurstPerAddress.limit);
  });
});

describe('staff post the samples', () => {
  it('the list and sample stock are for admins only', async () => {
    for (const url of ['/api/samples', '/api/samples/stock']) {
      const anonymous = await visitor().get(url);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: NOT_SIGNED_IN });
      const customer = await client.get(url);
      expect(customer.statusCode).toBe(403);
      expect(customer.json()).toEqual({ message: SAMPLE_MESSAGES.adminOnly });
    }
    const posting = await client.post('/api/samples/00000000-0000-4000-8000-000000000000/posted');
    expect(posting.statusCode).toBe(403);
  });

  it('Mark posted takes the samples from on hand, e-mails the customer once, and refuses a second time', async () => {
    const body = request({ colours: [colours[1].itemId] });
    const { id } = (await visitor().post('/api/samples', body)).json() as { id: string };
    const listed = sampleRequestList.parse((await admin.get('/api/samples')).json()).requests;
    expect(listed.find((r) => r.id === id)).toMatchObject({ status: 'requested', postedAt: null, colours: [colours[1]] });
    const before = await stockOf(colours[1].itemId);

    const res = await admin.post(`/api/samples/${id}/posted`);
    expect(res.statusCode, res.body).toBe(200);
    expect(sampleRequestSummary.parse(res.json())).toMatchObject({ id, status: 'posted' });
    expect(await stockOf(colours[1].itemId)).toMatchObject({ onHand: before.onHand - 1, reserved: before.reserved - 1 });
    const posted = await mailOf(id, 'samples.posted');
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ recipient: body.email, subject: 'Your Boardwalk samples have been posted' });

    const again = await admin.post(`/api/samples/${id}/posted`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: SAMPLE_MESSAGES.alreadyPosted });
    expect(await mailOf(id, 'samples.posted')).toHaveLength(1);
    const missing = await admin.post('/api/samples/00000000-0000-4000-8000-000000000000/posted');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: SAMPLE_MESSAGES.notFound });
  });

  it('samples in adds to on hand with its ledger row (who, why, before and after), and a reference is required', async () => {
    const colour = colours[colours.length - 1]!;
    const before = (await stockOf(colour.itemId)).onHand;
    const res = await admin.post('/api/samples/stock', { itemId: colour.itemId, quantity: 25, reference: 'SMP-IN-7' });
    expect(res.statusCode, res.body).toBe(200);
    const body = sampleStockList.parse(res.json());
    expect(body.stock.find((s) => s.itemId === colour.itemId)!.onHand).toBe(before + 25);
    expect(body.ledger[0]).toMatchObject({
      itemId: colour.itemId,
      range: colour.range,
      name: colour.name,
      kind: 'samples_in',
      change: 25,
      before,
      after: before + 25,
      reference: 'SMP-IN-7',
      by: DEMO.admin,
    });
    const unreferenced = await admin.post('/api/samples/stock', { itemId: colour.itemId, quantity: 5, reference: ' ' });
    expect(unreferenced.statusCode).toBe(400);
    expect((await stockOf(colour.itemId)).onHand).toBe(before + 25);
  });

  it('the sample ledger adds up: on hand = samples in - posted, for every colour', async () => {
    const { id } = (await visitor().post('/api/samples', request())).json() as { id: string };
    expect((await admin.post(`/api/samples/${id}/posted`)).statusCode).toBe(200);
    const { stock, ledger } = sampleStockList.parse((await admin.get('/api/samples/stock')).json());
    const postedRows = ledger.filter((l) => l.kind === 'posted' && l.reference === 'Jo Citizen');
    expect(postedRows.length).toBeGreaterThanOrEqual(3);
    expect(postedRows.every((l) => l.change === -1 && l.after === l.before - 1)).toBe(true);
    const { rows } = await t.db.execute<{ item_id: string; on_hand: number; total: string | null }>(sql`
      select s.item_id, s.on_hand, (select sum(change) from sample_stock_ledger l where l.item_id = s.item_id) as total
      from sample_stock s`);
    expect(rows.length).toBeGreaterThanOrEqual(stock.length);
    for (const row of rows) expect(Number(row.total ?? 0), row.item_id).toBe(Number(row.on_hand));
  });

  it('samples in for a colour not offered is refused', async () => {
    const res = await admin.post('/api/samples/stock', { itemId: 'no-such-board', quantity: 3, reference: 'SMP-2' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: SAMPLE_MESSAGES.unknownColour('no-such-board') });
  });
});

describe('in the staff inbox: sample requests are leads of their own kind (docs/product.md#leads)', () => {
  const inbox = async (query: Record<string, string>) => {
    const res = await admin.get('/api/leads', { query: { kind: 'sample', ...query } });
    expect(res.statusCode, res.body).toBe(200);
    return { res, leads: sampleLeadList.parse(res.json()) };
  };

  it('a request is listed under kind=sample, newest first, with its colours, postal address and Requested, then Posted', async () => {
    const first = request({ name: 'Ingrid Inbox', suburb: 'Inboxville', colours: [colours[2].itemId] });
    const second = request({
      name: 'Ivan Inbox',
      phone: '0400 999 888',
      suburb: 'Inboxville',
      colours: colours.slice(0, 2).map((c) => c.itemId),
    });
    const firstId = ((await visitor().post('/api/samples', first)).json() as { id: string }).id;
    const secondId = ((await visitor().post('/api/samples', second)).json() as { id: string }).id;

    const { res, leads } = await inbox({ q: 'inboxville' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(leads).toEqual([
      {
        id: secondId,
        kind: 'sample',
        status: 'requested',
        receivedAt: expect.any(String),
        name: 'Ivan Inbox',
        email: second.email,
        phone: '0400 999 888',
        street: second.street,
        suburb: 'Inboxville',
        postcode: '3943',
        colours: colours.slice(0, 2),
        postedAt: null,
      },
      expect.objectContaining({ id: firstId, name: 'Ingrid Inbox', colours: [colours[2]], street: first.street, status: 'requested' }),
    ]);
    // Not a quote request or an enquiry: those tabs answer as before, without it.
    for (const kind of ['quote', 'enquiry']) {
      const other = leadList.parse((await admin.get('/api/leads', { query: { kind, q: 'inboxville' } })).json());
      expect(other).toEqual([]);
    }

    // Opened: its colours, address and e-mails; Mark posted (the samples route) makes it Posted.
    const opened = sampleLeadDetail.parse((await admin.get(`/api/leads/${firstId}`)).json());
    expect(opened).toMatchObject({
      kind: 'sample',
      status: 'requested',
      colours: [colours[2]],
      street: first.street,
      suburb: 'Inboxville',
    });
    expect(opened.emails.map((e) => e.subject).sort()).toEqual([
      'New sample request from Ingrid Inbox',
      'Your Boardwalk samples are on the way soon',
    ]);
    expect((await admin.post(`/api/samples/${firstId}/posted`)).statusCode).toBe(200);
    const posted = sampleLeadDetail.parse((await admin.get(`/api/leads/${firstId}`)).json());
    expect(posted.status).toBe('posted');
    expect(posted.postedAt).not.toBeNull();
    expect(posted.emails.find((e) => e.template === 'samples.posted')).toMatchObject({
      recipient: first.email,
      subject: 'Your Boardwalk samples have been posted',
    });

    // The tab's status filter: Requested or Posted.
    expect((await inbox({ q: 'inboxville', status: 'posted' })).leads.map((l) => l.id)).toEqual([firstId]);
    expect((await inbox({ q: 'inboxville', status: 'requested' })).leads.map((l) => l.id)).toEqual([secondId]);
    // Searched by name, e-mail and phone as the other tabs; paged by keyset.
    expect((await inbox({ q: 'IVAN inbox' })).leads.map((l) => l.id)).toEqual([secondId]);
    expect((await inbox({ q: first.email.toUpperCase() })).leads.map((l) => l.id)).toEqual([firstId]);
    expect((await inbox({ q: '999 8' })).leads.map((l) => l.id)).toEqual([secondId]);
    const page1 = await inbox({ q: 'inboxville', limit: '1' });
    expect(page1.leads.map((l) => l.id)).toEqual([secondId]);
    const page2 = await inbox({ q: 'inboxville', limit: '1', cursor: String(page1.res.headers['x-next-cursor']) });
    expect(page2.leads.map((l) => l.id)).toEqual([firstId]);
    expect(page2.res.headers['x-next-cursor']).toBeUndefined();
  });

  it('only admins list and open them (401 anonymous, 403 other roles); lead status and notes are not theirs (404)', async () => {
    const { id } = (await visitor().post('/api/samples', request())).json() as { id: string };
    const installer = await signIn(t.app, DEMO.installer);
    for (const url of ['/api/leads?kind=sample', `/api/leads/${id}`]) {
      expect((await visitor().get(url)).statusCode, url).toBe(401);
      for (const who of [client, installer]) {
        const res = await who.get(url);
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toEqual({ message: 'Only an admin can see and work leads' });
      }
      expect((await admin.get(url)).statusCode, url).toBe(200);
    }
    const status = await admin.patch(`/api/leads/${id}`, { status: 'won' });
    expect(status.statusCode).toBe(404);
    const note = await admin.post(`/api/leads/${id}/notes`, { text: 'Posted on Monday' });
    expect(note.statusCode).toBe(404);
    expect(sampleLeadDetail.parse((await admin.get(`/api/leads/${id}`)).json()).status).toBe('requested');
  });

  it.each([
    [{ kind: 'sample', status: 'won' }, 'status must be one of: requested, posted'],
    [{ kind: 'quote', status: 'posted' }, 'status must be one of: new, contacted, quoted, won, lost'],
    [{ kind: 'enquiry', status: 'requested' }, 'status must be one of: new, contacted, quoted, won, lost'],
  ])("a status of another tab %j is 400 with the tab's statuses", async (query, message) => {
    const res = await admin.get('/api/leads', { query });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

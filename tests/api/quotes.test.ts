// Quotes (docs/product.md#quotes) against real PostgreSQL, with the e-mails
// received by a real SMTP server and their quote links followed: the whole life of a quote, each refusal
// of the customer's link, two acceptances racing, and an acceptance after a catalogue price change.
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { quoteTotals, reminderDueAt } from '../../src/domain/quotes';
import { publicQuote, quoteDetail, quoteList, type QuoteDetail } from '../../src/domain/schemas/quotes';
import { orderDetail } from '../../src/domain/schemas/orders';
import { catalogueItems, notifications, orders, quoteRequests, quotes, users } from '../../src/server/db/schema';
import { formatCents } from '../../src/domain/money';
import { pdfText } from '../support/pdfText';
import type { ReceivedMail } from '../support/smtpServer';
import { DEMO, melbourneDate, offeredDay, signIn } from './helpers';
import { linkMailWorld } from './linkMailWorld';

const PUBLIC_URL = 'https://portal.boardwalk.example';
const DAY = 86_400_000;
const BOARD = 'we-home-grooved-barossa-5400';
const CLIPS = 'hw-woodevo-hidden-clips';

const { world, browser, mailTo } = linkMailWorld(PUBLIC_URL);
let seq = 0;
const freshEmail = (name = 'customer') => `${name}.${Date.now()}.${(seq += 1)}@quotes.example`;

const calculatorQuote = (email: string) => ({
  fullName: 'Alex Doe',
  email,
  phone: '0411 111 111',
  suburb: 'Brighton',
  projectTimeframe: 'within-1-month',
  needInstaller: false,
  shapes: [{ id: 'box-1', width: 5000, height: 4000, x: 0, y: 0 }],
  woodevoHomeItemId: BOARD,
  woodevoAdvancedItemId: null,
  millboardItemId: null,
  boardBrand: 'WoodEvo',
  deckAreaSqMeters: 20,
});

async function newDraft(email = freshEmail()): Promise<QuoteDetail> {
  const res = await world.admin.post('/api/quotes', { customerName: 'Pat Customer', customerEmail: email, customerPhone: '0400 000 000' });
  expect(res.statusCode, res.body).toBe(201);
  return quoteDetail.parse(res.json());
}

async function patch(id: string, body: unknown): Promise<QuoteDetail> {
  const res = await world.admin.patch(`/api/quotes/${id}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return quoteDetail.parse(res.json());
}

async function send(id: string, body: unknown = {}): Promise<QuoteDetail> {
  const res = await world.admin.post(`/api/quotes/${id}/send`, body);
  expect(res.statusCode, res.body).toBe(200);
  return quoteDetail.parse(res.json());
}

/** The quote link's token from the e-mail, after checking it goes to /quote/{token} on PUBLIC_URL. */
function tokenIn(mail: ReceivedMail): string {
  const match = /https?:\/\/\S+\/quote\/([A-Za-z0-9_-]{43})/.exec(mail.parsed.text ?? '');
  expect(match, mail.parsed.text).not.toBeNull();
  expect(String(mail.parsed.html)).toContain(`href="${PUBLIC_URL}/quote/${match![1]}"`);
  return match![1];
}

/** A sent quote with two lines, and its link's token. */
async function sentQuote(email = freshEmail()) {
  const draft = await newDraft(email);
  await patch(draft.id, {
    lines: [
      { kind: 'item', itemId: BOARD, quantity: 10 },
      { kind: 'free', description: 'Delivery to site', quantity: 1, unitPriceCents: 9_900 },
    ],
  });
  const sent = await send(draft.id);
  const token = tokenIn(await mailTo(email, `Your Boardwalk quote ${sent.number}`));
  return { quote: sent, token, email };
}

const pickup = () => ({ method: 'pickup', preferredDate: offeredDay('pickup', 3), acceptTerms: true });
const orderCount = async () => Number((await world.t.db.execute(sql`select count(*)::int as n from orders`)).rows[0].n);

describe('the admin guard', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/quotes'],
    ['POST', '/api/quotes', { customerName: 'A', customerEmail: 'a@example.com' }],
    ['GET', `/api/quotes/${id}`],
    ['PATCH', `/api/quotes/${id}`, { note: 'x' }],
    ['POST', `/api/quotes/${id}/send`, {}],
    ['POST', `/api/quotes/${id}/revise`],
    ['POST', `/api/quotes/${id}/withdraw`],
    ['POST', `/api/leads/${id}/quote`],
    ['GET', `/api/quotes/${id}/pdf`],
  ];
  it('answers 401 to anonymous callers, 403 to clients and installers, 404 for an unknown quote', async () => {
    const client = await signIn(world.t.app, DEMO.client);
    const installer = await signIn(world.t.app, DEMO.installer);
    for (const [method, url, body] of routes) {
      expect((await browser().request(method as 'GET', url, { body })).statusCode, `${method} ${url}`).toBe(401);
      expect((await client.request(method as 'GET', url, { body })).statusCode, `${method} ${url}`).toBe(403);
      expect((await installer.request(method as 'GET', url, { body })).statusCode, `${method} ${url}`).toBe(403);
      if (url.includes(id)) expect((await world.admin.request(method as 'GET', url, { body })).statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('answers 400 for bad input', async () => {
    expect((await world.admin.post('/api/quotes', { customerName: '', customerEmail: 'nope' })).statusCode).toBe(400);
    const draft = await newDraft();
    const bad = await world.admin.patch(`/api/quotes/${draft.id}`, {
      lines: [{ kind: 'free', description: 'x', quantity: 0, unitPriceCents: -5 }],
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await world.admin.patch(`/api/quotes/${draft.id}`, { lines: [{ kind: 'item', itemId: 'no-such-item', quantity: 1 }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('no-such-item');
    const tooLate = await world.admin.patch(`/api/quotes/${draft.id}`, { validUntil: melbourneDate(120) });
    expect(tooLate.statusCode).toBe(400);
    expect((await world.admin.get('/api/quotes', { query: { status: 'nonsense' } })).statusCode).toBe(400);
  });
});

describe('the life of a quote', () => {
  it('goes from a quote request to a sent, viewed and accepted quote, and an order at exactly its lines', async () => {
    const email = freshEmail('life');
    const lead = await browser().post('/quotes', calculatorQuote(email));
    expect(lead.statusCode, lead.body).toBe(201);
    const leadId = lead.json().id as string;

    // Prefilled from the drawing: board lines of the chosen colour (one per stock length), clip boxes, hardware.
    const created = await world.admin.post(`/api/leads/${leadId}/quote`);
    expect(created.statusCode, created.body).toBe(201);
    const draft = quoteDetail.parse(created.json());
    expect(draft.number).toMatch(/^Q-\d{4}-\d{4,}$/);
    expect(draft).toMatchObject({
      status: 'draft',
      version: 1,
      sentVersion: null,
      customerEmail: email,
      lead: { id: leadId, kind: 'quote' },
    });
    const boardLines = draft.lines.filter((l) => l.itemId?.startsWith('we-home-grooved-barossa'));
    expect(boardLines.length).toBeGreaterThan(0);
    expect(draft.lines.some((l) => l.itemId === CLIPS && l.quantity >= 1)).toBe(true);
    expect(draft.shapes).toHaveLength(1);

    // Staff edit: a price override, a free line, a discount, a note.
    const lines = [
      ...draft.lines.map((l) => ({ kind: 'item' as const, itemId: l.itemId!, quantity: l.quantity })),
      { kind: 'item' as const, itemId: BOARD, quantity: 5, unitPriceCents: 5_000 },
      { kind: 'free' as const, description: 'Installation 🛠 施工', quantity: 1, unitPriceCents: 150_000 },
    ];
    const edited = await patch(draft.id, { lines, discount: { kind: 'percent', percent: 10 }, note: 'Thanks for asking' });
    const override = edited.lines.find((l) => l.unitPriceCents === 5_000)!;
    expect(override).toMatchObject({ overridden: true, overriddenBy: DEMO.admin });
    const discountLine = edited.lines.at(-1)!;
    expect(discountLine).toMatchObject({ kind: 'discount', description: 'Discount (10%)' });
    const expected = quoteTotals(
      edited.lines.filter((l) => l.kind !== 'discount'),
      { kind: 'percent', percent: 10 },
    );
    expect(edited).toMatchObject({ totalCents: expected.totalCents, gstCents: expected.gstCents, subtotalCents: expected.subtotalCents });
    expect(discountLine.lineTotalCents).toBe(expected.discountLineCents);

    // Send: version 1 frozen, the lead reads Quoted, the customer gets the link.
    const sent = await send(draft.id);
    expect(sent).toMatchObject({ status: 'sent', sentVersion: 1, validUntil: melbourneDate(30) });
    expect(sent.versions).toHaveLength(1);
    expect(sent.versions[0]).toMatchObject({ version: 1, sentBy: DEMO.admin, totalCents: expected.totalCents });
    expect((await world.t.db.select().from(quoteRequests).where(eq(quoteRequests.id, leadId)))[0].status).toBe('quoted');
    expect((await world.admin.patch(`/api/quotes/${draft.id}`, { note: 'late' })).statusCode).toBe(409);
    const mail = await mailTo(email, `Your Boardwalk quote ${sent.number}`);
    const token = tokenIn(mail);
    // The PDF goes with it, and says what the API says, to the cent.
    const [attachment] = mail.parsed.attachments;
    expect(attachment).toMatchObject({ filename: `${sent.number}.pdf`, contentType: 'application/pdf' });
    const attached = (await pdfText(attachment.content)).join(' ');
    for (const text of [sent.number, 'Valid until', formatCents(expected.totalCents), formatCents(expected.gstCents), 'Discount (10%)'])
      expect(attached).toContain(text);
    const staffPdf = await world.admin.get(`/api/quotes/${draft.id}/pdf`);
    expect(staffPdf.statusCode).toBe(200);
    expect(staffPdf.headers['content-type']).toBe('application/pdf');
    expect((await pdfText(staffPdf.rawPayload)).join(' ')).toContain(formatCents(expected.totalCents));

    // The customer's page: the first view marks it Viewed.
    const customer = browser();
    const viewed = await customer.get(`/api/public/quotes/${token}`);
    expect(viewed.statusCode, viewed.body).toBe(200);
    const page = publicQuote.parse(viewed.json());
    expect(page).toMatchObject({
      number: sent.number,
      version: 1,
      revised: false,
      status: 'viewed',
      canAccept: true,
      totalCents: expected.totalCents,
    });
    expect(page.lines.map((l) => l.description)).toContain('Installation 🛠 施工');
    expect(JSON.stringify(page)).not.toContain('overridden');
    const afterView = quoteDetail.parse((await world.admin.get(`/api/quotes/${draft.id}`)).json());
    expect(afterView.status).toBe('viewed');
    expect(afterView.viewedAt).not.toBeNull();

    // Accept with pickup: one pending order at exactly the quote's lines; a client account is made and invited.
    const before = await orderCount();
    const accepted = await customer.post(`/api/public/quotes/${token}/accept`, { ...pickup(), reference: 'PO-77', version: 1 });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const { orderReference, quote: after } = accepted.json();
    expect(orderReference).toMatch(/^BW-[0-9A-F]{8}$/);
    expect(after).toMatchObject({ status: 'accepted', canAccept: false, order: { reference: orderReference } });
    expect(await orderCount()).toBe(before + 1);

    const detail = quoteDetail.parse((await world.admin.get(`/api/quotes/${draft.id}`)).json());
    expect(detail.status).toBe('accepted');
    expect(detail.order?.reference).toBe(orderReference);
    const orderRes = await world.admin.get(`/api/orders/${detail.order!.id}`);
    const order = orderDetail.parse(orderRes.json());
    expect(order).toMatchObject({
      status: 'pending',
      deliveryMethod: 'pickup',
      totalCents: expected.totalCents,
      gstCents: expected.gstCents,
    });
    expect(order.fromQuote).toEqual({ id: draft.id, number: sent.number });
    expect(order.lines.map((l) => [l.quantity, l.unitPriceCents, l.lineTotalCents]).sort()).toEqual(
      sent.versions[0].lines.map((l) => [l.quantity, l.unitPriceCents, l.lineTotalCents]).sort(),
    );
    // The accept form's reference is the order's purchase order, as POST /api/orders stores it.
    expect(order.poReference).toBe('PO-77');
    expect(order.notes).not.toContain('PO-77');
    const [owner] = await world.t.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    expect(owner).toMatchObject({ role: 'client', passwordHash: null });
    expect((await world.t.db.select().from(orders).where(eq(orders.id, order.id)))[0].ownerId).toBe(owner.id);
    expect((await world.t.db.select().from(quoteRequests).where(eq(quoteRequests.id, leadId)))[0].status).toBe('won');
    await mailTo(email, "You're invited to the Boardwalk portal");
    await mailTo(email, `Order ${orderReference} received`);
    await mailTo(world.t.config.mail.salesEmail, `Quote ${sent.number} accepted by Alex Doe`);

    // Accepting twice is refused and creates nothing.
    const again = await customer.post(`/api/public/quotes/${token}/accept`, pickup());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This quote has already been accepted.');
    expect(await orderCount()).toBe(before + 1);
  });

  it('gives an existing account the order', async () => {
    const { token } = await sentQuote(DEMO.installer.toUpperCase());
    const res = await browser().post(`/api/public/quotes/${token}/accept`, {
      method: 'delivery',
      address: '1 Main St',
      cityPostcode: 'Geelong 3220',
      preferredDate: offeredDay('delivery', 5),
      acceptTerms: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const installer = await signIn(world.t.app, DEMO.installer);
    const mine = (await installer.get('/api/orders')).json() as { id: string }[];
    const [row] = await world.t.db
      .select()
      .from(quotes)
      .where(sql`${quotes.customerEmail} = ${DEMO.installer.toUpperCase()}`);
    expect(mine.map((o) => o.id)).toContain(row.orderId);
  });

  it('takes change requests: stored, e-mailed to sales, status Changes requested', async () => {
    const { quote, token } = await sentQuote();
    const res = await browser().post(`/api/public/quotes/${token}/changes`, { message: 'Can you do <b>grey</b> instead?' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().status).toBe('changes_requested');
    const detail = quoteDetail.parse((await world.admin.get(`/api/quotes/${quote.id}`)).json());
    expect(detail.status).toBe('changes_requested');
    expect(detail.changeRequests.map((c) => c.message)).toEqual(['Can you do <b>grey</b> instead?']);
    const mail = await mailTo(world.t.config.mail.salesEmail, `Changes requested on quote ${quote.number}`);
    expect(String(mail.parsed.html)).toContain('&lt;b&gt;grey&lt;/b&gt;');
  });

  it('has demo quotes for npm start: a draft and a sent one, totals by the domain code', async () => {
    const demo = quoteList.parse((await world.admin.get('/api/quotes', { query: { q: '@example.com', limit: '100' } })).json());
    const byName = new Map(demo.map((q) => [q.customerName, q]));
    expect(byName.get('Jordan Lee')).toMatchObject({ status: 'draft', sentVersion: null });
    expect(byName.get('Sam Nguyen')).toMatchObject({ status: 'sent', sentVersion: 1 });
    const sent = quoteDetail.parse((await world.admin.get(`/api/quotes/${byName.get('Sam Nguyen')!.id}`)).json());
    expect(sent.versions[0].totalCents).toBe(sent.totalCents);
    expect(sent.lines.at(-1)).toMatchObject({ kind: 'discount', description: 'Discount (5%)' });
  });

  it('lists, filters and searches quotes, newest first, by keyset pages', async () => {
    const a = await newDraft(freshEmail('listing'));
    const b = await newDraft(freshEmail('listing'));
    const first = await world.admin.get('/api/quotes', { query: { q: 'listing', limit: '1' } });
    expect(first.statusCode).toBe(200);
    expect(quoteList.parse(first.json()).map((q) => q.id)).toEqual([b.id]);
    const next = await world.admin.get('/api/quotes', {
      query: { q: 'listing', limit: '1', cursor: first.headers['x-next-cursor'] as string },
    });
    expect(quoteList.parse(next.json()).map((q) => q.id)).toEqual([a.id]);
    const byNumber = quoteList.parse((await world.admin.get('/api/quotes', { query: { q: a.number } })).json());
    expect(byNumber.map((q) => q.id)).toEqual([a.id]);
    const drafts = quoteList.parse((await world.admin.get('/api/quotes', { query: { status: 'draft', limit: '100' } })).json());
    expect(drafts.every((q) => q.status === 'draft')).toBe(true);
  });
});

describe('the reminder (a job on the mail queue, due 3 days before expiry)', () => {
  /** The reminder's queue job made due now, as if its day had come. */
  async function reminderComesDue(email: string) {
    const [row] = await world.t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.template, 'quote.reminder'), eq(notifications.recipient, email)));
    const job = await world.t.db.execute(sql`select start_after from pgboss.job where id = ${row.id}`);
    const startAfter = new Date((job.rows[0] as { start_after: string }).start_after);
    await world.t.db.execute(sql`update pgboss.job set start_after = now() where id = ${row.id}`);
    world.t.app.outbox.wake();
    return { id: row.id, startAfter };
  }

  it('goes once, 3 days before the end of the last day, with its own working link', async () => {
    const { quote, token, email } = await sentQuote();
    const { startAfter } = await reminderComesDue(email);
    expect(startAfter.toISOString()).toBe(reminderDueAt(quote.validUntil!).toISOString());
    const mail = await mailTo(email, `Your Boardwalk quote ${quote.number} expires soon`);
    const reminderToken = tokenIn(mail);
    expect(reminderToken).not.toBe(token);
    for (const t of [token, reminderToken]) expect((await browser().get(`/api/public/quotes/${t}`)).statusCode).toBe(200);
    const detail = quoteDetail.parse((await world.admin.get(`/api/quotes/${quote.id}`)).json());
    expect(detail.reminderSentAt).not.toBeNull();
  });

  it('does not go for a quote accepted or withdrawn before it came due', async () => {
    const accepted = await sentQuote();
    expect((await browser().post(`/api/public/quotes/${accepted.token}/accept`, pickup())).statusCode).toBe(201);
    const withdrawn = await sentQuote();
    expect((await world.admin.post(`/api/quotes/${withdrawn.quote.id}/withdraw`)).statusCode).toBe(200);
    for (const { email } of [accepted, withdrawn]) {
      const { id } = await reminderComesDue(email);
      let status = 'queued';
      for (let i = 0; i < 100 && status === 'queued'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        status = (await world.t.db.select({ status: notifications.status }).from(notifications).where(eq(notifications.id, id)))[0].status;
      }
      expect(status).toBe('failed');
    }
    expect(world.smtp.received.some((m) => m.subject.endsWith('expires soon') && m.envelope.to.includes(withdrawn.email))).toBe(false);
  });
});

describe('refusals of the customer link (nothing is created)', () => {
  it('refuses a tampered or unknown token', async () => {
    const { token } = await sentQuote();
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const before = await orderCount();
    for (const t of [tampered, 'short', 'x'.repeat(43)]) {
      expect((await browser().get(`/api/public/quotes/${t}`)).statusCode).toBe(404);
      const res = await browser().post(`/api/public/quotes/${t}/accept`, pickup());
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This quote link is not valid. Please use the link in your latest quote e-mail.');
    }
    expect(await orderCount()).toBe(before);
  });

  it('refuses a withdrawn quote', async () => {
    const { quote, token } = await sentQuote();
    expect((await world.admin.post(`/api/quotes/${quote.id}/withdraw`)).statusCode).toBe(200);
    const before = await orderCount();
    const res = await browser().post(`/api/public/quotes/${token}/accept`, pickup());
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe('This quote has been withdrawn. Please contact us if you would like a new quote.');
    expect((await browser().get(`/api/public/quotes/${token}`)).statusCode).toBe(410);
    expect(await orderCount()).toBe(before);
    expect((await world.admin.post(`/api/quotes/${quote.id}/withdraw`)).statusCode).toBe(409);
  });

  it('refuses a superseded version once the quote is revised, and shows the new version once sent', async () => {
    const { quote, token, email } = await sentQuote();
    const revised = await world.admin.post(`/api/quotes/${quote.id}/revise`);
    expect(revised.statusCode).toBe(200);
    expect(revised.json()).toMatchObject({ status: 'draft', version: 2, sentVersion: 1 });
    const before = await orderCount();
    const during = await browser().post(`/api/public/quotes/${token}/accept`, pickup());
    expect(during.statusCode).toBe(409);
    expect(during.json().message).toBe(
      'This quote has been revised since you opened it. Please review the latest version before accepting.',
    );
    await patch(quote.id, { lines: [{ kind: 'item', itemId: BOARD, quantity: 12 }] });
    await send(quote.id);
    await mailTo(email, `Your Boardwalk quote ${quote.number}`, 1);
    // The old e-mail's link shows version 2, marked revised; accepting version 1 is refused.
    const page = publicQuote.parse((await browser().get(`/api/public/quotes/${token}`)).json());
    expect(page).toMatchObject({ version: 2, revised: true, canAccept: true });
    const old = await browser().post(`/api/public/quotes/${token}/accept`, { ...pickup(), version: 1 });
    expect(old.statusCode).toBe(409);
    expect(await orderCount()).toBe(before);
    const detail = quoteDetail.parse((await world.admin.get(`/api/quotes/${quote.id}`)).json());
    expect(detail.versions.map((v) => v.version)).toEqual([1, 2]);
  });

  it('refuses an expired quote after the end of its last day in Melbourne', async () => {
    const email = freshEmail();
    const draft = await newDraft(email);
    await patch(draft.id, { lines: [{ kind: 'item', itemId: BOARD, quantity: 1 }], validUntil: melbourneDate(2) });
    const sent = await send(draft.id);
    const token = tokenIn(await mailTo(email, `Your Boardwalk quote ${sent.number}`));
    const before = await orderCount();
    world.offset = 4 * DAY;
    try {
      const res = await browser().post(`/api/public/quotes/${token}/accept`, { ...pickup(), preferredDate: offeredDay('pickup', 7) });
      expect(res.statusCode).toBe(410);
      expect(res.json().message).toBe('This quote has expired. Please contact us for an updated quote.');
      expect(publicQuote.parse((await browser().get(`/api/public/quotes/${token}`)).json())).toMatchObject({
        status: 'expired',
        canAccept: false,
      });
      // The admin's session ended with the days that passed: a fresh sign-in.
      const admin = await signIn(world.t.app, DEMO.admin);
      const listed = quoteList.parse((await admin.get('/api/quotes', { query: { status: 'expired', q: sent.number } })).json());
      expect(listed.map((q) => q.id)).toEqual([draft.id]);
    } finally {
      world.offset = 0;
      // Signing in days ahead swept the shared admin's session as expired: sign it in again for the tests after.
      world.admin = await signIn(world.t.app, DEMO.admin);
    }
    expect(await orderCount()).toBe(before);
  });

  it('refuses an acceptance without the terms ticked or with a past date', async () => {
    const { token } = await sentQuote();
    expect((await browser().post(`/api/public/quotes/${token}/accept`, { ...pickup(), acceptTerms: false })).statusCode).toBe(400);
    expect((await browser().post(`/api/public/quotes/${token}/accept`, { ...pickup(), preferredDate: melbourneDate(-1) })).statusCode).toBe(
      400,
    );
    expect(
      (
        await browser().post(`/api/public/quotes/${token}/accept`, {
          method: 'delivery',
          preferredDate: melbourneDate(1),
          acceptTerms: true,
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('acceptance under pressure', () => {
  it('makes exactly one order when two acceptances race', async () => {
    const { quote, token } = await sentQuote();
    const before = await orderCount();
    const results = await Promise.all([
      browser().post(`/api/public/quotes/${token}/accept`, pickup()),
      browser().post(`/api/public/quotes/${token}/accept`, pickup()),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await orderCount()).toBe(before + 1);
    const [row] = await world.t.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(row.status).toBe('accepted');
  });

  it("keeps the quote's prices after a catalogue price change", async () => {
    const { quote, token } = await sentQuote();
    const [item] = await world.t.db.select().from(catalogueItems).where(eq(catalogueItems.itemId, BOARD));
    await world.t.db.update(catalogueItems).set({ rate: '999.99' }).where(eq(catalogueItems.itemId, BOARD));
    try {
      world.t.app.catalogue.invalidate();
      const res = await browser().post(`/api/public/quotes/${token}/accept`, pickup());
      expect(res.statusCode, res.body).toBe(201);
      const detail = quoteDetail.parse((await world.admin.get(`/api/quotes/${quote.id}`)).json());
      const order = orderDetail.parse((await world.admin.get(`/api/orders/${detail.order!.id}`)).json());
      const board = order.lines.find((l) => l.item_id === BOARD)!;
      expect(board.unitPriceCents).toBe(quote.versions[0].lines.find((l) => l.itemId === BOARD)!.unitPriceCents);
      expect(board.unitPriceCents).not.toBe(99_999);
      expect(order.totalCents).toBe(quote.versions[0].totalCents);
    } finally {
      await world.t.db.update(catalogueItems).set({ rate: item.rate }).where(eq(catalogueItems.itemId, BOARD));
      world.t.app.catalogue.invalidate();
    }
  });
});

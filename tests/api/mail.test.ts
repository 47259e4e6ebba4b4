// E-mail through the transactional outbox, delivered to a real SMTP server (smtp-server) and read back
// with mailparser: subjects and recipients of the e-mail table of docs/product.md#e-mail, escaping of what visitors type,
// the lead and order data in the body, header injection refused, the order e-mails list, and the
// .eml fallback without SMTP_URL.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { FIGURE_SET_NAMES } from '../../src/domain/figureSets';
import { orderRef } from '../../src/domain/format';
import { layoutFigureRows } from '../../src/domain/layoutFigures';
import { quoteLeadDetail } from '../../src/domain/schemas/leadsInbox';
import { formatCents } from '../../src/domain/money';
import { order as orderSchema } from '../../src/domain/schemas/orders';
import { hashEmail } from '../../src/server/auth/tokens';
import { notifications } from '../../src/server/db/schema';
import { buildApp } from '../../src/server/app';
import { createDb, createPool } from '../../src/server/db/client';
import { renderMessage } from '../../src/server/mail/messages';
import { ACKNOWLEDGEMENTS_USED_UP, MAIL_QUEUE, RECIPIENT_REFUSED } from '../../src/server/mail/outbox';
import { createTestApp, testConfig, type TestApp } from '../support/app';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/smtpServer';
import { BAROSSA_LINE, Client, DEMO, offeredDay, signIn } from './helpers';

const SALES = 'sales@boardwalk.example';
const TRICKY = '<b>Ann</b> & "Co"';
let smtp: TestSmtpServer;
let t: TestApp;
let client: Client;
let admin: Client;
let address = 0;
const visitor = () => new Client(t.app, `198.51.100.${(address += 1)}`);

beforeAll(async () => {
  smtp = await startSmtpServer();
  const base = testConfig();
  t = await createTestApp({ config: { mail: { ...base.mail, worker: true, smtpUrl: smtp.url, retryDelaySeconds: 1 } } });
  [client, admin] = await Promise.all([signIn(t.app, DEMO.client), signIn(t.app, DEMO.admin)]);
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});
beforeEach(() => {
  smtp.received.length = 0;
});

const contactInfo = {
  fullName: TRICKY,
  email: 'ann@example.com',
  phone: '0411 111 111',
  suburb: 'Brighton',
  projectTimeframe: 'within-1-month',
  needInstaller: true,
};
const calculatorQuote = {
  ...contactInfo,
  shapes: [{ id: 'box-1', width: 5000, height: 4000, x: 50, y: 50 }],
  woodevoHomeItemId: 'we-home-grooved-barossa-5400',
  woodevoAdvancedItemId: null,
  millboardItemId: 'mb-weathered-grooved-driftwood-5400',
  deckAreaSqMeters: 20,
  boardsRequired: 28,
  clipBoxesNeeded: 2,
};
const order = {
  boards: [BAROSSA_LINE],
  deliveryMethod: 'delivery',
  deliveryStreetAddress: '12 Bay Road',
  deliveryCityPostcode: 'Sandringham 3191',
  pickupLocation: '',
  preferredDate: offeredDay('delivery', 14),
  notes: 'Gate code <1234>',
  hardwareItems: [
    { name: 'WoodEvo Hidden Clips (box of 100)', description: '', category: 'Hardware', quantity: 2, item_id: 'hw-woodevo-hidden-clips' },
  ],
};

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const to = (mail: ReceivedMail) => mail.envelope.to.join(',');
const bySubject = (mails: ReceivedMail[], subject: string) => {
  const found = mails.find((m) => m.subject === subject);
  if (!found) throw new Error(`no message "${subject}" among ${mails.map((m) => m.subject).join(' | ')}`);
  return found;
};

async function notificationRows(column: 'leadId' | 'orderId', id: string) {
  return t.db.select().from(notifications).where(eq(notifications[column], id));
}

/** Waits until every notification of the record reads sent (the worker records it after the server accepted). */
async function settled(column: 'leadId' | 'orderId', id: string, count: number) {
  for (let i = 0; i < 200; i += 1) {
    const rows = await notificationRows(column, id);
    if (rows.length === count && rows.every((r) => r.status === 'sent' || r.status === 'failed')) return rows;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('notifications did not settle');
}

describe('quote request', () => {
  it("shows both figure sets to sales and the customer, the plan's first, as the inbox does", async () => {
    const res = await visitor().post('/quotes', calculatorQuote);
    expect(res.statusCode).toBe(201);
    const mails = await smtp.waitFor(2);
    const lead = quoteLeadDetail.parse((await admin.get(`/api/leads/${res.json().id}`)).json());
    // The 5 m x 4 m drawing in Barossa is laid as boards: the staff inbox has its layout.
    expect(lead.layout).not.toBeNull();
    const planLines = layoutFigureRows(lead.layout!).map((r) => r.text);
    expect(planLines.some((l) => /^5\.4 m boards: \d+$/.test(l))).toBe(true);
    const sectionOf = (text: string, heading: string) => {
      const start = text.indexOf(`${heading}\n${'-'.repeat(heading.length)}\n`);
      expect(start, `"${heading}" in\n${text}`).toBeGreaterThanOrEqual(0);
      return text.slice(start).split('\n\n')[0].split('\n').slice(2);
    };
    const sales = bySubject(mails, `New quote request from ${TRICKY}`).parsed.text ?? '';
    const ack = bySubject(mails, "We've received your quote request").parsed.text ?? '';
    for (const text of [sales, ack]) {
      expect(sectionOf(text, FIGURE_SET_NAMES.plan)).toEqual(planLines);
      expect(text.indexOf(FIGURE_SET_NAMES.plan)).toBeLessThan(text.indexOf(FIGURE_SET_NAMES.estimate));
    }
    // The quick estimate keeps the spec's figures as they were worded.
    expect(sectionOf(sales, FIGURE_SET_NAMES.estimate)).toEqual([
      'Deck area: 20 m²',
      'Board brand: Mixed brands',
      'Boards (browser): 28',
      'Boards (server): 28',
      'Clip boxes (browser): 2',
      'Clip boxes (server): 2',
    ]);
    expect(sectionOf(ack, FIGURE_SET_NAMES.estimate)).toEqual(['Boards: 28', 'Clip boxes: 2']);
  });

  it('reaches sales escaped in HTML, intact in text; the customer gets area, boards and colours, none of their text', async () => {
    const res = await visitor().post('/quotes', calculatorQuote);
    expect(res.statusCode).toBe(201);
    const mails = await smtp.waitFor(2);
    const sales = bySubject(mails, `New quote request from ${TRICKY}`);
    const ack = bySubject(mails, "We've received your quote request");
    expect(to(sales)).toBe(SALES);
    expect(to(ack)).toBe('ann@example.com');
    for (const mail of [sales, ack]) {
      expect(mail.parsed.from?.value).toEqual([{ name: 'Boardwalk', address: 'hello@boardwalk.example' }]);
      expect(mail.parsed.text).toMatch(/Deck area: 20 m²/);
      expect(mail.parsed.text).toContain('WoodEvo HOME: Barossa');
      expect(mail.parsed.text).toContain('Millboard: Driftwood');
      expect(String(mail.parsed.html)).toContain('Barossa');
      expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@boardwalk\.example>$/);
    }
    const html = String(sales.parsed.html);
    expect(html).toContain('&lt;b&gt;Ann&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(html).not.toContain('<b>Ann</b>');
    expect(sales.parsed.text).toContain(TRICKY);
    expect(sales.parsed.text).toContain('Boards (server): 28');
    expect(sales.parsed.text).toContain('Phone: 0411 111 111');
    // The name's first word is not all letters: the acknowledgement greets no one, and repeats nothing typed.
    expect(ack.parsed.text).toContain('Thanks. Our team will prepare your quote');
    expect(ack.parsed.text).toContain('Boards: 28');
    for (const typed of ['Ann', '<b>', '&amp;', '0411 111 111', 'Brighton']) {
      expect(ack.parsed.text).not.toContain(typed);
      expect(String(ack.parsed.html)).not.toContain(typed);
    }
    const rows = await settled('leadId', res.json().id, 2);
    expect(rows.map((r) => r.leadKind)).toEqual(['quote', 'quote']);
    expect(new Set(rows.map((r) => r.messageId))).toEqual(new Set([sales.messageId, ack.messageId]));
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1 && r.sentAt)).toBe(true);
  });

  it('names the brand as the site writes it (Millboard) to sales and the customer for a full-form MillBoard quote', async () => {
    const res = await visitor().post('/api/quotes', {
      ...contactInfo,
      fullName: 'Ann Lee',
      boardBrand: 'MillBoard',
      boardColor: 'Antique Oak',
      selectedItems: [{ item_id: 'no-such-item', brand: 'MillBoard', range: 'Enhanced Grain', colour: 'Antique Oak' }],
      deckAreaSqMeters: 20,
    });
    expect(res.statusCode).toBe(201);
    const mails = await smtp.waitFor(2);
    const sales = bySubject(mails, 'New quote request from Ann Lee');
    expect(sales.parsed.text).toContain('Board brand: Millboard');
    expect(sales.parsed.text).toContain('Millboard Enhanced Grain: Antique Oak');
    for (const mail of [sales, bySubject(mails, "We've received your quote request")]) {
      expect(mail.parsed.text).not.toContain('MillBoard');
      expect(String(mail.parsed.html)).not.toContain('MillBoard');
    }
  });

  it('folds a CR/LF in the name into the subject line: no header or recipient is added', async () => {
    const res = await visitor().post('/quotes', {
      ...calculatorQuote,
      email: 'crlf@example.com',
      fullName: 'Ann\r\nBcc: evil@example.com\r\nX-Evil: 1',
    });
    expect(res.statusCode).toBe(201);
    const mails = await smtp.waitFor(2);
    const sales = bySubject(mails, 'New quote request from Ann Bcc: evil@example.com X-Evil: 1');
    expect(to(sales)).toBe(SALES);
    expect(mails.flatMap((m) => m.envelope.to)).not.toContain('evil@example.com');
    for (const mail of mails) {
      expect(mail.parsed.headers.has('x-evil')).toBe(false);
      expect(mail.parsed.bcc).toBeUndefined();
    }
  });

  it('stores a lead whose address no mail server should get and marks its acknowledgement failed', async () => {
    const res = await visitor().post('/quotes', { ...calculatorQuote, email: 'ann@example.com,evil' });
    expect(res.statusCode).toBe(201);
    const rows = await settled('leadId', res.json().id, 2);
    const ack = rows.find((r) => r.template === 'quote.ack')!;
    expect(ack).toMatchObject({ status: 'failed', lastError: RECIPIENT_REFUSED, attempts: 0 });
    const mails = await smtp.waitFor(1);
    expect(mails.map(to)).toEqual([SALES]);
  });
});

describe('enquiry', () => {
  it('reaches the sales inbox with labels, not slugs; the customer gets the labels and none of their text', async () => {
    const res = await visitor().post('/api/contact', {
      name: TRICKY,
      email: 'enquirer@example.com',
      phone: '0400 000 000',
      projectType: 'deck-extension',
      timeline: 'just-planning',
      message: 'Hi <script>alert(1)</script>',
      newsletter: false,
    });
    expect(res.statusCode).toBe(201);
    const mails = await smtp.waitFor(2);
    const sales = bySubject(mails, `New enquiry from ${TRICKY}`);
    const ack = bySubject(mails, "We've received your enquiry");
    expect(to(sales)).toBe(SALES);
    expect(to(ack)).toBe('enquirer@example.com');
    expect(sales.parsed.text).toContain('Project type: Deck Extension');
    expect(sales.parsed.text).toContain('Timeline: Just Planning');
    expect(sales.parsed.text).toContain('Hi <script>alert(1)</script>');
    expect(String(sales.parsed.html)).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(String(sales.parsed.html)).not.toContain('<script>');
    expect(ack.parsed.text).toContain("Thanks. We'll get back to you within");
    expect(ack.parsed.text).toContain('Project type: Deck Extension');
    expect(ack.parsed.text).toContain('Timeline: Just Planning');
    for (const typed of ['Ann', 'script', 'alert', '0400 000 000']) {
      expect(ack.parsed.text).not.toContain(typed);
      expect(String(ack.parsed.html)).not.toContain(typed);
    }
    const rows = await settled('leadId', res.json().id, 2);
    expect(rows.map((r) => r.leadKind)).toEqual(['enquiry', 'enquiry']);
  });
});

// Acknowledgements go to whatever address a visitor typed, from the company's address: they carry no
// free text beyond a first name (domain/firstName.ts), and at most 3 go to one address a day.
describe('acknowledgements', () => {
  let seq = 0;
  const freshAddress = () => `visitor.${Date.now()}.${(seq += 1)}@example.com`;
  const enquiry = (email: string) => ({ name: 'Sam Citizen', email, phone: '0400 000 000', message: 'Hello', newsletter: false });

  it('greet by a first name of letters and repeat nothing else the visitor typed', async () => {
    const email = freshAddress();
    const spam = 'Claim your prize at https://evil.example/win';
    const res = await visitor().post('/quotes', {
      ...calculatorQuote,
      email,
      fullName: 'Zoë Winner',
      suburb: spam,
      phone: 'Call 1900 000 000',
      boardBrand: 'Visit evil.example',
      woodevoAdvancedItemId: 'evil.example/colour',
    });
    expect(res.statusCode).toBe(201);
    const mails = await smtp.waitFor(2);
    const ack = bySubject(mails, "We've received your quote request");
    const sales = bySubject(mails, 'New quote request from Zoë Winner');
    expect(ack.parsed.text).toContain('Thanks, Zoë. Our team will prepare your quote');
    expect(ack.parsed.text).toContain('WoodEvo HOME: Barossa');
    for (const body of [ack.parsed.text ?? '', String(ack.parsed.html)]) {
      for (const typed of ['Winner', 'evil', '1900', email]) expect(body).not.toContain(typed);
    }
    // Sales still gets everything.
    for (const typed of [spam, 'Call 1900 000 000', 'Visit evil.example', 'evil.example/colour'])
      expect(sales.parsed.text).toContain(typed);
  });

  it('at most 3 a day to one address (any case): the 4th lead is stored, sales told, its acknowledgement not sent', async () => {
    const email = freshAddress();
    const cases = [email, email.toUpperCase(), email, `${email[0].toUpperCase()}${email.slice(1)}`];
    const answers = [];
    for (const [i, address] of cases.entries()) {
      const res = await visitor().post(
        i % 2 ? '/api/contact' : '/quotes',
        i % 2 ? enquiry(address) : { ...calculatorQuote, email: address },
      );
      expect(res.statusCode).toBe(201);
      answers.push(res.json());
    }
    // The visitor's answer is the same each time.
    expect(answers.map((a) => Object.keys(a).sort())).toEqual(Array(4).fill(['id', 'success']));
    const rows = await Promise.all(answers.map((a) => settled('leadId', a.id, 2)));
    const acks = rows.map((r) => r.find((n) => n.template.endsWith('.ack'))!);
    expect(acks.map((n) => n.status)).toEqual(['sent', 'sent', 'sent', 'failed']);
    expect(acks[3]).toMatchObject({ lastError: ACKNOWLEDGEMENTS_USED_UP, attempts: 0, sentAt: null });
    expect(rows.map((r) => r.find((n) => n.template.endsWith('.sales'))!.status)).toEqual(Array(4).fill('sent'));
    // No job was queued for it: nothing will ever send it.
    const jobs = await t.db.execute(sql`select count(*)::int as n from pgboss.job where id = ${acks[3].id}::uuid`);
    expect(jobs.rows[0]).toEqual({ n: 0 });
    const received = await smtp.waitFor(7);
    expect(received.filter((m) => to(m).toLowerCase() === email)).toHaveLength(3);
    expect(received.filter((m) => to(m) === SALES)).toHaveLength(4);
    // Another address is not affected; a day later the address gets acknowledgements again.
    const other = await visitor().post('/api/contact', enquiry(freshAddress()));
    expect((await settled('leadId', other.json().id, 2)).every((n) => n.status === 'sent')).toBe(true);
    await t.db.execute(sql`update rate_limits set window_started_at = now() - interval '25 hours' where key like 'ack:recipient:%'`);
    const later = await visitor().post('/api/contact', enquiry(email));
    expect((await settled('leadId', later.json().id, 2)).every((n) => n.status === 'sent')).toBe(true);
  });

  it('the limit holds across app processes sharing the database, for leads sent at once', async () => {
    const email = freshAddress();
    const base = testConfig();
    // A second app on the same database with its own pool: another process behind the load balancer.
    const pool = createPool(t.database.url, { max: 5 });
    const second = await buildApp({ db: createDb(pool), pool, config: { ...base, mail: { ...base.mail, worker: false } } });
    try {
      await second.ready();
      const apps = [t.app, second];
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          new Client(apps[i % 2], `198.51.100.${200 + i}`).post('/api/contact', enquiry(i % 3 ? email : email.toUpperCase())),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
      const ids = answers.map((a) => a.json().id as string);
      const acks = await t.db
        .select()
        .from(notifications)
        .where(and(inArray(notifications.leadId, ids), eq(notifications.template, 'enquiry.ack')));
      expect(acks).toHaveLength(8);
      expect(acks.filter((n) => n.lastError === ACKNOWLEDGEMENTS_USED_UP)).toHaveLength(5);
      const sales = await t.db
        .select()
        .from(notifications)
        .where(and(inArray(notifications.leadId, ids), eq(notifications.template, 'enquiry.sales')));
      expect(sales).toHaveLength(8);
      expect(sales.every((n) => n.status !== 'failed')).toBe(true);
      // Let this app's worker send them all, so no later test receives them.
      for (const id of ids) await settled('leadId', id, 2);
      expect((await smtp.waitFor(11)).filter((m) => to(m).toLowerCase() === email)).toHaveLength(3);
    } finally {
      await second.close();
      await pool.end();
    }
  });

  it('an address at its day limit is not counted again: a lead naming it waits on no other lead naming it', async () => {
    const email = freshAddress();
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await visitor().post('/api/contact', enquiry(email))).json().id);
    // Another lead naming the address holds its counter row, as one in flight does until its commit.
    const pool = createPool(t.database.url, { max: 1 });
    const holder = await pool.connect();
    let watching = true;
    try {
      await holder.query('begin');
      await holder.query('select 1 from rate_limits where key = $1 for update', [`ack:recipient:${hashEmail(email)}`]);
      const answer = visitor().post('/api/contact', enquiry(email));
      // Whichever comes first: the answer, or the lead's statement waiting on that row.
      const waitsOnLock = async () => {
        while (watching) {
          const found = await t.db.execute(
            sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
          );
          if ((found.rows[0] as { n: number }).n > 0) return 'waits on the held row';
          await new Promise((r) => setTimeout(r, 20));
        }
        return 'answered';
      };
      const first = await Promise.race([answer.then(() => 'answered'), waitsOnLock()]);
      watching = false;
      await holder.query('rollback');
      expect(first).toBe('answered');
      const res = await answer;
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
      const ack = (await settled('leadId', ids[3], 2)).find((n) => n.template === 'enquiry.ack')!;
      expect(ack).toMatchObject({ status: 'failed', lastError: ACKNOWLEDGEMENTS_USED_UP });
    } finally {
      watching = false;
      holder.release();
      await pool.end();
    }
    for (const id of ids) await settled('leadId', id, 2);
    expect((await smtp.waitFor(7)).filter((m) => to(m).toLowerCase() === email)).toHaveLength(3);
  });

  it('the limit holds for acknowledgements queued in a transaction of the caller too', async () => {
    const email = freshAddress();
    const draft = (recipient: string) => ({
      template: 'enquiry.ack' as const,
      recipient,
      subject: "We've received your enquiry",
      data: { id: 'x', firstName: null, projectType: null, timeline: null },
    });
    const ids: string[] = [];
    for (const recipient of [email, email.toUpperCase(), email, email])
      ids.push(...(await t.db.transaction((tx) => t.app.outbox.queue(tx, [draft(recipient)]))));
    const rows = await t.db.select().from(notifications).where(inArray(notifications.id, ids));
    expect(ids.map((id) => rows.find((r) => r.id === id)!.lastError)).toEqual([null, null, null, ACKNOWLEDGEMENTS_USED_UP]);
    await smtp.waitFor(3);
  });

  it('one queued before the rule is rendered by it: no free text reaches the visitor', () => {
    const old = {
      id: 'x',
      fullName: 'Ann https://evil.example',
      email: 'ann@example.com',
      phone: 'Call 1900 000 000',
      suburb: 'Brighton',
      timeframe: 'Within 1 Month',
      needInstaller: true,
      areaM2: 20,
      boardBrand: 'WoodEvo',
      boardsRequired: 28,
      clipBoxesNeeded: 2,
      serverBoards: 28,
      serverClipBoxes: 2,
      colours: [{ range: 'Spam', name: 'evil.example', hex: null }],
      details: 'evil.example',
    };
    const quote = renderMessage('quote.ack', old);
    expect(quote.text).toContain('Thanks, Ann.');
    expect(quote.text).toContain('Board brand: WoodEvo');
    const enquiryAck = renderMessage('enquiry.ack', {
      ...enquiry('ann@example.com'),
      id: 'x',
      name: 'https://evil.example',
      projectType: null,
      timeline: null,
    });
    expect(enquiryAck.text).toContain('Thanks. We');
    for (const { text, html } of [quote, enquiryAck]) {
      for (const typed of ['evil', '1900', 'Brighton', 'Hello', 'ann@example.com']) {
        expect(text).not.toContain(typed);
        expect(html).not.toContain(typed);
      }
    }
  });
});

describe('orders', () => {
  it('a new order reaches sales and the ordering user with its ref and lines; a replay sends nothing new', async () => {
    const key = `mail-${Date.now()}`;
    const res = await client.post('/api/orders', order, { headers: { 'idempotency-key': key } });
    expect(res.statusCode).toBe(201);
    const created = orderSchema.parse(res.json());
    const id = created.id;
    expect(created.lines.map((l) => l.name)).toEqual([
      'WoodEvo HOME Grooved Barossa 5400 x 137 x 23mm',
      'WoodEvo Hidden Clips (box of 100)',
      'Delivery (Melbourne zone)',
    ]);
    const ref = orderRef(id);
    const mails = await smtp.waitFor(2);
    const sales = bySubject(mails, `New order ${ref} from ${DEMO.client}`);
    const confirmation = bySubject(mails, `Order ${ref} received`);
    expect(to(sales)).toBe(SALES);
    expect(to(confirmation)).toBe(DEMO.client);
    for (const mail of [sales, confirmation]) {
      expect(mail.parsed.text).toContain(`Reference: ${ref}`);
      // The line table with the prices the order was placed at, and its totals (docs/product.md#money).
      for (const line of created.lines) {
        const price = `${formatCents(line.unitPriceCents)} / ${line.unit}`;
        expect(mail.parsed.text).toContain(`${line.quantity} x ${line.name} @ ${price} = ${formatCents(line.lineTotalCents)}`);
        expect(String(mail.parsed.html)).toContain(escapeHtml(price));
      }
      expect(mail.parsed.text).toContain(`Subtotal (ex GST): ${formatCents(created.subtotalCents)}`);
      expect(mail.parsed.text).toContain(`GST: ${formatCents(created.gstCents)}`);
      expect(mail.parsed.text).toContain(`Total (inc GST): ${formatCents(created.totalCents)}`);
      expect(String(mail.parsed.html)).toContain(formatCents(created.totalCents));
      expect(mail.parsed.text).toContain('Delivery to 12 Bay Road, Sandringham 3191');
      expect(String(mail.parsed.html)).toContain('Gate code &lt;1234&gt;');
    }
    await settled('orderId', id, 2);

    const replay = await client.post('/api/orders', order, { headers: { 'idempotency-key': key } });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await notificationRows('orderId', id)).toHaveLength(2);
    const jobs = await t.db.execute(sql`select count(*)::int as n from pgboss.job where data->>'notificationId' in (
      select id::text from notifications where order_id = ${id})`);
    expect(jobs.rows[0]).toEqual({ n: 2 });
  });

  it("writes the brand as the site does (Millboard) in the order's lines and both e-mails; the API keeps MillBoard", async () => {
    const driftwood = {
      ...BAROSSA_LINE,
      brand: 'MillBoard',
      range: 'Weathered',
      colorName: 'Driftwood',
      size: '3600 x 176 x 32mm',
      item_id: 'mb-weathered-grooved-driftwood-3600',
    };
    const res = await client.post('/api/orders', { ...order, boards: [driftwood], hardwareItems: [] });
    expect(res.statusCode).toBe(201);
    const created = orderSchema.parse(res.json());
    expect(created.boards[0].brand).toBe('MillBoard');
    expect(created.lines[0].name).toBe('Millboard Weathered Grooved Driftwood 3600 x 176 x 32mm');
    const ref = orderRef(created.id);
    const mails = await smtp.waitFor(2);
    for (const mail of [bySubject(mails, `New order ${ref} from ${DEMO.client}`), bySubject(mails, `Order ${ref} received`)]) {
      expect(mail.parsed.text).toContain('x Millboard Weathered Grooved Driftwood 3600 x 176 x 32mm @');
      expect(mail.parsed.text).not.toContain('MillBoard');
      expect(String(mail.parsed.html)).not.toContain('MillBoard');
    }
    await settled('orderId', created.id, 2);
  });

  it('a status change by an admin tells the ordering user; GET /api/orders/{id}/emails shows the owner theirs, an admin all', async () => {
    const res = await client.post('/api/orders', order);
    const id = res.json().id as string;
    await smtp.waitFor(2);
    const changed = await admin.put(`/api/orders/${id}/status`, { status: 'approved' });
    expect(changed.statusCode).toBe(200);
    const mails = await smtp.waitFor(3);
    const status = bySubject(mails, `Order ${orderRef(id)} is now Approved`);
    expect(to(status)).toBe(DEMO.client);
    expect(status.parsed.text).toContain('Status: Approved');
    // The same status again changes nothing and owes no e-mail.
    await admin.put(`/api/orders/${id}/status`, { status: 'approved' });
    await settled('orderId', id, 3);

    // The customer sees the messages sent to them; the announcement to sales is for staff only.
    const seen = [
      [client, ['order.confirmation', 'order.status'], [DEMO.client]],
      [admin, ['order.confirmation', 'order.sales', 'order.status'], [DEMO.client, SALES]],
    ] as const;
    for (const [who, templates, recipients] of seen) {
      const list = await who.get(`/api/orders/${id}/emails`);
      expect(list.statusCode).toBe(200);
      const emails = list.json() as { template: string; recipient: string; subject: string; status: string; sentAt: string | null }[];
      expect(emails.map((e) => e.template).sort()).toEqual(templates);
      expect([...new Set(emails.map((e) => e.recipient))].sort()).toEqual(recipients);
      expect(emails.every((e) => e.status === 'sent' && e.sentAt)).toBe(true);
    }
    const installer = await signIn(t.app, DEMO.installer);
    expect((await installer.get(`/api/orders/${id}/emails`)).statusCode).toBe(404);
    expect((await new Client(t.app).get(`/api/orders/${id}/emails`)).statusCode).toBe(401);
    expect((await client.get('/api/orders/not-a-uuid/emails')).statusCode).toBe(404);
  });

  it('GET /api/orders/{id}/emails shows a customer only what went to their address (any case), whatever its template', async () => {
    const res = await client.post('/api/orders', order);
    const id = res.json().id as string;
    await settled('orderId', id, 2);
    // A message about the order to someone else under a template that is not sales' own (say, staff
    // invited to look at it), and one to the owner's address written in capitals.
    const row = (template: string, recipient: string) => ({
      template,
      recipient,
      messageId: `<${template}-${id}@boardwalk.example>`,
      subject: template,
      data: {},
      orderId: id,
    });
    await t.db
      .insert(notifications)
      .values([row('account.invitation', 'staff@boardwalk.example'), row('order.status', DEMO.client.toUpperCase())]);
    const templates = async (who: Client) =>
      ((await who.get(`/api/orders/${id}/emails`)).json() as { template: string }[]).map((e) => e.template).sort();
    expect(await templates(client)).toEqual(['order.confirmation', 'order.status']);
    expect(await templates(admin)).toEqual(['account.invitation', 'order.confirmation', 'order.sales', 'order.status']);
  });
});

describe('the outbox is transactional', () => {
  it('a transaction that fails after queueing leaves no notification and no job; a committed one leaves both', async () => {
    const count = async () => {
      const result = await t.db.execute(
        sql`select (select count(*)::int from notifications) as n, (select count(*)::int from mail_relay) as r,
          (select count(*)::int from pgboss.job where name = ${MAIL_QUEUE}) as j`,
      );
      return result.rows[0] as { n: number; r: number; j: number };
    };
    const before = await count();
    const draft = {
      template: 'order.status' as const,
      recipient: 'someone@example.com',
      subject: 'x',
      data: { id: 'x', ref: 'BW-X', status: 'approved' as const, statusLabel: 'Approved' },
    };
    await expect(
      t.db.transaction(async (tx) => {
        await t.app.outbox.queue(tx, [draft]);
        throw new Error('the record failed to store');
      }),
    ).rejects.toThrow('the record failed to store');
    expect(await count()).toEqual(before);

    // A broken insert in the same transaction (a lead id that is not a uuid) takes the queued e-mail with it.
    await expect(
      t.db.transaction(async (tx) => {
        await t.app.outbox.queue(tx, [draft]);
        await tx.execute(sql`insert into contact_requests (id, name, email, phone) values ('not-a-uuid', 'a', 'b', 'c')`);
      }),
    ).rejects.toThrow();
    expect(await count()).toEqual(before);

    // The one-statement form (leads and orders): a record insert that fails takes the e-mail rows and jobs with it.
    const { ctes } = await t.app.outbox.ctes([draft]);
    await expect(
      t.db.execute(
        sql`with lead as (insert into contact_requests (id, name, email, phone) values (null, 'a', 'b', 'c') returning id),
          ${ctes} select 1`,
      ),
    ).rejects.toThrow();
    expect(await count()).toEqual(before);

    const [id] = await t.db.transaction((tx) => t.app.outbox.queue(tx, [{ ...draft, recipient: 'nobody@example.com' }]));
    t.app.outbox.wake();
    await smtp.waitFor(1);
    // Relayed: its job is in pg-boss's queue under the row's id, and no relay row is left.
    const job = await t.db.execute(sql`select id::text from pgboss.job where id = ${id}::uuid`);
    expect(job.rows).toEqual([{ id }]);
    expect((await t.db.execute(sql`select count(*)::int as n from mail_relay`)).rows[0]).toEqual({ n: 0 });
  });
});

describe('without SMTP_URL', () => {
  it('writes every message as an .eml file under DATA_DIR/mail', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'boardwalk-mail-'));
    const base = testConfig();
    const local = await createTestApp({ config: { dataDir, mail: { ...base.mail, worker: true, smtpUrl: undefined } } });
    try {
      const res = await new Client(local.app, '203.0.113.9').post('/quotes', calculatorQuote);
      expect(res.statusCode).toBe(201);
      const folder = path.join(dataDir, 'mail');
      let files: string[] = [];
      for (let i = 0; i < 200 && files.length < 2; i += 1) {
        files = (await readdir(folder).catch(() => [])).filter((f) => f.endsWith('.eml'));
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(files).toHaveLength(2);
      const parsed = await Promise.all(files.map(async (f) => simpleParser(await readFile(path.join(folder, f)))));
      expect(parsed.map((p) => p.subject).sort()).toEqual([`New quote request from ${TRICKY}`, "We've received your quote request"]);
      expect(parsed.map((p) => p.to && !Array.isArray(p.to) && p.to.text).sort()).toEqual(['ann@example.com', SALES]);
    } finally {
      await local.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

// Tax invoices and payments (docs/product.md#trade-accounts): an order's first dispatch issues exactly one
// invoice (a second dispatch or two at once still one), due by the company's terms, e-mailed to the
// buyer and the billing address; admins record payments until it reads Paid; members of another company
// and other customers find nothing; the PDF says what the invoice says. Against real PostgreSQL.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatDate } from '../../src/domain/dates';
import { invoiceSubject } from '../../src/domain/invoices';
import { formatCents } from '../../src/domain/money';
import { lastDayOfMonth } from '../../src/domain/paymentTerms';
import { order as orderSchema } from '../../src/domain/schemas/orders';
import { INVOICE_MESSAGES, invoiceDetail, invoiceList, type Invoice } from '../../src/domain/schemas/invoices';
import { myAccount } from '../../src/domain/schemas/trade';
import { invoices, notifications } from '../../src/server/db/schema';
import { renderMessage } from '../../src/server/mail/messages';
import { createTestApp, type TestApp } from '../support/app';
import { pdfText } from '../support/pdfText';
import { tradeCompanies } from '../support/tradeCompany';
import { Client, DEMO, melbourneDate, offeredDay, pickupOrder, signIn } from './helpers';

const PASSWORD = 'an invoice password';
const ABN = '51 824 753 556';
let t: TestApp;
let admin: Client;
let companies: ReturnType<typeof tradeCompanies>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, DEMO.admin);
  companies = tradeCompanies(t, admin, {
    name: 'Invoice Builders',
    domain: 'invoices.example',
    password: PASSWORD,
    firstAddress: 100,
    defaults: { abn: ABN },
  });
});
afterAll(async () => {
  await t?.close();
});

const member = (accountId: string, role: 'owner' | 'buyer') => companies.member(accountId, role);
const company = (overrides: Record<string, unknown> = {}) => companies.withBuyer(overrides);

async function place(client: Client, extra: Record<string, unknown> = {}) {
  const res = await client.post('/api/orders', pickupOrder(extra));
  expect(res.statusCode, res.body).toBe(201);
  return orderSchema.parse(res.json());
}

async function setStatus(id: string, status: string) {
  const res = await admin.put(`/api/orders/${id}/status`, { status });
  expect(res.statusCode, res.body).toBe(200);
}

async function dispatch(id: string) {
  await setStatus(id, 'approved');
  await setStatus(id, 'dispatched');
}

async function invoicesOf(orderId: string) {
  return t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
}

async function invoiceFor(client: Client, orderId: string): Promise<Invoice> {
  const list = invoiceList.parse((await client.get('/api/invoices')).json());
  const found = list.find((i) => i.orderId === orderId);
  expect(found).toBeDefined();
  return found!;
}

/** The last day of the month after the month of a 'YYYY-MM-DD' day. */
function endOfNextMonth(day: string): string {
  const [year, month] = day.split('-').map(Number);
  return month === 12 ? lastDayOfMonth(year + 1, 1) : lastDayOfMonth(year, month + 1);
}

describe('issuing', () => {
  it("a dispatch issues one invoice: the order's figures, both ABNs, the PO reference, the terms' due date; e-mailed", async () => {
    const { account, buyer } = await company();
    const placed = await place(buyer.client, { poReference: 'JOB-INV-1' });
    expect(invoiceList.parse((await buyer.client.get('/api/invoices')).json())).toEqual([]);
    await setStatus(placed.id, 'approved');
    expect(await invoicesOf(placed.id)).toHaveLength(0);
    await setStatus(placed.id, 'dispatched');
    const invoice = await invoiceFor(buyer.client, placed.id);
    expect(invoice).toMatchObject({
      orderRef: `BW-${placed.id.slice(0, 8).toUpperCase()}`,
      accountId: account.id,
      customerName: account.name,
      customerAbn: ABN,
      sellerAbn: '12 345 678 901',
      poReference: 'JOB-INV-1',
      terms: 'eom_30',
      subtotalCents: placed.subtotalCents,
      gstCents: placed.gstCents,
      totalCents: placed.totalCents,
      paidCents: 0,
      outstandingCents: placed.totalCents,
      status: 'unpaid',
      issueDate: melbourneDate(0),
    });
    expect(invoice.number).toMatch(/^INV-\d{6}$/);
    expect(invoice.dueDate).toBe(endOfNextMonth(invoice.issueDate));
    const mails = await t.db.select().from(notifications).where(eq(notifications.orderId, placed.id));
    const invoiceMails = mails.filter((m) => m.template === 'invoice.issued');
    expect(invoiceMails.map((m) => m.recipient).sort()).toEqual([account.billingEmail, buyer.email].sort());
    expect(invoiceMails.map((m) => m.subject)).toEqual([
      invoiceSubject(invoice.number, invoice.orderRef),
      invoiceSubject(invoice.number, invoice.orderRef),
    ]);
    expect(invoiceMails[0].subject).toBe(`Tax invoice ${invoice.number} for order ${invoice.orderRef}`);
    const { text } = renderMessage('invoice.issued', invoiceMails[0].data);
    for (const expected of [invoice.number, invoice.orderRef, 'JOB-INV-1', formatDate(invoice.dueDate), formatCents(placed.totalCents)]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('dispatching again (after moving back) issues no second invoice nor a second e-mail', async () => {
    const { buyer } = await company();
    const placed = await place(buyer.client);
    await dispatch(placed.id);
    await setStatus(placed.id, 'approved');
    await setStatus(placed.id, 'dispatched');
    expect(await invoicesOf(placed.id)).toHaveLength(1);
    const mails = await t.db.select().from(notifications).where(eq(notifications.orderId, placed.id));
    expect(mails.filter((m) => m.template === 'invoice.issued')).toHaveLength(2); // buyer and billing, once
  });

  it('two dispatches racing issue one invoice', async () => {
    const { buyer } = await company();
    const placed = await place(buyer.client);
    await setStatus(placed.id, 'approved');
    const answers = await Promise.all([1, 2, 3].map(() => admin.put(`/api/orders/${placed.id}/status`, { status: 'dispatched' })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await invoicesOf(placed.id)).toHaveLength(1);
  });

  it('property: whatever status changes an order goes through, it has one invoice if ever dispatched, else none', async () => {
    const client = await signIn(t.app, DEMO.client);
    const status = fc.constantFrom('pending', 'approved', 'dispatched');
    // Each step is one change, or several sent at once.
    const steps = fc.array(fc.array(status, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 5 });
    await fc.assert(
      fc.asyncProperty(steps, async (changes) => {
        const placed = await place(client);
        for (const step of changes) {
          const answers = await Promise.all(step.map((s) => admin.put(`/api/orders/${placed.id}/status`, { status: s })));
          expect(answers.map((a) => a.statusCode)).toEqual(step.map(() => 200));
        }
        const dispatched = changes.flat().includes('dispatched');
        expect(await invoicesOf(placed.id)).toHaveLength(dispatched ? 1 : 0);
        const mails = await t.db.select().from(notifications).where(eq(notifications.orderId, placed.id));
        expect(mails.filter((m) => m.template === 'invoice.issued')).toHaveLength(dispatched ? 1 : 0);
      }),
      { numRuns: 15 },
    );
  });

  it('a retail customer and a company paying before dispatch owe the invoice on issue', async () => {
    const client = await signIn(t.app, DEMO.client);
    const retail = await place(client);
    await dispatch(retail.id);
    const retailInvoice = await invoiceFor(client, retail.id);
    expect(retailInvoice).toMatchObject({ terms: 'pay_before_dispatch', accountId: null, customerName: '', customerAbn: '' });
    expect(retailInvoice.dueDate).toBe(retailInvoice.issueDate);
    const { buyer } = await company({ terms: 'pay_before_dispatch', abn: '' });
    const placed = await place(buyer.client);
    await dispatch(placed.id);
    const invoice = await invoiceFor(buyer.client, placed.id);
    expect(invoice).toMatchObject({ terms: 'pay_before_dispatch', customerAbn: '' });
    expect(invoice.dueDate).toBe(invoice.issueDate);
  });
});

describe('payments', () => {
  it('an admin records payments until the invoice reads Paid; the company owes it meanwhile', async () => {
    const { buyer } = await company();
    const placed = await place(buyer.client);
    await dispatch(placed.id);
    const invoice = await invoiceFor(buyer.client, placed.id);
    // The unpaid invoice counts toward the company's exposure (docs/product.md#trade-accounts).
    expect(myAccount.parse((await buyer.client.get('/api/me/account')).json()).credit?.exposureCents).toBe(placed.totalCents);

    const part = await admin.post(`/api/invoices/${invoice.id}/payments`, {
      amountCents: 1000,
      date: melbourneDate(0),
      reference: 'EFT 1',
    });
    expect(part.statusCode, part.body).toBe(201);
    expect(invoiceDetail.parse(part.json())).toMatchObject({
      paidCents: 1000,
      outstandingCents: placed.totalCents - 1000,
      status: 'part_paid',
    });
    expect(part.json().payments).toEqual([expect.objectContaining({ amountCents: 1000, date: melbourneDate(0), reference: 'EFT 1' })]);
    // Partly paid reads Part paid (docs/product.md#money): its filter finds it, Unpaid's does not, and so does its PDF.
    const listed = async (status: string) =>
      invoiceList.parse((await admin.get('/api/invoices', { query: { status, company: invoice.accountId! } })).json()).map((i) => i.id);
    expect(await listed('part_paid')).toEqual([invoice.id]);
    expect(await listed('unpaid')).toEqual([]);
    const [partText] = await pdfText((await buyer.client.get(`/api/invoices/${invoice.id}/pdf`)).rawPayload);
    expect(partText).toContain('Status: Part paid');

    const over = await admin.post(`/api/invoices/${invoice.id}/payments`, { amountCents: placed.totalCents, date: melbourneDate(0) });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(INVOICE_MESSAGES.overpaid);

    const rest = await admin.post(`/api/invoices/${invoice.id}/payments`, {
      amountCents: placed.totalCents - 1000,
      date: melbourneDate(0),
      reference: 'EFT 2',
    });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json()).toMatchObject({ status: 'paid', outstandingCents: 0, paidCents: placed.totalCents });
    expect((await buyer.client.get(`/api/invoices/${invoice.id}`)).json().status).toBe('paid');
    expect(myAccount.parse((await buyer.client.get('/api/me/account')).json()).credit?.exposureCents).toBe(0);
    expect(
      invoiceList
        .parse((await admin.get('/api/invoices', { query: { status: 'paid', company: invoice.accountId! } })).json())
        .map((i) => i.id),
    ).toEqual([invoice.id]);
  });

  it('is refused to anyone but an admin, and checked', async () => {
    const { account, buyer } = await company();
    const owner = await member(account.id, 'owner');
    const placed = await place(buyer.client);
    await dispatch(placed.id);
    const invoice = await invoiceFor(buyer.client, placed.id);
    for (const who of [buyer.client, owner.client]) {
      expect((await who.post(`/api/invoices/${invoice.id}/payments`, { amountCents: 100, date: melbourneDate(0) })).statusCode).toBe(403);
    }
    const bad = await admin.post(`/api/invoices/${invoice.id}/payments`, { amountCents: 0, date: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(
      (await admin.post(`/api/invoices/${crypto.randomUUID()}/payments`, { amountCents: 100, date: melbourneDate(0) })).statusCode,
    ).toBe(404);
    expect(invoiceDetail.parse((await admin.get(`/api/invoices/${invoice.id}`)).json()).payments).toEqual([]);
  });

  it('an invoice still owed after its due date reads Overdue, and the overdue filter finds it', async () => {
    const { account, buyer } = await company();
    const placed = await place(buyer.client);
    await dispatch(placed.id);
    const invoice = await invoiceFor(buyer.client, placed.id);
    expect(invoiceList.parse((await admin.get('/api/invoices', { query: { overdue: 'true', company: account.id } })).json())).toEqual([]);
    await t.db
      .update(invoices)
      .set({ dueDate: melbourneDate(-1) })
      .where(eq(invoices.id, invoice.id));
    expect((await buyer.client.get(`/api/invoices/${invoice.id}`)).json().status).toBe('overdue');
    for (const query of [{ overdue: 'true' }, { status: 'overdue' }] as Record<string, string>[]) {
      const found = invoiceList.parse((await admin.get('/api/invoices', { query: { ...query, company: account.id } })).json());
      expect(found.map((i) => i.id)).toEqual([invoice.id]);
    }
    // Due today is not yet overdue.
    await t.db
      .update(invoices)
      .set({ dueDate: melbourneDate(0) })
      .where(eq(invoices.id, invoice.id));
    expect((await buyer.client.get(`/api/invoices/${invoice.id}`)).json().status).toBe('unpaid');
  });
});

describe('who sees an invoice', () => {
  it("a company's members see its invoices; another company's members and other customers find nothing", async () => {
    const { account, buyer } = await company();
    const owner = await member(account.id, 'owner');
    const other = await company();
    const client = await signIn(t.app, DEMO.client);
    const placed = await place(buyer.client);
    await dispatch(placed.id);
    const invoice = await invoiceFor(buyer.client, placed.id);
    expect((await owner.client.get(`/api/invoices/${invoice.id}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/invoices/${invoice.id}`)).statusCode).toBe(200);
    for (const outsider of [other.buyer.client, client]) {
      const ids = invoiceList.parse((await outsider.get('/api/invoices')).json()).map((i) => i.id);
      expect(ids).not.toContain(invoice.id);
      // Naming the company in the filter shows nothing either.
      expect(invoiceList.parse((await outsider.get('/api/invoices', { query: { company: account.id } })).json())).toEqual([]);
      for (const path of [`/api/invoices/${invoice.id}`, `/api/invoices/${invoice.id}/pdf`]) {
        const res = await outsider.get(path);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(INVOICE_MESSAGES.notFound);
      }
    }
    expect((await new Client(t.app).get('/api/invoices')).statusCode).toBe(401);
  });

  it('staff search by invoice number, order reference and PO reference', async () => {
    const { buyer } = await company();
    const reference = `PO-SEARCH-${Date.now()}`;
    const placed = await place(buyer.client, { poReference: reference });
    await dispatch(placed.id);
    const invoice = await invoiceFor(buyer.client, placed.id);
    for (const q of [invoice.number, invoice.number.toLowerCase(), invoice.orderRef, reference]) {
      const found = invoiceList.parse((await admin.get('/api/invoices', { query: { q } })).json());
      expect(
        found.map((i) => i.id),
        q,
      ).toEqual([invoice.id]);
    }
  });
});

describe('the PDF', () => {
  it('reads back the number, both ABNs, the company, the PO reference, the due date and the total', async () => {
    const { account, buyer } = await company();
    const placed = await place(buyer.client, { poReference: 'JOB-PDF-7' });
    await dispatch(placed.id);
    const invoice = await invoiceFor(buyer.client, placed.id);
    const res = await buyer.client.get(`/api/invoices/${invoice.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    const [text] = await pdfText(res.rawPayload);
    for (const expected of [
      'Tax invoice',
      invoice.number,
      'ABN 12 345 678 901',
      ABN,
      account.name,
      'JOB-PDF-7',
      invoice.orderRef,
      formatCents(placed.totalCents),
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toContain('30 days end of month');
  });
});

describe("the business clock's day", () => {
  it('an invoice issued on 15 December on 30 days end of month is due on 31 January of the next year', async () => {
    // 13:00 on 15 December in Melbourne: the day the invoice carries is the app's clock's, not the machine's.
    const at = new Date('2026-12-15T02:00:00Z');
    const clocked = await createTestApp({ now: () => at });
    try {
      const staff = await signIn(clocked.app, DEMO.admin);
      const year = tradeCompanies(clocked, staff, {
        name: 'Year End Decks',
        domain: 'yearend.example',
        password: PASSWORD,
        firstAddress: 200,
        defaults: { abn: ABN },
      });
      const buyer = (await year.withBuyer()).buyer.client;
      const placed = await buyer.post('/api/orders', pickupOrder({ preferredDate: offeredDay('pickup', 3, at) }));
      expect(placed.statusCode, placed.body).toBe(201);
      for (const status of ['approved', 'dispatched']) {
        expect((await staff.put(`/api/orders/${placed.json().id}/status`, { status })).statusCode).toBe(200);
      }
      const [invoice] = invoiceList.parse((await buyer.get('/api/invoices')).json());
      expect(invoice).toMatchObject({ issueDate: '2026-12-15', dueDate: '2027-01-31', status: 'unpaid' });
    } finally {
      await clocked.close();
    }
  });
});

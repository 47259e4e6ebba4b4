// A customer's own account (docs/product.md#trade-accounts): /api/me/account's balance owing and overdue on
// the company's invoices, cleared by a payment; and GET /api/me/account/statement, a month's PDF (opening
// balance, invoices, payments, closing balance) for each of the issue's roles: anonymous, a retail client,
// a member of another company, the company's buyer and owner, an admin. Against real PostgreSQL.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentMonth, monthLabel } from '../../src/domain/accountBalance';
import { formatDate } from '../../src/domain/dates';
import { formatCents } from '../../src/domain/money';
import { STATEMENT_MESSAGES } from '../../src/domain/schemas/accountStatement';
import { myAccount, tradeAccount } from '../../src/domain/schemas/trade';
import { hashPassword } from '../../src/server/auth/password';
import { invoices, users } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { pdfText } from '../support/pdfText';
import { TEST_PASSWORD_HASH_COST } from '../support/testDatabase';
import { invoicedOrder } from '../support/invoicedOrder';
import { joinCompany } from '../support/tradeCompany';
import { Client, DEMO, melbourneDate, signIn } from './helpers';

const PASSWORD = 'a statement password';
let t: TestApp;
let admin: Client;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, DEMO.admin);
});
afterAll(async () => {
  await t?.close();
});

async function member(accountId: string, role: 'owner' | 'buyer') {
  seq += 1;
  const email = `${role}.${Date.now()}.${seq}@statements.example`;
  await t.db.insert(users).values({ email, role: 'installer', passwordHash: await hashPassword(PASSWORD, TEST_PASSWORD_HASH_COST) });
  const client = await signIn(t.app, email, PASSWORD, `203.0.113.${150 + seq}`);
  await joinCompany(admin, client, accountId, email, role);
  return client;
}

async function company() {
  seq += 1;
  const res = await admin.post('/api/accounts', {
    name: `Statement Builders ${seq}`,
    abn: '51 824 753 556',
    billingEmail: `accounts${seq}@statements.example`,
    addresses: [],
    tier: 'trade',
    terms: 'eom_30',
    creditLimitDollars: 100_000,
    poRequired: false,
  });
  expect(res.statusCode, res.body).toBe(201);
  const account = tradeAccount.parse(res.json());
  return { account, owner: await member(account.id, 'owner'), buyer: await member(account.id, 'buyer') };
}

/** A pickup order of the client's, dispatched by an admin: its invoice as the client reads it. */
const invoiced = (client: Client) => invoicedOrder(client, admin, {}, client);

const balanceOf = async (client: Client) => myAccount.parse((await client.get('/api/me/account')).json()).balance;

/** The month before 'YYYY-MM'. */
function monthBefore(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

describe('the balance on /api/me/account', () => {
  it("every member sees the company's balance owing; an overdue invoice counts as overdue; a payment clears it", async () => {
    const { owner, buyer } = await company();
    expect(await balanceOf(owner)).toEqual({ owingCents: 0, overdueCents: 0 });
    const first = await invoiced(buyer);
    expect(await balanceOf(owner)).toEqual({ owingCents: first.totalCents, overdueCents: 0 });
    expect(await balanceOf(buyer)).toEqual({ owingCents: first.totalCents, overdueCents: 0 });

    // Past its due date, the invoice is overdue.
    await t.db.update(invoices).set({ dueDate: '2020-01-31' }).where(eq(invoices.id, first.id));
    const second = await invoiced(owner);
    expect(await balanceOf(buyer)).toEqual({ owingCents: first.totalCents + second.totalCents, overdueCents: first.totalCents });

    const paid = await admin.post(`/api/invoices/${first.id}/payments`, {
      amountCents: first.totalCents,
      date: melbourneDate(0),
      reference: 'EFT 1',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await balanceOf(owner)).toEqual({ owingCents: second.totalCents, overdueCents: 0 });
    const last = await admin.post(`/api/invoices/${second.id}/payments`, {
      amountCents: second.totalCents,
      date: melbourneDate(0),
      reference: '',
    });
    expect(last.statusCode, last.body).toBe(201);
    expect(await balanceOf(buyer)).toEqual({ owingCents: 0, overdueCents: 0 });
  });

  it('a retail client owes nothing; an admin is not shown every invoice as their own', async () => {
    const client = await signIn(t.app, DEMO.client, undefined, '203.0.113.240');
    expect(await balanceOf(client)).toEqual({ owingCents: 0, overdueCents: 0 });
    const { buyer } = await company();
    await invoiced(buyer);
    expect(await balanceOf(admin)).toEqual({ owingCents: 0, overdueCents: 0 });
  });
});

describe('GET /api/me/account/statement', () => {
  it("states the month: opening balance, the month's invoices and payments with the running balance, closing balance", async () => {
    const { owner, buyer } = await company();
    const month = currentMonth();
    const earlier = await invoiced(buyer);
    const later = await invoiced(owner);
    // The first invoice was issued the month before.
    await t.db
      .update(invoices)
      .set({ issueDate: `${monthBefore(month)}-15` })
      .where(eq(invoices.id, earlier.id));
    const payment = Math.floor(earlier.totalCents / 2);
    expect(
      (await admin.post(`/api/invoices/${earlier.id}/payments`, { amountCents: payment, date: melbourneDate(0), reference: 'EFT 77' }))
        .statusCode,
    ).toBe(201);

    const res = await owner.get(`/api/me/account/statement?month=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="statement-${month}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = (await pdfText(res.rawPayload)).join(' ');
    const closing = earlier.totalCents + later.totalCents - payment;
    expect(text).toContain(`Statement ${monthLabel(month)}`);
    expect(text).toContain(`Opening balance ${formatCents(earlier.totalCents)}`);
    const running = formatCents(earlier.totalCents + later.totalCents);
    expect(text).toContain(`${formatDate(later.issueDate)} Invoice ${later.number} ${formatCents(later.totalCents)} ${running}`);
    expect(text).toContain(`Payment ${earlier.number} (EFT 77) -${formatCents(payment)} ${formatCents(closing)}`);
    expect(text).toContain(`Invoices ${formatCents(later.totalCents)}`);
    expect(text).toContain(`Payments ${formatCents(payment)}`);
    expect(text).toContain(`Closing balance ${formatCents(closing)}`);
    expect(text).toContain('Customer ABN: 51 824 753 556');

    // The month before opens at nothing and closes at the first invoice.
    const before = await buyer.get(`/api/me/account/statement?month=${monthBefore(month)}`);
    expect(before.statusCode).toBe(200);
    const beforeText = (await pdfText(before.rawPayload)).join(' ');
    expect(beforeText).toContain(`Opening balance ${formatCents(0)}`);
    expect(beforeText).toContain(`Closing balance ${formatCents(earlier.totalCents)}`);
    expect(beforeText).not.toContain(later.number);
  });

  it("answers each of the issue's roles: anonymous, retail client, another company's member, buyer, owner, admin", async () => {
    const { owner, buyer } = await company();
    const other = await company();
    const invoice = await invoiced(buyer);
    const month = currentMonth();
    const url = `/api/me/account/statement?month=${month}`;
    const client = await signIn(t.app, DEMO.client, undefined, '203.0.113.241');

    expect((await new Client(t.app, '203.0.113.242').get(url)).statusCode).toBe(401);
    const retail = await client.get(url);
    expect(retail.statusCode).toBe(404);
    expect(retail.json().message).toBe(STATEMENT_MESSAGES.noInvoices);
    // An admin has no account of their own to state.
    expect((await admin.get(url)).statusCode).toBe(404);
    // Another company's member gets their own company's statement, without this company's invoice.
    const theirs = await other.owner.get(url);
    expect(theirs.statusCode).toBe(200);
    expect((await pdfText(theirs.rawPayload)).join(' ')).not.toContain(invoice.number);
    for (const reader of [owner, buyer]) {
      const mine = await reader.get(url);
      expect(mine.statusCode).toBe(200);
      expect((await pdfText(mine.rawPayload)).join(' ')).toContain(invoice.number);
    }
  });

  it('a retail customer with an invoice gets their own statement', async () => {
    seq += 1;
    const email = `retail.${Date.now()}.${seq}@statements.example`;
    await t.db.insert(users).values({ email, role: 'client', passwordHash: await hashPassword(PASSWORD, TEST_PASSWORD_HASH_COST) });
    const retail = await signIn(t.app, email, PASSWORD, '203.0.113.243');
    const invoice = await invoiced(retail);
    const res = await retail.get(`/api/me/account/statement?month=${currentMonth()}`);
    expect(res.statusCode).toBe(200);
    const text = (await pdfText(res.rawPayload)).join(' ');
    expect(text).toContain(`Customer: ${email}`);
    expect(text).toContain(invoice.number);
  });

  it('refuses a month not written YYYY-MM', async () => {
    const { owner } = await company();
    for (const month of ['2026-13', '2026-1', 'november', '']) {
      const res = await owner.get(`/api/me/account/statement?month=${encodeURIComponent(month)}`);
      expect(res.statusCode, month).toBe(400);
      expect(res.json().message).toBe(STATEMENT_MESSAGES.month);
    }
    expect((await owner.get('/api/me/account/statement')).statusCode).toBe(400);
  });
});

// Trade accounts end to end (docs/product.md#trade-accounts; the scenario), in Chromium against the
// production build with e-mail through the e2e server's real SMTP server: an admin creates a company on
// Trade tier, PO required, 30 days end of month, and invites a fresh address as its Owner; the owner
// creates an account with that address and accepts the invitation naming the company (joinCompany.ts),
// opens Account from the user menu, sees the company, cancels a mistyped invitation (and cannot remove
// the company's last owner), and invites a colleague; the colleague joins the same way and orders at
// trade prices with a PO number;
// the admin dispatches it; the invoice e-mail arrives and the invoice shows on both members' /app/account
// with the balance owing; the admin records a payment on the invoice's page and the balance clears; the
// owner downloads the month's statement. A new retail client's /app/account shows their details, nothing
// owed and no company (a new one: other suites give the demo client invoices).
import fs from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { currentMonth, monthLabel } from '../../src/domain/accountBalance';
import { orderRef } from '../../src/domain/format';
import { invoiceSubject } from '../../src/domain/invoices';
import { formatCents } from '../../src/domain/money';
import { TRADE_MESSAGES } from '../../src/domain/schemas/trade';
import { linkIn, waitForMail } from '../support/e2eMailbox';
import { pdfText } from '../support/pdfText';
import { joinAsInvited } from './joinCompany';
import { addBoard, expect, futureDate, pickPreferredDate, stepHeading, test, uniqueName } from './portalHelpers';

const INVITE_SUBJECT = "You're invited to the Boardwalk portal";
const PASSWORD = 'a long enough passphrase';

const emailOf = (prefix: string) => `${uniqueName(prefix).replace(/\s+/g, '.')}@example.com`.toLowerCase();

/** A browser of its own for someone invited: follows the e-mailed link and sets a password. */
async function acceptInvitation(browser: Browser, email: string): Promise<Page> {
  const link = new URL(linkIn(await waitForMail(email, INVITE_SUBJECT), '/accept-invite'));
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto(link.pathname + link.search);
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  return page;
}

const membersTable = (page: Page) => page.getByRole('table', { name: 'Members' });
const invoiceRow = (page: Page, number: string) => page.getByTestId('invoice-row').filter({ hasText: number });

test.describe('as a new retail client', () => {
  test.use({ persona: 'admin' });

  test('Account in the user menu opens their details; nothing owed, no company, no statement', async ({ api, browser }) => {
    const email = emailOf('retail');
    const invited = await api.post('/api/users/invitations', { data: { email, role: 'client' } });
    expect(invited.status(), await invited.text()).toBe(201);
    const page = await acceptInvitation(browser, email);
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/app\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    const details = page.getByRole('region', { name: 'Your details' });
    await expect(details).toContainText(`Email${email}`);
    await expect(details).toContainText('RoleClient');
    await expect(page.getByRole('region', { name: 'Company' })).toHaveCount(0);
    await expect(page.getByTestId('balance-owing')).toHaveText(formatCents(0));
    await expect(page.getByTestId('balance-overdue')).toHaveText(formatCents(0));
    await expect(page.getByText('No invoices yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download statement' })).toHaveCount(0);
  });
});

test.describe('as admin with a new company', () => {
  test.use({ persona: 'admin' });

  test("the issue's scenario: company, owner, invited colleague, trade order with a PO, invoice, payment, statement", async ({
    page,
    api,
    browser,
  }) => {
    test.setTimeout(180_000);
    const company = uniqueName('Seaside Decks');
    const owner = emailOf('owner');
    const typo = emailOf('typo');
    const colleague = emailOf('colleague');
    const reference = uniqueName('PO').replace(/\s+/g, '-');

    // The admin creates the company and adds its owner, who is invited.
    await page.goto('/app/accounts');
    await page.getByRole('button', { name: 'New account' }).click();
    const form = page.getByRole('form', { name: 'New account' });
    await form.getByLabel('Company name').fill(company);
    await form.getByLabel('ABN').fill('53004085616');
    await form.getByLabel('Billing email').fill('accounts@seaside.example');
    await form.getByRole('combobox', { name: 'Price tier' }).click();
    await page.getByRole('option', { name: 'Trade', exact: true }).click();
    await form.getByRole('combobox', { name: 'Payment terms' }).click();
    await page.getByRole('option', { name: '30 days end of month' }).click();
    await form.getByLabel('Credit limit ($)').fill('20000');
    await form.getByText('Purchase order number required on orders').click();
    await form.getByRole('button', { name: 'Save account' }).click();
    await expect(page.getByRole('status').getByText(`${company} saved`)).toBeVisible();
    const addMember = page.getByRole('form', { name: 'Add member' });
    await addMember.getByLabel('Member email').fill(owner);
    await addMember.getByRole('combobox', { name: 'Company role' }).click();
    await page.getByRole('option', { name: 'Owner' }).click();
    await addMember.getByRole('button', { name: 'Add member' }).click();
    await expect(page.getByText(`Invitation sent to ${owner}. They join when they accept it.`)).toBeVisible();

    // The owner joins and opens their account from the user menu.
    const ownerPage = await joinAsInvited(browser, owner, company, PASSWORD);
    await ownerPage.getByRole('button', { name: /^Account menu for / }).click();
    await ownerPage.getByRole('menuitem', { name: 'Account' }).click();
    await expect(ownerPage).toHaveURL(/\/app\/account$/);
    const companyBox = ownerPage.getByRole('region', { name: 'Company' });
    await expect(companyBox).toContainText(`Company name${company}`);
    await expect(companyBox).toContainText('ABN53 004 085 616');
    await expect(companyBox).toContainText('Payment terms30 days end of month');
    await expect(companyBox).toContainText('Credit limit$20,000.00');
    await expect(membersTable(ownerPage).getByRole('row').filter({ hasText: owner }).getByRole('cell')).toHaveText([
      owner,
      'Owner',
      'Active',
      'Remove',
    ]);
    await expect(ownerPage.getByTestId('balance-owing')).toHaveText(formatCents(0));

    // The company keeps its last owner: the server's words, in the confirmation.
    await ownerPage.getByRole('button', { name: `Remove ${owner}` }).click();
    const confirmOwner = ownerPage.getByRole('alertdialog', { name: `Remove ${owner}?` });
    await confirmOwner.getByRole('button', { name: 'Remove' }).click();
    await expect(confirmOwner.getByText(TRADE_MESSAGES.lastOwner)).toBeVisible();
    await confirmOwner.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmOwner).toHaveCount(0);
    await expect(membersTable(ownerPage).getByRole('row').filter({ hasText: owner })).toBeVisible();

    // A mistyped invitation: pending, not a member, and cancelled.
    await ownerPage.getByRole('button', { name: 'Invite a colleague' }).click();
    let dialog = ownerPage.getByRole('dialog', { name: 'Invite a colleague' });
    await dialog.getByLabel('Email').fill(typo);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText(`Invitation sent to ${typo}. They join when they accept it.`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    const pendingTable = ownerPage.getByRole('table', { name: 'Pending invitations' });
    await expect(pendingTable.getByRole('row').filter({ hasText: typo }).getByRole('cell')).toHaveText([
      typo,
      'Buyer',
      'Invitation pending',
      'Cancel invitation',
    ]);
    await expect(membersTable(ownerPage).getByRole('row').filter({ hasText: typo })).toHaveCount(0);
    await ownerPage.getByRole('button', { name: `Cancel the invitation to ${typo}` }).click();
    await expect(ownerPage.getByRole('status').getByText(`Invitation to ${typo} cancelled`)).toBeVisible();
    await expect(ownerPage.getByRole('table', { name: 'Pending invitations' })).toHaveCount(0);

    // The owner invites the colleague as a Buyer.
    await ownerPage.getByRole('button', { name: 'Invite a colleague' }).click();
    dialog = ownerPage.getByRole('dialog', { name: 'Invite a colleague' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText('Email is required')).toBeVisible();
    await dialog.getByLabel('Email').fill(colleague);
    await expect(dialog.getByRole('combobox', { name: 'Company role' })).toContainText('Buyer');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText(`Invitation sent to ${colleague}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(pendingTable.getByRole('row').filter({ hasText: colleague })).toContainText('Invitation pending');

    // The colleague joins and orders at trade prices with a PO number.
    const buyerPage = await joinAsInvited(browser, colleague, company, PASSWORD);
    await buyerPage.goto('/app/orders/create');
    await addBoard(buyerPage, /^WoodEvo/, /^HOME/, 'Sandstone', 'Grooved');
    await buyerPage.getByRole('button', { name: 'Proceed' }).click();
    await buyerPage.getByRole('button', { name: "I DON'T NEED HARDWARE" }).click();
    await expect(stepHeading(buyerPage, 7)).toBeVisible();
    await buyerPage.getByText('Delivery', { exact: true }).click();
    await buyerPage.getByLabel('Street Address').fill('8 Jetty Road');
    await buyerPage.getByLabel('City / Postcode').fill('Sandringham 3191');
    await pickPreferredDate(buyerPage, futureDate().day);
    await buyerPage.getByRole('button', { name: 'Continue to Summary' }).click();
    await expect(
      buyerPage.getByRole('alert').filter({ hasText: 'Enter a purchase order / job reference: your company requires one on every order' }),
    ).toBeVisible();
    await buyerPage.getByLabel('Purchase order / job reference').fill(reference);
    await buyerPage.getByRole('button', { name: 'Continue to Summary' }).click();
    await expect(stepHeading(buyerPage, 8)).toBeVisible();
    await expect(buyerPage.getByText('Trade price').first()).toBeVisible();
    await expect(buyerPage.getByText(reference)).toBeVisible();
    await buyerPage.getByRole('button', { name: 'Submit Order' }).click();
    await expect(buyerPage).toHaveURL(/\/orders$/);
    const mine = buyerPage.getByTestId('order-row').first();
    await expect(mine.locator('td[data-label="PO / job reference"]')).toHaveText(reference);
    await mine.click();
    await expect(buyerPage).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    const orderId = buyerPage.url().split('/').at(-1)!;
    const ref = orderRef(orderId);

    // The admin dispatches it.
    await page.goto(`/app/orders/${orderId}`);
    const info = page.getByRole('region', { name: 'Order Information' });
    await expect(info).toContainText(reference);
    const status = page.getByRole('combobox', { name: 'Update Status' });
    for (const label of ['Approved', 'Dispatched']) {
      await status.click();
      await page.getByRole('option', { name: label }).click();
      await expect(info.getByTestId('status-chip')).toHaveText(label);
    }

    // The invoice shows on the colleague's account, and its e-mail arrives.
    await buyerPage.goto('/app/account');
    const buyerInvoice = buyerPage.getByTestId('invoice-row').filter({ hasText: ref });
    await expect(buyerInvoice).toHaveCount(1);
    const number = (await buyerInvoice.getByRole('cell').first().textContent())!;
    expect(number).toMatch(/^INV-\d{6}$/);
    const mail = await waitForMail(colleague, invoiceSubject(number, ref));
    expect(mail.text).toContain(reference);
    const [invoice] = (await (await api.get(`/api/invoices?q=${number}`)).json()) as { id: string; totalCents: number }[];
    const total = formatCents(invoice.totalCents);
    await expect(buyerInvoice.getByRole('cell')).toHaveText([
      number,
      ref,
      /\d{1,2} \w{3} \d{4}/,
      /\d{1,2} \w{3} \d{4}/,
      total,
      'Unpaid',
      'PDF',
    ]);
    await expect(buyerPage.getByTestId('balance-owing')).toHaveText(total);
    await expect(buyerPage.getByTestId('balance-overdue')).toHaveText(formatCents(0));

    // And on the owner's.
    await ownerPage.reload();
    await expect(invoiceRow(ownerPage, number)).toContainText(ref);
    await expect(invoiceRow(ownerPage, number)).toContainText('Unpaid');
    await expect(ownerPage.getByTestId('balance-owing')).toHaveText(total);

    // The admin records the payment on the invoice's page; the balance clears.
    await page.goto(`/app/invoices/${invoice.id}`);
    const payment = page.getByRole('form', { name: 'Record payment' });
    await payment.getByLabel('Amount ($)').fill((invoice.totalCents / 100).toFixed(2));
    await payment.getByLabel('Reference').fill('EFT 2026');
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByTestId('invoice-status-chip')).toHaveText('Paid');
    for (const memberPage of [ownerPage, buyerPage]) {
      await memberPage.reload();
      await expect(invoiceRow(memberPage, number)).toContainText('Paid');
      await expect(memberPage.getByTestId('balance-owing')).toHaveText(formatCents(0));
    }

    // The owner downloads this month's statement.
    await expect(ownerPage.getByRole('combobox', { name: 'Statement month' })).toContainText(monthLabel(currentMonth()));
    const [download] = await Promise.all([
      ownerPage.waitForEvent('download'),
      ownerPage.getByRole('link', { name: 'Download statement' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`statement-${currentMonth()}.pdf`);
    const text = (await pdfText(await fs.readFile((await download.path())!))).join(' ');
    expect(text).toContain(company);
    expect(text).toContain(`Invoice ${number} ${total}`);
    expect(text).toContain(`Payment ${number} (EFT 2026) -${total}`);
    expect(text).toContain(`Closing balance ${formatCents(0)}`);

    await ownerPage.context().close();
    await buyerPage.context().close();
  });
});

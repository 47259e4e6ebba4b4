// The staff quote list and a quote without a lead, in Chromium against the production build on a fresh
// database (docs/product.md#quotes): /app/quotes filtered by status, searched by
// number and by customer, paged with Load more; New quote created, edited and sent, its link opened at
// phone width, then revised (the link reads Revised) and withdrawn (the link refuses).
import type { APIRequestContext, Browser } from '@playwright/test';
import { QUOTE_PAGE_DEFAULT } from '../../src/domain/schemas/quotes';
import { QUOTE_MESSAGES } from '../../src/domain/quotes';
import { waitForMail } from '../support/e2eMailbox';
import { expect, test, uniqueName } from './portalHelpers';

async function freshPage(browser: Browser) {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  return { context, page: await context.newPage() };
}

async function createQuote(api: APIRequestContext, customerName: string, customerEmail: string): Promise<{ id: string; number: string }> {
  const res = await api.post('/api/quotes', { data: { customerName, customerEmail } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; number: string };
}

/** The path of the quote link in the latest e-mail for `number` to `email`. */
async function quoteLink(email: string, subject: string): Promise<string> {
  const mail = await waitForMail(email, subject);
  const url = mail.text.match(/https?:\/\/\S+/g)?.find((u) => new URL(u).pathname.startsWith('/quote/'));
  expect(url, 'the quote e-mail links to /quote/{token}').toBeDefined();
  return new URL(url!).pathname;
}

test.describe('the quote list', () => {
  test.use({ persona: 'admin' });
  test.setTimeout(120_000);

  test('filters by status, searches by number and by customer, and pages with Load more', async ({ page, api }) => {
    const tag = uniqueName('Listed');
    const email = (n: number) => `${tag.replace(/\s+/g, '.')}.${n}@example.com`.toLowerCase();
    const created: { id: string; number: string }[] = [];
    for (let n = 0; n <= QUOTE_PAGE_DEFAULT; n++) created.push(await createQuote(api, `${tag} ${n}`, email(n)));
    // One of them sent, for the status filter.
    const sent = created[3];
    const patched = await api.patch(`/api/quotes/${sent.id}`, {
      data: { lines: [{ kind: 'free', description: 'Installation', quantity: 1, unitPriceCents: 50_000 }] },
    });
    expect(patched.status(), await patched.text()).toBe(200);
    expect((await api.post(`/api/quotes/${sent.id}/send`, { data: {} })).status()).toBe(200);

    await page.goto('/app/quotes');
    await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
    const rows = page.getByTestId('quote-row');

    // Search by customer: one page, then Load more brings the rest, newest first.
    await page.getByLabel('Search').fill(tag);
    // The search applies after a typing pause, through the URL: the unfiltered list also starts with
    // this run's newest quote, so wait for the search itself before paging.
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(rows).toHaveCount(QUOTE_PAGE_DEFAULT);
    await expect(rows.first()).toContainText(`${tag} ${QUOTE_PAGE_DEFAULT}`);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(rows).toHaveCount(QUOTE_PAGE_DEFAULT + 1);
    await expect(rows.last()).toContainText(`${tag} 0`);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    // Status: Sent, within the search.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Sent', exact: true }).click();
    await expect(page).toHaveURL(/status=sent/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(sent.number);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Withdrawn', exact: true }).click();
    await expect(page.getByText('No quotes match.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'All', exact: true }).click();

    // Search by number and by email.
    await page.getByLabel('Search').fill(created[7].number);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`${tag} 7`);
    await page.getByLabel('Search').fill(email(11));
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(created[11].number);
  });

  test('New quote (no lead): created, edited and sent; the link fits a phone; revised, then withdrawn', async ({ page, browser }) => {
    const name = uniqueName('Walk In');
    const email = `${name.replace(/\s+/g, '.')}@example.com`.toLowerCase();

    await page.goto('/app/quotes');
    await page.getByRole('button', { name: 'New quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'New quote' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone').fill('0400 222 333');
    await dialog.getByLabel('Suburb').fill('Fitzroy');
    await dialog.getByRole('button', { name: 'Create quote' }).click();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/^Q-\d{4}-\d{4,}$/);
    const number = (await heading.textContent())!.trim();
    await expect(page.getByTestId('quote-status-chip')).toHaveText('Draft');

    // Edited: a free line, autosaved; then sent.
    const free = page.getByRole('form', { name: 'Free line' });
    await free.getByLabel('Description').fill('Installation');
    await free.getByLabel('Unit price').fill('500');
    await free.getByRole('button', { name: 'Add line' }).click();
    await expect(page.getByTestId('quote-total')).toHaveText('$500.00');
    await expect(page.getByText('All changes saved')).toBeVisible();
    await page.getByRole('button', { name: 'Send quote' }).click();
    await expect(page.getByTestId('quote-status-chip')).toHaveText('Sent');
    const link = await quoteLink(email, `Your Boardwalk quote ${number}`);

    // The customer's link at phone width: the quote, nothing wider than the screen.
    const customer = await freshPage(browser);
    await customer.page.setViewportSize({ width: 375, height: 800 });
    await customer.page.goto(link);
    await expect(customer.page.getByRole('heading', { level: 1, name: `Quote ${number}` })).toBeVisible();
    await expect(customer.page.getByLabel('Totals')).toContainText('$500.00');
    const overflow = await customer.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // Revise: version 2 as a draft, sent again; the same link reads Revised.
    await page.getByRole('button', { name: 'Revise' }).click();
    await expect(page.getByTestId('quote-status-chip')).toHaveText('Draft');
    await expect(page.getByText('Version 2', { exact: true })).toBeVisible();
    await free.getByLabel('Description').fill('Delivery');
    await free.getByLabel('Unit price').fill('100');
    await free.getByRole('button', { name: 'Add line' }).click();
    await expect(page.getByTestId('quote-total')).toHaveText('$600.00');
    await expect(page.getByText('All changes saved')).toBeVisible();
    await page.getByRole('button', { name: 'Send quote' }).click();
    await expect(page.getByTestId('quote-status-chip')).toHaveText('Sent');
    await customer.page.reload();
    await expect(customer.page.getByText('Revised')).toBeVisible();
    await expect(customer.page.getByLabel('Totals')).toContainText('$600.00');

    // Withdraw: confirmed, and the link refuses.
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByRole('alertdialog', { name: 'Withdraw this quote?' }).getByRole('button', { name: 'Withdraw quote' }).click();
    await expect(page.getByTestId('quote-status-chip')).toHaveText('Withdrawn');
    await customer.page.reload();
    await expect(customer.page.getByText(QUOTE_MESSAGES.withdrawn)).toBeVisible();
    await customer.context.close();

    // The list shows it, with no lead.
    await page.goto(`/app/quotes?q=${encodeURIComponent(number)}`);
    const row = page.getByTestId('quote-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Withdrawn');
    await expect(row).toContainText('v2');
    await expect(row.getByRole('cell').nth(2)).toHaveText('—');
  });
});

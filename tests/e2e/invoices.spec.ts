// Staff invoices (docs/product.md#trade-accounts): an admin dispatches an order, finds its tax invoice on
// /app/invoices by searching its order reference, records a part payment (an overpayment is refused with
// the server's message), then the rest, and sees it Paid; Export CSV downloads what the list shows.
import { readFileSync } from 'node:fs';
import { orderRef } from '../../src/domain/format';
import { createClientOrder, expect, test } from './portalHelpers';

test.use({ persona: 'admin' });

test('an admin dispatches an order, finds its invoice by search and records it paid in two payments', async ({
  page,
  sessions,
  baseURL,
}) => {
  const order = await createClientOrder(sessions, baseURL);
  const ref = orderRef(order.id);

  await page.goto(`/app/orders/${order.id}`);
  for (const status of ['Approved', 'Dispatched']) {
    await page.getByRole('combobox', { name: 'Update Status' }).click();
    await page.getByRole('option', { name: status }).click();
    await expect(page.getByText(`Order status updated to ${status}`)).toBeVisible();
  }

  await page.getByRole('navigation').getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
  await page.getByLabel('Search').fill(ref);
  await expect(page).toHaveURL(new RegExp(`q=${ref}`));
  const row = page.getByTestId('invoice-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(ref);
  await expect(row).toContainText('client@boardwalk.example');
  await expect(row.getByTestId('invoice-status-chip')).toHaveText('Unpaid');
  const number = (await row.getByRole('link', { name: /^INV-\d{6}$/ }).textContent())!;
  await row.getByRole('link', { name: number }).click();

  await expect(page.getByRole('heading', { name: `Tax invoice ${number}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', /\/api\/invoices\/[0-9a-f-]+\/pdf$/);
  await expect(page.getByTestId('invoice-status-chip')).toHaveText('Unpaid');
  await expect(page.getByText('No payments recorded yet.')).toBeVisible();
  const owingText = (await page.getByTestId('invoice-owing').textContent())!;
  const owingCents = Math.round(Number(owingText.replace(/[$,]/g, '')) * 100);
  expect(owingCents).toBeGreaterThan(10_000);

  const form = page.getByRole('form', { name: 'Record payment' });
  await form.getByLabel('Amount ($)').fill('100');
  await form.getByLabel('Reference').fill('EFT part');
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(form.getByText('Payment recorded')).toBeVisible();
  await expect(page.getByTestId('invoice-paid')).toHaveText('$100.00');
  const payments = page.getByRole('table', { name: 'Payments' });
  await expect(payments.getByRole('row', { name: /EFT part/ })).toContainText('$100.00');
  await expect(page.getByTestId('invoice-status-chip')).toHaveText('Part paid');

  // More than is still owed: the server's refusal, shown as it said it.
  const rest = ((owingCents - 10_000) / 100).toFixed(2);
  await form.getByLabel('Amount ($)').fill(((owingCents - 10_000 + 1) / 100).toFixed(2));
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(form.getByRole('alert')).toHaveText('The payment is more than the invoice still owes');

  await form.getByLabel('Amount ($)').fill(rest);
  await form.getByLabel('Reference').fill('EFT rest');
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByTestId('invoice-status-chip')).toHaveText('Paid');
  await expect(page.getByTestId('invoice-owing')).toHaveText('$0.00');
  await expect(payments.getByRole('row')).toHaveCount(3);
  // Nothing more can be recorded against a paid invoice.
  await expect(page.getByRole('form', { name: 'Record payment' })).toHaveCount(0);

  await page.getByRole('link', { name: 'View all invoices' }).click();
  await page.getByLabel('Search').fill(ref);
  await expect(page.getByTestId('invoice-row').getByTestId('invoice-status-chip')).toHaveText('Paid');

  // Export CSV carries the list's filters: the download is this one invoice, Paid.
  const exportLink = page.getByRole('link', { name: 'Export CSV' });
  await expect(exportLink).toHaveAttribute('href', `/api/invoices/export.csv?q=${ref}`);
  const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
  expect(download.suggestedFilename()).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8')
    .trim()
    .split('\r\n');
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain(number);
  expect(csv[1]).toMatch(/,Paid$/);
});

test('a client is refused /app/invoices and has no Invoices link', async ({ browser, baseURL, sessions }) => {
  const context = await browser.newContext({ baseURL, storageState: await sessions.get('client') });
  const page = await context.newPage();
  await page.goto('/app/dashboard');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Invoices' })).toHaveCount(0);
  await page.goto('/app/invoices');
  await expect(page).toHaveURL(/\/unauthorized/);
  await context.close();
});

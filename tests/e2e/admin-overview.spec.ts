// The admin's landing page and the orders lists' titles and totals: an admin signing in lands on the
// Overview (new leads, orders to approve and to dispatch, each a count linking to its filtered list);
// the admin's list of everyone's orders is titled Orders, a customer's My Orders, and both show each
// order's Total.
import { formatCents } from '../../src/domain/money';
import { orderRef } from '../../src/domain/format';
import { createClientOrder, createOrderViaApi, expect, signInThroughPage, test, USERS } from './portalHelpers';

const figure = (page: import('@playwright/test').Page, label: string) =>
  page.getByTestId('overview-figure').filter({ has: page.getByText(label, { exact: true }) });

test.describe('admin', () => {
  test('signs in to the Overview: counts that link to the filtered lists; the list is titled Orders with a Total', async ({
    page,
    sessions,
    baseURL,
  }) => {
    const order = (await createClientOrder(sessions, baseURL)) as { id: string; totalCents: number };

    await page.goto('/login');
    await signInThroughPage(page, USERS.admin);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    for (const [label, href] of [
      ['New quote requests', '/app/leads?status=new'],
      ['New enquiries', '/app/leads?kind=enquiry&status=new'],
      ['Orders to approve', '/app/orders?status=pending'],
      ['Orders to dispatch', '/app/orders?status=approved'],
    ] as const) {
      const link = figure(page, label).getByRole('link');
      await expect(link, label).toHaveAttribute('href', href);
      await expect(link.getByTestId('overview-count'), label).toHaveText(/^\d+$/);
    }
    // The order just placed is one of those to approve.
    const toApprove = figure(page, 'Orders to approve').getByTestId('overview-count');
    expect(Number(await toApprove.textContent())).toBeGreaterThanOrEqual(1);
    await expect(figure(page, 'New quote requests')).toContainText(/\d+ received today/);

    await figure(page, 'Orders to approve').getByRole('link').click();
    await expect(page).toHaveURL(/\/app\/orders\?status=pending$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'My Orders' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Status' })).toContainText('Pending');
    await expect(page.getByRole('columnheader', { name: 'Total', exact: true })).toBeVisible();
    const row = page.getByTestId('order-row').filter({ hasText: orderRef(order.id) });
    await expect(row.locator('td[data-label="Total"]')).toHaveText(formatCents(order.totalCents));
  });
});

test.describe('client', () => {
  test.use({ persona: 'client' });

  test('My Orders keeps its title and shows each order’s Total; the dashboard has no overview', async ({ page, api }) => {
    const order = (await createOrderViaApi(api)) as { id: string; totalCents: number };
    await page.goto('/app/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Total', exact: true })).toBeVisible();
    const row = page.getByTestId('order-row').filter({ hasText: orderRef(order.id) });
    await expect(row.locator('td[data-label="Total"]')).toHaveText(formatCents(order.totalCents));

    await page.goto('/app/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Projects Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Overview' })).toHaveCount(0);
    expect((await api.get('/api/admin/overview')).status()).toBe(403);
  });
});

// Stock end to end (docs/product.md#stock-and-samples), in Chromium against the production build: a
// client has no Stock link and is refused from /app/stock; a client orders more of a colour than the
// warehouse has and reads the back order with its expected day on the order; staff find the line under
// Back orders on /app/stock, record goods in on the item's page, the ledger shows it, and the customer
// is told by e-mail. The item is one no other suite orders, so its figures are this suite's alone.
import type { APIRequestContext } from '@playwright/test';
import { orderRef } from '../../src/domain/format';
import { waitForMail } from '../support/e2eMailbox';
import { USERS, createOrderViaApi, expect, test } from './portalHelpers';

const ITEM = 'we-advanced-grooved-victorian-maple-3600';
const SHORT = 7;

test.describe('as client', () => {
  test.use({ persona: 'client' });
  test('has no Stock link and is refused from /app/stock', async ({ page }) => {
    await page.goto('/app/dashboard');
    const nav = page.getByRole('navigation', { name: 'Portal' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Stock', exact: true })).toHaveCount(0);
    await page.goto('/app/stock');
    await expect(page).toHaveURL(/\/unauthorized$/);
  });
});

/** The client's order for what is available of ITEM and SHORT more, placed through the API. */
async function orderMoreThanAvailable(admin: APIRequestContext, client: APIRequestContext): Promise<{ id: string; quantity: number }> {
  const stockRes = await admin.get(`/api/stock/items/${ITEM}`);
  expect(stockRes.status(), await stockRes.text()).toBe(200);
  const stock = await stockRes.json();
  const itemRes = await admin.get(`/api/catalogue/items/${ITEM}`);
  expect(itemRes.status(), await itemRes.text()).toBe(200);
  const item = await itemRes.json();
  const quantity = stock.item.available + SHORT;
  const order = await createOrderViaApi(client, {
    boards: [
      {
        brand: item.cf_board_brand,
        range: item.cf_board_range,
        type: item.cf_board_type,
        colorName: item.cf_board_colour,
        size: item.cf_size,
        colorId: '',
        quantity,
        item_id: ITEM,
      },
    ],
  });
  return { id: order.id, quantity };
}

test.describe('as admin', () => {
  test.use({ persona: 'admin' });
  test('a client orders more than is in stock and sees the back order; goods in fills it and the client is told', async ({
    page,
    api,
    browser,
    baseURL,
    sessions,
  }) => {
    // The client in a browser of their own, signed in as the other suites sign them in.
    const clientContext = await browser.newContext({
      baseURL,
      storageState: await sessions.get('client'),
      extraHTTPHeaders: { Origin: baseURL! },
    });
    const clientPage = await clientContext.newPage();
    const clientApi = clientContext.request;
    const { id, quantity } = await orderMoreThanAvailable(api, clientApi);
    const ref = orderRef(id);

    // The client reads the short line with its expected day on the order.
    await clientPage.goto(`/app/orders/${id}`);
    const backOrders = clientPage.getByRole('list', { name: 'Back orders' });
    await expect(backOrders).toContainText(new RegExp(`${SHORT} of ${quantity} on back order, expected \\d{1,2} [A-Z][a-z]{2}`));

    // Staff see it under Back orders, open the item and record the delivery.
    await page.goto('/app/dashboard');
    await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Stock', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Stock' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Stock levels' }).getByRole('row').nth(1)).toBeVisible();
    await page.getByRole('tab', { name: 'Back orders' }).click();
    const row = page.getByRole('table', { name: 'Back orders' }).getByRole('row').filter({ hasText: ref });
    await expect(row).toContainText(`${SHORT} of ${quantity} on back order`);
    await row.getByRole('link').nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/app/stock/${ITEM}$`));
    await expect(page.getByTestId('stock-back-ordered')).toHaveText(String(SHORT));

    const form = page.getByRole('form', { name: 'Goods in' });
    await form.getByRole('button', { name: 'Record goods in' }).click();
    await expect(form.getByText('Reference is required')).toBeVisible();
    await form.getByRole('textbox', { name: 'Quantity' }).fill(String(SHORT + 20));
    await form.getByRole('textbox', { name: 'Reference' }).fill('Delivery WE-991');
    await form.getByRole('button', { name: 'Record goods in' }).click();
    await expect(form.getByText('Recorded; 1 customer was told their back order arrived.')).toBeVisible();
    await expect(page.getByTestId('stock-back-ordered')).toHaveText('0');
    const ledger = page.getByRole('table', { name: 'Stock ledger' });
    await expect(ledger.getByRole('row').nth(1)).toContainText('Goods in');
    await expect(ledger.getByRole('row').nth(1)).toContainText('Delivery WE-991');
    await expect(ledger.getByRole('row').nth(1)).toContainText(USERS.admin);

    await waitForMail(USERS.client, `Order ${ref}: your back-ordered items have arrived`);
    await clientPage.reload();
    await expect(clientPage.getByRole('list', { name: 'Back orders' })).toHaveCount(0);
    await clientContext.close();
  });

  test('the stock screen reads on a 390 px phone: the table scrolls inside its region, the page does not', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/app/stock');
    await expect(page.getByRole('table', { name: 'Stock levels' }).getByRole('row').nth(1)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

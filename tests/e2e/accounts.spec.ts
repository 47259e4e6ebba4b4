// /app/accounts (docs/product.md#trade-accounts), what the structure mending kept and changed: the list's
// loading and failure go through the shared QueryStatus like every other list, and a saved address's
// fields carry the same labels as the order wizard's delivery step (docs/product.md#delivery-step).
import { expect, test } from './portalHelpers';

test.describe('as admin', () => {
  test.use({ persona: 'admin' });

  test("a saved address's fields read as the order wizard's do", async ({ page }) => {
    await page.goto('/app/accounts');
    await page.getByRole('button', { name: 'New account' }).click();
    const form = page.getByRole('form', { name: 'New account' });
    await form.getByRole('button', { name: 'Add address' }).click();
    await expect(form.getByLabel('Address name', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Street Address', { exact: true })).toBeVisible();
    await expect(form.getByLabel('City / Postcode', { exact: true })).toBeVisible();
  });

  test("the list's failure shows the server's message in the error banner", async ({ page }) => {
    await page.route('**/api/accounts', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ status: 500, json: { message: 'Database down' } }) : route.fallback(),
    );
    await page.goto('/app/accounts');
    await expect(page.getByRole('alert').filter({ hasText: 'Database down' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Trade accounts' })).toHaveCount(0);
  });
});

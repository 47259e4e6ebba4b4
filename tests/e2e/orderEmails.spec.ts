// Order detail's E-mails section (docs/product.md#e-mail): the owner sees the order
// confirmation with its delivery state; an admin's status change adds the status e-mail. Without
// SMTP_URL the e2e server writes messages to DATA_DIR/mail/, so each one ends Sent.
import type { Page } from '@playwright/test';
import { orderRef } from '../../src/domain/format';
import { createOrderViaApi, expect, test } from './portalHelpers';

const emails = (page: Page) => page.getByRole('region', { name: 'E-mails' }).getByTestId('sent-email');

test.describe('as a client', () => {
  test.use({ persona: 'client' });

  test('an order shows its confirmation e-mail and its delivery state', async ({ page, api }) => {
    const order = await createOrderViaApi(api);
    await page.goto(`/app/orders/${order.id}`);
    const confirmation = emails(page).filter({ hasText: `Order ${orderRef(order.id)} received` });
    await expect(confirmation).toHaveCount(1);
    await expect(confirmation).toContainText('client@boardwalk.example');
    // Queued at first, then written out by the worker: the section asks again until it settles.
    await expect(confirmation.getByTestId('delivery-state')).toHaveText('Sent', { timeout: 20_000 });
  });
});

test.describe('as an admin', () => {
  test.use({ persona: 'admin' });

  test("a status change adds the owner's status e-mail", async ({ page, api }) => {
    const order = await createOrderViaApi(api);
    await page.goto(`/app/orders/${order.id}`);
    await expect(emails(page).first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Update Status' }).click();
    await page.getByRole('option', { name: 'Approved' }).click();
    const status = emails(page).filter({ hasText: `Order ${orderRef(order.id)} is now Approved` });
    await expect(status).toHaveCount(1);
    await expect(status.getByTestId('delivery-state')).toHaveText('Sent', { timeout: 20_000 });
  });
});

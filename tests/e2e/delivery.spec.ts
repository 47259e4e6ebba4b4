// Delivery priced and scheduled (DESIGN.md "Beyond the spec: Delivery"): a client's delivery to a
// Melbourne postcode carries the $95.00 fee on its detail page; an admin schedules it from To schedule
// on /app/deliveries, opens the day's run sheet with Print run sheet, and moves it to the next day;
// the client sees the Confirmed delivery day and both e-mails.
import type { Page } from '@playwright/test';
import { formatDate } from '../../src/domain/dates';
import { addDays } from '../../src/domain/deliveryDays';
import { orderRef } from '../../src/domain/format';
import { createClientOrder, expect, futureDate, test } from './portalHelpers';

const emails = (page: Page) => page.getByRole('region', { name: 'E-mails' }).getByTestId('sent-email');
const METRO = {
  deliveryMethod: 'delivery',
  deliveryStreetAddress: '12 Esplanade',
  deliveryCityPostcode: 'St Kilda 3182',
  pickupLocation: '',
};

test.describe('an admin schedules a delivery', () => {
  test.use({ persona: 'admin' });

  test('the fee shows on the order; To schedule, run sheet, a move; the client sees the day and both e-mails', async ({
    page,
    api,
    sessions,
    baseURL,
    browser,
  }) => {
    const order = await createClientOrder(sessions, baseURL, METRO);
    const ref = orderRef(order.id);
    const preferred = futureDate().iso; // the 15th of next month
    const moved = addDays(preferred, 1);

    await page.goto('/app/dashboard');
    await page.getByRole('link', { name: 'Deliveries' }).click();
    await expect(page).toHaveURL(/\/app\/deliveries$/);
    await expect(page.getByRole('heading', { name: 'To schedule' })).toBeVisible();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: ref }) });
    await expect(row).toContainText('Melbourne');
    await expect(row.getByLabel(`Day for order ${ref}`)).toHaveValue(preferred);
    await row.getByRole('button', { name: 'Schedule' }).click();
    await expect(page.getByRole('link', { name: ref })).toHaveCount(0);

    await page.goto(`/app/deliveries/${preferred}`);
    await expect(page.getByRole('heading', { name: `Run sheet ${formatDate(preferred)}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Deliveries' })).toContainText('12 Esplanade, St Kilda 3182');
    await expect(page.getByRole('button', { name: 'Print run sheet' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print run sheet' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    const move = await api.put(`/api/delivery/orders/${order.id}/day`, { data: { day: moved } });
    expect(move.status(), await move.text()).toBe(200);

    const clientContext = await browser.newContext({ storageState: await sessions.get('client'), baseURL });
    const client = await clientContext.newPage();
    await client.goto(`/app/orders/${order.id}`);
    await expect(client.getByTestId('order-lines')).toContainText('Delivery (Melbourne zone)');
    await expect(client.getByTestId('order-lines')).toContainText('$95.00');
    await expect(client.getByTestId('confirmed-day')).toHaveText(formatDate(moved));
    await expect(emails(client).filter({ hasText: `Order ${ref}: delivery on ${formatDate(preferred)}` })).toHaveCount(1);
    await expect(emails(client).filter({ hasText: `Order ${ref}: delivery on ${formatDate(moved)}` })).toHaveCount(1);
    await clientContext.close();
  });
});

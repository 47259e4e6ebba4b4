// Delivery priced and scheduled (docs/product.md#delivery): a client orders delivery to a Melbourne
// postcode through the wizard and sees the $95.00 fee in the summary and on the detail page; an admin
// schedules it from To schedule in the scheduling dialog (the preferred day offered first, a weekend
// refused), prints the day's run sheet and moves the order to another day from it; the client sees the
// Confirmed delivery day and both e-mails. A delivery outside the zones says Freight to be quoted on the
// Order Summary before Submit, as the placed order does.
import type { Locator, Page } from '@playwright/test';
import { formatDate } from '../../src/domain/dates';
import { addDays, isServiceDay, weekday } from '../../src/domain/deliveryDays';
import { FREIGHT_QUOTED_NOTE } from '../../src/domain/deliveryTexts';
import { orderRef } from '../../src/domain/format';
import { victorianHoliday } from '../../src/domain/victorianHolidays';
import { addBoard, expect, futureDate, stepHeading, test } from './portalHelpers';

const emails = (page: Page) => page.getByRole('region', { name: 'E-mails' }).getByTestId('sent-email');
const FEE_LINE = 'Delivery (Melbourne zone)';

/** The first delivery day on or after this one. */
function serviceDayFrom(day: string): string {
  while (!isServiceDay('delivery', day, victorianHoliday)) day = addDays(day, 1);
  return day;
}

/** Clicks the day in the calendar of `scope` (opened first unless it is shown inline), a month on at a time until it shows. */
async function chooseDay(page: Page, scope: Page | Locator, day: string, { inline = false } = {}) {
  if (!inline) await scope.getByRole('button', { name: 'Open calendar' }).click();
  const cell = page.locator(`[data-scope="date-picker"][data-part="table-cell-trigger"][data-value="${day}"]:not([data-outside-range])`);
  for (let i = 0; i < 4 && !(await cell.isVisible()); i++) await scope.getByRole('button', { name: 'Next month' }).click();
  await cell.click();
}

test.describe('delivery from order to run sheet', () => {
  test.use({ persona: 'client' });

  test('the client sees the fee; an admin schedules it, prints and moves it; the client sees the day and both e-mails', async ({
    page,
    sessions,
    baseURL,
    browser,
  }) => {
    test.slow(); // a whole order's life across two people's sessions
    // A delivery day from the 15th of next month (Melbourne), the next one after it, and a Saturday.
    const preferred = serviceDayFrom(futureDate().iso);
    const moved = serviceDayFrom(addDays(preferred, 1));
    let saturday = preferred;
    while (weekday(saturday) !== 6) saturday = addDays(saturday, 1);

    // The client orders through the wizard.
    await page.goto('/app/orders/create');
    await addBoard(page, /^WoodEvo/, /^HOME/, 'Charcoal', 'Grooved');
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByRole('button', { name: "I DON'T NEED HARDWARE" }).click();
    await expect(stepHeading(page, 7)).toBeVisible();
    await page.getByText('Delivery', { exact: true }).click();
    await page.getByLabel('Street Address').fill('12 Esplanade');
    await page.getByLabel('City / Postcode').fill('St Kilda 3182');
    await expect(page.getByTestId('delivery-fee')).toHaveText('Delivery fee (Melbourne zone): $95.00');
    await chooseDay(page, page, preferred);
    await page.getByRole('button', { name: 'Continue to Summary' }).click();
    await expect(stepHeading(page, 8)).toBeVisible();
    await expect(page.getByTestId('order-lines').getByRole('row', { name: FEE_LINE })).toContainText('$95.00');
    const created = page.waitForResponse((r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Submit Order' }).click();
    const { id } = (await (await created).json()) as { id: string };
    const ref = orderRef(id);
    await page.goto(`/app/orders/${id}`);
    await expect(page.getByTestId('order-lines')).toContainText(FEE_LINE);
    await expect(page.getByTestId('order-lines')).toContainText('$95.00');

    // The admin schedules it from To schedule: the preferred day is offered first; a weekend is refused.
    const adminContext = await browser.newContext({ storageState: await sessions.get('admin'), baseURL });
    const admin = await adminContext.newPage();
    await admin.goto('/app/dashboard');
    await admin.getByRole('link', { name: 'Deliveries' }).click();
    await expect(admin).toHaveURL(/\/app\/deliveries$/);
    const row = admin.getByRole('row').filter({ has: admin.getByRole('link', { name: ref }) });
    await expect(row).toContainText('Melbourne');
    await expect(row).toContainText(formatDate(preferred));
    await row.getByRole('button', { name: 'Schedule' }).click();
    const dialog = admin.getByRole('dialog', { name: `Schedule order ${ref}` });
    await expect(dialog.getByRole('textbox', { name: 'Day' })).not.toHaveValue('');
    await chooseDay(admin, dialog, saturday, { inline: true });
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      `${formatDate(saturday)} cannot be chosen (No deliveries on weekends): choose another day`,
    );
    await chooseDay(admin, dialog, preferred, { inline: true });
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await expect(dialog).toContainText(`Order ${ref} scheduled for ${formatDate(preferred)}.`);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(admin.getByRole('link', { name: ref })).toHaveCount(0);

    // The run sheet prints, and moves the order to the next delivery day.
    await admin.goto(`/app/deliveries/${preferred}`);
    await expect(admin.getByRole('heading', { name: `Run sheet ${formatDate(preferred)}` })).toBeVisible();
    await expect(admin.getByRole('region', { name: 'Deliveries' })).toContainText('12 Esplanade, St Kilda 3182');
    await admin.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await admin.getByRole('button', { name: 'Print run sheet' }).click();
    await expect(admin.locator('body')).toHaveAttribute('data-printed', 'yes');
    await admin.emulateMedia({ media: 'print' });
    await expect(admin.getByRole('button', { name: 'Print run sheet' })).toBeHidden();
    await expect(admin.getByRole('button', { name: `Move ${ref}` })).toBeHidden();
    await admin.emulateMedia({ media: 'screen' });
    await admin.getByRole('button', { name: `Move ${ref}` }).click();
    const move = admin.getByRole('dialog', { name: `Move order ${ref}` });
    await chooseDay(admin, move, moved, { inline: true });
    await move.getByRole('button', { name: 'Move' }).click();
    await expect(move).toContainText(`Order ${ref} moved from ${formatDate(preferred)} to ${formatDate(moved)}.`);
    await move.getByRole('button', { name: 'Done' }).click();
    await expect(admin.getByRole('region', { name: 'Deliveries' })).not.toContainText('12 Esplanade, St Kilda 3182');
    await adminContext.close();

    // The client sees the confirmed day and both e-mails.
    await page.reload();
    await expect(page.getByTestId('confirmed-day')).toHaveText(formatDate(moved));
    await expect(emails(page).filter({ hasText: `Order ${ref}: delivery on ${formatDate(preferred)}` })).toHaveCount(1);
    await expect(emails(page).filter({ hasText: `Order ${ref}: delivery on ${formatDate(moved)}` })).toHaveCount(1);
  });
});

test.describe('delivery outside the zones', () => {
  test.use({ persona: 'client' });

  test('Sydney 2000: the Order Summary says Freight to be quoted before Submit, and the placed order says the same', async ({ page }) => {
    await page.goto('/app/orders/create');
    await addBoard(page, /^WoodEvo/, /^HOME/, 'Charcoal', 'Grooved');
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByRole('button', { name: "I DON'T NEED HARDWARE" }).click();
    await expect(stepHeading(page, 7)).toBeVisible();
    await page.getByText('Delivery', { exact: true }).click();
    await page.getByLabel('Street Address').fill('1 George St');
    await page.getByLabel('City / Postcode').fill('Sydney 2000');
    await expect(page.getByTestId('delivery-fee')).toHaveText(FREIGHT_QUOTED_NOTE);
    await chooseDay(page, page, serviceDayFrom(futureDate().iso));
    await page.getByRole('button', { name: 'Continue to Summary' }).click();
    await expect(stepHeading(page, 8)).toBeVisible();
    // Where the fee would be: a Delivery Fee row in the delivery details, and no fee line in the totals.
    await expect(page.getByTestId('freight-quoted')).toHaveText('Freight to be quoted');
    await expect(page.getByText('Delivery Fee', { exact: true })).toBeVisible();
    await expect(page.getByTestId('order-lines')).not.toContainText('Delivery (');
    const created = page.waitForResponse((r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Submit Order' }).click();
    const { id } = (await (await created).json()) as { id: string };
    await page.goto(`/app/orders/${id}`);
    await expect(page.getByTestId('freight-quoted')).toHaveText('Freight to be quoted');
  });
});

// The order wizard's preferred date on a slow connection (docs/product.md#delivery-step;
// docs/product.md#delivery: the calendar marks the days the warehouse cannot serve). The calendar's days are held
// at the network, as a slow phone or server holds them: a date picked and Continue pressed before they
// answer must neither be lost nor skip the check; Continue waits, says why, and goes on once they answer.
import type { Page, Route } from '@playwright/test';
import { formatDate } from '../../src/domain/dates';
import { addBoard, expect, futureDate, pickPreferredDate, stepHeading, test } from './portalHelpers';

const CHECKING = 'Checking the chosen date with our warehouse…';
const WAITING = 'Checking the chosen date with our warehouse… The summary opens as soon as it is checked.';

/** Holds every GET /api/delivery/days until released. */
async function holdDays(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/api/delivery/days?**', (route) => (holding ? held.push(route) : route.fallback()));
  return {
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((r) => r.fallback().catch(() => undefined)));
    },
  };
}

async function toDeliveryStep(page: Page) {
  await page.goto('/app/orders/create');
  await addBoard(page, /^WoodEvo/, /^ADVANCED/, 'Victorian Maple', 'Grooved');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.getByRole('button', { name: "I DON'T NEED HARDWARE" }).click();
  await expect(stepHeading(page, 7)).toBeVisible();
}

test.describe('the preferred date while its days are on their way', () => {
  test.use({ persona: 'client' });

  test('Continue pressed before the calendar has the days waits, says so, and goes on with the date once they answer', async ({ page }) => {
    const days = await holdDays(page);
    await toDeliveryStep(page);
    await page.getByText('Delivery', { exact: true }).click();
    await page.getByLabel('Street Address').fill('12 Esplanade');
    await page.getByLabel('City / Postcode').fill('St Kilda 3182');
    const date = futureDate();
    await pickPreferredDate(page, date.day);
    await expect(page.getByRole('status').filter({ hasText: CHECKING })).toBeVisible();
    await page.getByRole('button', { name: 'Continue to Summary' }).click();
    await expect(page.getByRole('status').filter({ hasText: WAITING })).toBeVisible();
    await expect(stepHeading(page, 7)).toBeVisible();
    await expect(page.locator('input[name="preferredDate"]')).toHaveValue(date.iso.split('-').reverse().join('/'));

    await days.release();
    await expect(stepHeading(page, 8)).toBeVisible();
    await expect(page.getByText(formatDate(date.iso))).toBeVisible();
  });

  test('under a 4x slower CPU, a date picked and Continue pressed at once reach the summary with the date', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await toDeliveryStep(page);
    await page.getByText('Pickup', { exact: true }).click();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const date = futureDate();
    await pickPreferredDate(page, date.day);
    await page.getByRole('button', { name: 'Continue to Summary' }).click();
    await expect(stepHeading(page, 8)).toBeVisible();
    await expect(page.getByText(formatDate(date.iso))).toBeVisible();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });
});

// The preferred-date calendar marks the days the warehouse cannot serve (docs/product.md#delivery): for
// delivery a weekend day carries its reason in its accessible name and the calendar's key; picked, it
// says why it cannot be ordered for, and Continue refuses it with those words; an open weekday says
// nothing; for pickup the Saturday is open. The same delivery fields serve the public quote page.
import type { Page } from '@playwright/test';
import { formatDate } from '../../src/domain/dates';
import { addDays, isServiceDay, weekday } from '../../src/domain/deliveryDays';
import { victorianHoliday } from '../../src/domain/victorianHolidays';
import { expect, futureDate, stepHeading, test } from './portalHelpers';

const refusal = (day: string) => `${formatDate(day)} cannot be chosen (No deliveries on weekends): choose another day`;
const cell = (page: Page, day: string) => page.locator(`[data-scope="date-picker"][data-part="table-cell-trigger"][data-value="${day}"]`);

/** The first day of next month (the month futureDate() is in) that passes the test. */
function firstOfNextMonth(test: (day: string) => boolean): string {
  const first = `${futureDate().iso.slice(0, 7)}-01`;
  let day = first;
  while (!test(day)) day = addDays(day, 1);
  return day;
}

test.describe('the preferred-date calendar', () => {
  test.use({ persona: 'client' });

  test('marks weekends for delivery with the reason, notes a marked choice, and opens Saturdays for pickup', async ({ page }) => {
    const saturday = firstOfNextMonth((d) => weekday(d) === 6);
    // An open weekday away from the 15th, which other tests book.
    const booked = [futureDate().iso, addDays(futureDate().iso, 1)];
    const open = firstOfNextMonth((d) => isServiceDay('delivery', d, victorianHoliday) && !booked.includes(d));

    await page.goto('/app/orders/create');
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(stepHeading(page, 7)).toBeVisible();
    await page.getByText('Delivery', { exact: true }).click();

    await page.getByRole('button', { name: 'Open calendar' }).click();
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(cell(page, saturday)).toHaveAccessibleName(/No deliveries on weekends/);
    await expect(cell(page, open)).not.toHaveAccessibleName(/No deliveries|holiday|Fully booked|Closed|cut-off/);
    await expect(page.getByRole('definition').first()).toBeVisible();
    await expect(page.getByText('No deliveries on weekends', { exact: true })).toBeVisible();

    await cell(page, saturday).click();
    await expect(page.getByRole('status').filter({ hasText: 'choose another day' })).toHaveText(refusal(saturday));
    // The same words refuse it on Continue, as POST /api/orders would.
    await page.getByLabel('Street Address').fill('1 Beach Rd');
    await page.getByLabel('City / Postcode').fill('St Kilda 3182');
    await page.getByRole('button', { name: 'Continue to Summary' }).click();
    await expect(page.getByRole('alert').filter({ hasText: refusal(saturday) })).toBeVisible();
    await expect(stepHeading(page, 7)).toBeVisible();

    await page.getByRole('button', { name: 'Open calendar' }).click();
    await cell(page, open).click();
    await expect(page.getByText('choose another day')).toHaveCount(0);

    // Pickups are open on Saturdays (the pickup hours): the same day carries no mark.
    await page.getByText('Pickup', { exact: true }).click();
    await page.getByRole('button', { name: 'Open calendar' }).click();
    await expect(cell(page, saturday)).not.toHaveAccessibleName(/No deliveries|Closed/);
    await cell(page, saturday).click();
    await expect(page.getByText('choose another day')).toHaveCount(0);
    await page.getByRole('button', { name: 'Continue to Summary' }).click();
    await expect(stepHeading(page, 8)).toBeVisible();
  });
});

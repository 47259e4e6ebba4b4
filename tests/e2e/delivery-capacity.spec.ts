// A day's capacity on /app/deliveries (docs/product.md#delivery: 8 deliveries a day unless staff change a
// day's capacity or close it), changed with its Ark UI NumberInput by typing and by the increment button,
// and read back on the calendar as "scheduled of capacity". Capacity is not refused below the day's
// scheduled count (orders already given the day keep it): the day then reads Fully booked.
import { TIME_ZONE } from '../../src/domain/constants';
import { formatDate, todayIn } from '../../src/domain/dates';
import { addDays, isServiceDay } from '../../src/domain/deliveryDays';
import { victorianHoliday } from '../../src/domain/victorianHolidays';
import { expect, futureDate, test } from './portalHelpers';

/** The last delivery day of the four weeks shown, away from futureDate() and the day after, which other tests book. */
function lastShownDeliveryDay(): string {
  const booked = [futureDate().iso, addDays(futureDate().iso, 1)];
  let day = addDays(todayIn(TIME_ZONE), 4 * 7 - 1);
  while (!isServiceDay('delivery', day, victorianHoliday) || booked.includes(day)) day = addDays(day, -1);
  return day;
}

test.describe("a day's capacity", () => {
  test.use({ persona: 'admin' });

  test('is changed by typing and by the increment button, shows on the calendar, and a day at capacity reads Fully booked', async ({
    page,
  }) => {
    const day = lastShownDeliveryDay();
    const when = formatDate(day);
    await page.goto('/app/deliveries');
    const field = page.getByRole('spinbutton', { name: `Capacity of ${when}` });
    const row = page.getByRole('row').filter({ has: field });
    await expect(field).toHaveValue('8');
    await expect(row.getByRole('cell', { name: '0 of 8' })).toBeVisible();

    await field.fill('5');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByRole('cell', { name: '0 of 5' })).toBeVisible();

    await row.getByRole('button', { name: `More deliveries on ${when}` }).click();
    await expect(field).toHaveValue('6');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByRole('cell', { name: '0 of 6' })).toBeVisible();

    // Down to the scheduled count: accepted, and the day is full; the field goes no lower than 0.
    await field.fill('0');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByRole('cell', { name: '0 of 0' })).toBeVisible();
    await expect(row.getByRole('rowheader')).toContainText('Fully booked');
    await expect(row.getByRole('button', { name: `Fewer deliveries on ${when}` })).toBeDisabled();
    await expect(row.getByRole('alert')).toHaveCount(0);

    // Back to the usual 8, so other tests find the day as it was.
    await field.fill('8');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByRole('cell', { name: '0 of 8' })).toBeVisible();
    await page.reload();
    await expect(field).toHaveValue('8');
  });
});

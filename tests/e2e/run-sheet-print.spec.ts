// The printed run sheet is only the run sheet (docs/product.md#delivery): in print the portal's
// navigation, account menu and footer are gone and the sheet's heading and tables remain.
import { formatDate } from '../../src/domain/dates';
import { expect, test } from './portalHelpers';

test.describe('printed run sheet', () => {
  test.use({ persona: 'admin' });

  test('prints without the portal navigation, the account menu or the footer', async ({ page }) => {
    await page.goto('/app/deliveries/2027-03-03');
    const heading = page.getByRole('heading', { name: `Run sheet ${formatDate('2027-03-03')}` });
    await expect(heading).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Portal' });
    const account = page.getByRole('button', { name: /^Account menu for / });
    const footer = page.getByRole('contentinfo');
    for (const part of [nav, account, footer]) await expect(part).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    for (const part of [nav, account, footer]) await expect(part).toBeHidden();
    await expect(page.getByRole('link', { name: 'Boardwalk portal home' })).toBeHidden();
    await expect(heading).toBeVisible();
    await expect(page.getByRole('region', { name: 'Deliveries' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pickups' })).toBeVisible();
  });
});

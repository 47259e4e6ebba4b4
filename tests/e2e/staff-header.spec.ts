// The staff header fits one row at 1280 px and wider (docs/product.md#who-uses-it): the logo, every
// navigation item and the account menu share the header's single row, none wrapped below another.
import type { Locator } from '@playwright/test';
import { expect, test } from './portalHelpers';

async function box(l: Locator) {
  const b = await l.boundingBox();
  expect(b).not.toBeNull();
  return b!;
}

test.describe('staff header', () => {
  test.use({ persona: 'admin' });

  for (const width of [1280, 1440]) {
    test(`the logo, all twelve nav items and the account menu share one row at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/app/dashboard');
      const items = page.getByRole('navigation', { name: 'Portal' }).getByRole('link');
      await expect(items).toHaveCount(12);
      const logo = await box(page.getByRole('link', { name: 'Boardwalk portal home' }));
      const account = await box(page.getByRole('button', { name: /^Account menu for / }));
      const rowMiddle = logo.y + logo.height / 2;
      const parts = [account];
      for (const item of await items.all()) parts.push(await box(item));
      for (const part of parts) {
        expect(part.y).toBeLessThan(rowMiddle);
        expect(part.y + part.height).toBeGreaterThan(rowMiddle);
      }
      // Nothing scrolls sideways inside the nav: its last item is wholly in view.
      const last = parts[parts.length - 1]!;
      expect(last.x + last.width).toBeLessThanOrEqual(account.x);
      await expect(page.getByTestId('user-label')).toBeVisible();
    });
  }
});

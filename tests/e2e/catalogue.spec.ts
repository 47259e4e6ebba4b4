// The staff catalogue end to end (docs/product.md#catalogue), in Chromium against the production build:
// a client has no Catalogue link and is refused from /app/catalogue; an admin finds a board by Search,
// duplicates it as a new colour (a draft), sets its price and publishes it, and a visitor sees the colour
// with its price on /products and among the calculator's colours without a restart. The new colour is
// discontinued again at the end, so the other suites' colour counts stay as seeded.
import type { Page } from '@playwright/test';
import { expect, test } from './portalHelpers';

const SOURCE = 'we-advanced-grooved-ironbark-5400';
const COPY = 'we-advanced-grooved-coastal-mist-5400';

test.describe('as client', () => {
  test.use({ persona: 'client' });
  test('has no Catalogue link and is refused from /app/catalogue', async ({ page }) => {
    await page.goto('/app/dashboard');
    const nav = page.getByRole('navigation', { name: 'Portal' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Catalogue' })).toHaveCount(0);
    await page.goto('/app/catalogue');
    await expect(page).toHaveURL(/\/unauthorized$/);
  });
});

async function field(page: Page, name: string) {
  return page.getByRole('form', { name: 'Item' }).getByRole('textbox', { name, exact: true });
}

test.describe('as admin', () => {
  test.use({ persona: 'admin' });
  test('adds a colour with a price and publishes it; a visitor sees it on /products and in the calculator', async ({
    page,
    api,
    browser,
  }) => {
    await page.goto('/app/dashboard');
    await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Catalogue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Catalogue' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search' }).fill('ironbark');
    await expect(table.getByRole('link', { name: /Ironbark/ }).first()).toBeVisible();
    await expect(table.getByRole('cell', { name: SOURCE, exact: true })).toBeVisible();
    await table.getByRole('row').filter({ hasText: SOURCE }).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/app/catalogue/${SOURCE}$`));

    const duplicate = page.getByRole('form', { name: 'Duplicate as a new colour' });
    await duplicate.getByRole('textbox', { name: 'New colour' }).fill('Coastal_Mist');
    await duplicate.getByRole('textbox', { name: 'New item id' }).fill(COPY);
    await duplicate.getByRole('textbox', { name: 'New name' }).fill('WoodEvo ADVANCED Grooved Board Coastal Mist 5.4m');
    await duplicate.getByRole('button', { name: 'Duplicate as a new colour' }).click();
    await expect(page).toHaveURL(new RegExp(`/app/catalogue/${COPY}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'WoodEvo ADVANCED Grooved Board Coastal Mist 5.4m' })).toBeVisible();

    try {
      // A price the editor refuses names its field; a right one saves with the status Active.
      await (await field(page, 'Price (inc GST, $)')).fill('12.345');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Price must be an amount in dollars with up to 2 decimals, e.g. 89.50')).toBeVisible();
      await (await field(page, 'Price (inc GST, $)')).fill('123.45');
      await page.getByRole('combobox', { name: /Status/ }).click();
      await page.getByRole('option', { name: 'Active' }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('WoodEvo ADVANCED Grooved Board Coastal Mist 5.4m is saved', { exact: true })).toBeVisible();
      const history = page.getByRole('list', { name: 'History' });
      await expect(history.getByRole('listitem').first()).toContainText('admin@boardwalk.example');
      await expect(history.getByRole('listitem').first()).toContainText('status draft -> active');
      await expect(history.getByRole('listitem').nth(1)).toContainText(`duplicated from ${SOURCE} as colour Coastal_Mist`);

      // A visitor, in a browser of their own, without a restart.
      const visitor = await browser.newPage();
      await visitor.goto('/products');
      const tabs = visitor.getByRole('tablist', { name: 'Decking ranges' });
      await tabs.getByRole('tab', { name: 'WoodEvo ADVANCED' }).click();
      const card = visitor.getByRole('tabpanel').getByRole('article').filter({ hasText: 'Coastal Mist' });
      await expect(card).toHaveCount(1);
      await expect(card.getByText('$123.45 per board')).toBeVisible();

      await visitor.goto('/deck-calculator?brand=woodevo');
      const panel = visitor.getByTestId('materials-side');
      await panel.getByRole('combobox', { name: /Board Colour/ }).click();
      await expect(visitor.getByRole('option', { name: 'Coastal Mist' })).toBeVisible();
      await visitor.close();
    } finally {
      const current = await api.get(`/api/catalogue/items/${COPY}`);
      if (current.ok()) {
        const { sortOrder: _s, hasPhoto: _h, ...body } = await current.json();
        await api.put(`/api/catalogue/items/${COPY}`, { data: { ...body, status: 'discontinued' } });
      }
    }
  });
});

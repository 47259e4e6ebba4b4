// The manufacturer's price file end to end (docs/product.md#catalogue), in Chromium against the
// production build: an admin uploads a file with rows in error on /app/catalogue's Price file tab, sees
// each row's line and reason and no Apply; uploads the mended file, sees the new item and the price
// change in the preview and applies it; a visitor sees the new colour at its price on /products without
// a restart. Export downloads the catalogue in the file's columns. The new colour is discontinued again
// at the end and the price put back, so the other suites see the catalogue as seeded. The preview passes axe.
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { PRICE_FILE_COLUMNS } from '../../src/domain/schemas/priceFile';
import { expect, test } from './portalHelpers';

const HEADER = PRICE_FILE_COLUMNS.join(',');
const NEW_ID = 'mb-weathered-grooved-storm-grey-3600';
const NEW_ROW = (price: string) =>
  [NEW_ID, 'Millboard Weathered Grooved Board Storm Grey 3.6m', 'board', 'MillBoard', 'Weathered', 'Grooved', 'Storm_Grey']
    .concat(['3600 x 176 x 32mm', 'board', price, 'active', 'HW-MB-CLIP-100'])
    .join(',');
// A board no other suite reads a price of.
const CHANGED = 'mb-weathered-grooved-driftwood-5400';
const csv = (...rows: string[]) => Buffer.from([HEADER, ...rows].join('\n') + '\n');

test.describe('as admin', () => {
  test.use({ persona: 'admin' });
  test('a price file with errors is previewed, fixed and applied; a visitor sees the new colour at its price', async ({
    page,
    api,
    browser,
  }) => {
    await page.goto('/app/catalogue');
    await page.getByRole('tab', { name: 'Price file' }).click();
    const upload = page.getByLabel('Price file (CSV)');

    // Export: the catalogue in the file's columns.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export' }).click();
    const exported = await readFile((await (await download).path())!, 'utf8');
    expect(exported.split('\n')[0]).toBe(HEADER);
    expect(exported).toContain(`${CHANGED},`);

    try {
      await upload.setInputFiles({
        name: 'prices.csv',
        mimeType: 'text/csv',
        buffer: csv(NEW_ROW('76.999'), `${CHANGED},,,,,,,,,225.00,,`, `${CHANGED.replace('5400', '9999')},,,,,,,,,5,,`),
      });
      const errors = page.getByRole('table', { name: 'Rows in error' });
      await expect(errors.getByRole('row')).toHaveCount(3);
      await expect(errors.getByRole('row').nth(1)).toContainText('2');
      await expect(errors.getByRole('row').nth(1)).toContainText(
        'price: Price must be an amount in dollars with up to 2 decimals, e.g. 89.50',
      );
      await expect(errors.getByRole('row').nth(2)).toContainText('kind: Kind must be board or hardware');
      await expect(page.getByText('3 rows: 0 new items, 1 price change, 0 other changes, 0 unchanged, 2 rows in error')).toBeVisible();
      await expect(page.getByText('Fix the rows in error and choose the file again')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

      // The mended file.
      await upload.setInputFiles({
        name: 'prices.csv',
        mimeType: 'text/csv',
        buffer: csv(NEW_ROW('76.99'), `${CHANGED},,,,,,,,,225.00,,`),
      });
      await expect(page.getByRole('table', { name: 'Rows in error' })).toHaveCount(0);
      const created = page.getByRole('table', { name: 'New items' });
      await expect(created.getByRole('row').nth(1)).toContainText('Millboard Weathered Grooved Board Storm Grey 3.6m');
      await expect(created.getByRole('row').nth(1)).toContainText('$76.99');
      const changes = page.getByRole('table', { name: 'Price changes' }).getByRole('row').nth(1);
      await expect(changes).toContainText('$219.00');
      await expect(changes).toContainText('$225.00');
      await expect(changes).toContainText('+2.7%');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByText('Applied: 1 new item, 0 items updated, 1 price changed')).toBeVisible();

      // A visitor, in a browser of their own, without a restart.
      const visitor = await browser.newPage();
      await visitor.goto('/products');
      await visitor.getByRole('tablist', { name: 'Decking ranges' }).getByRole('tab', { name: 'Millboard' }).click();
      const card = visitor.getByRole('tabpanel').getByRole('article').filter({ hasText: 'Storm Grey' });
      await expect(card).toHaveCount(1);
      await expect(card.getByText('$76.99 per board')).toBeVisible();
      await visitor.close();
    } finally {
      await api.post('/api/catalogue/price-file/apply', {
        data: { csv: csv(`${NEW_ID},,,,,,,,,,discontinued,`, `${CHANGED},,,,,,,,,219.00,,`).toString() },
      });
    }
  });
});

// Both figure sets (docs/product.md#subframe-and-edges): the plan's own figures ("From the board layout" and
// the priced list) first, then the spec's Calculations, unchanged, named as the quick estimate: in the
// calculator's panel and on a shared design's page.
import type { Locator } from '@playwright/test';
import { FIGURE_SET_NAMES } from '../../src/domain/figureSets';
import { canvas } from './calculatorHelpers';
import { expect, test, uniqueName } from './portalHelpers';

const COLOUR_ID = 'we-home-grooved-barossa-5400';
const square = [
  { x: 0, y: 0 },
  { x: 4000, y: 0 },
  { x: 4000, y: 3000 },
  { x: 0, y: 3000 },
];

/** The headings of the figure sets in the order a reader meets them. */
const headings = (within: Locator, level: 2 | 3) =>
  within.getByRole('heading', { level }).filter({ hasText: /^(From the board layout|Materials and prices|Calculations)$/ });

test('the calculator panel shows the plan’s figures first, then Calculations named as the quick estimate', async ({ page }) => {
  await page.addInitScript((shapes) => {
    localStorage.setItem(
      'boardwalk.calculatorDrawing',
      JSON.stringify({ shapes: [{ id: 'box-1', points: shapes }], boardDirection: 'horizontal', design: null }),
    );
  }, square);
  await page.goto(`/deck-calculator?brand=woodevo&color=${COLOUR_ID}`);
  await expect(canvas(page)).toBeVisible({ timeout: 30_000 });
  const panel = page.getByTestId('materials-side');
  await expect(panel.getByTestId('side-priced-total')).toBeVisible();
  await expect(headings(panel, 3)).toHaveText(['From the board layout', 'Materials and prices', 'Calculations']);
  await expect(panel.getByRole('region', { name: 'Calculations' })).toContainText(FIGURE_SET_NAMES.estimate);
});

test.describe('a shared design', () => {
  test.use({ persona: 'client' });
  test('shows From the board layout first, then Calculations named as the quick estimate', async ({ page, api }) => {
    const res = await api.post('/api/designs', {
      data: {
        name: uniqueName('Figures deck'),
        drawing: { shapes: [{ id: 's1', points: square }], brand: 'WoodEvo', colorItemId: COLOUR_ID, boardDirection: 'horizontal' },
      },
    });
    expect(res.status()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const share = await api.post(`/api/designs/${id}/share`);
    const { token } = (await share.json()) as { token: string };
    await page.goto(`/deck/${token}`);
    const main = page.getByRole('main');
    await expect(headings(main, 2)).toHaveText(['From the board layout', 'Calculations']);
    await expect(main.getByRole('region', { name: 'Calculations' })).toContainText(FIGURE_SET_NAMES.estimate);
  });
});

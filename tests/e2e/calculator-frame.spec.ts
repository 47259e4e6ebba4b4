// The deck as it is built (docs/product.md#subframe-and-edges), in Chromium: an L-shaped deck in the
// calculator, one edge marked against a wall, a single border and steps, and the priced materials list
// the panel shows, checked against the same domain code over the demo catalogue; then the same on a
// 390 px phone through the MATERIALS NEEDED sheet.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { colourStockItems, layoutRulesFor } from '../../src/domain/boardLayout';
import type { BoardItem, HardwareItem } from '../../src/domain/catalogue';
import { priceDeckPlan } from '../../src/domain/deckMaterials';
import { planDeck } from '../../src/domain/deckPlan';
import { DEFAULT_DECK_OPTIONS, type DeckOptions } from '../../src/domain/frameGuide';
import { formatCents } from '../../src/domain/money';
import { boardItems as seededBoards, hardwareItems as seededHardware } from '../../src/server/seed/catalogue';
import { BAROSSA_COLOUR_ID, L_SHAPES, openCalculatorWith } from '../support/calculatorDrawing';

const boardItems = seededBoards.map(
  (r) =>
    ({
      item_id: r.itemId,
      name: r.name,
      description: r.description,
      rate: Number(r.rate),
      unit: r.unit,
      cf_board_brand: r.cfBoardBrand,
      cf_board_range: r.cfBoardRange,
      cf_board_type: r.cfBoardType,
      cf_board_colour: r.cfBoardColour,
      cf_size: r.cfSize,
    }) as BoardItem,
);
const hardwareItems = seededHardware.map((r) => ({ item_id: r.itemId, name: r.name, rate: Number(r.rate), unit: r.unit }) as HardwareItem);

/** The priced list the page must show, from the domain code and the seeded catalogue. */
function expectedPrices(deck: DeckOptions) {
  const colour = boardItems.find((b) => b.item_id === BAROSSA_COLOUR_ID)!;
  const rules = layoutRulesFor('WoodEvo', colourStockItems(boardItems, colour))!;
  const plan = planDeck(L_SHAPES, rules, 'horizontal', deck);
  return priceDeckPlan(
    plan,
    {
      brand: 'WoodEvo',
      frame: deck.frame,
      heightMm: deck.heightMm,
      stockItemIds: rules.stockItemIds!,
      joistCentresMm: rules.joistCentresMm,
    },
    { boardItems, hardwareItems },
  );
}

async function buildIt(panel: Locator, page: Page) {
  await panel.getByText('Shape 1, edge 1 (4000 mm)', { exact: true }).click();
  await panel.getByRole('radiogroup', { name: 'Border' }).locator('[data-part="item"]', { hasText: 'Single' }).click();
  await panel.getByRole('combobox', { name: 'Steps' }).click();
  await page.getByRole('option', { name: 'Shape 2, edge 3 (2000 mm)' }).click();
}

async function expectPricedList(panel: Locator, variant: 'side' | 'sheet', deck: DeckOptions) {
  const want = expectedPrices(deck);
  await expect(panel.getByRole('heading', { name: 'Materials and prices' })).toBeVisible();
  await expect(panel.getByTestId(`${variant}-priced-total`)).toHaveText(formatCents(want.totals.totalCents));
  await expect(panel.getByTestId(`${variant}-priced-gst`)).toHaveText(formatCents(want.totals.gstCents));
  await expect(panel.getByTestId(`${variant}-priced-subtotal`)).toHaveText(formatCents(want.totals.subtotalCents));
  for (const line of want.lines) {
    const row = panel.getByTestId(`${variant}-priced-${line.itemId}`);
    // The name, then the line's stock label once it has loaded (docs/product.md#stock-and-samples).
    await expect(row.getByRole('rowheader')).toHaveText(
      new RegExp(`^${line.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(.*\\))?(In stock|Low stock|Back order.*)?$`),
    );
    await expect(row.getByRole('cell').first()).toHaveText(String(line.quantity));
    await expect(row.getByRole('cell').last()).toHaveText(formatCents(line.lineTotalCents));
  }
  // The list names the frame (and, with them, the steps and the wall's hangers), not just the boards.
  const parts = [
    /Joist/,
    /Bearer/,
    /Post/,
    /Concrete/,
    ...(deck.steps ? [/Stair Stringer/] : []),
    ...(deck.wallEdges.length ? [/Joist Hanger/] : []),
  ];
  for (const part of parts) await expect(panel.getByRole('rowheader', { name: part }).first()).toBeVisible();
}

const BUILT: DeckOptions = {
  ...DEFAULT_DECK_OPTIONS,
  border: 'single',
  wallEdges: [{ shape: 0, edge: 0 }],
  steps: { shape: 1, edge: 2 },
};

test('a visitor marks an edge of an L-shaped deck against a wall, adds a border and steps, and sees every material priced', async ({
  page,
}) => {
  await openCalculatorWith(page, L_SHAPES);
  const panel = page.getByTestId('materials-side');
  // Before any choice: the frame of the plain deck, priced.
  await expectPricedList(panel, 'side', DEFAULT_DECK_OPTIONS);
  await buildIt(panel, page);
  await expectPricedList(panel, 'side', BUILT);
  // The spec's Calculations stay as they are, beside the plan's list.
  await expect(panel.getByRole('heading', { name: 'Calculations' })).toBeVisible();
  // Undo takes the steps back off the list.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expectPricedList(panel, 'side', { ...BUILT, steps: null });
  // Kept with the drawing: a reload brings the choices back.
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  await expectPricedList(panel, 'side', BUILT);
  await page.reload();
  await expectPricedList(page.getByTestId('materials-side'), 'side', BUILT);
});

test('on a 390 px phone the same list is in the MATERIALS NEEDED sheet', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openCalculatorWith(page, L_SHAPES);
  await page.getByRole('button', { name: /MATERIALS NEEDED/ }).click();
  const sheet = page.getByTestId('materials-sheet');
  await buildIt(sheet, page);
  await expectPricedList(sheet, 'sheet', BUILT);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

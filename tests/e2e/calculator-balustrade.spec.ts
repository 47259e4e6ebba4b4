// Diagonal boards and the balustrade in the calculator (docs/product.md#subframe-and-edges), in Chromium: a
// 4 m x 3 m deck raised to 1.2 m is told it needs a balustrade on its exposed edges and gets it priced in
// Materials and prices; laying the boards diagonally changes the list (closer joists, more clips and
// waste). Every figure checked against the same domain code over the demo catalogue.
import { expect, test, type Locator } from '@playwright/test';
import { colourStockItems, layoutRulesFor, rulesForDirection } from '../../src/domain/boardLayout';
import type { BoardItem, HardwareItem } from '../../src/domain/catalogue';
import { priceDeckPlan } from '../../src/domain/deckMaterials';
import { planDeck } from '../../src/domain/deckPlan';
import { DEFAULT_DECK_OPTIONS, type DeckOptions } from '../../src/domain/frameGuide';
import { formatCents } from '../../src/domain/money';
import type { BoardDirection } from '../../src/domain/schemas/designs';
import { boardItems as seededBoards, hardwareItems as seededHardware } from '../../src/server/seed/catalogue';
import { BAROSSA_COLOUR_ID, openCalculatorWith } from '../support/calculatorDrawing';

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

const DECK = [
  {
    id: 'deck-1',
    points: [
      { x: 0, y: 0 },
      { x: 4000, y: 0 },
      { x: 4000, y: 3000 },
      { x: 0, y: 3000 },
    ],
  },
];

function expectedPrices(deck: DeckOptions, direction: BoardDirection) {
  const colour = boardItems.find((b) => b.item_id === BAROSSA_COLOUR_ID)!;
  const rules = rulesForDirection(layoutRulesFor('WoodEvo', colourStockItems(boardItems, colour))!, direction);
  const plan = planDeck(DECK, rules, direction, deck);
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

async function expectPricedList(panel: Locator, deck: DeckOptions, direction: BoardDirection) {
  const want = expectedPrices(deck, direction);
  await expect(panel.getByTestId('side-priced-total')).toHaveText(formatCents(want.totals.totalCents));
  for (const line of want.lines) {
    const row = panel.getByTestId(`side-priced-${line.itemId}`);
    // The name, then the line's stock label once it has loaded (docs/product.md#stock-and-samples).
    await expect(row.getByRole('rowheader')).toHaveText(
      new RegExp(`^${line.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(.*\\))?(In stock|Low stock|Back order.*)?$`),
    );
    await expect(row.getByRole('cell').first()).toHaveText(String(line.quantity));
    await expect(row.getByRole('cell').last()).toHaveText(formatCents(line.lineTotalCents));
  }
  return want;
}

async function setHeight(panel: Locator, mm: number) {
  const field = panel.getByLabel('Deck height (mm)');
  await field.fill(String(mm));
  await field.press('Enter');
}

test('a deck 1.2 m up is told it needs a balustrade on its exposed edges, and gets it priced', async ({ page }) => {
  await openCalculatorWith(page, DECK);
  const panel = page.getByTestId('materials-side');
  await expectPricedList(panel, DEFAULT_DECK_OPTIONS, 'horizontal');
  await expect(panel.getByRole('rowheader', { name: /Balustrade/ })).toHaveCount(0);

  await setHeight(panel, 1200);
  await expect(panel.getByText('A balustrade is required on 4 edges: the deck is 1.2 m above the ground', { exact: true })).toBeVisible();
  // Against the house, the top edge needs none.
  await panel.getByRole('group', { name: 'Against a wall' }).getByText('Shape 1, edge 1 (4000 mm)', { exact: true }).click();
  await expect(panel.getByText('A balustrade is required on 3 edges: the deck is 1.2 m above the ground', { exact: true })).toBeVisible();
  const high: DeckOptions = { ...DEFAULT_DECK_OPTIONS, heightMm: 1200, wallEdges: [{ shape: 0, edge: 0 }] };
  const want = await expectPricedList(panel, high, 'horizontal');
  // Posts at every corner and at most 1.5 m apart (8), a fixing kit each, a panel per bay (7), rails from 5.8 m (6).
  const balustrade = want.lines.filter((l) => l.group === 'balustrade');
  expect(balustrade.map((l) => [l.itemId, l.quantity, l.unitPriceCents])).toEqual([
    ['hw-balustrade-post-black', 8, 8900],
    ['hw-balustrade-fixing-kit-black', 8, 1250],
    ['hw-balustrade-rail-5800-black', 6, 6400],
    ['hw-balustrade-panel-1500-black', 7, 12900],
  ]);
  await expect(panel.getByRole('rowheader', { name: 'Aluminium Balustrade Post Black' })).toBeVisible();

  // Its colour changes the items; below 1 m the sentence goes and so does the balustrade.
  await panel.getByRole('radiogroup', { name: 'Balustrade colour' }).locator('[data-part="item"]', { hasText: 'Monument' }).click();
  await expect(panel.getByRole('rowheader', { name: 'Aluminium Balustrade Post Monument' })).toBeVisible();
  await setHeight(panel, 900);
  await expect(panel.getByText(/A balustrade is required/)).toHaveCount(0);
  await expect(panel.getByRole('rowheader', { name: /Balustrade/ })).toHaveCount(0);
  // The customer may still add one to any edge.
  await panel.getByRole('group', { name: 'Balustrade' }).getByText('Edge 2 of shape 1 (3000 mm)', { exact: true }).click();
  await expect(panel.getByTestId('side-priced-hw-balustrade-post-monument').getByRole('cell').first()).toHaveText('3');
});

test('diagonal boards change the list: joists at 300 mm, more clips and more boards', async ({ page }) => {
  await openCalculatorWith(page, DECK);
  const panel = page.getByTestId('materials-side');
  const straight = await expectPricedList(panel, DEFAULT_DECK_OPTIONS, 'horizontal');
  await page.getByRole('radiogroup', { name: 'Board direction' }).locator('[data-part="item"]', { hasText: 'Diagonal' }).click();
  const diagonal = await expectPricedList(panel, DEFAULT_DECK_OPTIONS, 'diagonal');
  const quantity = (list: typeof straight, prefix: string) =>
    list.lines.filter((l) => l.itemId.startsWith(prefix)).reduce((n, l) => n + l.quantity, 0);
  expect(quantity(diagonal, 'hw-joist-timber')).toBeGreaterThan(quantity(straight, 'hw-joist-timber'));
  expect(diagonal.totals.totalCents).not.toBe(straight.totals.totalCents);
  // Kept with the drawing: a reload lays them diagonally again.
  await page.reload();
  await expectPricedList(page.getByTestId('materials-side'), DEFAULT_DECK_OPTIONS, 'diagonal');
});

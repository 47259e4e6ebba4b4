// Trade prices on the public pages (docs/product.md#trade-accounts), in Chromium against the production build:
// the demo installer, Owner of Southside Decking (Trade tier: boards 15% off, everything else 10%), sees their
// price labelled Trade price beside the struck catalogue price on /products, and the calculator's Materials
// and prices at their prices by the same unitPriceFor the wizard and the server charge with; a visitor sees
// the catalogue's prices on both, as the prerendered pages show everyone first.
import type { Locator, Page } from '@playwright/test';
import { colourStockItems, layoutRulesFor } from '../../src/domain/boardLayout';
import type { BoardItem, HardwareItem } from '../../src/domain/catalogue';
import { priceDeckPlan } from '../../src/domain/deckMaterials';
import { planDeck } from '../../src/domain/deckPlan';
import { DEFAULT_DECK_OPTIONS } from '../../src/domain/frameGuide';
import { formatCents } from '../../src/domain/money';
import { RETAIL_PRICES, type PriceContext } from '../../src/domain/tradePricing';
import { boardItems as seededBoards, hardwareItems as seededHardware } from '../../src/server/seed/catalogue';
import { BAROSSA_COLOUR_ID, L_SHAPES, openCalculatorWith } from '../support/calculatorDrawing';
import { expect, test } from './portalHelpers';

const TRADE: PriceContext = { tier: 'trade', overrides: new Map() };

const boardItems = seededBoards.map(
  (r) =>
    ({
      item_id: r.itemId,
      name: r.name,
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

/** The calculator's L-shaped Barossa deck priced by the domain code at the given prices. */
function expectedList(prices: PriceContext) {
  const colour = boardItems.find((b) => b.item_id === BAROSSA_COLOUR_ID)!;
  const rules = layoutRulesFor('WoodEvo', colourStockItems(boardItems, colour))!;
  const deck = DEFAULT_DECK_OPTIONS;
  return priceDeckPlan(
    planDeck(L_SHAPES, rules, 'horizontal', deck),
    {
      brand: 'WoodEvo',
      frame: deck.frame,
      heightMm: deck.heightMm,
      stockItemIds: rules.stockItemIds!,
      joistCentresMm: rules.joistCentresMm,
    },
    { boardItems, hardwareItems },
    prices,
  );
}

const barossaCard = (page: Page): Locator =>
  page.getByRole('article', { name: boardItems.find((b) => b.item_id === BAROSSA_COLOUR_ID)!.name });

async function expectPanelAt(panel: Locator, prices: PriceContext) {
  const want = expectedList(prices);
  await expect(panel.getByRole('heading', { name: 'Materials and prices' })).toBeVisible();
  await expect(panel.getByTestId('side-priced-total')).toHaveText(formatCents(want.totals.totalCents));
  await expect(panel.getByTestId('side-priced-gst')).toHaveText(formatCents(want.totals.gstCents));
  await expect(panel.getByTestId('side-priced-subtotal')).toHaveText(formatCents(want.totals.subtotalCents));
  for (const line of want.lines)
    await expect(panel.getByTestId(`side-priced-${line.itemId}`).getByRole('cell').last()).toHaveText(formatCents(line.lineTotalCents));
  return want;
}

test.describe('a visitor', () => {
  test('sees the catalogue prices on a product page and in Materials and prices, with no Trade price', async ({ page }) => {
    await page.goto('/products');
    await expect(barossaCard(page)).toContainText('$69.90 per board');
    await expect(page.getByText('Trade price')).toHaveCount(0);

    await openCalculatorWith(page, L_SHAPES);
    const panel = page.getByTestId('materials-side');
    await expectPanelAt(panel, RETAIL_PRICES);
    await expect(panel.getByText('Trade price')).toHaveCount(0);
  });
});

test.describe('a member of the demo trade company', () => {
  test.use({ persona: 'installer' });

  test('sees Trade price on a product page and Materials and prices at the Trade tier', async ({ page }) => {
    // Signed in through the portal, as a person is: the browser then knows it is signed in. The portal
    // writes that hint once it has checked the session, which its first heading shows; leaving on the URL
    // alone went to /products before the check had answered in a loaded full run.
    await page.goto('/app/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Projects Dashboard' })).toBeVisible();

    await page.goto('/products');
    const card = barossaCard(page);
    // By hand: $69.90 less Trade's 15% on boards is 5941.5 cents, rounded half up to $59.42.
    await expect(card).toContainText('$59.42 per board');
    await expect(card.getByText('Trade price')).toBeVisible();
    await expect(card.locator('s')).toHaveText('retail $69.90');
    await expect(card).not.toContainText('$69.90 per board');

    await openCalculatorWith(page, L_SHAPES);
    const panel = page.getByTestId('materials-side');
    const want = await expectPanelAt(panel, TRADE);
    const board = panel.getByTestId(`side-priced-${BAROSSA_COLOUR_ID}`);
    await expect(board).toContainText('$59.42');
    await expect(board.getByText('Trade price')).toBeVisible();
    await expect(board.locator('s')).toHaveText('retail $69.90');
    // By hand: the $54.00 box of WoodEvo clips less Trade's 10% on everything else is $48.60.
    await expect(panel.getByTestId('side-priced-hw-woodevo-hidden-clips')).toContainText('$48.60');
    expect(want.totals.totalCents).toBeLessThan(expectedList(RETAIL_PRICES).totals.totalCents);
  });
});

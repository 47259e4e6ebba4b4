// A saved or shared design's whole plan and priced list, as the calculator works them out
// (docs/product.md#subframe-and-edges): the colour's layout rules, planDeck and priceDeckPlan over the stored drawing
// and today's catalogue, at the buyer's prices (the owner's company's, docs/product.md#trade-accounts). The
// server runs it on its CPU pool for Order these materials and the plan pack.
import { colourStockItems, layoutRulesFor, type LayoutRules } from './boardLayout';
import type { BoardItem, HardwareItem } from './catalogue';
import { priceDeckPlan, type PricedMaterials } from './deckMaterials';
import { planDeck, type DeckPlan } from './deckPlan';
import { DEFAULT_DECK_OPTIONS, type DeckOptions } from './frameGuide';
import type { DesignDrawing } from './schemas/designs';
import { RETAIL_PRICES, type PriceContext } from './tradePricing';

export interface DesignPlan {
  rules: LayoutRules;
  plan: DeckPlan;
  deck: DeckOptions;
  priced: PricedMaterials;
  /** The colour's board item (its brand, range and colour name the plan). */
  colour: BoardItem;
}

/** null before a colour is chosen, or when the catalogue no longer has it. */
export function planForDrawing(
  drawing: DesignDrawing,
  catalogue: { boardItems: readonly BoardItem[]; hardwareItems: readonly HardwareItem[] },
  prices: PriceContext = RETAIL_PRICES,
): DesignPlan | null {
  const colour = drawing.colorItemId === null ? undefined : catalogue.boardItems.find((i) => i.item_id === drawing.colorItemId);
  if (!colour) return null;
  const rules = layoutRulesFor(colour.cf_board_brand, colourStockItems(catalogue.boardItems, colour));
  if (!rules) return null;
  const deck = drawing.deck ?? DEFAULT_DECK_OPTIONS;
  const plan = planDeck(drawing.shapes, rules, drawing.boardDirection, deck);
  const priced = priceDeckPlan(
    plan,
    {
      brand: colour.cf_board_brand,
      frame: deck.frame,
      heightMm: deck.heightMm,
      stockItemIds: rules.stockItemIds ?? {},
      joistCentresMm: rules.joistCentresMm,
    },
    catalogue,
    prices,
  );
  return { rules, plan, deck, priced, colour };
}

// A saved or shared design's whole plan and priced list, as the calculator works them out
// (docs/product.md#bill-of-materials): the drawing's bill of materials (billForDrawing) priced over today's
// catalogue, at the buyer's prices (the owner's company's, docs/product.md#trade-accounts). The server
// runs it on its CPU pool for Order these materials, the plan pack and a quote request's stored figures.
import { colourStockItems, layoutRulesFor, rulesForDirection, type LayoutRules } from './boardLayout';
import { billOfMaterials, billOptions, type BillOfMaterials } from './billOfMaterials';
import type { BoardItem, HardwareItem } from './catalogue';
import { priceBill, type PricedMaterials } from './deckMaterials';
import { planDeck, type DeckPlan } from './deckPlan';
import { DEFAULT_DECK_OPTIONS, type DeckOptions } from './frameGuide';
import type { DesignDrawing } from './schemas/designs';
import { RETAIL_PRICES, type PriceContext } from './tradePricing';

export interface DesignPlan {
  rules: LayoutRules;
  plan: DeckPlan;
  deck: DeckOptions;
  bill: BillOfMaterials;
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
  const planned = billForDrawing(drawing, catalogue);
  return planned ? { ...planned, priced: priceBill(planned.bill, catalogue, prices) } : null;
}

export interface PlannedBill {
  rules: LayoutRules;
  plan: DeckPlan;
  deck: DeckOptions;
  bill: BillOfMaterials;
  /** The colour's board item (its brand, range and colour name the plan). */
  colour: BoardItem;
}

type PlannedDrawing = Pick<DesignDrawing, 'shapes' | 'colorItemId' | 'boardDirection' | 'deck'>;

/** The stored drawing's plan alone (the shared page's 3D view): null before a colour is chosen, or when the catalogue no longer has it. */
export function deckPlanForDrawing(drawing: PlannedDrawing, boardItems: readonly BoardItem[]): Omit<PlannedBill, 'bill'> | null {
  const colour = drawing.colorItemId === null ? undefined : boardItems.find((i) => i.item_id === drawing.colorItemId);
  if (!colour) return null;
  const brandRules = layoutRulesFor(colour.cf_board_brand, colourStockItems(boardItems, colour));
  if (!brandRules) return null;
  // Diagonal boards take the closer joist centres (docs/product.md#subframe-and-edges): the plan pack and the clips read them here.
  const rules = rulesForDirection(brandRules, drawing.boardDirection);
  const deck = drawing.deck ?? DEFAULT_DECK_OPTIONS;
  return { rules, plan: planDeck(drawing.shapes, rules, drawing.boardDirection, deck), deck, colour };
}

/** A saved, shared or sent drawing's plan and bill; null before a colour is chosen, or when the catalogue no longer has it. */
export function billForDrawing(
  drawing: PlannedDrawing,
  catalogue: { boardItems: readonly BoardItem[]; hardwareItems?: readonly HardwareItem[] },
): PlannedBill | null {
  const planned = deckPlanForDrawing(drawing, catalogue.boardItems);
  if (!planned) return null;
  const { rules, plan, deck, colour } = planned;
  return { ...planned, bill: billOfMaterials(plan, billOptions(colour.cf_board_brand, rules, deck)) };
}

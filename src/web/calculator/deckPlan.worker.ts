// The deck's plan off the main thread (DESIGN.md "Subframe and edges"): the board layout, the frame, the
// border, breaker boards, fascia and steps of a drawing, computed here so a change of height, subframe,
// border, direction or shapes never holds up the page. One answer per request, tagged with its id.
import { colourStockItems, layoutRulesFor } from '../../domain/boardLayout';
import { planDeck } from '../../domain/deckPlan';
import type { DeckPlanRequest, DeckPlanResponse } from './deckPlanMessages';

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<DeckPlanRequest>) => void) | null;
  postMessage: (m: DeckPlanResponse) => void;
};

scope.onmessage = (e) => {
  const { id, shapes, brand, colour, items, direction, deck } = e.data;
  const rules = layoutRulesFor(brand, colourStockItems(items, colour));
  scope.postMessage({ id, plan: rules ? planDeck(shapes, rules, direction, deck) : null, rules });
};

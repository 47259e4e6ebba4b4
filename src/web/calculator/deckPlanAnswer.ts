// The answer to a plan request (deckPlanMessages.ts), worked out by the plan worker (deckPlan.worker.ts)
// or, where there are no workers (jsdom), by the page after loading this module on demand: never part
// of the page's own chunks (a benchmark target: JavaScript for /deck-calculator).
import { colourStockItems, layoutBoards, layoutRulesFor, rulesForDirection } from '../../domain/boardLayout';
import { planDeck } from '../../domain/deckPlan';
import type { DeckPlanRequest, DeckPlanResponse } from './deckPlanMessages';

export function answerPlan({ shapes, brand, colour, items, direction, deck }: DeckPlanRequest): Omit<DeckPlanResponse, 'id'> {
  const brandRules = layoutRulesFor(brand, colourStockItems(items, colour));
  if (!brandRules) return { rules: brandRules, plan: null, layout: null };
  // Diagonal boards take the closer joist centres: the priced list's clips and the plan read them from these rules.
  const rules = rulesForDirection(brandRules, direction);
  const plan = planDeck(shapes, rules, direction, deck);
  // With no border and no breaker the plan's field is the drawing itself (planDeck lays it as is).
  const plain = deck.border === 'none' && !deck.breaker;
  return { rules, plan, layout: plain ? plan.layout : layoutBoards(shapes, rules, direction) };
}

// The deck's plan off the main thread (docs/product.md#subframe-and-edges): the board layout, the frame, the
// border, breaker boards, fascia and steps of a drawing, computed here so a change of height, subframe,
// border, direction or shapes never holds up the page. One answer per request, tagged with its id.
import { answerPlan } from './deckPlanAnswer';
import type { DeckPlanRequest, DeckPlanResponse } from './deckPlanMessages';

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<DeckPlanRequest>) => void) | null;
  postMessage: (m: DeckPlanResponse) => void;
};

scope.onmessage = (e) => {
  scope.postMessage({ id: e.data.id, ...answerPlan(e.data) });
};

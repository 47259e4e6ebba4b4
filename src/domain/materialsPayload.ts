// The priced materials list as the API (GET /api/designs/{id}/materials) and the quote request carry it
// (docs/product.md#subframe-and-edges). Apart from designPlan.ts, and with type imports only, so the
// calculator's page can build its quote request without loading the plan's code, which it loads lazily.
import type { PricedMaterials } from './deckMaterials';
import type { DeckOptions } from './frameGuide';
import type { MaterialsPayload } from './schemas/designMaterials';

/** The priced list as the API and the quote request carry it; null without lines. */
export function materialsPayload(deck: DeckOptions, priced: PricedMaterials | null): MaterialsPayload | null {
  if (!priced || priced.lines.length === 0) return null;
  return {
    deck,
    lines: priced.lines.map(({ itemId, name, quantity, unitPriceCents, lineTotalCents, metres }) => ({
      itemId,
      name,
      quantity,
      unitPriceCents,
      lineTotalCents,
      ...(metres === undefined ? {} : { metres }),
    })),
    totals: priced.totals,
  };
}

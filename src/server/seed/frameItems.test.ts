// The frame, fascia, fixings and step items the calculator's priced list names (src/domain/deckMaterials.ts)
// are all in the demo catalogue, with the subframes they suit.
import { describe, expect, it } from 'vitest';
import {
  BRAND_ITEMS,
  CONCRETE_ITEM_ID,
  FRAME_ITEM_IDS,
  PEDESTAL_ITEM_ID,
  STAIR_BRACKET_ITEM_ID,
  STEEL_POST_BANDS,
  STRINGER_ITEM_ID,
} from '../../domain/billOfMaterials';
import { BALUSTRADE_COLOURS, balustradeItemIds } from '../../domain/balustrade';
import { hardwareItems } from './catalogue';

describe('demo catalogue: the items of the priced materials list', () => {
  it('seeds every item the list can name, each with a price, a unit and a unique SKU', () => {
    const named = [
      ...Object.values(FRAME_ITEM_IDS).flatMap((f) => [
        ...Object.values(f.joists),
        ...Object.values(f.bearers),
        ...Object.values(f.posts),
        f.postBracket,
        f.hanger,
      ]),
      ...STEEL_POST_BANDS.map((b) => b.itemId),
      ...Object.values(BRAND_ITEMS).flatMap((b) => [b.clips, b.fascia, ...Object.values(b.faceScrews)]),
      PEDESTAL_ITEM_ID,
      CONCRETE_ITEM_ID,
      STRINGER_ITEM_ID,
      STAIR_BRACKET_ITEM_ID,
      ...BALUSTRADE_COLOURS.flatMap((c) => Object.values(balustradeItemIds(c))),
    ];
    const byId = new Map(hardwareItems.map((h) => [h.itemId, h]));
    for (const id of named) {
      const item = byId.get(id);
      expect(item, id).toBeDefined();
      expect(Number(item!.rate), id).toBeGreaterThan(0);
      expect(item!.unit, id).toBeTruthy();
    }
    const skus = hardwareItems.map((h) => h.sku);
    expect(new Set(skus).size).toBe(skus.length);
  });

  it('seeds the balustrade at the guide prices in every colour', () => {
    const byId = new Map(hardwareItems.map((h) => [h.itemId, h]));
    for (const colour of BALUSTRADE_COLOURS) {
      const ids = balustradeItemIds(colour);
      expect([ids.post, ids.rail, ids.panel, ids.fixingKit].map((id) => byId.get(id)?.rate)).toEqual(['89.00', '64.00', '129.00', '12.50']);
    }
  });

  it('marks timber-only and steel-only frame items with their subframe', () => {
    const byId = new Map(hardwareItems.map((h) => [h.itemId, h]));
    for (const id of [...Object.values(FRAME_ITEM_IDS.timber.joists), ...Object.values(FRAME_ITEM_IDS.timber.posts)])
      expect(byId.get(id)?.subframes).toEqual(['timber']);
    for (const id of [...Object.values(FRAME_ITEM_IDS.steel.joists), ...STEEL_POST_BANDS.map((b) => b.itemId)])
      expect(byId.get(id)?.subframes).toEqual(['metal']);
  });
});

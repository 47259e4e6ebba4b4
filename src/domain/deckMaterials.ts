// The priced materials list of a planned deck (docs/product.md#subframe-and-edges, docs/product.md#money): every
// item the plan needs, as catalogue lines with quantity, unit price and line total, and the totals by
// the order money rules. The calculator's "Materials and prices", the quote request and an order
// from the design all take their lines from here.
import type { BoardItem, HardwareItem } from './catalogue';
import type { DeckPlan } from './deckPlan';
import { STEP_TREAD_BOARDS, type FrameMaterial } from './frameGuide';
import { lineTotalCents, orderTotals, type Totals } from './money';
import { boughtCount, cutFromStock } from './stockCutting';
import { RETAIL_PRICES, unitPriceFor, type ItemKind, type PriceContext } from './tradePricing';

/** The catalogue items of the frame, per subframe (seeded by src/server/seed/catalogue.ts under these ids). */
export const FRAME_ITEM_IDS = {
  timber: {
    joists: { 6000: 'hw-joist-timber-6000', 4800: 'hw-joist-timber-4800' } as Record<number, string>,
    bearers: { 6000: 'hw-bearer-timber-6000', 4800: 'hw-bearer-timber-4800' } as Record<number, string>,
    /** Timber posts by stock length. */
    posts: { 3000: 'hw-post-timber-3000', 2400: 'hw-post-timber-2400', 1800: 'hw-post-timber-1800' } as Record<number, string>,
    /** One per post: the bracket joining post and bearer. */
    postBracket: 'hw-post-stirrup',
    hanger: 'hw-joist-hanger',
  },
  steel: {
    joists: { 6000: 'hw-joist-steel-6000' } as Record<number, string>,
    bearers: { 6000: 'hw-bearer-steel-6000' } as Record<number, string>,
    posts: {} as Record<number, string>,
    postBracket: 'hw-steel-post-bracket',
    hanger: 'hw-steel-joist-bracket',
  },
} as const satisfies Record<FrameMaterial, unknown>;

/** Adjustable steel posts by the tallest deck height each suits, mm (docs/product.md#subframe-and-edges: "by height band"). */
export const STEEL_POST_BANDS: ReadonlyArray<{ upToMm: number; itemId: string }> = [
  { upToMm: 600, itemId: 'hw-steel-post-600' },
  { upToMm: 1200, itemId: 'hw-steel-post-1200' },
  { upToMm: 1800, itemId: 'hw-steel-post-1800' },
  { upToMm: 3000, itemId: 'hw-steel-post-3000' },
];
export const PEDESTAL_ITEM_ID = 'hw-adjustable-pedestal';
export const CONCRETE_ITEM_ID = 'hw-concrete-20kg';
export const STRINGER_ITEM_ID = 'hw-stringer-timber-3600';
export const STAIR_BRACKET_ITEM_ID = 'hw-stair-bracket';
/** Brackets fixing each stringer: one at the deck, one at the ground. */
export const STAIR_BRACKETS_PER_STRINGER = 2;

/** Per brand: its hidden clips, fascia (with its stock length) and the screws that face-fix border, breaker and tread boards. */
export const BRAND_ITEMS: Record<
  string,
  { clips: string; fascia: string; fasciaLengthMm: number; faceScrews: Record<FrameMaterial, string>; screwsPerBox: number }
> = {
  woodevo: {
    clips: 'hw-woodevo-hidden-clips',
    fascia: 'hw-woodevo-fascia',
    fasciaLengthMm: 5400,
    faceScrews: { timber: 'hw-timber-subframe-screws', steel: 'hw-metal-subframe-screws' },
    screwsPerBox: 500,
  },
  millboard: {
    clips: 'hw-millboard-clips',
    fascia: 'hw-millboard-fascia',
    fasciaLengthMm: 3600,
    faceScrews: { timber: 'hw-millboard-durafix-screws', steel: 'hw-millboard-durafix-screws' },
    screwsPerBox: 250,
  },
};
/** Face-fixed boards take two screws where they cross each joist or stringer. */
export const FACE_SCREWS_PER_CROSSING = 2;

export type MaterialGroup = 'boards' | 'fixings' | 'frame' | 'steps';

export interface MaterialLine {
  /** Stable within a list: the item id. */
  key: string;
  itemId: string;
  name: string;
  unit: string;
  group: MaterialGroup;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  /** The catalogue's unit price a trade company's price replaces; absent when the buyer pays the catalogue's. */
  retailCents?: number;
}

export interface PricedMaterials {
  lines: MaterialLine[];
  totals: Totals;
  /** Item ids the plan needs that the catalogue does not have (left out of the lines and totals). */
  missing: string[];
}

export interface PricingCatalogue {
  boardItems: readonly BoardItem[];
  hardwareItems: readonly HardwareItem[];
}

/** The steel post for a deck height: the shortest band that reaches it (the tallest band past it). */
export function steelPostItemId(heightMm: number): string {
  return (STEEL_POST_BANDS.find((b) => heightMm <= b.upToMm) ?? STEEL_POST_BANDS[STEEL_POST_BANDS.length - 1]).itemId;
}

/**
 * The plan's materials in the list's order: boards, fixings, frame, steps. `stockItemIds` maps the
 * colour's stock lengths to their board items (LayoutRules.stockItemIds). Unit prices are the buyer's
 * (`unitPriceFor`, docs/product.md#trade-accounts): the catalogue's for a visitor or a retail customer.
 */
export function priceDeckPlan(
  plan: DeckPlan,
  options: {
    brand: string;
    frame: FrameMaterial;
    heightMm: number;
    stockItemIds: Readonly<Record<number, string>>;
    joistCentresMm: number;
  },
  catalogue: PricingCatalogue,
  prices: PriceContext = RETAIL_PRICES,
): PricedMaterials {
  const wanted = new Map<string, { group: MaterialGroup; quantity: number }>();
  const add = (itemId: string | undefined, quantity: number, group: MaterialGroup) => {
    if (!itemId || !(quantity > 0)) return;
    const line = wanted.get(itemId);
    if (line) line.quantity += quantity;
    else wanted.set(itemId, { group, quantity });
  };
  const brand = BRAND_ITEMS[options.brand.trim().toLowerCase()];
  const items = FRAME_ITEM_IDS[options.frame];

  // Boards: the field's, then border, breaker and tread boards cut after the field's offcuts.
  const boards = new Map<number, number>();
  for (const b of [...plan.layout.figures.boards, ...plan.extraBoardCut.bought])
    boards.set(b.lengthMm, (boards.get(b.lengthMm) ?? 0) + b.count);
  for (const [lengthMm, count] of [...boards].sort((a, b) => b[0] - a[0])) add(options.stockItemIds[lengthMm], count, 'boards');

  // Fixings: hidden clips for the field, face screws for border, breaker and tread boards, fascia.
  add(brand?.clips, plan.layout.figures.clipBoxes, 'fixings');
  const faceFixed = [...plan.extraBoardLengthsMm.border, ...plan.extraBoardLengthsMm.breaker];
  const crossings =
    faceFixed.reduce((n, l) => n + Math.floor(l / options.joistCentresMm) + 1, 0) +
    (plan.steps ? plan.steps.treads * STEP_TREAD_BOARDS * plan.steps.stringers : 0);
  if (brand && crossings > 0)
    add(brand.faceScrews[options.frame], Math.ceil((crossings * FACE_SCREWS_PER_CROSSING) / brand.screwsPerBox), 'fixings');
  if (brand) add(brand.fascia, boughtCount(cutFromStock(plan.fasciaLengthsMm, [brand.fasciaLengthMm])), 'fixings');

  // The frame.
  const frame = plan.frame;
  for (const b of frame.joistCut.bought) add(items.joists[b.lengthMm], b.count, 'frame');
  for (const b of frame.bearerCut.bought) add(items.bearers[b.lengthMm], b.count, 'frame');
  if (frame.support === 'pedestals') add(PEDESTAL_ITEM_ID, frame.posts.length, 'frame');
  else {
    if (frame.postCut) for (const b of frame.postCut.bought) add(items.posts[b.lengthMm], b.count, 'frame');
    else add(steelPostItemId(options.heightMm), frame.posts.length, 'frame');
    add(items.postBracket, frame.posts.length, 'frame');
    add(CONCRETE_ITEM_ID, frame.concreteBags, 'frame');
  }
  add(items.hanger, frame.hangers, 'frame');

  // Steps: stringers and their brackets (the tread boards are with the boards).
  if (plan.steps) {
    add(STRINGER_ITEM_ID, boughtCount(plan.steps.stringerCut), 'steps');
    add(STAIR_BRACKET_ITEM_ID, plan.steps.stringers * STAIR_BRACKETS_PER_STRINGER, 'steps');
  }

  const byId = new Map<string, { item: BoardItem | HardwareItem; kind: ItemKind }>();
  for (const item of catalogue.boardItems) byId.set(item.item_id, { item, kind: 'board' });
  for (const item of catalogue.hardwareItems) byId.set(item.item_id, { item, kind: 'hardware' });
  const lines: MaterialLine[] = [];
  const missing: string[] = [];
  for (const [itemId, { group, quantity }] of wanted) {
    const found = byId.get(itemId);
    if (!found) {
      missing.push(itemId);
      continue;
    }
    const { item, kind } = found;
    const { unitPriceCents, retailCents, isTradePrice } = unitPriceFor({ item_id: itemId, rate: item.rate, kind }, prices);
    lines.push({
      key: itemId,
      itemId,
      name: item.name,
      unit: item.unit,
      group,
      quantity,
      unitPriceCents,
      lineTotalCents: lineTotalCents(unitPriceCents, quantity),
      ...(isTradePrice ? { retailCents } : {}),
    });
  }
  return { lines, totals: orderTotals(lines.map((l) => l.lineTotalCents)), missing };
}

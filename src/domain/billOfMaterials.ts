// A deck's one bill of materials (docs/product.md#bill-of-materials): from the plan (deckPlan.ts), every item
// the deck needs with its quantity: boards by stock length (the field's, then border, breaker and tread
// boards cut after its offcuts), clips, face screws, fascia, the frame and the steps. Every place that
// shows or uses a design's quantities reads it: the calculator's "From the board layout" and "Materials
// and prices" (panel, phone sheet, print), the plan pack, a design's saved figures, the order wizard
// opened from a design, a quote request's stored figures, its lead and e-mails, and the quote drafted
// from it. Unpriced here; priceBill (deckMaterials.ts's priceDeckPlan) prices it for a buyer.
// Type imports only from the plan's modules: the calculator's page prices the worker's plan with it
// without loading the polygon library (billForDrawing, designPlan.ts, plans a stored drawing).
import { balustradeItemIds, DEFAULT_BALUSTRADE_COLOUR, type BalustradeColour } from './balustradeRules';
import type { LayoutRules } from './boardLayout';
import type { DeckPlan } from './deckPlan';
import { STEP_TREAD_BOARDS, type DeckOptions, type FrameMaterial } from './frameGuide';
import type { LayoutFigures } from './schemas/designs';
import { boughtCount, cutFromStock } from './stockCutting';

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

export type MaterialGroup = 'boards' | 'fixings' | 'frame' | 'steps' | 'balustrade';

export interface BillLine {
  itemId: string;
  group: MaterialGroup;
  quantity: number;
  /** The lineal metres the line's stock lengths cover (fascia: the exposed edges' length), beside its count. */
  metres?: number;
}

export interface BillOfMaterials {
  /** In the list's order: boards (longest first), fixings, frame, steps, balustrade. */
  lines: BillLine[];
  /**
   * The same quantities as the figures the layout's rows show (layoutFigures.ts): every board to buy by
   * stock length, the frame's joist stock in metres, the clips and their boxes, the waste over every board.
   */
  figures: LayoutFigures;
}

export interface BillOptions {
  brand: string;
  frame: FrameMaterial;
  heightMm: number;
  /** The colour's stock lengths' board items (LayoutRules.stockItemIds). */
  stockItemIds: Readonly<Record<number, string>>;
  joistCentresMm: number;
  /** The balustrade's items are this colour's (Black when not chosen). */
  balustradeColour?: BalustradeColour;
}

/** The steel post for a deck height: the shortest band that reaches it (the tallest band past it). */
export function steelPostItemId(heightMm: number): string {
  return (STEEL_POST_BANDS.find((b) => heightMm <= b.upToMm) ?? STEEL_POST_BANDS[STEEL_POST_BANDS.length - 1]).itemId;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** The plan's materials, one line per item, in the list's order. */
export function billOfMaterials(plan: DeckPlan, options: BillOptions): BillOfMaterials {
  const wanted = new Map<string, BillLine>();
  const add = (itemId: string | undefined, quantity: number, group: MaterialGroup, metres?: number) => {
    if (!itemId || !(quantity > 0)) return;
    const line = wanted.get(itemId);
    if (line) line.quantity += quantity;
    else wanted.set(itemId, { itemId, group, quantity, ...(metres === undefined ? {} : { metres }) });
  };
  const brand = BRAND_ITEMS[options.brand.trim().toLowerCase()];
  const items = FRAME_ITEM_IDS[options.frame];

  // Boards: the field's, then border, breaker and tread boards cut after the field's offcuts.
  const boards = new Map<number, number>();
  for (const b of [...plan.layout.figures.boards, ...plan.extraBoardCut.bought])
    boards.set(b.lengthMm, (boards.get(b.lengthMm) ?? 0) + b.count);
  const byLength = [...boards].sort((a, b) => b[0] - a[0]);
  for (const [lengthMm, count] of byLength) add(options.stockItemIds[lengthMm], count, 'boards');

  // Fixings: hidden clips for the field, face screws for border, breaker and tread boards, fascia.
  add(brand?.clips, plan.layout.figures.clipBoxes, 'fixings');
  const faceFixed = [...plan.extraBoardLengthsMm.border, ...plan.extraBoardLengthsMm.breaker];
  const crossings =
    faceFixed.reduce((n, l) => n + Math.floor(l / options.joistCentresMm) + 1, 0) +
    (plan.steps ? plan.steps.treads * STEP_TREAD_BOARDS * plan.steps.stringers : 0);
  if (brand && crossings > 0)
    add(brand.faceScrews[options.frame], Math.ceil((crossings * FACE_SCREWS_PER_CROSSING) / brand.screwsPerBox), 'fixings');
  const fasciaMm = plan.fasciaLengthsMm.reduce((n, l) => n + l, 0);
  if (brand)
    add(brand.fascia, boughtCount(cutFromStock(plan.fasciaLengthsMm, [brand.fasciaLengthMm])), 'fixings', round(fasciaMm / 1000, 1));

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

  // The balustrade: posts with a fixing kit each, one panel per bay, rails from 5.8 m lengths.
  const balustrade = plan.balustrade;
  if (balustrade.runs.length > 0) {
    const ids = balustradeItemIds(options.balustradeColour ?? DEFAULT_BALUSTRADE_COLOUR);
    add(ids.post, balustrade.posts.length, 'balustrade');
    add(ids.fixingKit, balustrade.fixingKits, 'balustrade');
    add(ids.rail, boughtCount(balustrade.railCut), 'balustrade');
    add(ids.panel, balustrade.panels, 'balustrade');
  }

  // Waste over every board bought: the field's offcuts, less what border, breaker and treads took of
  // them, plus what is left of the boards bought for those.
  const boughtMm = byLength.reduce((n, [lengthMm, count]) => n + lengthMm * count, 0);
  const extraLaidMm = [...plan.extraBoardLengthsMm.border, ...plan.extraBoardLengthsMm.breaker, ...plan.extraBoardLengthsMm.treads].reduce(
    (n, l) => n + l,
    0,
  );
  const fieldLaidMm =
    plan.layout.figures.boards.reduce((n, b) => n + b.lengthMm * b.count, 0) - plan.layout.offcutsMm.reduce((n, l) => n + l, 0);
  const laidMm = fieldLaidMm + extraLaidMm;
  const joistMm = frame.joistCut.bought.reduce((n, b) => n + b.lengthMm * b.count, 0);
  return {
    lines: [...wanted.values()],
    figures: {
      boards: byLength.map(([lengthMm, count]) => ({ lengthMm, itemId: options.stockItemIds[lengthMm] ?? null, count })),
      joistMetres: round(joistMm / 1000, 2),
      clips: plan.layout.figures.clips,
      clipBoxes: plan.layout.figures.clipBoxes,
      wastePercent: boughtMm > 0 ? Math.max(0, round(((boughtMm - laidMm) / boughtMm) * 100, 1)) : 0,
      overlaps: plan.layout.figures.overlaps,
    },
  };
}

/** The bill's options for a colour's layout rules and the deck's build choices. */
export function billOptions(
  brand: string,
  rules: LayoutRules,
  deck: Pick<DeckOptions, 'frame' | 'heightMm'> & Partial<Pick<DeckOptions, 'balustradeColour'>>,
): BillOptions {
  return {
    brand,
    frame: deck.frame,
    heightMm: deck.heightMm,
    stockItemIds: rules.stockItemIds ?? {},
    joistCentresMm: rules.joistCentresMm,
    ...(deck.balustradeColour ? { balustradeColour: deck.balustradeColour } : {}),
  };
}

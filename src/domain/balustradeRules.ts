// The balustrade's rules, labels and sentences (docs/product.md#subframe-and-edges), apart from its plan
// (balustrade.ts) so the calculator's page shows them without loading the stock cutting (a benchmark
// target: JavaScript for /deck-calculator).

/** Top of the boards at or above this, mm: a balustrade is required. */
export const BALUSTRADE_REQUIRED_FROM_MM = 1000;
/** The balustrade's height above the boards (and the posts'), mm; along stairs it is measured at least 865 mm. */
export const BALUSTRADE_HEIGHT_MM = 1000;
export const BALUSTRADE_STAIR_HEIGHT_MM = 865;
/** Posts at most this far apart, mm; one infill panel per bay of up to this width. */
export const BALUSTRADE_POST_MAX_GAP_MM = 1500;
/** Rails are cut from this stock, mm; two (top and bottom) along each run. */
export const BALUSTRADE_RAIL_STOCK_MM = 5800;
export const BALUSTRADE_RAILS_PER_RUN = 2;
/** No opening wider than this, mm: the panels' balusters stand at 100 mm gaps. */
export const BALUSTRADE_MAX_OPENING_MM = 125;
export const BALUSTRADE_BALUSTER_GAP_MM = 100;

export const BALUSTRADE_COLOURS = ['black', 'monument', 'pearl-white'] as const;
export type BalustradeColour = (typeof BALUSTRADE_COLOURS)[number];
export const BALUSTRADE_COLOUR_LABELS: Record<BalustradeColour, string> = {
  black: 'Black',
  monument: 'Monument',
  'pearl-white': 'Pearl White',
};
export const DEFAULT_BALUSTRADE_COLOUR: BalustradeColour = 'black';

/** The calculator's labels. */
export const BALUSTRADE_LABEL = 'Balustrade';
export const BALUSTRADE_COLOUR_LABEL = 'Balustrade colour';
export const STAIR_HANDRAIL_NOTE = 'The steps get a handrail on both sides.';

/** The catalogue items of a colour (seeded by src/server/seed/catalogue.ts under these ids). */
export function balustradeItemIds(colour: BalustradeColour): { post: string; rail: string; panel: string; fixingKit: string } {
  return {
    post: `hw-balustrade-post-${colour}`,
    rail: `hw-balustrade-rail-5800-${colour}`,
    panel: `hw-balustrade-panel-1500-${colour}`,
    fixingKit: `hw-balustrade-fixing-kit-${colour}`,
  };
}

export function isBalustradeRequired(heightMm: number): boolean {
  return heightMm >= BALUSTRADE_REQUIRED_FROM_MM;
}

/** "1.2 m", "1 m", "1.25 m": a height in metres as the calculator says it. */
export function formatHeightMetres(heightMm: number): string {
  return `${Number((heightMm / 1000).toFixed(2))} m`;
}

/** "A balustrade is required on 3 edges: the deck is 1.2 m above the ground"; null when none is required. */
export function balustradeRequiredText(balustrade: { required: boolean; requiredEdges: number }, heightMm: number): string | null {
  if (!balustrade.required || balustrade.requiredEdges === 0) return null;
  const edges = balustrade.requiredEdges === 1 ? '1 edge' : `${balustrade.requiredEdges} edges`;
  return `A balustrade is required on ${edges}: the deck is ${formatHeightMetres(heightMm)} above the ground`;
}

/** What the calculator says beside the height: the required sentence, whether the steps get handrails, whether there is any balustrade. */
export interface BalustradeNotes {
  required: string | null;
  handrail: boolean;
  any: boolean;
}

export function balustradeNotes(
  balustrade: { required: boolean; requiredEdges: number; runs: ReadonlyArray<{ stair: boolean }> },
  heightMm: number,
): BalustradeNotes {
  return {
    required: balustradeRequiredText(balustrade, heightMm),
    handrail: balustrade.runs.some((r) => r.stair),
    any: balustrade.runs.length > 0,
  };
}

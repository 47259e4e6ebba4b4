// The balustrade (docs/product.md#subframe-and-edges): where the top of the boards stands 1,000 mm or more
// above the ground every exposed edge (not against a wall, not the top of the steps) needs one, and the
// steps of that deck a handrail each side; the customer may add one to any other edge. The calculator's is
// the supplier's aluminium system: posts at every corner and end and at most 1,500 mm apart, a top and a
// bottom rail along each run from 5.8 m stock, one infill panel per bay, a fixing kit per post. Pure: the
// plan (deckPlan.ts) carries it, the priced list (deckMaterials.ts), the plan pack and the 3D view read it.
import {
  BALUSTRADE_HEIGHT_MM,
  BALUSTRADE_POST_MAX_GAP_MM,
  BALUSTRADE_RAIL_STOCK_MM,
  BALUSTRADE_RAILS_PER_RUN,
  BALUSTRADE_STAIR_HEIGHT_MM,
  isBalustradeRequired,
} from './balustradeRules';
import { segmentLength, type Point, type Segment } from './geometry';
import { cutFromStock, type CutResult } from './stockCutting';

export * from './balustradeRules';

export interface BalustradeRun {
  /** In plan, drawing coordinates, mm: along an edge of the outline, or down a side of the steps. */
  segment: Segment;
  /** Along the run, mm: the edge's length, or the stair side's length along its slope. */
  lengthMm: number;
  /** Bays between posts, each one panel. */
  bays: number;
  /** Required by the height (else the customer added it). */
  required: boolean;
  /** Down a side of the steps (a handrail) rather than along the deck's edge. */
  stair: boolean;
  /** Its height above the boards (along stairs, above the treads' nosings), mm. */
  heightMm: number;
}

export interface DeckBalustrade {
  /** The deck is high enough to need one. */
  required: boolean;
  runs: BalustradeRun[];
  /** Edge runs required by the height (the calculator's sentence counts them). */
  requiredEdges: number;
  /** Every post, corners shared by two runs counted once, in plan. */
  posts: Point[];
  panels: number;
  railCut: CutResult;
  fixingKits: number;
}

const EPS = 1e-6;
/** Post positions within this of each other are one post (outlines are whole millimetres). */
const SAME_POST_MM = 1;

const bays = (lengthMm: number) => Math.max(1, Math.ceil(lengthMm / BALUSTRADE_POST_MAX_GAP_MM - EPS));

export const NO_BALUSTRADE: DeckBalustrade = {
  required: false,
  runs: [],
  requiredEdges: 0,
  posts: [],
  panels: 0,
  railCut: { bought: [], cuts: [], offcuts: [] },
  fixingKits: 0,
};

export interface BalustradeInput {
  heightMm: number;
  /** The outline's exposed edges (fascia runs: not against a wall), drawing coordinates. */
  exposed: readonly Segment[];
  /** The parts of the outline the customer marked for a balustrade, not against a wall. */
  added: readonly Segment[];
  /** The steps: their top edge (left open) and the plan run of each side, with the side's slope length. */
  steps: { edge: Segment; sides: ReadonlyArray<{ segment: Segment; lengthMm: number }> } | null;
  /** Parts of segments lying along these are left out (the top of the steps). */
  subtract: (segment: Segment, along: readonly Segment[]) => Segment[];
}

/** The balustrade of a deck: its runs, posts, panels, rails and fixing kits. */
export function planBalustrade({ heightMm, exposed, added, steps, subtract }: BalustradeInput): DeckBalustrade {
  const required = isBalustradeRequired(heightMm);
  const open = steps ? [steps.edge] : [];
  const edgeRuns = (segments: readonly Segment[]) =>
    segments.flatMap((s) => subtract(s, open)).filter((s) => segmentLength(s) > SAME_POST_MM);
  const requiredSegments = required ? edgeRuns(exposed) : [];
  // What the customer adds counts where the height does not already ask for it.
  const extra = edgeRuns(added).flatMap((s) => subtract(s, requiredSegments));
  const runs: BalustradeRun[] = [
    ...requiredSegments.map((segment) => ({ segment, required: true })),
    ...extra.map((segment) => ({ segment, required: false })),
  ].map(({ segment, required: r }) => {
    const lengthMm = segmentLength(segment);
    return { segment, lengthMm, bays: bays(lengthMm), required: r, stair: false, heightMm: BALUSTRADE_HEIGHT_MM };
  });
  // The steps' handrails: beside the steps of a deck that needs a balustrade, or one the customer edged with one.
  const stairsHandrailed = steps !== null && (required || runs.length > 0);
  if (steps && stairsHandrailed)
    for (const side of steps.sides)
      if (side.lengthMm > SAME_POST_MM)
        runs.push({
          segment: side.segment,
          lengthMm: side.lengthMm,
          bays: bays(side.lengthMm),
          required,
          stair: true,
          heightMm: BALUSTRADE_STAIR_HEIGHT_MM,
        });
  if (runs.length === 0) return { ...NO_BALUSTRADE, required };

  const posts: Point[] = [];
  const addPost = (p: Point) => {
    if (!posts.some((q) => Math.hypot(q.x - p.x, q.y - p.y) <= SAME_POST_MM)) posts.push(p);
  };
  for (const run of runs) {
    const [a, b] = run.segment;
    for (let i = 0; i <= run.bays; i++) addPost({ x: a.x + ((b.x - a.x) * i) / run.bays, y: a.y + ((b.y - a.y) * i) / run.bays });
  }
  const railLengths = runs.flatMap((run) => Array<number>(BALUSTRADE_RAILS_PER_RUN).fill(run.lengthMm));
  return {
    required,
    runs,
    requiredEdges: runs.filter((r) => r.required && !r.stair).length,
    posts,
    panels: runs.reduce((n, r) => n + r.bays, 0),
    railCut: cutFromStock(railLengths, [BALUSTRADE_RAIL_STOCK_MM]),
    fixingKits: posts.length,
  };
}

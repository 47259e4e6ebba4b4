// The supplier's subframe guide (docs/product.md#subframe-and-edges): the frame under the boards, the
// borders, fascia and steps, stated once. The calculator's plan (deckPlan.ts), its priced list
// (deckMaterials.ts) and the server read these; the page says they are an estimate to confirm with a builder.
import type { BalustradeColour } from './balustradeRules';

/** The guide's disclaimer: beside the calculator's build fields and on every page of the plan pack. */
export const FRAME_ESTIMATE_NOTE = 'The frame follows the supplier’s subframe guide: an estimate to confirm with your builder.';

export const FRAME_MATERIALS = ['timber', 'steel'] as const;
export type FrameMaterial = (typeof FRAME_MATERIALS)[number];
export const FRAME_MATERIAL_LABELS: Record<FrameMaterial, string> = { timber: 'Timber', steel: 'Steel' };

export const BORDER_STYLES = ['none', 'single', 'double'] as const;
export type BorderStyle = (typeof BORDER_STYLES)[number];
export const BORDER_STYLE_LABELS: Record<BorderStyle, string> = { none: 'None', single: 'Single', double: 'Double' };
/** Boards across a picture-frame border. */
export const BORDER_ROWS: Record<BorderStyle, number> = { none: 0, single: 1, double: 2 };

export interface FrameSpec {
  /** Joist (and ledger, noggin) stock lengths, mm. */
  joistStockMm: readonly number[];
  /** Bearer centres at most (the joists' span), mm. */
  joistSpanMm: number;
  bearerStockMm: readonly number[];
  /** Post centres at most (the bearers' span), mm. */
  bearerSpanMm: number;
  /** Timber posts: cut from these lengths; steel posts come per height band instead. */
  postStockMm: readonly number[];
  /** Post length in the ground below the deck height (timber). */
  postEmbedMm: number;
  concreteBagsPerFooting: number;
  /** A joist's width, mm: the second joist under a breaker board sits beside the first. */
  joistWidthMm: number;
}

export const FRAME_GUIDE: Record<FrameMaterial, FrameSpec> = {
  timber: {
    joistStockMm: [6000, 4800],
    joistSpanMm: 1800,
    bearerStockMm: [6000, 4800],
    bearerSpanMm: 1800,
    postStockMm: [3000, 2400, 1800],
    postEmbedMm: 600,
    concreteBagsPerFooting: 2,
    joistWidthMm: 45,
  },
  steel: {
    joistStockMm: [6000],
    joistSpanMm: 2400,
    bearerStockMm: [6000],
    bearerSpanMm: 2400,
    postStockMm: [],
    postEmbedMm: 0,
    concreteBagsPerFooting: 1,
    joistWidthMm: 50,
  },
};

/** Decks lower than this (top of boards, mm) sit on adjustable pedestals, with no footings or concrete. */
export const PEDESTAL_BELOW_MM = 250;
/** Joists overhang the outer bearer by at most this, mm. */
export const JOIST_OVERHANG_MAX_MM = 300;

/** Steps: equal risers of at most this, mm. */
export const STEP_MAX_RISER_MM = 180;
/** Boards across each tread. */
export const STEP_TREAD_BOARDS = 2;
/** Stringers: 240 x 45 H3 from 3.6 m stock, at most 450 mm apart, at least two. */
export const STRINGER_STOCK_MM = 3600;
export const STRINGER_MAX_GAP_MM = 450;
export const STRINGER_MIN = 2;

/** Deck height (top of boards above ground) a new drawing starts with, mm, and the field's bounds. */
export const DEFAULT_DECK_HEIGHT_MM = 600;
export const DECK_HEIGHT_MIN_MM = 50;
export const DECK_HEIGHT_MAX_MM = 2400;

/** An edge of a drawn shape: 0-based shape and edge (edge i runs from corner i to corner i + 1). */
export interface ShapeEdgeRef {
  shape: number;
  edge: number;
}

/** The deck's build choices the design stores beside its outlines. */
export interface DeckOptions {
  heightMm: number;
  frame: FrameMaterial;
  border: BorderStyle;
  breaker: boolean;
  /** Edges against a wall: a ledger instead of posts, no fascia. */
  wallEdges: ShapeEdgeRef[];
  /** The edge the steps go down from; null for none. */
  steps: ShapeEdgeRef | null;
  /** Edges the customer gives a balustrade beyond those the height requires (a design saved before has none). */
  balustradeEdges?: ShapeEdgeRef[];
  /** The balustrade's colour (Black when not chosen). */
  balustradeColour?: BalustradeColour;
}

export const DEFAULT_DECK_OPTIONS: DeckOptions = {
  heightMm: DEFAULT_DECK_HEIGHT_MM,
  frame: 'timber',
  border: 'none',
  breaker: false,
  wallEdges: [],
  steps: null,
};

export const sameEdge = (a: ShapeEdgeRef, b: ShapeEdgeRef): boolean => a.shape === b.shape && a.edge === b.edge;

/** The options once shape `index` is removed: its edges drop out, later shapes move up one. */
export function deckOptionsWithoutShape(options: DeckOptions, index: number): DeckOptions {
  const move = (ref: ShapeEdgeRef): ShapeEdgeRef | null =>
    ref.shape === index ? null : ref.shape > index ? { shape: ref.shape - 1, edge: ref.edge } : ref;
  return {
    ...options,
    wallEdges: options.wallEdges.map(move).filter((r): r is ShapeEdgeRef => r !== null),
    steps: options.steps && move(options.steps),
    ...(options.balustradeEdges ? { balustradeEdges: options.balustradeEdges.map(move).filter((r): r is ShapeEdgeRef => r !== null) } : {}),
  };
}

/** The options once edge `edge` of shape `shape` is split in two: a wall edge stays a wall on both halves, later edges move on one. */
export function deckOptionsAfterSplit(options: DeckOptions, shape: number, edge: number): DeckOptions {
  const move = (ref: ShapeEdgeRef): ShapeEdgeRef => (ref.shape === shape && ref.edge > edge ? { shape, edge: ref.edge + 1 } : ref);
  const wallEdges = options.wallEdges.map(move);
  if (options.wallEdges.some((r) => r.shape === shape && r.edge === edge)) wallEdges.push({ shape, edge: edge + 1 });
  // A balustrade edge keeps its balustrade on both halves too.
  const balustradeEdges = options.balustradeEdges?.map(move);
  if (balustradeEdges && options.balustradeEdges?.some((r) => r.shape === shape && r.edge === edge))
    balustradeEdges.push({ shape, edge: edge + 1 });
  return { ...options, wallEdges, steps: options.steps && move(options.steps), ...(balustradeEdges ? { balustradeEdges } : {}) };
}

/** A deck height within the field's bounds, whole millimetres; null when the text is no number. */
export function clampDeckHeight(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  return Math.min(DECK_HEIGHT_MAX_MM, Math.max(DECK_HEIGHT_MIN_MM, Math.round(value)));
}

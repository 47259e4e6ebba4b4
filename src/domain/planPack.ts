// The plan pack (docs/product.md#subframe-and-edges): what a builder reads off a design's plan, worked out
// from the same plan the calculator draws (designPlan.ts): the frame's spacings and the cut list, which
// piece of which stock board goes where. The server draws the pages (src/server/pdf/planPackPdf.ts).
import { BALUSTRADE_POST_MAX_GAP_MM, BALUSTRADE_RAIL_STOCK_MM, type DeckBalustrade } from './balustrade';
import type { DesignPlan } from './designPlan';
import { FRAME_GUIDE } from './frameGuide';
import { segmentLength, type Segment } from './geometry';
import { formatStockLength } from './layoutFigures';
import { boughtCount } from './stockCutting';

export const PLAN_PACK_TITLE = 'Plan pack';
export const PLAN_PACK_PAGES = { plan: 'Deck plan', frame: 'Framing plan', materials: 'Materials and cut list' } as const;
/** The answer when the design has no colour yet: the plan needs its board width and stock lengths. */
export const PLAN_NEEDS_COLOUR = 'Choose a board colour before downloading the plan.';

const EPS = 1e-6;

export interface FrameSpacings {
  /** The brand's joist centres, mm. */
  joistCentresMm: number;
  /** The widest gap between neighbouring bearer (or ledger) lines (the joists' span), mm; null with fewer than two. */
  bearerSpacingMm: number | null;
  /** The widest post (or pedestal) centres along a bearer, mm; null without bearers. */
  postSpacingMm: number | null;
}

/** The frame's spacings as planDeck laid them: joists at the brand's centres, bearers and posts within the guide's spans. */
export function frameSpacings({ plan, deck, rules }: Pick<DesignPlan, 'plan' | 'deck' | 'rules'>): FrameSpacings {
  const { bearers, ledgers } = plan.frame;
  // A bearer's line: its y when it runs along x, else its x (a vertical board layout turns the frame). A ledger
  // along a wall parallel to the bearers holds the joists' ends as a bearer does, so its line counts too.
  const alongX = ([a, b]: Segment) => Math.abs(a.y - b.y) < EPS;
  const bearersAlongX = bearers.length > 0 && alongX(bearers[0]);
  const holders = bearers.length ? [...bearers, ...ledgers.filter((l) => alongX(l) === bearersAlongX)] : [];
  const lines = [...new Set(holders.map((s) => Math.round(alongX(s) ? s[0].y : s[0].x)))].sort((x, y) => x - y);
  let bearerSpacingMm: number | null = null;
  for (let i = 1; i < lines.length; i++) bearerSpacingMm = Math.max(bearerSpacingMm ?? 0, lines[i] - lines[i - 1]);
  const span = FRAME_GUIDE[deck.frame].bearerSpanMm;
  let postSpacingMm: number | null = null;
  for (const bearer of bearers) {
    const length = segmentLength(bearer);
    postSpacingMm = Math.max(postSpacingMm ?? 0, length / Math.max(1, Math.ceil(length / span - EPS)));
  }
  return {
    joistCentresMm: rules.joistCentresMm,
    bearerSpacingMm,
    postSpacingMm: postSpacingMm === null ? null : Math.round(postSpacingMm),
  };
}

export type CutUse = 'field' | 'border' | 'breaker' | 'tread';
export const CUT_USE_LABELS: Record<CutUse, string> = { field: 'Row', border: 'Border', breaker: 'Breaker', tread: 'Tread' };

export interface CutListPiece {
  use: CutUse;
  /** The field's row, 1-based from the outline's first edge; null for border, breaker and tread boards. */
  row: number | null;
  lengthMm: number;
}

export interface CutListBoard {
  /** 1-based, in the order the boards are bought: the field's first, then border, breaker and tread boards. */
  board: number;
  stockLengthMm: number;
  pieces: CutListPiece[];
  /** What is left of the board, mm. */
  leftOverMm: number;
}

/** Every stock board bought and the pieces cut from it, field rows first, then border, breaker and tread boards. */
export function cutList({ plan }: Pick<DesignPlan, 'plan'>): CutListBoard[] {
  const boards = new Map<number, CutListBoard>();
  const add = (board: number, stockLengthMm: number, piece: CutListPiece) => {
    let entry = boards.get(board);
    if (!entry) boards.set(board, (entry = { board, stockLengthMm, pieces: [], leftOverMm: stockLengthMm }));
    entry.pieces.push(piece);
    entry.leftOverMm -= piece.lengthMm;
  };
  for (const piece of plan.layout.pieces)
    add(piece.board, piece.stockLengthMm, { use: 'field', row: piece.row + 1, lengthMm: piece.lengthMm });

  // cutFromStock cuts the longest first, a length past the longest stock as whole lengths and the rest:
  // walking the lengths in that order names each cut's use.
  const { border, breaker, treads } = plan.extraBoardLengthsMm;
  const wanted = [
    ...border.map((l) => ({ use: 'border' as const, l })),
    ...breaker.map((l) => ({ use: 'breaker' as const, l })),
    ...treads.map((l) => ({ use: 'tread' as const, l })),
  ]
    .filter((w) => w.l > EPS)
    .sort((a, b) => b.l - a.l);
  const cuts = plan.extraBoardCut.cuts;
  const longest = Math.max(0, ...cuts.map((c) => c.stockLengthMm));
  let at = 0;
  for (const { use, l } of wanted) {
    let length = l;
    let parts = 1;
    while (longest > 0 && length > longest + EPS) {
      length -= longest;
      parts++;
    }
    for (let i = 0; i < parts && at < cuts.length; i++, at++) {
      const cut = cuts[at];
      add(cut.board, cut.stockLengthMm, { use, row: null, lengthMm: cut.lengthMm });
    }
  }
  return [...boards.values()].sort((a, b) => a.board - b.board);
}

/** "Row 3: 2150 mm", "Border: 3000 mm". */
export function cutPieceText(piece: CutListPiece): string {
  const where = piece.row === null ? CUT_USE_LABELS[piece.use] : `${CUT_USE_LABELS[piece.use]} ${piece.row}`;
  return `${where}: ${Math.round(piece.lengthMm)} mm`;
}

/** "Board 3 (5.4 m)". */
export function cutBoardText(board: Pick<CutListBoard, 'board' | 'stockLengthMm'>): string {
  return `Board ${board.board} (${formatStockLength(board.stockLengthMm)})`;
}

/**
 * The framing page's balustrade line: "3 runs (10.0 m), 8 posts at most 1500 mm apart, 7 panels, 6 rails of
 * 5.8 m; handrails both sides of the steps".
 */
export function balustradeSummary(b: DeckBalustrade): string {
  const edges = b.runs.filter((r) => !r.stair);
  const runMetres = (edges.reduce((sum, r) => sum + r.lengthMm, 0) / 1000).toFixed(1);
  const rails = boughtCount(b.railCut);
  return (
    `${edges.length} ${edges.length === 1 ? 'run' : 'runs'} (${runMetres} m), ` +
    `${b.posts.length} posts at most ${BALUSTRADE_POST_MAX_GAP_MM} mm apart, ` +
    `${b.panels} panels, ${rails} rails of ${BALUSTRADE_RAIL_STOCK_MM / 1000} m` +
    (b.runs.some((r) => r.stair) ? '; handrails both sides of the steps' : '')
  );
}

// What the deck canvas draws beneath the shapes when the board layout is shown
// (docs/product.md#board-layout-rules): plain data computed outside the canvas from src/domain/boardLayout, so the canvas
// stays a renderer and re-lays nothing itself.
import type { Point } from '../../domain/geometry';

export interface CanvasBoards {
  /** Every laid board piece's clipped outline(s), in mm. */
  pieces: ReadonlyArray<ReadonlyArray<readonly Point[]>>;
  /** Joist lines beneath the boards, in mm, drawn faintly. */
  joists: ReadonlyArray<readonly [Point, Point]>;
  /** The chosen colour's board colour (CSS colour). */
  boardFill: string;
}

/** The frame under the boards, as far as its layers are switched on (docs/product.md#subframe-and-edges). */
export interface CanvasFrame {
  joists: ReadonlyArray<readonly [Point, Point]>;
  bearers: ReadonlyArray<readonly [Point, Point]>;
  /** Ledgers along walls: drawn with the bearers (they carry the joists there). */
  ledgers: ReadonlyArray<readonly [Point, Point]>;
  posts: readonly Point[];
  /** Steps' treads, always drawn (outside the outline). */
  treads: ReadonlyArray<readonly Point[]>;
  /** The balustrade's runs and posts, always drawn (docs/product.md#subframe-and-edges). */
  balustrade?: ReadonlyArray<readonly [Point, Point]>;
  balustradePosts?: readonly Point[];
}

/** The chosen colour on the canvas: a tint of its swatch fills each shape, boards shown or not. */
export interface CanvasColour {
  shapeFill: string | null;
  boards: CanvasBoards | null;
  frame?: CanvasFrame | null;
}

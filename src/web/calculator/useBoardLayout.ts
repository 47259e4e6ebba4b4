// The board layout as the calculator shows it (docs/product.md#board-layout-rules): the chosen colour's
// fill and laid boards for the canvas, the layout's own figures beside the spec's, and which shapes
// overlap. Laid only when the committed shapes, the colour or the direction change (the plan worker's
// request, useDeckPlan), never on a drag's pointer moves, which change only the canvas's preview.
import { useMemo } from 'react';
import type { BoardLayout } from '../../domain/boardLayout';
import type { BoardItem } from '../../domain/catalogue';
import { colorHex } from '../../domain/colors';
import { layoutFigureRows, overlapNote } from '../../domain/layoutFigures';
import type { CanvasColour } from './canvasBoards';
import type { FigureRow } from '../../domain/designFigures';
import type { LayoutFigures } from '../../domain/schemas/designs';

export interface BoardLayoutView {
  /** The chosen colour's swatch, or null before one is chosen. */
  swatch: string | null;
  /** Laid boards, or null before a colour is chosen (the layout needs its width and stock lengths). */
  layout: BoardLayout | null;
  /** What the canvas draws: the shapes' tint always, the boards when shown. */
  canvas: CanvasColour;
  figures: FigureRow[] | null;
  overlapNotice: string | null;
}

/**
 * A tint of a #rrggbb swatch: the swatch made translucent over the canvas, light enough for the
 * outlines and labels to read, and letting the boards beneath show through when they are shown (as
 * the plan's tint does, DesignPlan).
 */
export function tint(hex: string, alpha = 0.35): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

/**
 * The drawing's colour and its board layout as the calculator shows them. The layout comes from the plan
 * worker's answer (useDeckPlan), laid once there: the page itself loads neither the layout nor its polygon
 * library (a benchmark target: JavaScript for /deck-calculator), and a drag's release is never followed
 * by a layout on the main thread.
 */
export function useBoardLayout(
  layout: BoardLayout | null,
  color: BoardItem | null,
  showBoards: boolean,
  /** The plan's bill of materials' figures (docs/product.md#bill-of-materials): what "From the board layout" shows. */
  billFigures: LayoutFigures | null,
): BoardLayoutView {
  const swatch = color ? colorHex(color.cf_board_colour) : null;
  return useMemo(() => {
    const boards =
      showBoards && layout && swatch ? { pieces: layout.pieces.map((p) => p.polygons), joists: layout.joists, boardFill: swatch } : null;
    return {
      swatch,
      layout,
      canvas: { shapeFill: swatch ? tint(swatch) : null, boards },
      figures: billFigures ? layoutFigureRows(billFigures) : null,
      overlapNotice: layout ? overlapNote(layout.figures.overlaps) : null,
    };
  }, [layout, swatch, showBoards, billFigures]);
}

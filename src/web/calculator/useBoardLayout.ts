// The board layout as the calculator shows it (DESIGN.md "Board layout rules"): the chosen colour's
// fill and laid boards for the canvas, the layout's own figures beside the spec's, and which shapes
// overlap. Re-laid only when the committed shapes, the colour or the direction change (memoised on
// them), never on a drag's pointer moves, which change only the canvas's preview; and in a deferred
// render, so a drag's release paints before the boards are laid again.
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { BoardLayout } from '../../domain/boardLayout';
import type { BoardItem } from '../../domain/catalogue';
import { colorHex } from '../../domain/colors';
import type { Shape } from '../../domain/geometry';
import { layoutFigureRows, overlapNote } from '../../domain/layoutFigures';
import type { BoardDirection } from '../../domain/schemas/designs';
import type { CanvasColour } from './canvasBoards';
import type { FigureRow } from '../../domain/designFigures';

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

type LayoutModule = typeof import('../../domain/boardLayout');
// The layout and its polygon library (Clipper2) load beside the page rather than in it: the drawing,
// the toolbar and the spec's figures paint without waiting for them (a benchmark target: JavaScript
// for /deck-calculator).
const loadLayout = () => import('../../domain/boardLayout');

function useLayoutModule(): LayoutModule | null {
  const [mod, setMod] = useState<LayoutModule | null>(null);
  useEffect(() => {
    let mounted = true;
    void loadLayout().then((m) => mounted && setMod(m));
    return () => {
      mounted = false;
    };
  }, []);
  return mod;
}

export function useBoardLayout(
  shapes: readonly Shape[],
  brand: string,
  color: BoardItem | null,
  items: readonly BoardItem[],
  direction: BoardDirection,
  showBoards: boolean,
): BoardLayoutView {
  const laidShapes = useDeferredValue(shapes);
  const lib = useLayoutModule();
  const rules = useMemo(
    () => (lib && color ? lib.layoutRulesFor(brand, lib.colourStockItems(items, color)) : null),
    [lib, brand, color, items],
  );
  const layout = useMemo(() => (lib && rules ? lib.layoutBoards(laidShapes, rules, direction) : null), [lib, laidShapes, rules, direction]);
  const swatch = color ? colorHex(color.cf_board_colour) : null;
  return useMemo(() => {
    const boards =
      showBoards && layout && swatch ? { pieces: layout.pieces.map((p) => p.polygons), joists: layout.joists, boardFill: swatch } : null;
    return {
      swatch,
      layout,
      canvas: { shapeFill: swatch ? tint(swatch) : null, boards },
      figures: layout ? layoutFigureRows(layout.figures) : null,
      overlapNotice: layout ? overlapNote(layout.figures.overlaps) : null,
    };
  }, [layout, swatch, showBoards]);
}

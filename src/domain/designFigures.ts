// A saved design's figures as the portal shows them (docs/product.md#designs): the boards
// a design needs (the layout's own count once a colour is chosen, else the spec's area x 1.4) and the
// spec's Calculations as rows named as the calculator's panel names them (docs/product.md#screens-and-routes).
import type { BoardItem } from './catalogue';
import { colorHex } from './colors';
import type { DesignDrawing, DesignFigures, SpecFigures } from './schemas/designs';

/**
 * A deck area as the calculator shows it: '12.50 m²' (a quote's and a design's alike). Here rather
 * than with the inbox's texts, so the calculator's figures do not bring the leads' modules along.
 */
export function formatSquareMetres(m2: number | null | undefined): string {
  return m2 === null || m2 === undefined ? '—' : `${m2.toFixed(2)} m²`;
}

/** Boards to buy: the sum of the layout's stock-length rows, or the spec's Deck Boards when there is no layout. */
export function designBoardCount(figures: DesignFigures): number {
  return figures.layout ? figures.layout.boards.reduce((n, b) => n + b.count, 0) : figures.spec.deckBoards;
}

export interface FigureRow {
  key: string;
  label: string;
  value: string;
}

/** The spec's Calculations, unchanged, in the panel's order and words. */
export function specFigureRows(spec: SpecFigures): FigureRow[] {
  return [
    { key: 'deckArea', label: 'Deck Area', value: formatSquareMetres(spec.deckArea) },
    { key: 'deckBoards', label: 'Deck Boards', value: String(spec.deckBoards) },
    { key: 'clipBoxes', label: 'Clip Boxes', value: String(spec.clipBoxes) },
    { key: 'joists', label: 'Joists', value: String(spec.subframeMaterials.joists) },
    { key: 'bearers', label: 'Bearers', value: String(spec.subframeMaterials.bearers) },
    { key: 'screws', label: 'Screws', value: String(spec.subframeMaterials.screws) },
  ];
}

/** The chosen colour's catalogue item, if the catalogue still has it. */
export function designColourItem(drawing: Pick<DesignDrawing, 'colorItemId'>, boardItems: readonly BoardItem[]): BoardItem | null {
  return (drawing.colorItemId && boardItems.find((i) => i.item_id === drawing.colorItemId)) || null;
}

/** The swatch a plan tints the shapes with; null before a colour is chosen (the theme's fill). */
export function designColourHex(drawing: Pick<DesignDrawing, 'colorItemId'>, boardItems: readonly BoardItem[]): string | null {
  const item = designColourItem(drawing, boardItems);
  return item ? colorHex(item.cf_board_colour) : null;
}

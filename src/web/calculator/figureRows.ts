// The figures as rows of label and value, shared by the side panel, the bottom sheet and the print
// layout, so the spec's Calculations (section 9) read the same everywhere.
import { formatArea } from '../../domain/geometry';
import type { Calculations } from '../../domain/materials';

export interface FigureRow {
  key: string;
  label: string;
  value: string;
}

/** The spec's Calculations, unchanged (area x 1.4 boards and so on). */
export function specFigureRows(calculations: Calculations): FigureRow[] {
  return [
    { key: 'deckArea', label: 'Deck Area', value: formatArea(calculations.deckArea * 1_000_000) },
    { key: 'deckBoards', label: 'Deck Boards', value: String(calculations.deckBoards) },
    { key: 'clipBoxes', label: 'Clip Boxes', value: String(calculations.clipBoxes) },
    { key: 'joists', label: 'Joists', value: String(calculations.subframeMaterials.joists) },
    { key: 'bearers', label: 'Bearers', value: String(calculations.subframeMaterials.bearers) },
    { key: 'screws', label: 'Screws', value: String(calculations.subframeMaterials.screws) },
  ];
}

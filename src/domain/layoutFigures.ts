// The texts of the board layout's figures (docs/product.md#board-layout-rules): the calculator's "From the
// board layout" section, the saved design, the shared page, print and the staff inbox all show these
// rows, so they read the same everywhere. Kept apart from boardLayout.ts so pages that only show saved
// figures do not load the polygon library.
import type { LayoutFigures } from './schemas/designs';

export interface LayoutFigureRow {
  /** Stable key for lists: 'boards-5400', 'joists', 'clips', 'waste'. */
  key: string;
  label: string;
  value: string;
  /** The row as one line: "5.4 m boards: 31". */
  text: string;
}

/** A stock length in metres without trailing zeros: 5400 -> "5.4 m", 6000 -> "6 m". */
export function formatStockLength(lengthMm: number): string {
  return `${Number((lengthMm / 1000).toFixed(2))} m`;
}

const row = (key: string, label: string, value: string): LayoutFigureRow => ({ key, label, value, text: `${label}: ${value}` });

/** "5.4 m boards: 31", "Joists: 24.0 m", "Clips: 312 (4 boxes)", "Waste: 8.5%". */
export function layoutFigureRows(figures: LayoutFigures): LayoutFigureRow[] {
  return [
    ...figures.boards.map((b) => row(`boards-${b.lengthMm}`, `${formatStockLength(b.lengthMm)} boards`, String(b.count))),
    row('joists', 'Joists', `${figures.joistMetres.toFixed(1)} m`),
    row('clips', 'Clips', `${figures.clips} (${figures.clipBoxes} ${figures.clipBoxes === 1 ? 'box' : 'boxes'})`),
    row('waste', 'Waste', `${figures.wastePercent.toFixed(1)}%`),
  ];
}

/**
 * Beside the figures when shapes overlap: the layout lays boards once over their union, while the
 * spec's Deck Area (docs/product.md#figures-and-limits) adds the shapes up. null when none overlap.
 */
export function overlapNote(overlaps: LayoutFigures['overlaps']): string | null {
  if (overlaps.length === 0) return null;
  const pairs = overlaps.map(([a, b]) => `${a} and ${b}`).join('; ');
  return `Overlapping shapes: ${pairs}. The boards are laid once over them, but Deck Area counts the overlap twice.`;
}

/**
 * A priced line's name as every list shows it: a line measured in lineal metres (fascia) gives them beside
 * its stock lengths, so an edge marked against a wall visibly takes its fascia away
 * (docs/product.md#bill-of-materials): "Millboard Fascia Board 3.6 m (4.0 m of edge)".
 */
export function materialLineName(line: { name: string; metres?: number | null }): string {
  return line.metres === undefined || line.metres === null ? line.name : `${line.name} (${line.metres.toFixed(1)} m of edge)`;
}

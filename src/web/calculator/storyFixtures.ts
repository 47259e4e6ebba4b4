// A small catalogue for the calculator's stories: the shape of GET /api/inventory/board-items rows,
// without images (Storybook serves no inventory images), so the cards show the "No Image" frame.
import type { BoardItem, Brand } from '../../domain/catalogue';

export function storyBoardSlug(brand: Brand, range: string, color: string): string {
  const rangeSlug = range.toLowerCase().replace(/\s+/g, '-');
  return `${brand === 'WoodEvo' ? 'we' : 'mb'}-${rangeSlug}-grooved-${color.toLowerCase().replace(/_/g, '-')}-5400`;
}

/** A board row; `rest` sets what a story needs differently (the shared sample catalogue of src/web/stories has images). */
export function storyBoard(brand: Brand, range: string, color: string, rest: Partial<BoardItem> = {}): BoardItem {
  return {
    item_id: storyBoardSlug(brand, range, color),
    name: `${brand} ${range} Grooved ${color.replace(/_/g, ' ')} 5400`,
    description: '',
    rate: 69.9,
    unit: 'board',
    cf_board_brand: brand,
    cf_board_range: range,
    cf_board_type: 'Grooved',
    cf_board_colour: color,
    cf_size: brand === 'WoodEvo' ? '5400 x 137 x 23mm' : '5400 x 176 x 32mm',
    image_document_id: null,
    image_id: null,
    image_name: null,
    cf_boards_applicable: '',
    ...rest,
  };
}

export const storyHome = ['Barossa', 'Basalt', 'Charcoal', 'Hampton', 'Sandstone'].map((c) => storyBoard('WoodEvo', 'HOME', c));
export const storyAdvanced = ['Victorian_Maple', 'Smoked_Ash', 'Charcoal'].map((c) => storyBoard('WoodEvo', 'ADVANCED', c));
export const storyMillboard = ['Antique_Oak', 'Golden_Oak', 'Smoked_Oak', 'Driftwood'].map((c) =>
  storyBoard('MillBoard', c === 'Driftwood' ? 'Weathered' : 'Enhanced Grain', c),
);
export const storyItems: BoardItem[] = [...storyHome, ...storyAdvanced, ...storyMillboard];

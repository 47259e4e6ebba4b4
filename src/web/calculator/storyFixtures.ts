// A small catalogue for the calculator's stories: the shape of GET /api/inventory/board-items rows,
// without images (Storybook serves no inventory images), so the cards show the "No Image" frame.
import type { BoardItem } from '../../domain/catalogue';

function board(brand: 'WoodEvo' | 'MillBoard', range: string, color: string): BoardItem {
  const slug =
    `${brand === 'WoodEvo' ? 'we' : 'mb'}-${range.toLowerCase().replace(/\s+/g, '-')}` +
    `-grooved-${color.toLowerCase().replace(/_/g, '-')}-5400`;
  return {
    item_id: slug,
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
  };
}

export const storyHome = ['Barossa', 'Basalt', 'Charcoal', 'Hampton', 'Sandstone'].map((c) => board('WoodEvo', 'HOME', c));
export const storyAdvanced = ['Victorian_Maple', 'Smoked_Ash', 'Charcoal'].map((c) => board('WoodEvo', 'ADVANCED', c));
export const storyMillboard = ['Antique_Oak', 'Golden_Oak', 'Smoked_Oak', 'Driftwood'].map((c) =>
  board('MillBoard', c === 'Driftwood' ? 'Weathered' : 'Enhanced Grain', c),
);
export const storyItems: BoardItem[] = [...storyHome, ...storyAdvanced, ...storyMillboard];

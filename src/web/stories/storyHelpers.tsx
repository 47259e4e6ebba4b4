// Shared story helpers: a router around a story (screens use links) and sample catalogue items.
// Decorators are per file, not global, so stories that bring their own router keep working.
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import type { BoardItem, Brand } from '../../domain/catalogue';
import { storyBoard, storyBoardSlug } from '../calculator/storyFixtures';

export function withRouter(initialPath = '/'): Decorator {
  return (Story) => (
    <MemoryRouter initialEntries={[initialPath]}>
      <Story />
    </MemoryRouter>
  );
}

function board(brand: Brand, range: string, color: string, rate: number, withImage = true): BoardItem {
  const slug = storyBoardSlug(brand, range, color);
  return storyBoard(brand, range, color, {
    name: `${brand === 'WoodEvo' ? 'WoodEvo' : 'Millboard'} ${range} Grooved Board ${color.replace(/_/g, ' ')} 5.4m`,
    description: 'Capped composite decking with a brushed finish, fade and stain resistant and low maintenance.',
    rate,
    image_document_id: withImage ? `doc-${slug}` : null,
    image_id: withImage ? `img-${slug}` : null,
    image_name: withImage ? `${slug}.jpg` : null,
    cf_boards_applicable: 'HW-WE-CLIP-100',
  });
}

/** Sample catalogue: every range, one item without an image (Ironbark). Images resolve only when the
 * API is running; otherwise the cards show the "Image unavailable" state, which is itself a state. */
export const SAMPLE_BOARDS: BoardItem[] = [
  board('WoodEvo', 'HOME', 'Barossa', 69.9),
  board('WoodEvo', 'HOME', 'Basalt', 69.9),
  board('WoodEvo', 'HOME', 'Hampton', 69.9),
  board('WoodEvo', 'ADVANCED', 'Victorian_Maple', 84.5),
  board('WoodEvo', 'ADVANCED', 'Smoked_Ash', 84.5),
  board('WoodEvo', 'ADVANCED', 'Ironbark', 84.5, false),
  board('MillBoard', 'Enhanced Grain', 'Golden_Oak', 119),
  board('MillBoard', 'Weathered', 'Driftwood', 129),
];

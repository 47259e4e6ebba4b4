// A 4 m x 3 m WoodEvo deck drawn as one rectangle, and saving a drawing as a design through the API: the
// plan pack and the priced-materials suites both start from it, each with its own deck options.
import { expect } from 'vitest';
import type { DeckOptions } from '../../src/domain/frameGuide';
import { design, type DesignDrawing } from '../../src/domain/schemas/designs';
import type { Client } from '../api/helpers';

/** The 4000 x 3000 mm rectangle in Barossa, boards laid horizontally, with the given deck options. */
export function rectangleDrawing(deck: DeckOptions): DesignDrawing {
  return {
    shapes: [
      {
        id: 'shape-1',
        points: [
          { x: 0, y: 0 },
          { x: 4000, y: 0 },
          { x: 4000, y: 3000 },
          { x: 0, y: 3000 },
        ],
      },
    ],
    brand: 'WoodEvo',
    colorItemId: 'we-home-grooved-barossa-5400',
    boardDirection: 'horizontal',
    deck,
  };
}

/** POST /api/designs as `who`: the saved design, after checking it was created. */
export async function saveDesign(who: Client, drawing: DesignDrawing) {
  const res = await who.post('/api/designs', { name: 'Back deck', drawing });
  expect(res.statusCode, res.body).toBe(201);
  return design.parse(res.json());
}

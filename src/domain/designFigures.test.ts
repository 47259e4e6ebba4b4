import { describe, expect, it } from 'vitest';
import type { BoardItem } from './catalogue';
import { colorHex } from './colors';
import { designBoardCount, designColourHex, specFigureRows } from './designFigures';
import type { DesignFigures } from './schemas/designs';

const spec = { deckArea: 12.5, deckBoards: 18, clipBoxes: 2, subframeMaterials: { joists: 9, bearers: 3, screws: 400 } };
const layout = {
  boards: [
    { lengthMm: 5400, itemId: 'WE-54', count: 11 },
    { lengthMm: 3600, itemId: 'WE-36', count: 4 },
  ],
  joistMetres: 30.5,
  clips: 220,
  clipBoxes: 3,
  wastePercent: 6.2,
  overlaps: [],
};

describe('design figures', () => {
  it('counts the layout boards of every stock length once a colour is chosen', () => {
    expect(designBoardCount({ spec, layout } satisfies DesignFigures)).toBe(15);
  });

  it("falls back to the spec's Deck Boards without a layout", () => {
    expect(designBoardCount({ spec, layout: null })).toBe(18);
  });

  it("names the spec's Calculations as the calculator's panel does", () => {
    expect(specFigureRows(spec).map((r) => `${r.label}: ${r.value}`)).toEqual([
      'Deck Area: 12.50 m²',
      'Deck Boards: 18',
      'Clip Boxes: 2',
      'Joists: 9',
      'Bearers: 3',
      'Screws: 400',
    ]);
  });
});

describe('design colour', () => {
  const barossa = { item_id: 'we-barossa', cf_board_colour: 'Barossa' } as BoardItem;
  it("tints with the chosen colour's swatch, and with none before a colour is chosen or once it is gone", () => {
    expect(designColourHex({ colorItemId: 'we-barossa' }, [barossa])).toBe(colorHex('Barossa'));
    expect(designColourHex({ colorItemId: null }, [barossa])).toBeNull();
    expect(designColourHex({ colorItemId: 'gone' }, [barossa])).toBeNull();
  });
});

// The design tools' pieces: the stored drawing's round trip (and refusal of a bad entry), the quote's
// preselected colour, the shapes' tint, and the URL after a save or a load.
import { afterEach, describe, expect, it } from 'vitest';
import type { BoardItem } from '../../domain/catalogue';
import { clearStoredDrawing, DRAWING_STORAGE_KEY, writeStoredDrawing } from './drawingStorage';
import { quotePreselection } from './quotePayload';
import { withDesign, withLoadedSelection } from './selection';
import { readStoredDrawing } from './storedDrawing';
import { tint } from './useBoardLayout';

const square = [
  {
    id: 'box-1',
    points: [
      { x: 0, y: 0 },
      { x: 1000, y: 0 },
      { x: 1000, y: 1000 },
      { x: 0, y: 1000 },
    ],
  },
];

afterEach(() => window.localStorage.clear());

describe('the drawing kept in the browser', () => {
  it('comes back as it was written, and is gone once cleared', () => {
    const stored = { shapes: square, boardDirection: 'vertical' as const, design: { id: 'd1', name: 'Deck', projectId: null } };
    writeStoredDrawing(stored);
    expect(readStoredDrawing()).toEqual(stored);
    clearStoredDrawing();
    expect(readStoredDrawing()).toBeNull();
  });

  it('ignores an entry that is not a drawing', () => {
    for (const raw of ['{', '{"shapes":[],"boardDirection":"vertical","design":null}', '{"shapes":[{"id":"a","points":[]}]}']) {
      window.localStorage.setItem(DRAWING_STORAGE_KEY, raw);
      expect(readStoredDrawing()).toBeNull();
    }
  });
});

const item = (item_id: string, range: string, colour: string) =>
  ({ item_id, cf_board_brand: 'WoodEvo', cf_board_range: range, cf_board_colour: colour }) as BoardItem;

describe('the quote dialog opens with the panel colour', () => {
  const steps = { home: [item('h1', 'HOME', 'Barossa')], advanced: [item('a1', 'ADVANCED', 'Basalt')], millboard: [] };

  it('on the step of its range, matched by item or by colour within the range', () => {
    expect(quotePreselection(steps, item('a1', 'ADVANCED', 'Basalt'))).toEqual({
      step: 'advanced',
      color: { item_id: 'a1', name: 'Basalt' },
    });
    expect(quotePreselection(steps, item('h9', 'HOME', 'Barossa'))).toEqual({ step: 'home', color: { item_id: 'h1', name: 'Barossa' } });
  });

  it('on none when no step offers it, or none is chosen', () => {
    expect(quotePreselection(steps, item('x', 'ADVANCED', 'Barossa'))).toBeNull();
    expect(quotePreselection(steps, null)).toBeNull();
  });
});

describe('the shapes are filled with a tint of the colour', () => {
  it('the swatch made translucent, so the boards beneath show through', () => {
    expect(tint('#7B4A32')).toBe('rgba(123, 74, 50, 0.35)');
    expect(tint('#000000', 0.5)).toBe('rgba(0, 0, 0, 0.5)');
  });
});

describe('the URL after a save or a load', () => {
  it('names the saved design and drops a spent shared token', () => {
    expect(withDesign(new URLSearchParams('brand=woodevo&shared=t'), 'd1').toString()).toBe('brand=woodevo&design=d1');
    expect(withDesign(new URLSearchParams('design=d1&color=c'), null).toString()).toBe('color=c');
  });

  it('takes a loaded design brand and colour', () => {
    expect(withLoadedSelection(new URLSearchParams('shared=t'), 'MillBoard', 'm1').toString()).toBe('brand=millboard&color=m1');
    expect(withLoadedSelection(new URLSearchParams('brand=woodevo&color=c'), 'WoodEvo', null).toString()).toBe('brand=woodevo');
  });
});

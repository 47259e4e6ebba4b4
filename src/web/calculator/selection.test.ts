import { describe, expect, it } from 'vitest';
import { resolveSelection, withBrand, withColor } from './selection';
import { materialsPayload } from '../../domain/materialsPayload';
import { quoteBoardBrand, buildCalculatorQuote } from './quotePayload';
import { DEFAULT_DECK_OPTIONS } from '../../domain/frameGuide';
import { storyItems } from './storyFixtures';
import { newShape, translate } from '../../domain/geometry';
import { calculateMaterials } from '../../domain/materials';
import { quoteRequestCalculator } from '../../domain/schemas/leads';

const withImage = storyItems.map((i) =>
  i.item_id.includes('basalt') || i.item_id.includes('golden-oak') ? { ...i, image_id: `img-${i.item_id}` } : i,
);

describe('resolveSelection', () => {
  it('defaults to WoodEvo and the first colour with an image', () => {
    const s = resolveSelection(withImage, null, null);
    expect(s.brand).toBe('WoodEvo');
    expect(s.color?.item_id).toBe('we-home-grooved-basalt-5400');
    expect(s.invalidBrandParam).toBeNull();
  });

  it('reads the brand case-insensitively and reports any other value', () => {
    expect(resolveSelection(withImage, 'MillBoard', null).brand).toBe('MillBoard');
    expect(resolveSelection(withImage, 'MILLBOARD', null).color?.item_id).toBe('mb-enhanced-grain-grooved-golden-oak-5400');
    const bad = resolveSelection(withImage, 'trex', null);
    expect(bad.brand).toBe('WoodEvo');
    expect(bad.invalidBrandParam).toBe('trex');
  });

  it('matches the colour by id or by partial name, else falls back to the default and reports it', () => {
    expect(resolveSelection(withImage, 'woodevo', 'we-advanced-grooved-smoked-ash-5400').color?.cf_board_colour).toBe('Smoked_Ash');
    expect(resolveSelection(withImage, 'woodevo', 'maple').color?.cf_board_colour).toBe('Victorian_Maple');
    const unknown = resolveSelection(withImage, 'woodevo', 'purple');
    expect(unknown.color?.item_id).toBe('we-home-grooved-basalt-5400');
    expect(unknown.unknownColorParam).toBe('purple');
  });

  it('without a brand, a colour of the other brand selects that brand', () => {
    const s = resolveSelection(withImage, null, 'driftwood');
    expect(s.brand).toBe('MillBoard');
    expect(s.color?.cf_board_colour).toBe('Driftwood');
  });

  it('only offers Grooved colours that have a colour value', () => {
    const extra = [
      ...withImage,
      { ...withImage[0], item_id: 'x-square', cf_board_type: 'Square Edge', cf_board_colour: 'Nimbus' },
      { ...withImage[0], item_id: 'x-blank', cf_board_colour: '' },
    ];
    const ids = resolveSelection(extra, 'woodevo', null).colors.map((c) => c.item_id);
    expect(ids).not.toContain('x-square');
    expect(ids).not.toContain('x-blank');
  });

  it('replaces color and keeps other parameters; a brand change drops the colour', () => {
    expect(withColor(new URLSearchParams('brand=woodevo&color=old&x=1'), 'new').toString()).toBe('brand=woodevo&color=new&x=1');
    expect(withBrand(new URLSearchParams('brand=woodevo&color=old'), 'MillBoard').toString()).toBe('brand=millboard');
  });
});

describe('calculator quote payload', () => {
  it('names one brand only when every chosen colour is of it', () => {
    expect(quoteBoardBrand({})).toBe('Mixed brands');
    expect(quoteBoardBrand({ woodevoHome: { item_id: 'a', name: 'A' } })).toBe('WoodEvo');
    expect(quoteBoardBrand({ millboard: { item_id: 'b', name: 'B' } })).toBe('MillBoard');
    expect(quoteBoardBrand({ woodevoAdvanced: { item_id: 'a', name: 'A' }, millboard: { item_id: 'b', name: 'B' } })).toBe('Mixed brands');
  });

  it('sends shapes as boxes with the item ids and figures, accepted by the shared schema', () => {
    const shapes = [newShape(1), { id: 'box-2', points: translate(newShape(2).points, 1000, 0) }];
    const calculations = calculateMaterials(shapes);
    const body = buildCalculatorQuote({
      form: {
        fullName: 'Sam',
        email: 'sam@example.com',
        phone: '0400',
        suburb: 'Brunswick',
        projectTimeframe: '1-3-months',
        needInstaller: false,
      },
      selectedColors: { millboard: { item_id: 'mb-1', name: 'Driftwood' } },
      deckAreaSqMeters: calculations.deckArea,
      shapes,
      calculations,
      designId: '6f1c2b1e-8d7a-4c1e-9a55-2b0f3c4d5e6f',
      materials: null,
      plannedIn: null,
    });
    expect(body).not.toHaveProperty('materials');
    expect(body.designId).toBe('6f1c2b1e-8d7a-4c1e-9a55-2b0f3c4d5e6f');
    expect(body.shapes).toEqual([
      { id: 'box-1', width: 1000, height: 1000, x: 50, y: 50, points: shapes[0].points },
      { id: 'box-2', width: 1000, height: 1000, x: 1050, y: 50, points: shapes[1].points },
    ]);
    expect(body).toMatchObject({
      woodevoHomeItemId: null,
      woodevoAdvancedItemId: null,
      millboardItemId: 'mb-1',
      deckAreaSqMeters: 2,
      boardsRequired: 3,
      clipBoxesNeeded: 1,
    });
    expect(quoteRequestCalculator.safeParse(body).success).toBe(true);
  });

  it('carries the priced materials list the panel showed, with the build choices, accepted by the shared schema', () => {
    const shapes = [newShape(1)];
    const calculations = calculateMaterials(shapes);
    const deck = { ...DEFAULT_DECK_OPTIONS, border: 'single' as const, wallEdges: [{ shape: 0, edge: 0 }] };
    const line = { itemId: 'hw-joist-timber-6000', name: 'Joist', quantity: 2, unitPriceCents: 3990, lineTotalCents: 7980 };
    const materials = materialsPayload(deck, {
      lines: [{ ...line, key: line.itemId, unit: 'length', group: 'frame' }],
      totals: { subtotalCents: 7255, gstCents: 725, totalCents: 7980 },
      missing: [],
    });
    const body = buildCalculatorQuote({
      form: {
        fullName: 'Sam',
        email: 'sam@example.com',
        phone: '0400',
        suburb: 'Brunswick',
        projectTimeframe: '1-3-months',
        needInstaller: false,
      },
      selectedColors: {},
      deckAreaSqMeters: calculations.deckArea,
      shapes,
      calculations,
      designId: null,
      materials,
      plannedIn: { colorItemId: 'mb-1', boardDirection: 'vertical' },
    });
    expect(body.materials).toEqual({ deck, lines: [line], totals: { subtotalCents: 7255, gstCents: 725, totalCents: 7980 } });
    // The colour and direction it was planned in, so the server plans the same deck.
    expect(body).toMatchObject({ colorItemId: 'mb-1', boardDirection: 'vertical' });
    const parsed = quoteRequestCalculator.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.materials?.lines).toEqual([line]);
    // Nothing priced yet: nothing sent.
    expect(materialsPayload(deck, null)).toBeNull();
  });
});

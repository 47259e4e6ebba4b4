// The staff editor's payloads (docs/product.md#catalogue): whatever the schema accepts is an item the
// public pages can use, and the form round-trips a saved item exactly.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildBoardConfig, configColors, sizeLength } from './catalogue';
import { displayColorName } from './colors';
import { checkItemForm, dollarsToCents, formOfItem, PRICE_TEXT } from './catalogueEditor';
import { boardItemInput, catalogueItemInput, hardwareItemInput, servedItem, type CatalogueItem } from './schemas/catalogueAdmin';
import { boardItem, hardwareItem } from './schemas/inventory';

const word = fc.stringMatching(/^[A-Za-z][a-z0-9]{0,8}$/);
const boardPayload = fc.record({
  kind: fc.constant('board' as const),
  item_id: fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,3}$/),
  name: fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim().length > 0),
  description: fc.string({ maxLength: 60 }),
  unit: fc.constantFrom('board', 'length'),
  priceCents: fc.integer({ min: 1, max: 10_000_000 }),
  status: fc.constantFrom('draft' as const, 'active' as const, 'discontinued' as const),
  cf_board_brand: fc.constantFrom('WoodEvo' as const, 'MillBoard' as const),
  cf_board_range: fc.constantFrom('HOME', 'ADVANCED', 'Enhanced Grain', 'Weathered', 'New Range'),
  cf_board_type: fc.constantFrom('Grooved' as const, 'Square Edge' as const),
  cf_board_colour: fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join('_')),
  cf_size: fc
    .tuple(fc.integer({ min: 100, max: 99_999 }), fc.integer({ min: 10, max: 999 }), fc.integer({ min: 1, max: 999 }))
    .map(([l, w, t]) => `${l} x ${w} x ${t}mm`),
  cf_boards_applicable: fc.array(fc.stringMatching(/^[A-Z0-9]{1,6}(-[A-Z0-9]{1,6}){0,2}$/), { maxLength: 3 }).map((s) => s.join(',')),
});

describe('editor payloads against the catalogue schemas', () => {
  it('a board the editor accepts is served as a valid board item and lands in the board config', () => {
    fc.assert(
      fc.property(boardPayload, (payload) => {
        const input = boardItemInput.parse(payload);
        const served = boardItem.parse(servedItem(input));
        expect(served.rate * 100).toBeCloseTo(input.priceCents, 6);
        expect(sizeLength(served.cf_size)).toBeGreaterThan(0);
        const config = buildBoardConfig([served]);
        expect(configColors(config, served.cf_board_brand, served.cf_board_range)).toContain(displayColorName(served.cf_board_colour));
      }),
    );
  });

  it('whatever else the schema accepts still parses as the served item schemas', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const parsed = catalogueItemInput.safeParse(raw);
        if (!parsed.success) return;
        const served = servedItem(parsed.data);
        (parsed.data.kind === 'board' ? boardItem : hardwareItem).parse(served);
      }),
    );
  });

  it('the form of a saved item checks back to the same payload', () => {
    fc.assert(
      fc.property(boardPayload, fc.integer(), fc.boolean(), (payload, sortOrder, hasPhoto) => {
        const input = boardItemInput.parse(payload);
        const item = { ...input, sortOrder, hasPhoto } as CatalogueItem;
        expect(checkItemForm(formOfItem(item))).toEqual({ ok: true, input });
      }),
    );
    const hardware = hardwareItemInput.parse({
      kind: 'hardware',
      item_id: 'hw-x',
      name: 'X',
      description: '',
      unit: 'box',
      priceCents: 5400,
      status: 'active',
      sku: 'HW-X',
      category_name: 'Clips',
      subframes: ['timber'],
    });
    expect(checkItemForm(formOfItem({ ...hardware, sortOrder: 0, hasPhoto: false }))).toEqual({ ok: true, input: hardware });
  });

  it('names the field of each problem', () => {
    const result = checkItemForm({
      ...formOfItem({ ...boardItemInput.parse(fc.sample(boardPayload, 1)[0]), sortOrder: 0, hasPhoto: true }),
      price: '12.345',
      cf_size: 'big',
    });
    expect(result).toEqual({
      ok: false,
      errors: { price: PRICE_TEXT, cf_size: 'Size must read like 5400 x 137 x 23mm' },
    });
  });
});

describe('dollarsToCents', () => {
  it('reads dollars with up to two decimals exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (cents) => {
        expect(dollarsToCents((cents / 100).toFixed(2))).toBe(cents);
      }),
    );
    expect(dollarsToCents('$12.5')).toBe(1250);
    expect(dollarsToCents('12')).toBe(1200);
    expect(Number.isNaN(dollarsToCents('12,50'))).toBe(true);
  });
});

// The manufacturer's price file (docs/product.md#catalogue): read against the catalogue, every row is
// checked by the editor's schema; the preview names new items, price changes, unknown SKUs and every
// row in error; export then import changes nothing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportPriceFile, readPriceFile } from './priceFile';
import { catalogueItemInput, type CatalogueItem } from '../domain/schemas/catalogueAdmin';
import { PRICE_FILE_COLUMNS, PRICE_FILE_MESSAGES } from '../domain/schemas/priceFile';

const HEADER = PRICE_FILE_COLUMNS.join(',');
const board: CatalogueItem = {
  kind: 'board',
  item_id: 'we-home-grooved-coastal-grey-5400',
  name: 'WoodEvo HOME Grooved Board Coastal Grey 5.4m',
  description: 'A board.',
  unit: 'board',
  priceCents: 8950,
  status: 'active',
  sortOrder: 0,
  hasPhoto: true,
  cf_board_brand: 'WoodEvo',
  cf_board_range: 'HOME',
  cf_board_type: 'Grooved',
  cf_board_colour: 'Coastal_Grey',
  cf_size: '5400 x 137 x 23mm',
  cf_boards_applicable: 'HW-WE-CLIP-100,HW-SCR-TIMBER-500',
};
const clips: CatalogueItem = {
  kind: 'hardware',
  item_id: 'hw-woodevo-hidden-clips',
  name: 'WoodEvo Hidden Clips (box of 100)',
  description: 'Clips.',
  unit: 'box',
  priceCents: 5400,
  status: 'active',
  sortOrder: 1,
  hasPhoto: false,
  sku: 'HW-WE-CLIP-100',
  category_name: 'Clips',
  subframes: ['timber'],
};
const screws: CatalogueItem = { ...clips, item_id: 'hw-timber-subframe-screws', name: 'Screws', sku: 'HW-SCR-TIMBER-500', sortOrder: 2 };
const catalogue = [board, clips, screws];
const file = (...rows: string[]) => [HEADER, ...rows].join('\n') + '\n';

describe('the price file', () => {
  it('writes the catalogue in the file columns: applicable SKUs split by |, a hardware row with its category and SKU', () => {
    expect(exportPriceFile([board, clips]).split('\n')).toEqual([
      HEADER,
      [
        'we-home-grooved-coastal-grey-5400,WoodEvo HOME Grooved Board Coastal Grey 5.4m,board,WoodEvo,HOME,Grooved,Coastal_Grey',
        '5400 x 137 x 23mm,board,89.50,active,HW-WE-CLIP-100|HW-SCR-TIMBER-500',
      ].join(','),
      'hw-woodevo-hidden-clips,WoodEvo Hidden Clips (box of 100),hardware,,Clips,,,,box,54.00,active,HW-WE-CLIP-100',
      '',
    ]);
  });

  it("writes a cell a spreadsheet would run as a formula after a ', and reads it back without", () => {
    const formula = { ...board, name: '=HYPERLINK("x")' };
    expect(exportPriceFile([formula])).toContain(`,"'=HYPERLINK(""x"")",`);
    expect(readPriceFile(exportPriceFile([formula]), [formula]).changes).toEqual([]);
  });

  it('an empty cell leaves its field: a row with only item_id and price changes the price, with the change in %', () => {
    const { preview, changes } = readPriceFile(file(`${board.item_id},,,,,,,,,93.98,,`), catalogue);
    expect(preview.errors).toEqual([]);
    expect(preview.priceChanges).toEqual([
      { line: 2, item_id: board.item_id, name: board.name, oldCents: 8950, newCents: 9398, changePercent: 5 },
    ]);
    expect(preview.updatedItems).toEqual([]);
    expect(changes).toMatchObject([{ kind: 'update', input: { ...catalogueItemInput.parse({ ...board, priceCents: 9398 }) } }]);
  });

  it('names the other fields a row changes, and counts the rows that change nothing', () => {
    const { preview } = readPriceFile(file(`${board.item_id},New name,,,,,,,,,discontinued,`, `${clips.item_id},,,,,,,,,54,,`), catalogue);
    expect(preview.updatedItems).toEqual([{ line: 2, item_id: board.item_id, name: 'New name', fields: ['name', 'status'] }]);
    expect(preview.unchanged).toBe(1);
  });

  it('an unknown item_id is a new item that needs every field', () => {
    const complete =
      'we-home-grooved-ash-3600,WoodEvo HOME Grooved Board Ash 3.6m,board,WoodEvo,HOME,Grooved,Ash,' +
      '3600 x 137 x 23mm,board,62,draft,HW-WE-CLIP-100';
    const { preview } = readPriceFile(
      file(complete, 'hw-new-thing,New thing,hardware,,,,,,each,5,active,HW-NEW-1', 'lonely,,,,,,,,,12,,'),
      catalogue,
    );
    expect(preview.newItems).toEqual([
      {
        line: 2,
        item_id: 'we-home-grooved-ash-3600',
        name: 'WoodEvo HOME Grooved Board Ash 3.6m',
        kind: 'board',
        priceCents: 6200,
        status: 'draft',
      },
    ]);
    expect(preview.errors).toEqual([
      { line: 3, item_id: 'hw-new-thing', reason: 'range: Category is required' },
      { line: 4, item_id: 'lonely', reason: 'kind: Kind must be board or hardware' },
    ]);
  });

  it('refuses each bad row with its line and reason, in the file column names', () => {
    const { preview } = readPriceFile(
      file(
        `${board.item_id},,,,,,,,,12.345,,`,
        `${board.item_id},,,,,,,,,10,,`,
        `${clips.item_id},,board,,,,,,,,,`,
        `${clips.item_id.replace('clips', 'x')},,hardware,WoodEvo,Clips,,,,box,3,active,HW-X`,
        `${screws.item_id},,,,,,,,,0,wobbly,`,
        `,,,,,,,,,1,,`,
        `short,row`,
        `${board.item_id.replace('5400', '4800')},B,board,WoodEvo,HOME,Round,Ash,48 m,board,1,active,`,
      ),
      catalogue,
    );
    expect(preview.errors).toEqual([
      { line: 2, item_id: board.item_id, reason: 'price: Price must be an amount in dollars with up to 2 decimals, e.g. 89.50' },
      { line: 3, item_id: board.item_id, reason: 'item_id already appears on line 2' },
      { line: 4, item_id: clips.item_id, reason: 'Kind cannot change: this item is hardware' },
      { line: 5, item_id: 'hw-woodevo-hidden-x', reason: PRICE_FILE_MESSAGES.boardOnly },
      {
        line: 6,
        item_id: screws.item_id,
        reason: 'price: Price must be more than $0.00; status: Status must be draft, active or discontinued',
      },
      { line: 7, item_id: '', reason: 'item_id is required' },
      { line: 8, item_id: 'short', reason: 'A row must have 12 cells, this one has 2' },
      {
        line: 9,
        item_id: 'we-home-grooved-coastal-grey-4800',
        reason: 'board_type: Board type must be Grooved or Square Edge; size: Size must read like 5400 x 137 x 23mm',
      },
    ]);
  });

  it('lists applicable SKUs no hardware has, counting hardware the file itself adds', () => {
    const { preview } = readPriceFile(
      file(`${board.item_id},,,,,,,,,,,HW-WE-CLIP-100|HW-GONE|HW-NEW-1`, 'hw-new-one,New one,hardware,,Clips,,,,each,5,active,HW-NEW-1'),
      catalogue,
    );
    expect(preview.errors).toEqual([]);
    expect(preview.unknownSkus).toEqual([{ line: 2, item_id: board.item_id, sku: 'HW-GONE' }]);
    expect(preview.updatedItems).toEqual([{ line: 2, item_id: board.item_id, name: board.name, fields: ['applicable_skus'] }]);
  });

  it('refuses a file that is empty, has another header, no rows, or is not CSV', () => {
    const reason = (csv: string) => readPriceFile(csv, catalogue).preview.errors;
    expect(reason('  \n')).toEqual([{ line: 1, item_id: '', reason: PRICE_FILE_MESSAGES.empty }]);
    expect(reason('sku,price\nA,1\n')).toEqual([{ line: 1, item_id: '', reason: PRICE_FILE_MESSAGES.header }]);
    expect(reason(`${HEADER}\n`)).toEqual([{ line: 1, item_id: '', reason: PRICE_FILE_MESSAGES.noRows }]);
    expect(reason(`${HEADER}\n"x,,,\n`)[0]).toMatchObject({ line: 2, reason: expect.stringContaining('Quote Not Closed') });
  });

  it('reads a byte-order mark, quoted cells with commas and line breaks, and a header in capitals', () => {
    const csv = `\uFEFF${HEADER.toUpperCase()}\r\n${board.item_id},"Board, ""Ash""\r\nlong",,,,,,,,,,\r\n`;
    const { preview } = readPriceFile(csv, catalogue);
    expect(preview.updatedItems).toEqual([{ line: 2, item_id: board.item_id, name: 'Board, "Ash"\nlong', fields: ['name'] }]);
    expect(readPriceFile(`${csv}${board.item_id},,,,,,,,,x,,\r\n`, catalogue).preview.errors).toMatchObject([{ line: 4 }]);
    // Blank lines are skipped but still counted.
    expect(readPriceFile(`${csv}\r\n  \r\n${board.item_id},,,,,,,,,x,,\r\n`, catalogue).preview.errors).toMatchObject([{ line: 6 }]);
  });
});

// Items as the editor stores them (parsed by its schema), with text that needs quoting.
const text = fc
  .string({ unit: fc.constantFrom('a', 'Z', '7', ' ', ',', '"', '|', '\n', 'é', '='), minLength: 1, maxLength: 30 })
  .filter((s) => s.trim().length > 0);
const skus = fc.array(fc.stringMatching(/^[A-Z0-9]{1,5}(-[A-Z0-9]{1,5}){0,2}$/), { maxLength: 3 });
const common = {
  item_id: fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,3}$/),
  name: text,
  description: fc.string({ maxLength: 20 }),
  unit: text,
  priceCents: fc.integer({ min: 1, max: 10_000_000 }),
  status: fc.constantFrom('draft' as const, 'active' as const, 'discontinued' as const),
};
const storedItem = fc
  .oneof(
    fc.record({
      kind: fc.constant('board' as const),
      ...common,
      cf_board_brand: fc.constantFrom('WoodEvo' as const, 'MillBoard' as const),
      cf_board_range: text,
      cf_board_type: fc.constantFrom('Grooved' as const, 'Square Edge' as const),
      cf_board_colour: fc.stringMatching(/^[A-Za-z0-9]{1,6}(_[A-Za-z0-9]{1,6}){0,2}$/),
      cf_size: fc.tuple(fc.integer({ min: 100, max: 99_999 }), fc.integer({ min: 10, max: 999 })).map(([l, w]) => `${l} x ${w} x 23mm`),
      cf_boards_applicable: skus.map((s) => s.join(',')),
    }),
    fc.record({
      kind: fc.constant('hardware' as const),
      ...common,
      sku: fc.stringMatching(/^[A-Z0-9]{1,6}(-[A-Z0-9]{1,6}){0,2}$/),
      category_name: text,
      subframes: fc.subarray(['timber', 'metal'] as ('timber' | 'metal')[]),
    }),
  )
  .map((payload) => ({ ...catalogueItemInput.parse(payload), sortOrder: 0, hasPhoto: false }) as CatalogueItem);

describe('a round trip', () => {
  it('export then import of the catalogue previews no change', () => {
    fc.assert(
      fc.property(fc.uniqueArray(storedItem, { selector: (i) => i.item_id, minLength: 1, maxLength: 12 }), (items) => {
        const { preview, changes } = readPriceFile(exportPriceFile(items), items);
        expect(preview.errors).toEqual([]);
        expect(changes).toEqual([]);
        expect(preview).toMatchObject({ rows: items.length, unchanged: items.length, newItems: [], priceChanges: [] });
      }),
      { numRuns: 200 },
    );
  });

  // Its time is the bench's figure (tests/bench/priceFileFigure.ts): timings on a shared machine are noise.
  it('previews a file of 5,000 rows', () => {
    const items: CatalogueItem[] = Array.from({ length: 5_000 }, (_, i) => ({
      ...board,
      item_id: `we-home-grooved-colour${i}-5400`,
      cf_board_colour: `Colour${i}`,
      sortOrder: i,
    }));
    const rows = exportPriceFile(items)
      .split('\n')
      .map((row, i) => (i > 0 && i % 2 === 0 ? row.replace(',89.50,', ',93.98,') : row));
    const { preview } = readPriceFile(rows.join('\n'), items);
    expect(preview.rows).toBe(5_000);
    expect(preview.priceChanges).toHaveLength(2_500);
    expect(preview.unchanged).toBe(2_500);
  });
});

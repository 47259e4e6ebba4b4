// The manufacturer's price file (docs/product.md#catalogue): its CSV read into rows, each row laid over
// the item it names (an empty cell leaves the field as it is) and checked by the editor's own schema,
// the preview staff see before anything changes, and the current catalogue written in the same columns.
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { dollarsToCents, PRICE_TEXT } from '../domain/catalogueEditor';
import { priceChangePercent } from '../domain/cataloguePrices';
import { catalogueItemInput, type CatalogueItem, type CatalogueItemInput } from '../domain/schemas/catalogueAdmin';
import { PRICE_FILE_COLUMNS, PRICE_FILE_MESSAGES, type PriceFilePreview } from '../domain/schemas/priceFile';

type Column = (typeof PRICE_FILE_COLUMNS)[number];
type Cells = Record<Column, string>;

/** One item a file changes, as the editor would save it, with what it replaces. */
type PriceFileChange =
  | { kind: 'create'; line: number; input: CatalogueItemInput }
  | { kind: 'update'; line: number; before: CatalogueItem; input: CatalogueItemInput; fieldsChanged: boolean; priceChanged: boolean };

interface PriceFileReading {
  preview: PriceFilePreview;
  /** What Apply writes; only meaningful when the preview has no errors. */
  changes: PriceFileChange[];
}

// The file's `|` between applicable SKUs; the catalogue keeps them comma-separated.
const FILE_SKU_SEPARATOR = '|';
const STORED_SKU_SEPARATOR = ',';

/** The item's cells in the file's columns (a hardware row's range is its category, its applicable_skus its own SKU). */
function cellsOf(item: CatalogueItem): Cells {
  const common = {
    item_id: item.item_id,
    name: item.name,
    kind: item.kind,
    unit: item.unit,
    price: (item.priceCents / 100).toFixed(2),
    status: item.status,
  };
  if (item.kind === 'hardware') {
    return { ...common, brand: '', range: item.category_name, board_type: '', colour: '', size: '', applicable_skus: item.sku };
  }
  return {
    ...common,
    brand: item.cf_board_brand,
    range: item.cf_board_range,
    board_type: item.cf_board_type,
    colour: item.cf_board_colour,
    size: item.cf_size,
    applicable_skus: item.cf_boards_applicable.split(STORED_SKU_SEPARATOR).filter(Boolean).join(FILE_SKU_SEPARATOR),
  };
}

/** The catalogue as a price file: the header row, then every item in the order given. */
export function exportPriceFile(items: readonly CatalogueItem[]): string {
  return stringify(
    items.map((item) => PRICE_FILE_COLUMNS.map((c) => cellsOf(item)[c])),
    // A cell a spreadsheet would run as a formula is written after a ' (read back without it).
    { header: true, columns: [...PRICE_FILE_COLUMNS], record_delimiter: 'unix', escape_formulas: true },
  );
}

// What csv-stringify's escape_formulas puts before a cell starting with =, +, -, @, tab or carriage return.
const ESCAPED_FORMULA = /^'(?=[=+\-@\t\r])/;
const unescapeFormula = (cell: string) => cell.replace(ESCAPED_FORMULA, '');

const fileError = (line: number, reason: string): PriceFileReading => ({
  preview: {
    rows: 0,
    newItems: [],
    priceChanges: [],
    updatedItems: [],
    unknownSkus: [],
    errors: [{ line, item_id: '', reason }],
    unchanged: 0,
  },
  changes: [],
});

/** The editor's payload for a row laid over the item it names (or over nothing: a new item). */
function rowInput(cells: Cells, before: CatalogueItem | undefined): { raw: Record<string, unknown>; problem?: string } {
  const given = (c: Column) => cells[c] !== '';
  const kind = given('kind') ? cells.kind : (before?.kind ?? '');
  if (before && given('kind') && cells.kind !== before.kind) return { raw: {}, problem: PRICE_FILE_MESSAGES.kindChange(before.kind) };
  const base: Record<string, unknown> = before ? { ...before } : { description: '', subframes: [], cf_boards_applicable: '' };
  delete base.priceCents;
  delete base.sortOrder;
  delete base.hasPhoto;
  const pick = (column: Column, field: string) => {
    if (given(column)) base[field] = cells[column];
  };
  base.kind = kind;
  base.item_id = cells.item_id;
  pick('name', 'name');
  pick('unit', 'unit');
  pick('status', 'status');
  base.priceCents = given('price') ? dollarsToCents(cells.price) : (before?.priceCents ?? undefined);
  if (kind === 'hardware') {
    if (given('brand') || given('board_type') || given('colour') || given('size'))
      return { raw: base, problem: PRICE_FILE_MESSAGES.boardOnly };
    if (cells.applicable_skus.includes(FILE_SKU_SEPARATOR)) return { raw: base, problem: PRICE_FILE_MESSAGES.oneSku };
    pick('range', 'category_name');
    pick('applicable_skus', 'sku');
  } else {
    pick('brand', 'cf_board_brand');
    pick('range', 'cf_board_range');
    pick('board_type', 'cf_board_type');
    pick('colour', 'cf_board_colour');
    pick('size', 'cf_size');
    if (given('applicable_skus')) {
      base.cf_boards_applicable = cells.applicable_skus
        .split(FILE_SKU_SEPARATOR)
        .map((s) => s.trim())
        .join(STORED_SKU_SEPARATOR);
    }
  }
  return { raw: base };
}

// The file's own names for the editor's fields, so a reason names the column to fix.
const COLUMN_OF_FIELD: Record<string, string> = {
  priceCents: 'price',
  cf_board_brand: 'brand',
  cf_board_range: 'range',
  cf_board_type: 'board_type',
  cf_board_colour: 'colour',
  cf_size: 'size',
  cf_boards_applicable: 'applicable_skus',
  category_name: 'range',
  sku: 'applicable_skus',
};

const COMPARED: Record<string, string> = {
  name: 'name',
  unit: 'unit',
  status: 'status',
  cf_board_brand: 'brand',
  cf_board_range: 'range',
  cf_board_type: 'board_type',
  cf_board_colour: 'colour',
  cf_size: 'size',
  cf_boards_applicable: 'applicable_skus',
  sku: 'sku',
  category_name: 'category',
};

/** The file's columns whose values differ from the item's (price apart). */
function changedFields(before: CatalogueItem, input: CatalogueItemInput): string[] {
  const b = before as unknown as Record<string, unknown>;
  const a = input as unknown as Record<string, unknown>;
  return Object.entries(COMPARED)
    .filter(([key]) => key in a && b[key] !== a[key])
    .map(([, label]) => label);
}

/**
 * Reads a price file against the current catalogue: what it would create and change, the SKUs it names
 * that no hardware has, and every row in error with its line and reason (a file with any changes nothing).
 */
export function readPriceFile(csv: string, catalogue: readonly CatalogueItem[]): PriceFileReading {
  if (!csv.trim()) return fileError(1, PRICE_FILE_MESSAGES.empty);
  let records: string[][];
  try {
    // Windows line ends read as the file's lines: inside a quoted cell too, so line numbers stay true.
    records = parse(csv.replace(/\r\n/g, '\n'), { bom: true, relax_column_count: true });
  } catch (err) {
    const line = typeof (err as { lines?: unknown }).lines === 'number' ? (err as { lines: number }).lines : 1;
    return fileError(line, `The file is not CSV the catalogue can read: ${(err as Error).message}`);
  }
  // Each record's first line, counted here (csv-parse's own `info` doubles the parse's time): a record
  // takes one line plus the line breaks quoted in its cells; an empty line is a record of one blank cell.
  const lines: { record: string[]; line: number }[] = [];
  let next = 1;
  for (const record of records) {
    const line = next;
    for (const cell of record) for (let i = cell.indexOf('\n'); i !== -1; i = cell.indexOf('\n', i + 1)) next += 1;
    next += 1;
    if (record.length > 1 || record[0].trim() !== '') lines.push({ record, line });
  }
  const [header, ...rows] = lines;
  if (!header) return fileError(1, PRICE_FILE_MESSAGES.empty);
  const names = header.record.map((c) => c.trim().toLowerCase());
  if (names.join(',') !== PRICE_FILE_COLUMNS.join(',')) return fileError(header.line, PRICE_FILE_MESSAGES.header);
  if (!rows.length) return fileError(header.line, PRICE_FILE_MESSAGES.noRows);

  const byId = new Map(catalogue.map((item) => [item.item_id, item]));
  const preview: PriceFilePreview = {
    rows: rows.length,
    newItems: [],
    priceChanges: [],
    updatedItems: [],
    unknownSkus: [],
    errors: [],
    unchanged: 0,
  };
  const changes: PriceFileChange[] = [];
  const seen = new Map<string, number>();
  const knownSkus = new Set(catalogue.flatMap((item) => (item.kind === 'hardware' ? [item.sku] : [])));
  const boardRows: { line: number; item_id: string; skus: string[] }[] = [];

  for (const { record, line } of rows) {
    const itemId = (record[0] ?? '').trim();
    const refuse = (reason: string) => preview.errors.push({ line, item_id: itemId, reason });
    if (record.length !== PRICE_FILE_COLUMNS.length) {
      refuse(`${PRICE_FILE_MESSAGES.columns}, this one has ${record.length}`);
      continue;
    }
    const cells = Object.fromEntries(PRICE_FILE_COLUMNS.map((c, i) => [c, unescapeFormula(record[i]).trim()])) as Cells;
    if (!itemId) {
      refuse(PRICE_FILE_MESSAGES.itemIdRequired);
      continue;
    }
    const earlier = seen.get(itemId);
    if (earlier !== undefined) {
      refuse(PRICE_FILE_MESSAGES.repeated(earlier));
      continue;
    }
    seen.set(itemId, line);
    const before = byId.get(itemId);
    const { raw, problem } = rowInput(cells, before);
    if (problem) {
      refuse(problem);
      continue;
    }
    const parsed = catalogueItemInput.safeParse(raw);
    if (!parsed.success) {
      const reasons = new Set<string>();
      if (Number.isNaN(raw.priceCents)) reasons.add(`price: ${PRICE_TEXT}`);
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'kind');
        if (field === 'priceCents' && Number.isNaN(raw.priceCents)) continue;
        reasons.add(`${COLUMN_OF_FIELD[field] ?? field}: ${issue.message}`);
      }
      refuse([...reasons].join('; '));
      continue;
    }
    const input = parsed.data;
    if (input.kind === 'hardware') knownSkus.add(input.sku);
    else if (cells.applicable_skus) boardRows.push({ line, item_id: itemId, skus: input.cf_boards_applicable.split(STORED_SKU_SEPARATOR) });
    if (!before) {
      preview.newItems.push({
        line,
        item_id: itemId,
        name: input.name,
        kind: input.kind,
        priceCents: input.priceCents,
        status: input.status,
      });
      changes.push({ kind: 'create', line, input });
      continue;
    }
    const fields = changedFields(before, input);
    const priceChanged = input.priceCents !== before.priceCents;
    if (priceChanged) {
      preview.priceChanges.push({
        line,
        item_id: itemId,
        name: input.name,
        oldCents: before.priceCents,
        newCents: input.priceCents,
        changePercent: priceChangePercent(before.priceCents, input.priceCents),
      });
    }
    if (fields.length) preview.updatedItems.push({ line, item_id: itemId, name: input.name, fields });
    if (fields.length || priceChanged)
      changes.push({ kind: 'update', line, before, input, fieldsChanged: fields.length > 0, priceChanged });
    else preview.unchanged += 1;
  }
  // Checked once every row is read: a board may name hardware the file adds further down.
  for (const row of boardRows) {
    for (const sku of new Set(row.skus)) {
      if (sku && !knownSkus.has(sku)) preview.unknownSkus.push({ line: row.line, item_id: row.item_id, sku });
    }
  }
  return { preview, changes };
}

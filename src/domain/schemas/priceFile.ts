// The manufacturer's price file (docs/product.md#catalogue): what staff send to preview or apply a file,
// what the preview shows before anything changes, and what Apply answers.
import { z } from 'zod';
import { CATALOGUE_STATUSES } from '../catalogueStatus';
import { effectiveAtField } from './cataloguePrices';
import { CATALOGUE_KINDS } from './catalogueAdmin';

/** The file's columns, in order: its header row. */
export const PRICE_FILE_COLUMNS = [
  'item_id',
  'name',
  'kind',
  'brand',
  'range',
  'board_type',
  'colour',
  'size',
  'unit',
  'price',
  'status',
  'applicable_skus',
] as const;

/** The largest file staff may send (characters of CSV text); 5,000 rows take about 1 MB. */
export const PRICE_FILE_MAX_CHARS = 4_000_000;
/** The request's bytes: the CSV travels in JSON, where quotes, line breaks and accents take 2 bytes or more. */
export const PRICE_FILE_BODY_LIMIT = 2 * PRICE_FILE_MAX_CHARS + 4 * 1024;

export const PRICE_FILE_MESSAGES = {
  tooLarge: 'The price file must be at most 4 MB',
  empty: 'The price file is empty: choose the CSV file the manufacturer sent',
  header: `The first row must be the header ${PRICE_FILE_COLUMNS.join(',')}`,
  noRows: 'The price file has no rows under its header',
  columns: `A row must have ${PRICE_FILE_COLUMNS.length} cells`,
  itemIdRequired: 'item_id is required',
  repeated: (line: number) => `item_id already appears on line ${line}`,
  kindChange: (kind: string) => `Kind cannot change: this item is ${kind}`,
  boardOnly: 'brand, board_type, colour and size are for boards: leave them empty on a hardware row',
  oneSku: "A hardware row's applicable_skus holds its own SKU (one)",
  previewFailed: 'Failed to read the price file',
  applyFailed: 'Failed to apply the price file',
  refused: (n: number) => `The price file has ${n} ${n === 1 ? 'row' : 'rows'} in error: nothing was changed`,
} as const;

/** Preview and Apply: the file's CSV text; Apply also takes when its prices take effect. */
export const priceFileInput = z.object({
  csv: z
    .string({ error: 'csv must be the text of the price file' })
    .max(PRICE_FILE_MAX_CHARS, { error: PRICE_FILE_MESSAGES.tooLarge })
    .describe(`CSV text, UTF-8, header row ${PRICE_FILE_COLUMNS.join(',')}`),
  effectiveAt: effectiveAtField,
});

const line = z.number().int().describe("The row's line in the file (the header is line 1)");

export const priceFilePreview = z.object({
  rows: z.number().int().describe('Rows read under the header'),
  newItems: z.array(
    z.object({
      line,
      item_id: z.string(),
      name: z.string(),
      kind: z.enum(CATALOGUE_KINDS),
      priceCents: z.number().int(),
      status: z.enum(CATALOGUE_STATUSES),
    }),
  ),
  priceChanges: z.array(
    z.object({
      line,
      item_id: z.string(),
      name: z.string(),
      oldCents: z.number().int(),
      newCents: z.number().int(),
      changePercent: z.number().nullable().describe('One decimal, +5.0 for a 5% rise'),
    }),
  ),
  updatedItems: z
    .array(z.object({ line, item_id: z.string(), name: z.string(), fields: z.array(z.string()) }))
    .describe('Existing items whose other fields change'),
  unknownSkus: z
    .array(z.object({ line, item_id: z.string(), sku: z.string() }))
    .describe('applicable_skus naming no hardware of the catalogue or the file (saved, but suggests nothing)'),
  errors: z.array(z.object({ line, item_id: z.string(), reason: z.string() })),
  unchanged: z.number().int().describe('Rows that change nothing'),
});

export const priceFileApplied = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  pricesChanged: z.number().int(),
  effectiveAt: z.string().nullable().describe('When the prices take effect (ISO); null: at once'),
});

export type PriceFileInput = z.infer<typeof priceFileInput>;
export type PriceFilePreview = z.infer<typeof priceFilePreview>;
export type PriceFileApplied = z.infer<typeof priceFileApplied>;

// What the price file panel on /app/catalogue says (docs/product.md#catalogue); the API's refusals and
// each row's reason are shown as the server sent them.
import { formatDateTime } from '../../../domain/dates';
import { PRICE_FILE_COLUMNS, type PriceFileApplied, type PriceFilePreview } from '../../../domain/schemas/priceFile';

const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-AU')} ${n === 1 ? one : many}`;

export const PRICE_FILE_LABELS = {
  itemsTab: 'Items',
  tab: 'Price file',
  title: 'Price file',
  intro:
    "Upload the manufacturer's CSV to see what it changes before anything does: new items, price changes and every row in error. " +
    'An empty cell leaves its field as it is; Apply changes all or nothing.',
  columns: `Columns: ${PRICE_FILE_COLUMNS.join(', ')}`,
  upload: 'Price file (CSV)',
  choose: 'Choose file',
  drop: 'Drop the CSV file here, or choose it',
  export: 'Export',
  reading: 'Reading the price file',
  applying: 'Applying the price file',
  takesEffect: 'Prices take effect',
  now: 'Now',
  later: 'At a date and time',
  effectiveAt: 'Date and time (Melbourne)',
  apply: 'Apply',
  fixFirst: 'Fix the rows in error and choose the file again: a file with any row in error changes nothing.',
  nothingToApply: 'This file changes nothing.',
  newItems: 'New items',
  priceChanges: 'Price changes',
  updatedItems: 'Other changes',
  unknownSkus: 'Unknown SKUs',
  errors: 'Rows in error',
  unknownSkusNote: 'These applicable SKUs name no hardware in the catalogue or the file: they are saved but suggest nothing.',
} as const;

export const PRICE_FILE_COLUMNS_LABELS = {
  line: 'Line',
  itemId: 'Item id',
  name: 'Name',
  kind: 'Kind',
  price: 'Price',
  status: 'Status',
  oldPrice: 'Old price',
  newPrice: 'New price',
  change: 'Change',
  fields: 'Changed',
  sku: 'SKU',
  reason: 'Reason',
} as const;

/** '1,204 rows: 3 new items, 12 price changes, 1,189 unchanged, 2 rows in error'. */
export function previewSummary(p: PriceFilePreview): string {
  const parts = [
    count(p.newItems.length, 'new item'),
    count(p.priceChanges.length, 'price change'),
    count(p.updatedItems.length, 'other change'),
    `${p.unchanged.toLocaleString('en-AU')} unchanged`,
    count(p.errors.length, 'row in error', 'rows in error'),
  ];
  return `${count(p.rows, 'row')}: ${parts.join(', ')}`;
}

/** 'Applied: 1 new item, 12 prices changed from 1 Jan 2027, 9:00 am'. */
export function appliedSummary(a: PriceFileApplied): string {
  const prices = `${count(a.pricesChanged, 'price')} ${a.effectiveAt ? `changing from ${formatDateTime(a.effectiveAt)}` : 'changed'}`;
  return `Applied: ${count(a.created, 'new item')}, ${count(a.updated, 'item')} updated, ${prices}`;
}

// What the staff stock screens say (docs/product.md#stock-and-samples): labels live with the views; the
// API's own refusals (STOCK_MESSAGES, e.g. an adjustment below what orders hold) are shown as sent.
import type { StockEntryMode } from '../../../domain/stockForms';

export const STOCK_PATH = '/app/stock';
export const stockItemPath = (itemId: string) => `${STOCK_PATH}/${encodeURIComponent(itemId)}`;

export const STOCK_LABELS = {
  title: 'Stock',
  meta: 'What is on the shelf at the Port Melbourne warehouse, what orders hold and what is on back order.',
  exportCsv: 'Export CSV',
  levels: 'Levels',
  backOrders: 'Back orders',
  levelsTable: 'Stock levels',
  backOrdersTable: 'Back orders',
  loading: 'Loading stock',
  loadingBackOrders: 'Loading back orders',
  loadFailed: 'Failed to load stock',
  backOrdersFailed: 'Failed to load back orders',
  noItems: 'No catalogue items yet.',
  noBackOrders: 'No order lines are waiting for goods in.',
  previous: 'Previous page',
  next: 'Next page',
  expectedText: (quantity: number, day: string) => `${quantity} on ${day}`,
  pageOf: (page: number, pages: number, total: number) => `Page ${page} of ${pages} (${total} items)`,
  // The item page.
  itemLoading: 'Loading the item',
  itemFailed: 'Failed to load the item',
  back: 'All stock',
  figures: 'Figures',
  ledger: 'Ledger',
  ledgerTable: 'Stock ledger',
  noLedger: 'No stock changes recorded yet.',
  record: 'Record a change',
  entryFailed: 'Failed to record the change',
  saving: 'Saving...',
  notified: (n: number) =>
    n === 1 ? 'Recorded; 1 customer was told their back order arrived.' : `Recorded; ${n} customers were told their back orders arrived.`,
  recorded: 'Recorded.',
} as const;

export const STOCK_ENTRY_LABELS: Record<StockEntryMode, { tab: string; submit: string }> = {
  goodsIn: { tab: 'Goods in', submit: 'Record goods in' },
  expected: { tab: 'Expected', submit: 'Record expected delivery' },
  adjust: { tab: 'Adjust', submit: 'Record adjustment' },
};

export const STOCK_FIELD_LABELS = {
  quantity: 'Quantity',
  countedQuantity: 'Quantity counted',
  reference: 'Reference',
  expectedOn: 'Expected date',
  kind: 'Kind',
  reason: 'Reason',
} as const;

export const ADJUSTMENT_LABELS = { count: 'Count (sets on hand)', damage: 'Damage (takes away)', return: 'Return (adds)' } as const;

export const STOCK_COLUMNS = {
  item: 'Item',
  kind: 'Kind',
  onHand: 'On hand',
  reserved: 'Reserved',
  available: 'Available',
  lowLevel: 'Low level',
  leadDays: 'Lead time',
  backOrdered: 'Back ordered',
  nextExpected: 'Next expected',
  state: 'State',
  order: 'Order',
  customer: 'Customer',
  placed: 'Placed',
  expectedDay: 'Expected',
  when: 'When',
  change: 'Change',
  before: 'Before',
  after: 'After',
  why: 'Reference or reason',
  by: 'By',
} as const;

export const leadTime = (days: number) => (days === 1 ? '1 day' : `${days} days`);

/** A ledger change as staff read it: +40, -12, 0. */
export const signedChange = (change: number) => (change > 0 ? `+${change}` : String(change));

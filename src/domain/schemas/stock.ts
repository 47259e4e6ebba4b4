// Stock's calls (docs/product.md#stock-and-samples): staff's goods in, expected purchases and
// adjustments, the stock list, back orders and ledger, and the public availability labels.
import { z } from 'zod';
import { ADJUSTMENT_KINDS, AVAILABILITY_STATUSES, MAX_AVAILABILITY_LINES, MOVEMENT_LABELS } from '../stock';
import { dayField } from './delivery';
import { enumField, isoTimestamp, optionalText, requiredText, wholeNumber } from './fields';

export const MAX_STOCK_QUANTITY = 100_000;
export const MAX_GOODS_IN_LINES = 100;
export const STOCK_PAGE_SIZE = 100;

const itemIdField = requiredText('Item', 200);

export const goodsInBody = z.object({
  reference: requiredText('Reference', 100),
  lines: z
    .array(z.object({ itemId: itemIdField, quantity: wholeNumber('Quantity', 1, MAX_STOCK_QUANTITY) }), { error: 'Lines are required' })
    .min(1, { error: 'Add at least one item' })
    .max(MAX_GOODS_IN_LINES, { error: `At most ${MAX_GOODS_IN_LINES} items a delivery` }),
});

export const expectedBody = z.object({
  itemId: itemIdField,
  quantity: wholeNumber('Quantity', 1, MAX_STOCK_QUANTITY),
  expectedOn: dayField('Expected date'),
  reference: optionalText('Reference', 100),
});

export const adjustmentBody = z.object({
  itemId: itemIdField,
  kind: enumField('Kind', ADJUSTMENT_KINDS),
  /** A count: the number counted on the shelf; damage and return: how many. */
  quantity: wholeNumber('Quantity', 0, MAX_STOCK_QUANTITY),
  reason: requiredText('Reason', 200),
});

export const stockChangeResult = z.object({
  notified: z.number().int().describe('Orders whose customers were told their back orders arrived'),
});

const expectedPurchase = z.object({ expectedOn: z.string().describe('YYYY-MM-DD'), outstanding: z.number().int() });

export const stockItem = z.object({
  itemId: z.string(),
  name: z.string(),
  kind: z.enum(['board', 'hardware']),
  onHand: z.number().int(),
  reserved: z.number().int().describe('Held by open orders, not back-ordered'),
  available: z.number().int().describe('On hand less reserved, never below zero'),
  lowLevel: z.number().int(),
  leadDays: z.number().int(),
  backOrdered: z.number().int().describe('Quantities of order lines waiting for goods in'),
  nextExpected: expectedPurchase.nullable(),
  state: z.enum(['short', 'low', 'ok']),
});

export const stockListQuery = z.object({
  page: z.coerce.number({ error: 'Page must be a number' }).int().min(1).max(100_000).default(1),
});

export const stockList = z.object({
  items: z.array(stockItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const backOrderLine = z.object({
  orderId: z.string(),
  orderRef: z.string(),
  status: z.string(),
  placedAt: isoTimestamp,
  customerEmail: z.string(),
  itemId: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  backOrdered: z.number().int(),
  expectedDay: z.string().describe('YYYY-MM-DD'),
});

export const ledgerEntry = z.object({
  id: z.number().int(),
  kind: z.enum(Object.keys(MOVEMENT_LABELS) as [keyof typeof MOVEMENT_LABELS, ...(keyof typeof MOVEMENT_LABELS)[]]),
  change: z.number().int(),
  before: z.number().int(),
  after: z.number().int(),
  reference: z.string().describe('The delivery reference, the reason, or the order'),
  orderRef: z.string().nullable(),
  by: z.string().nullable().describe('Who (their email); null: the system'),
  at: isoTimestamp,
});

export const itemLedger = z.object({ item: stockItem, entries: z.array(ledgerEntry) });

export const itemIdParams = z.object({ itemId: z.string().max(200) });

const AVAILABILITY_LINE = /^[A-Za-z0-9._-]{1,200}(:\d{1,6})?$/;

/** `items=id:quantity,id` (no quantity: 1, as a product card asks). */
export const availabilityQuery = z.object({
  items: z
    .string({ error: 'Items are required' })
    .max(10_000)
    .transform((value) => value.split(',').filter(Boolean))
    .refine((list) => list.length >= 1 && list.length <= MAX_AVAILABILITY_LINES, {
      error: `Ask for 1 to ${MAX_AVAILABILITY_LINES} items`,
    })
    .refine((list) => list.every((entry) => AVAILABILITY_LINE.test(entry)), { error: 'Each item is written id or id:quantity' })
    .transform((list) =>
      list.map((entry) => {
        const [itemId, quantity] = entry.split(':');
        return { itemId, quantity: Math.max(1, Number(quantity ?? 1)) };
      }),
    ),
});

export const availabilityLine = z.object({
  itemId: z.string(),
  quantity: z.number().int(),
  status: z.enum(AVAILABILITY_STATUSES),
  expectedDay: z.string().nullable().describe('YYYY-MM-DD when back-ordered'),
  label: z.string().describe('In stock, Low stock, or Back order, expected {d MMM}'),
});
export type AvailabilityLine = z.infer<typeof availabilityLine>;
export const availabilityList = z.array(availabilityLine);
export type StockItem = z.infer<typeof stockItem>;
export type LedgerEntry = z.infer<typeof ledgerEntry>;

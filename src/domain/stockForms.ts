// The staff stock forms on /app/stock (docs/product.md#stock-and-samples): Goods in (an item, its
// quantity and the delivery's reference), Expected (a purchase from the manufacturer with its expected
// date) and Adjust (a count, damage or a return with its reason). What their fields hold as typed, and
// the payload they make, checked by the API's own schemas so the form shows the server's messages first.
import { firstMessages } from './schemas/fields';
import { adjustmentBody, expectedBody, goodsInBody } from './schemas/stock';
import type { z } from 'zod';
import type { AdjustmentKind } from './stock';

export const STOCK_ENTRY_MODES = ['goodsIn', 'expected', 'adjust'] as const;
export type StockEntryMode = (typeof STOCK_ENTRY_MODES)[number];

export interface StockEntryFields {
  itemId: string;
  /** As typed. */
  quantity: string;
  /** Goods in: the delivery's reference; expected: the purchase's. */
  reference: string;
  /** Expected: YYYY-MM-DD. */
  expectedOn: string;
  /** Adjust: count, damage or return. */
  kind: AdjustmentKind;
  /** Adjust: why. */
  reason: string;
}

export const STOCK_ENTRY_FIELDS = ['itemId', 'quantity', 'reference', 'expectedOn', 'kind', 'reason'] as const;
export type StockEntryField = (typeof STOCK_ENTRY_FIELDS)[number];

export type StockEntryPayload =
  | { mode: 'goodsIn'; body: z.infer<typeof goodsInBody> }
  | { mode: 'expected'; body: z.infer<typeof expectedBody> }
  | { mode: 'adjust'; body: z.infer<typeof adjustmentBody> };

export const blankStockEntry = (): StockEntryFields => ({
  itemId: '',
  quantity: '',
  reference: '',
  expectedOn: '',
  kind: 'count',
  reason: '',
});

/** '40' -> 40; '' -> undefined (required); anything else a value the schema refuses as not whole. */
function typedNumber(typed: string): number | undefined {
  const t = typed.trim();
  if (t === '') return undefined;
  return /^-?\d+$/.test(t) ? Number(t) : Number.NaN;
}

export const STOCK_QUANTITY_INVALID = 'Quantity must be a whole number';

type Errors = Partial<Record<StockEntryField, string>>;

/** The payload of the form in this mode, or the first message of each field its schema refuses. */
export function stockEntryPayload(
  mode: StockEntryMode,
  fields: StockEntryFields,
): { ok: true; payload: StockEntryPayload } | { ok: false; errors: Errors } {
  const quantity = typedNumber(fields.quantity);
  const notWhole: Errors = Number.isNaN(quantity) ? { quantity: STOCK_QUANTITY_INVALID } : {};
  const itemId = fields.itemId.trim();
  if (mode === 'goodsIn') {
    const parsed = goodsInBody.safeParse({ reference: fields.reference, lines: [{ itemId, quantity }] });
    if (parsed.success) return { ok: true, payload: { mode, body: parsed.data } };
    // A line's messages (lines.0.itemId) belong to the item and quantity fields.
    const issues = parsed.error.issues.map((i) => (i.path[0] === 'lines' ? { ...i, path: i.path.slice(2) } : i));
    return { ok: false, errors: { ...firstMessages(issues, STOCK_ENTRY_FIELDS), ...notWhole } };
  }
  if (mode === 'expected') {
    const parsed = expectedBody.safeParse({ itemId, quantity, expectedOn: fields.expectedOn, reference: fields.reference });
    if (parsed.success) return { ok: true, payload: { mode, body: parsed.data } };
    return { ok: false, errors: { ...firstMessages(parsed.error.issues, STOCK_ENTRY_FIELDS), ...notWhole } };
  }
  const parsed = adjustmentBody.safeParse({ itemId, kind: fields.kind, quantity, reason: fields.reason });
  if (parsed.success) return { ok: true, payload: { mode, body: parsed.data } };
  return { ok: false, errors: { ...firstMessages(parsed.error.issues, STOCK_ENTRY_FIELDS), ...notWhole } };
}

/** How many pages a list of `total` rows takes at `pageSize` a page (at least one). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

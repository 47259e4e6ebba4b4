// Samples in on /app/samples (docs/product.md#stock-and-samples): a delivery of one colour's samples
// from the manufacturer, its quantity and reference, as goods in records boards. What the form's fields
// hold as typed and the payload they make, checked by the API's own schema (POST /api/samples/stock) so
// the form shows the server's messages before anything is sent.
import { firstMessages } from './schemas/fields';
import { sampleStockBody, type SampleStockBody } from './schemas/samples';
import { STOCK_QUANTITY_INVALID } from './stockForms';

export interface SampleStockFields {
  /** The colour's card item, as /products lists the colours. */
  itemId: string;
  /** As typed. */
  quantity: string;
  /** The delivery's reference. */
  reference: string;
}

export const SAMPLE_STOCK_FIELDS = ['itemId', 'quantity', 'reference'] as const;
export type SampleStockField = (typeof SAMPLE_STOCK_FIELDS)[number];

export const blankSampleStock = (): SampleStockFields => ({ itemId: '', quantity: '', reference: '' });

/** The payload of the form, or the first message of each field the schema refuses. */
export function sampleStockPayload(
  fields: SampleStockFields,
): { ok: true; payload: SampleStockBody } | { ok: false; errors: Partial<Record<SampleStockField, string>> } {
  const typed = fields.quantity.trim();
  const whole = /^-?\d+$/.test(typed);
  const quantity = typed === '' ? undefined : whole ? Number(typed) : Number.NaN;
  const parsed = sampleStockBody.safeParse({ itemId: fields.itemId.trim(), quantity, reference: fields.reference });
  if (parsed.success) return { ok: true, payload: parsed.data };
  const errors = firstMessages(parsed.error.issues, SAMPLE_STOCK_FIELDS);
  return { ok: false, errors: typed !== '' && !whole ? { ...errors, quantity: STOCK_QUANTITY_INVALID } : errors };
}

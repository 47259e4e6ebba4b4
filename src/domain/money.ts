// Money (docs/product.md#money): catalogue rates are GST-inclusive AUD; amounts are
// integer cents. Line total = unit price x quantity; total (inc GST) = sum of line totals; GST = total
// / 11 rounded to the nearest cent, half up; subtotal (ex GST) = total - GST. The browser, the server,
// the PDF, the CSV and the e-mails all compute through these, so their figures never drift.
import { formatMoney } from './format';

/** A catalogue rate in dollars (e.g. 12.5) as integer cents, rounded to the nearest cent. */
export function rateToCents(rate: number): number {
  if (!Number.isFinite(rate) || rate < 0) throw new RangeError(`Not a price: ${rate}`);
  // Rates are stated to the cent; the epsilon keeps 1.005 (stored as 1.00499...) at 101.
  return Math.round(rate * 100 + 1e-7);
}

export function lineTotalCents(unitPriceCents: number, quantity: number): number {
  return unitPriceCents * quantity;
}

export interface Totals {
  subtotalCents: number;
  gstCents: number;
  totalCents: number;
}

/** GST in a GST-inclusive total: one eleventh, rounded half up to the cent. */
export function gstInTotal(totalCents: number): number {
  return Math.floor((totalCents + 5.5) / 11);
}

/** The order's totals from its line totals. */
export function orderTotals(lineTotals: readonly number[]): Totals {
  const totalCents = lineTotals.reduce((sum, cents) => sum + cents, 0);
  const gstCents = gstInTotal(totalCents);
  return { subtotalCents: totalCents - gstCents, gstCents, totalCents };
}

/** '$1,234.56' from integer cents (en-AU). */
export function formatCents(cents: number): string {
  return formatMoney(cents / 100);
}

/** '1234.56' from integer cents: dollars with two decimals and no symbol, for spreadsheets (the CSV export). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

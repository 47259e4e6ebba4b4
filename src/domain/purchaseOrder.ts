// Purchase order / job reference on an order (docs/product.md#trade-accounts; issue "Ordering on account"):
// required when the buyer's company says so, else optional; stored on the order as typed (trimmed).
// The wizard and the server check it with the same rule.
import { wouldExceedCredit } from './tradeAccount';

/** Longest reference kept (a trade counter's job numbers are short). */
export const PO_MAX_LENGTH = 50;

/** The field's label wherever an order is made (the wizard, a quote's Accept quote form). */
export const PO_LABEL = 'Purchase order / job reference';

export const PO_MESSAGES = {
  required: 'Enter a purchase order / job reference: your company requires one on every order',
  tooLong: `${PO_LABEL} must be at most ${PO_MAX_LENGTH} characters`,
} as const;

export interface PoFields {
  poReference: string;
  /** The buyer's company requires a reference on every order. */
  poRequired: boolean;
}

/** Why the reference cannot go with the order, or null when it can. */
export function poProblem(fields: PoFields): string | null {
  const value = fields.poReference.trim();
  if (fields.poRequired && value === '') return PO_MESSAGES.required;
  if (value.length > PO_MAX_LENGTH) return PO_MESSAGES.tooLong;
  return null;
}

/** A company's credit as the buyer's summary needs it (null for retail and pay-before-dispatch accounts). */
export interface CreditPosition {
  limitCents: number;
  exposureCents: number;
}

/** An order on account that would take the company over its limit is still placed, pending and flagged. */
export function orderOverCredit(credit: CreditPosition | null, orderTotalCents: number): boolean {
  return credit !== null && wouldExceedCredit(credit.exposureCents, orderTotalCents, credit.limitCents);
}

// The admin's Record payment form (docs/product.md#trade-accounts: amount, date, reference): what its fields
// hold as typed, and the payload they make, checked by the API's own schema so the form shows the
// server's messages before anything is sent.
import { dollarsToCents } from './quoteEdits';
import { firstMessages } from './schemas/fields';
import { paymentInputFor, type PaymentDates, type PaymentInput } from './schemas/invoices';

export interface PaymentFields {
  /** Dollars as typed ('120.50', '$1,234'). */
  amount: string;
  /** YYYY-MM-DD. */
  date: string;
  reference: string;
}

export const PAYMENT_FIELDS = ['amount', 'date', 'reference'] as const;
export type PaymentField = (typeof PAYMENT_FIELDS)[number];

export const PAYMENT_AMOUNT_INVALID = 'Amount must be a dollar amount, e.g. 120.50';
/** The schema counts cents; a person typed dollars. */
export const PAYMENT_AMOUNT_ZERO = 'Amount must be more than $0.00';

/** The payload, or the first message of each field the schema refuses (the server's schema for this invoice and day). */
export function paymentPayload(
  fields: PaymentFields,
  dates: PaymentDates,
): { ok: true; input: PaymentInput } | { ok: false; errors: Partial<Record<PaymentField, string>> } {
  const typed = fields.amount.trim();
  const cents = typed === '' ? undefined : dollarsToCents(typed);
  const parsed = paymentInputFor(dates).safeParse({ amountCents: cents, date: fields.date, reference: fields.reference });
  const errors: Partial<Record<PaymentField, string>> = parsed.success
    ? {}
    : (() => {
        const { amountCents, ...rest } = firstMessages(parsed.error.issues, ['amountCents', 'date', 'reference']);
        return { ...rest, ...(amountCents ? { amount: amountCents } : {}) };
      })();
  if (cents === null) errors.amount = PAYMENT_AMOUNT_INVALID;
  if (cents === 0) errors.amount = PAYMENT_AMOUNT_ZERO;
  if (parsed.success && cents !== null) return { ok: true, input: parsed.data };
  return { ok: false, errors };
}

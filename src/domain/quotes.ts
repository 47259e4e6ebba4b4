// Staff-built quotes accepted online (docs/product.md#quotes): statuses and
// their labels, the number, the validity window and its Melbourne end of day, the reminder's moment, and
// the totals, which go through money.ts exactly as an order's do (docs/product.md#money).
import { TZDate, tz } from '@date-fns/tz';
import { addDays, format, subDays } from 'date-fns';
import { TIME_ZONE } from './constants';
import { isCalendarDateString, todayIn } from './dates';
import { lineTotalCents, orderTotals, type Totals } from './money';

export const QUOTE_STATUSES = [
  { value: 'draft', label: 'Draft' },
  { value: 'sent', label: 'Sent' },
  { value: 'viewed', label: 'Viewed' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'changes_requested', label: 'Changes requested' },
  { value: 'expired', label: 'Expired' },
  { value: 'withdrawn', label: 'Withdrawn' },
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number]['value'];
export const QUOTE_STATUS_VALUES = QUOTE_STATUSES.map((s) => s.value) as unknown as readonly [QuoteStatus, ...QuoteStatus[]];

export function quoteStatusLabel(status: QuoteStatus): string {
  return QUOTE_STATUSES.find((s) => s.value === status)?.label ?? status;
}

/** A sent quote the customer may still accept, and that is owed its reminder: neither accepted, withdrawn nor past its date. */
export const OPEN_QUOTE_STATUSES = ['sent', 'viewed', 'changes_requested'] as const satisfies readonly QuoteStatus[];

export function isOpenStatus(status: QuoteStatus): boolean {
  return (OPEN_QUOTE_STATUSES as readonly QuoteStatus[]).includes(status);
}

// ---- Number: Q-{year}-{sequence}, the sequence restarting each year, at least 4 digits ----

export const QUOTE_NUMBER_PATTERN = /^Q-(\d{4})-(\d{4,})$/;

export function formatQuoteNumber(year: number, sequence: number): string {
  if (!Number.isInteger(year) || !Number.isInteger(sequence) || sequence < 1)
    throw new RangeError(`Not a quote number: ${year}/${sequence}`);
  return `Q-${year}-${String(sequence).padStart(4, '0')}`;
}

export function parseQuoteNumber(number: string): { year: number; sequence: number } | null {
  const match = QUOTE_NUMBER_PATTERN.exec(number);
  return match ? { year: Number(match[1]), sequence: Number(match[2]) } : null;
}

/** The year a quote's number carries: the Melbourne year of the day its draft was made. */
export function quoteYear(createdAt: Date): number {
  return Number(todayIn(TIME_ZONE, createdAt).slice(0, 4));
}

// ---- Validity (30 days from sending unless staff set 1 to 90 days; ends at Melbourne midnight) ----

export const QUOTE_VALIDITY_DEFAULT_DAYS = 30;
export const QUOTE_VALIDITY_MIN_DAYS = 1;
export const QUOTE_VALIDITY_MAX_DAYS = 90;
/** The reminder goes this long before the quote expires. */
export const QUOTE_REMINDER_DAYS_BEFORE = 3;

/**
 * 'YYYY-MM-DD' plus whole days, counted on Melbourne's calendar (docs/product.md#quotes): the day is
 * read and written in Melbourne, never in the process's own zone, whose midnight may not exist.
 */
export function addCalendarDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return format(addDays(new TZDate(y, m - 1, d, TIME_ZONE), days), 'yyyy-MM-dd');
}

/** The last valid day when staff set none: 30 days after the Melbourne day it is sent. */
export function defaultValidUntil(sentAt: Date): string {
  return addCalendarDays(todayIn(TIME_ZONE, sentAt), QUOTE_VALIDITY_DEFAULT_DAYS);
}

/** The first and last day staff may choose, counted from the Melbourne day `now` falls on. */
export function validUntilRange(now: Date = new Date()): { min: string; max: string } {
  const today = todayIn(TIME_ZONE, now);
  return { min: addCalendarDays(today, QUOTE_VALIDITY_MIN_DAYS), max: addCalendarDays(today, QUOTE_VALIDITY_MAX_DAYS) };
}

export const VALID_UNTIL_MESSAGE = `Valid until must be ${QUOTE_VALIDITY_MIN_DAYS} to ${QUOTE_VALIDITY_MAX_DAYS} days from today`;

/** Null when staff may choose this date now, else the reason. */
export function validUntilProblem(validUntil: string, now: Date = new Date()): string | null {
  if (!isCalendarDateString(validUntil)) return 'Valid until must be a date written YYYY-MM-DD';
  const { min, max } = validUntilRange(now);
  return validUntil < min || validUntil > max ? VALID_UNTIL_MESSAGE : null;
}

/** The instant the quote expires: the end of its last day in Melbourne (the next day's midnight there). */
export function quoteExpiresAt(validUntil: string): Date {
  const [y, m, d] = addCalendarDays(validUntil, 1).split('-').map(Number);
  return new Date(new TZDate(y, m - 1, d, 0, 0, 0, TIME_ZONE).getTime());
}

export function isPastValidity(validUntil: string, now: Date = new Date()): boolean {
  return now.getTime() >= quoteExpiresAt(validUntil).getTime();
}

/**
 * When the one reminder is due: three Melbourne days before the quote expires, so at Melbourne midnight
 * too. Days, not 72 hours: across a daylight-saving changeover a day there is 23 or 25 hours long.
 */
export function reminderDueAt(validUntil: string): Date {
  return new Date(subDays(quoteExpiresAt(validUntil), QUOTE_REMINDER_DAYS_BEFORE, { in: tz(TIME_ZONE) }).getTime());
}

/** What a quote reads now: an open quote past its date reads Expired, whatever was stored. */
export function effectiveQuoteStatus(status: QuoteStatus, validUntil: string | null, now: Date = new Date()): QuoteStatus {
  return validUntil !== null && isOpenStatus(status) && isPastValidity(validUntil, now) ? 'expired' : status;
}

// ---- Lines and totals (docs/product.md#money; the discount is a negative line of its own) ----

export const QUOTE_LINE_KINDS = ['item', 'free', 'discount'] as const;

export type QuoteDiscount = { kind: 'percent'; percent: number } | { kind: 'amount'; amountCents: number };

export interface PricedLineInput {
  unitPriceCents: number;
  quantity: number;
}

/** The discount in cents before it is capped: a percentage of the lines' total, half up to the cent. */
export function discountCents(discount: QuoteDiscount | null, linesTotalCents: number): number {
  if (!discount) return 0;
  if (discount.kind === 'amount') return Math.max(0, Math.trunc(discount.amountCents));
  // Hundredths of a percent as an integer, so 12.5% of any total rounds the same in every runtime.
  const basisPoints = Math.round(discount.percent * 100);
  return Math.floor((linesTotalCents * basisPoints + 5_000) / 10_000);
}

export interface QuoteTotals extends Totals {
  /** Sum of the item and free lines, before the discount. */
  linesTotalCents: number;
  /** The discount line's amount: zero or negative, never more than the lines' total. */
  discountLineCents: number;
}

/** A quote's totals: its lines' totals and the discount line, summed and split by orderTotals as an order's are. */
export function quoteTotals(lines: readonly PricedLineInput[], discount: QuoteDiscount | null = null): QuoteTotals {
  const lineTotals = lines.map((l) => lineTotalCents(l.unitPriceCents, l.quantity));
  const linesTotalCents = lineTotals.reduce((sum, c) => sum + c, 0);
  const discountLineCents = -Math.min(discountCents(discount, linesTotalCents), Math.max(0, linesTotalCents));
  const totals = orderTotals(discountLineCents === 0 ? lineTotals : [...lineTotals, discountLineCents]);
  return { ...totals, linesTotalCents, discountLineCents };
}

/** The discount line's description as the quote, its PDF and the order show it. */
export function discountLineLabel(discount: QuoteDiscount): string {
  return discount.kind === 'percent' ? `Discount (${discount.percent}%)` : 'Discount';
}

/** A quote shows a discount line only when a discount is set and takes something off (0% or an empty quote shows none). */
export function showsDiscountLine(discount: QuoteDiscount | null, discountLineCents: number): boolean {
  return discount !== null && discountLineCents !== 0;
}

export type QuoteLineKind = (typeof QUOTE_LINE_KINDS)[number];

/** A quote line's figures as the quote shows them; null is a blank cell. */
export interface QuoteLineFigures {
  quantity: number | null;
  unitPriceCents: number | null;
  lineTotalCents: number;
}

/** The discount line is one figure, its (negative) line total: it shows no quantity and no unit price. */
export function quoteLineFigures(line: {
  kind: QuoteLineKind;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
}): QuoteLineFigures {
  if (line.kind === 'discount') return { quantity: null, unitPriceCents: null, lineTotalCents: line.lineTotalCents };
  return { quantity: line.quantity, unitPriceCents: line.unitPriceCents, lineTotalCents: line.lineTotalCents };
}

// ---- Messages the API answers with (the public page shows them as they are) ----

export const QUOTE_MESSAGES = {
  notFound: 'Quote not found',
  linkNotValid: 'This quote link is not valid. Please use the link in your latest quote e-mail.',
  alreadyAccepted: 'This quote has already been accepted.',
  expired: 'This quote has expired. Please contact us for an updated quote.',
  withdrawn: 'This quote has been withdrawn. Please contact us if you would like a new quote.',
  superseded: 'This quote has been revised since you opened it. Please review the latest version before accepting.',
  notOpen: 'This quote cannot be accepted.',
  acceptTerms: 'Please accept the terms to continue',
  onlyDraftEditable: 'Only a draft can be edited. Revise the quote to change it.',
  noLines: 'Add at least one line before sending the quote',
  cannotSend: 'Only a draft can be sent',
  cannotRevise: 'Only a sent quote that was not accepted or withdrawn can be revised',
  cannotWithdraw: 'An accepted or withdrawn quote cannot be withdrawn',
  unknownItem: 'This catalogue item does not exist',
} as const;

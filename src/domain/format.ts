// Display formatting shared by views (docs/product.md#screens-and-routes, docs/product.md#figures-and-limits).

import { LOCALE, NOTES_TRUNCATE_LENGTH } from './constants';

const money = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'AUD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '$1,234.50' (AUD, two decimals). */
export function formatMoney(amount: number): string {
  return money.format(amount);
}

/** '$12.50 per board': price shown to two decimals (docs/product.md#figures-and-limits). */
export function formatPrice(rate: number, unit: string): string {
  return `${formatMoney(rate)} per ${unit}`;
}

/**
 * Notes in the orders list: within 50 characters (docs/product.md#figures-and-limits), cut at the last word boundary
 * before the limit (a single word longer than the limit is cut at it), with an ellipsis.
 */
export function truncateNotes(notes: string | null | undefined, max: number = NOTES_TRUNCATE_LENGTH): string {
  if (!notes) return '';
  const chars = Array.from(notes); // count characters, not UTF-16 units, so emoji are not split
  if (chars.length <= max) return notes;
  const head = chars.slice(0, max);
  // A word boundary at the cut: the character after it is white space.
  const cut = /\s/u.test(chars[max]) ? max : head.findLastIndex((c) => /\s/u.test(c));
  return `${(cut > 0 ? head.slice(0, cut) : head).join('').trimEnd()}…`;
}

/** Avatar text: the first two letters of the email, in capitals. */
export function avatarInitials(email: string | null | undefined): string {
  const letters = Array.from(email ?? '').filter((c) => /\p{L}|\p{N}/u.test(c));
  return letters.slice(0, 2).join('').toUpperCase();
}

/** Top bar: the email with the role in brackets, 'a@b (admin)'. */
export function userLabel(email: string, role: string): string {
  return `${email} (${role})`;
}

/** "1 pack", "5 boxes": a count of the catalogue's unit, the unit in the plural English gives it. */
export function unitCount(count: number, unit: string): string {
  if (count === 1) return `${count} ${unit}`;
  return `${count} ${/(x|s|sh|ch)$/i.test(unit) ? `${unit}es` : `${unit}s`}`;
}

/** '1 board', '12 boards'. */
export function formatBoards(quantity: number): string {
  return unitCount(quantity, 'board');
}

/** 'an installer', 'a client': the indefinite article a word takes by its first letter (enough for the role names). */
export function withArticle(word: string): string {
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
}

/** 'Step 3 of 8'. */
export function stepLabel(step: number, total: number): string {
  return `Step ${step} of ${total}`;
}

/** The order reference in texts and e-mail (docs/product.md#e-mail): BW- and the id's first 8 characters in capitals. */
export function orderRef(orderId: string): string {
  return `BW-${orderId.slice(0, 8).toUpperCase()}`;
}

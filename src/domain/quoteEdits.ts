// Editing a quote draft (docs/product.md#quotes): the draft as the editor
// holds it, the pure steps the editor machine applies to it, its live totals (through quoteTotals, the
// code the server prices with) and the PATCH body it is saved as. Catalogue lines carry the catalogue
// price and, when staff override it, their own price; free lines their own; the discount is its own line.
// A customer of a trade company is quoted the company's price (docs/product.md#trade-accounts), which staff
// see beside the catalogue price it replaces.
import { clampQuantity } from './orderPayload';
import { quoteTotals, type QuoteDiscount, type QuoteTotals } from './quotes';
import type { QuoteDetail, QuoteDraftPatch, QuoteLine } from './schemas/quotes';

export interface QuoteItemDraftLine {
  kind: 'item';
  itemId: string;
  description: string;
  sku: string | null;
  quantity: number;
  /** The catalogue's price (null when the item has none). */
  cataloguePriceCents: number | null;
  /** The customer's price before any staff change: their company's trade price, else the catalogue's. */
  customerPriceCents: number | null;
  /** The catalogue price a trade price replaces; null when the customer pays the catalogue's. */
  retailPriceCents: number | null;
  /** Staff's own price, or null for the customer's. */
  unitPriceCents: number | null;
}

export interface QuoteFreeDraftLine {
  kind: 'free';
  description: string;
  quantity: number;
  unitPriceCents: number;
}

export type QuoteDraftLine = QuoteItemDraftLine | QuoteFreeDraftLine;

/** What staff edit and the editor saves as the draft (PATCH /api/quotes/{id}). */
export interface QuoteDraft {
  lines: QuoteDraftLine[];
  discount: QuoteDiscount | null;
  note: string;
  /** YYYY-MM-DD, the last day the quote can be accepted; null: 30 days from sending. */
  validUntil: string | null;
}

export type QuoteEdit =
  | { op: 'line.add'; line: QuoteDraftLine }
  | { op: 'line.quantity'; index: number; quantity: number }
  /** A price typed by staff; null goes back to the customer's (catalogue lines only). */
  | { op: 'line.price'; index: number; unitPriceCents: number | null }
  | { op: 'line.description'; index: number; description: string }
  | { op: 'line.remove'; index: number }
  | { op: 'discount.set'; discount: QuoteDiscount | null }
  | { op: 'note.set'; note: string }
  | { op: 'validUntil.set'; validUntil: string | null };

/** A non-negative whole number of cents (a typed price may be anything). */
export function priceCents(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.round(value) : 0;
}

/** The unit price a line is quoted at: staff's, else the customer's. */
export function draftLinePrice(line: QuoteDraftLine): number {
  return line.unitPriceCents ?? (line.kind === 'item' ? (line.customerPriceCents ?? 0) : 0);
}

/** Whether staff changed a catalogue line's price from the customer's. */
export function isOverridden(line: QuoteDraftLine): boolean {
  return line.kind === 'item' && line.unitPriceCents !== null && line.unitPriceCents !== line.customerPriceCents;
}

/** A catalogue line at the customer's trade price (the editor shows "Trade price" beside the catalogue's). */
export function isTradePriced(line: QuoteDraftLine): boolean {
  return line.kind === 'item' && line.retailPriceCents !== null && !isOverridden(line);
}

function changeLine(lines: readonly QuoteDraftLine[], index: number, change: (line: QuoteDraftLine) => QuoteDraftLine): QuoteDraftLine[] {
  return lines.map((line, i) => (i === index ? change(line) : line));
}

/** The draft after one edit. Edits naming a line that is not there change nothing. */
export function applyQuoteEdit(draft: QuoteDraft, edit: QuoteEdit): QuoteDraft {
  if ('index' in edit && !(edit.index >= 0 && edit.index < draft.lines.length)) return draft;
  switch (edit.op) {
    case 'line.add': {
      const line = edit.line;
      // The same catalogue item twice is one line with the quantities added.
      const at = line.kind === 'item' ? draft.lines.findIndex((l) => l.kind === 'item' && l.itemId === line.itemId) : -1;
      if (at >= 0)
        return { ...draft, lines: changeLine(draft.lines, at, (l) => ({ ...l, quantity: clampQuantity(l.quantity + line.quantity) })) };
      return { ...draft, lines: [...draft.lines, { ...line, quantity: clampQuantity(line.quantity) }] };
    }
    case 'line.quantity':
      return { ...draft, lines: changeLine(draft.lines, edit.index, (l) => ({ ...l, quantity: clampQuantity(edit.quantity) })) };
    case 'line.price': {
      const price = edit.unitPriceCents;
      return {
        ...draft,
        lines: changeLine(draft.lines, edit.index, (l) =>
          l.kind === 'item'
            ? { ...l, unitPriceCents: price === null ? null : priceCents(price) }
            : { ...l, unitPriceCents: priceCents(price ?? 0) },
        ),
      };
    }
    case 'line.description':
      return {
        ...draft,
        lines: changeLine(draft.lines, edit.index, (l) => (l.kind === 'free' ? { ...l, description: edit.description } : l)),
      };
    case 'line.remove':
      return { ...draft, lines: draft.lines.filter((_, i) => i !== edit.index) };
    case 'discount.set':
      return { ...draft, discount: edit.discount };
    case 'note.set':
      return { ...draft, note: edit.note };
    case 'validUntil.set':
      return { ...draft, validUntil: edit.validUntil };
  }
}

/** A draft can be sent once it has lines, each with a description. */
export function isSendable(draft: QuoteDraft): boolean {
  return draft.lines.length > 0 && draft.lines.every((l) => l.description.trim() !== '');
}

/** The live totals of the draft on screen, by the same code the server prices the quote with. */
export function draftTotals(draft: QuoteDraft): QuoteTotals {
  return quoteTotals(
    draft.lines.map((l) => ({ unitPriceCents: draftLinePrice(l), quantity: l.quantity })),
    draft.discount,
  );
}

function draftLineOf(line: QuoteLine): QuoteDraftLine | null {
  if (line.kind === 'item' && line.itemId !== null) {
    const customerPriceCents = line.customerPriceCents ?? line.cataloguePriceCents;
    // A line at the trade price keeps the catalogue price it was priced beside; an overridden one compares with the catalogue's now.
    const retailPriceCents = line.tradePrice
      ? line.retailPriceCents
      : customerPriceCents !== null && line.cataloguePriceCents !== null && customerPriceCents !== line.cataloguePriceCents
        ? line.cataloguePriceCents
        : null;
    return {
      kind: 'item',
      itemId: line.itemId,
      description: line.description,
      sku: line.sku,
      quantity: line.quantity,
      cataloguePriceCents: line.cataloguePriceCents,
      customerPriceCents,
      retailPriceCents,
      unitPriceCents: line.overridden ? line.unitPriceCents : null,
    };
  }
  if (line.kind === 'free')
    return { kind: 'free', description: line.description, quantity: line.quantity, unitPriceCents: line.unitPriceCents };
  return null;
}

/** The editor's draft from the quote as the server holds it (the discount line is the discount). */
export function draftOf(quote: Pick<QuoteDetail, 'lines' | 'discount' | 'note' | 'validUntil'>): QuoteDraft {
  return {
    lines: quote.lines.map(draftLineOf).filter((l): l is QuoteDraftLine => l !== null),
    discount: quote.discount,
    note: quote.note,
    validUntil: quote.validUntil,
  };
}

/** The body of PATCH /api/quotes/{id}: the whole draft (lines replace the saved ones). */
export function draftPatch(draft: QuoteDraft): QuoteDraftPatch {
  return {
    // A free line whose text was cleared is left out until it has one again (the server requires it).
    lines: draft.lines
      .filter((l) => l.kind === 'item' || l.description.trim() !== '')
      .map((l) =>
        l.kind === 'item'
          ? { kind: 'item', itemId: l.itemId, quantity: l.quantity, unitPriceCents: l.unitPriceCents }
          : { kind: 'free', description: l.description.trim(), quantity: l.quantity, unitPriceCents: l.unitPriceCents },
      ),
    discount: draft.discount,
    note: draft.note,
    validUntil: draft.validUntil,
  };
}

/** Cents from a typed dollar amount ('89.5', '$1,234.56'); null when it is not one. */
export function dollarsToCents(text: string): number | null {
  const clean = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{0,2})?$/.test(clean)) return null;
  const [whole, fraction = ''] = clean.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

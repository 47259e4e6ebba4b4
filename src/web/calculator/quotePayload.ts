// The calculator's variant of the quote request (spec section 3): the contact form, shapes as
// {id, width, height, x, y}, the three chosen colour item ids and the calculator's own figures.
import type { SelectedColors, SubmitQuoteInput } from '../../../machines/quoteDialog.machine';
import { QUOTE_COLOR_STEPS, type Brand } from '../../domain/catalogue';
import { QUOTE_DEFAULT_BOARD_BRAND } from '../../domain/constants';
import { shapeToQuoteBox } from '../../domain/geometry';
import type { QuoteRequestCalculatorInput } from '../../domain/schemas/leads';

/** One brand when every chosen colour is of that brand, else the spec's default Mixed brands. */
export function quoteBoardBrand(selected: SelectedColors): Brand | typeof QUOTE_DEFAULT_BOARD_BRAND {
  const brands = new Set(QUOTE_COLOR_STEPS.filter((s) => selected[s.selectedKey]).map((s) => s.brand));
  const [only] = brands;
  return brands.size === 1 ? only : QUOTE_DEFAULT_BOARD_BRAND;
}

/** Each colour step's item id field: the chosen colour's item id, or null. */
export function selectedItemIds(selected: Partial<Record<keyof SelectedColors, { item_id: string } | string>>) {
  return Object.fromEntries(
    QUOTE_COLOR_STEPS.map((s) => {
      const chosen = selected[s.selectedKey];
      return [s.itemIdField, (typeof chosen === 'string' ? chosen : chosen?.item_id) ?? null];
    }),
  ) as Record<(typeof QUOTE_COLOR_STEPS)[number]['itemIdField'], string | null>;
}

export function buildCalculatorQuote(input: SubmitQuoteInput): QuoteRequestCalculatorInput {
  const { selectedColors: s, calculations } = input;
  return {
    ...input.form,
    shapes: input.shapes.map(shapeToQuoteBox),
    ...selectedItemIds(s),
    boardBrand: quoteBoardBrand(s),
    deckAreaSqMeters: input.deckAreaSqMeters,
    boardsRequired: calculations.deckBoards,
    clipBoxesNeeded: calculations.clipBoxes,
    calculations,
  };
}

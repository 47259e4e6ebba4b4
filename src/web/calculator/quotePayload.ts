// The calculator's variant of the quote request (docs/product.md#records-and-fields): the contact form, shapes as
// {id, width, height, x, y}, the three chosen colour item ids and the calculator's own figures.
import type { QuoteColor, SelectedColors, SubmitQuoteInput } from '../../../machines/quoteDialog.machine';
import { QUOTE_COLOR_STEPS, type BoardItem, type Brand, type QuoteColorStep } from '../../domain/catalogue';
import { displayColorName } from '../../domain/colors';
import { QUOTE_DEFAULT_BOARD_BRAND } from '../../domain/constants';
import { shapeToQuoteBox } from '../../domain/geometry';
import { shownPricesOfList } from '../../domain/priceChanges';
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
    designId: input.designId,
    // docs/product.md#catalogue: the prices the list showed go with it, so a price changed since is not quoted silently.
    ...(input.materials ? { materials: input.materials, shownPrices: shownPricesOfList(input.materials.lines) } : {}),
    ...(input.materials && input.plannedIn ? input.plannedIn : {}),
  };
}

/** A colour as a quote step offers it. */
export const quoteColorOf = (item: Pick<BoardItem, 'item_id' | 'cf_board_colour'>): QuoteColor => ({
  item_id: item.item_id,
  name: displayColorName(item.cf_board_colour),
});

/**
 * The side panel's colour on its range's quote step, so the dialog opens with it chosen; null when no
 * step offers it. Matched by item, else by colour name within the step (the step may list another
 * stock length of the same colour).
 */
export function quotePreselection(
  stepColors: Record<QuoteColorStep, readonly BoardItem[]>,
  color: BoardItem | null,
): { step: QuoteColorStep; color: QuoteColor } | null {
  if (!color) return null;
  for (const { step } of QUOTE_COLOR_STEPS) {
    const offered = stepColors[step];
    const same =
      offered.find((c) => c.item_id === color.item_id) ??
      offered.find((c) => c.cf_board_range === color.cf_board_range && c.cf_board_colour === color.cf_board_colour);
    if (same) return { step, color: quoteColorOf(same) };
  }
  return null;
}

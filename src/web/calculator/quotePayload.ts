// The calculator's variant of the quote request (spec section 3): the contact form, shapes as
// {id, width, height, x, y}, the three chosen colour item ids and the calculator's own figures.
import type { SelectedColours, SubmitQuoteInput } from '../../../machines/quoteDialog.machine';
import type { Brand } from '../../domain/catalogue';
import { QUOTE_DEFAULT_BOARD_BRAND } from '../../domain/constants';
import { shapeToQuoteBox, type Shape } from '../../domain/geometry';
import type { Calculations } from '../../domain/materials';
import type { QuoteRequestCalculatorInput } from '../../domain/schemas/leads';

/** One brand when every chosen colour is of that brand, else the spec's default Mixed brands. */
export function quoteBoardBrand(selected: SelectedColours): Brand | typeof QUOTE_DEFAULT_BOARD_BRAND {
  const hasWoodEvo = Boolean(selected.woodevoHome || selected.woodevoAdvanced);
  const hasMillboard = Boolean(selected.millboard);
  if (hasWoodEvo && !hasMillboard) return 'WoodEvo';
  if (hasMillboard && !hasWoodEvo) return 'MillBoard';
  return QUOTE_DEFAULT_BOARD_BRAND;
}

export function buildCalculatorQuote(
  input: SubmitQuoteInput,
  shapes: readonly Shape[],
  calculations: Calculations,
): QuoteRequestCalculatorInput {
  const { selectedColours: s } = input;
  return {
    ...input.form,
    shapes: shapes.map(shapeToQuoteBox),
    woodevoHomeItemId: s.woodevoHome?.item_id ?? null,
    woodevoAdvancedItemId: s.woodevoAdvanced?.item_id ?? null,
    millboardItemId: s.millboard?.item_id ?? null,
    boardBrand: quoteBoardBrand(s),
    deckAreaSqMeters: input.deckAreaSqMeters,
    boardsRequired: calculations.deckBoards,
    clipBoxesNeeded: calculations.clipBoxes,
    calculations,
  };
}

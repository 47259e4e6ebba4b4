// The two sets of figures (docs/product.md#subframe-and-edges): the plan's own (the board layout and the
// priced list) and the spec's Calculations, unchanged, named as the quick estimate. Every place that
// shows figures (panel, sheet, share page, quote e-mail, inbox, plan pack) names them so, the plan's first.
export const FIGURE_SET_NAMES = {
  plan: 'From the board layout',
  estimate: 'Quick estimate (area × 1.4)',
} as const;

/** The plan's priced list, as the calculator's panel, the lead and the quote e-mails name it. */
export const MATERIALS_AND_PRICES = 'Materials and prices';

/** Where the plan's figures would be, for a quote request sent without a drawing in a colour (e-mail and inbox). */
export const NO_PLAN_FIGURES = 'No drawing was sent with a colour, so there is no board layout.';

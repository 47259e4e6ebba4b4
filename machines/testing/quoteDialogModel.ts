// The quoteDialog machine's path model, shared by its generated path tests (quoteDialog.test.ts) and
// the Playwright walk of the real dialog (tests/e2e/calculator.quote-model.spec.ts). The fixture says
// what the page cannot do that the machine can: open the dialog at zero area (Proceed with Quote is
// disabled then), or act after a successful submit (the page has left for /).
import type { QuoteColorStep } from '../../src/domain/catalogue';
import { MESSAGES } from '../../src/domain/messages';
import { materialsForArea } from '../../src/domain/materials';
import {
  missingQuoteFields,
  quoteColorStepOf,
  quoteDialogMachine,
  type QuoteColor,
  type QuoteDeck,
  type QuoteDialogEvent,
  type QuoteFormField,
  type QuotePricesUpdated,
} from '../quoteDialog.machine';
import type { InternalEvent, PathModel } from './pathTesting';

/** The model without its name: each test names its own. */
type QuoteDialogModel = Omit<PathModel<typeof quoteDialogMachine>, 'name'>;

interface QuoteDialogFixture {
  /** The deck areas (m2) of the drawings the dialog is opened with. */
  openAreas: number[];
  /** After a successful submit the page has gone: no further events. */
  endsOnSuccess: boolean;
  /** The step whose colour the page chooses as the dialog opens (the side panel's colour), if any. */
  openColor?: QuoteColorStep;
}

/** A drawing of the given area (its shapes do not matter to the machine). */
export const deckOf = (area: number): QuoteDeck => ({ shapes: [], calculations: materialsForArea(area) });

export const QUOTE_COLORS: Record<QuoteColorStep, QuoteColor> = {
  home: { item_id: 'wh-barossa', name: 'Barossa' },
  advanced: { item_id: 'wa-basalt', name: 'Basalt' },
  millboard: { item_id: 'mb-smoked-oak', name: 'Smoked Oak' },
};
export const QUOTE_FORM_VALUES: Record<QuoteFormField, string> = {
  fullName: 'Sam Citizen',
  email: 'sam@example.com',
  phone: '0400 000 000',
  suburb: 'Brunswick',
  projectTimeframe: '1-3-months',
  needInstaller: 'yes',
};

/** The server's prices differ from the list sent (docs/product.md#catalogue): the 409's body, as the app's actor throws it. */
export const QUOTE_PRICES_UPDATED: QuotePricesUpdated = {
  pricesUpdated: {
    message: 'Prices updated',
    changes: [{ itemId: 'hw-joist-hanger', name: 'Joist hanger', was: 450, now: 520, retailCents: 520 }],
    subtotalCents: 10980,
    gstCents: 1098,
    totalCents: 12078,
  },
};

export function quoteDialogModel(f: QuoteDialogFixture): QuoteDialogModel {
  return {
    machine: quoteDialogMachine,
    limit: 50_000,
    events: (s): (QuoteDialogEvent | InternalEvent)[] => {
      if (f.endsOnSuccess && s.matches('closed') && s.context.alert === MESSAGES.quoteSuccess) return [];
      const step = quoteColorStepOf(s);
      const missing = missingQuoteFields(s.context.form);
      return [
        ...f.openAreas.map((area) => ({
          type: 'dialog.open' as const,
          deck: deckOf(area),
          ...(f.openColor ? { color: { step: f.openColor, color: QUOTE_COLORS[f.openColor] } } : {}),
        })),
        { type: 'dialog.close' },
        ...(step ? [{ type: 'color.select' as const, color: QUOTE_COLORS[step] }] : []),
        { type: 'step.next' },
        { type: 'step.skip' },
        { type: 'step.previous' },
        ...(missing.length ? [{ type: 'field.change' as const, field: missing[0], value: QUOTE_FORM_VALUES[missing[0]] }] : []),
        { type: 'quote.submit' },
        ...(s.context.alert ? [{ type: 'alert.dismiss' as const }] : []),
        { type: 'xstate.done.actor.submitQuote', output: { success: true, id: 'q1' } },
        { type: 'xstate.error.actor.submitQuote', error: new TypeError('Failed to fetch') },
        { type: 'xstate.error.actor.submitQuote', error: QUOTE_PRICES_UPDATED },
      ];
    },
    facts: (s) => {
      const missing = missingQuoteFields(s.context.form).length;
      return {
        selected: Object.keys(s.context.selected).sort(),
        form: missing === 6 ? 'blank' : missing === 0 ? 'complete' : 'partial',
        area: s.context.deck.calculations.deckArea > 0,
        alert: s.context.alert,
        error: s.context.error,
        pricesUpdated: s.context.repricedTotals !== null,
      };
    },
  };
}

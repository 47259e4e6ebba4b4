// Deck calculator quote dialog (docs/product.md#quote-dialog, docs/product.md#calculator-editing, docs/product.md#quote-form,
// docs/product.md#error-messages).
// closed -> open: home -> advanced -> millboard -> form (editing -> submitting). Colour steps are
// optional (Skip); Previous goes back; closing resets step, selections and form. The steps' ranges
// and selected-colour keys are src/domain/catalogue.ts's QUOTE_COLOR_STEPS. A Prices updated answer
// (docs/product.md#catalogue) goes back to editing with the list re-priced from it.
import type { BoardDirection } from '../src/domain/boardDirections';
import type { DeckOptions } from '../src/domain/frameGuide';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { QUOTE_COLOR_STEP, QUOTE_COLOR_STEPS, type QuoteColorStep, type SelectedColorKey } from '../src/domain/catalogue';
import { type ProjectTimeframe } from '../src/domain/constants';
import { MESSAGES } from '../src/domain/messages';
import { errorOf } from './errors';
import type { Shape } from '../src/domain/geometry';
import { materialsForArea, type Calculations } from '../src/domain/materials';
import type { Totals } from '../src/domain/money';
import { mergePriceChanges, repriceList, type PriceChange } from '../src/domain/priceChanges';
import type { PricesUpdatedBody } from '../src/domain/schemas/orders';

/** A colour offered on a step (a catalogue board item). */
export interface QuoteColor {
  item_id: string;
  name: string;
}

export type SelectedColors = Partial<Record<SelectedColorKey, QuoteColor>>;

export interface QuoteForm {
  fullName: string;
  email: string;
  phone: string;
  suburb: string;
  projectTimeframe: ProjectTimeframe | '';
  needInstaller: 'yes' | 'no' | '';
}
export type QuoteFormField = keyof QuoteForm;

/** The calculator's drawing when the dialog opened (the modal dialog keeps it from changing while open). */
/** The calculator's priced list as a quote request carries it (schemas/leads.ts quoteMaterials). */
export interface QuoteMaterials {
  deck: DeckOptions;
  lines: Array<{ itemId: string; name: string; quantity: number; unitPriceCents: number; lineTotalCents: number; metres?: number }>;
  totals: { subtotalCents: number; gstCents: number; totalCents: number };
}

export interface QuoteDeck {
  shapes: readonly Shape[];
  /** Its figures; deckArea in m2. */
  calculations: Calculations;
  /** The saved design it was opened from, if any: the quote request carries it. */
  designId?: string | null;
  /** The priced materials list the calculator showed (the quote request carries it), if it had one. */
  materials?: QuoteMaterials | null;
  /** The colour and board direction that list was planned in, so the server plans the same deck. */
  plannedIn?: QuotePlannedIn | null;
}

export interface QuotePlannedIn {
  colorItemId: string;
  boardDirection: BoardDirection;
}

const NO_DECK: QuoteDeck = { shapes: [], calculations: materialsForArea(0) };

export interface QuoteDialogContext {
  selected: SelectedColors;
  form: QuoteForm;
  deck: QuoteDeck;
  /** Alert text: validation, or the success text after the dialog closed. */
  alert: string | undefined;
  /** Submit failure text shown in the form. */
  error: string | undefined;
  /** The fields a submit found empty, each marked beside it until filled. */
  missing: QuoteFormField[];
  /** Prices updated (docs/product.md#catalogue): the prices that differed from the list last sent, and its new totals (null: none). */
  priceChanges: PriceChange[];
  repricedTotals: Totals | null;
  /** Every price a Prices updated answer told since the page opened: the page prices its Materials and prices from them. */
  updatedPrices: PriceChange[];
}

export type QuoteDialogEvent =
  /** Proceed with Quote, with the drawing at that moment and the side panel's colour (selected on its range's step). */
  | { type: 'dialog.open'; deck: QuoteDeck; color?: { step: QuoteColorStep; color: QuoteColor } | null }
  | { type: 'dialog.close' }
  /** Choose the colour of the current step. */
  | { type: 'color.select'; color: QuoteColor }
  | { type: 'step.next' }
  | { type: 'step.skip' }
  | { type: 'step.previous' }
  | { type: 'field.change'; field: QuoteFormField; value: string }
  | { type: 'quote.submit' }
  | { type: 'alert.dismiss' };

/** What the submitQuote actor gets to build the request body. */
export interface SubmitQuoteInput {
  form: Omit<QuoteForm, 'needInstaller' | 'projectTimeframe'> & { projectTimeframe: ProjectTimeframe; needInstaller: boolean };
  selectedColors: SelectedColors;
  deckAreaSqMeters: number;
  shapes: readonly Shape[];
  calculations: Calculations;
  designId: string | null;
  materials: QuoteMaterials | null;
  plannedIn: QuotePlannedIn | null;
}

/**
 * The submitQuote actor's refusal when the server's prices differ from the list sent (docs/product.md#catalogue):
 * the 409's body, checked by the app against the shared schema.
 */
export interface QuotePricesUpdated {
  pricesUpdated: PricesUpdatedBody;
}

/** The body of a Prices updated refusal, or null for any other failure. */
export function quotePricesUpdatedOf(error: unknown): PricesUpdatedBody | null {
  return typeof error === 'object' && error !== null && 'pricesUpdated' in error ? (error as QuotePricesUpdated).pricesUpdated : null;
}

/** Error-reporting context: what was chosen and how far, never who (no personal values). */
export interface QuoteErrorReport {
  error: unknown;
  deckAreaSqMeters: number;
  selectedItemIds: Partial<Record<SelectedColorKey, string>>;
  projectTimeframe: string;
  needInstaller: string;
}

export const emptyQuoteForm: QuoteForm = { fullName: '', email: '', phone: '', suburb: '', projectTimeframe: '', needInstaller: '' };

export function missingQuoteFields(form: QuoteForm): QuoteFormField[] {
  return (Object.keys(emptyQuoteForm) as QuoteFormField[]).filter((f) => form[f].trim() === '');
}

/** The colour step a snapshot is on, or undefined (closed, or on the form). */
export function quoteColorStepOf(state: { matches: (v: { open: QuoteColorStep }) => boolean }): QuoteColorStep | undefined {
  return QUOTE_COLOR_STEPS.find((s) => state.matches({ open: s.step }))?.step;
}

/**
 * A colour step: choose (optional), Next keeps the choice, Skip clears it, Previous goes back (not
 * from the first step). The steps and their order are QUOTE_COLOR_STEPS'.
 */
function colorStep(step: QuoteColorStep, next: QuoteColorStep | 'form', previous?: QuoteColorStep) {
  return {
    on: {
      'color.select': { actions: { type: 'selectColor', params: { step } } },
      'step.next': { target: next },
      'step.skip': { target: next, actions: { type: 'clearColor', params: { step } } },
      ...(previous ? { 'step.previous': { target: previous } } : {}),
    },
  } as const;
}

export const quoteDialogMachine = setup({
  types: {
    context: {} as QuoteDialogContext,
    events: {} as QuoteDialogEvent,
  },
  actors: {
    // Provided by the app: POST /quotes (service root) with the calculator's request body.
    submitQuote: fromPromise<unknown, SubmitQuoteInput>(async () => {
      throw new Error('submitQuote is provided by the app');
    }),
  },
  guards: {
    requiredFieldsMissing: ({ context }) => missingQuoteFields(context.form).length > 0,
    noDeckArea: ({ context }) => !(context.deck.calculations.deckArea > 0),
    /** The server's prices differ from the list sent (docs/product.md#catalogue): nothing was stored. */
    pricesWereUpdated: (_, error: unknown) => quotePricesUpdatedOf(error) !== null,
  },
  actions: {
    // Provided by the app: navigate to /.
    navigateHome: () => {},
    // Provided by the app: error tracking.
    reportError: (_, _report: QuoteErrorReport) => {},
    // Provided by the app: the page's catalogue reads are refreshed.
    refreshPrices: () => {},
    /** The list is re-priced from the answer, so the dialog shows, and sending again sends, the server's prices. */
    storePriceChanges: assign(({ context }, error: unknown) => {
      const { changes, subtotalCents, gstCents, totalCents } = quotePricesUpdatedOf(error)!;
      const totals = { subtotalCents, gstCents, totalCents };
      const update = { changes, totals };
      const materials = context.deck.materials ? repriceList(context.deck.materials, update) : context.deck.materials;
      return {
        deck: { ...context.deck, materials },
        priceChanges: changes,
        repricedTotals: totals,
        updatedPrices: mergePriceChanges(context.updatedPrices, changes),
      };
    }),
    reset: assign({ selected: {}, form: { ...emptyQuoteForm }, error: undefined, missing: [] }),
    selectColor: assign(({ context, event }, params: { step: QuoteColorStep }) => {
      assertEvent(event, 'color.select');
      return { selected: { ...context.selected, [QUOTE_COLOR_STEP[params.step].selectedKey]: event.color } };
    }),
    dismissAlert: assign({ alert: undefined }),
    openWith: assign(({ event }) => {
      assertEvent(event, 'dialog.open');
      const { color } = event;
      return {
        deck: event.deck,
        alert: undefined,
        selected: color ? { [QUOTE_COLOR_STEP[color.step].selectedKey]: color.color } : {},
        priceChanges: [],
        repricedTotals: null,
      };
    }),
    setField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return {
        form: { ...context.form, [event.field]: event.value },
        missing: context.missing.filter((f) => f !== event.field || event.value.trim() === ''),
      };
    }),
    alertMissingFields: assign({ alert: MESSAGES.quoteMissingFields, missing: ({ context }) => missingQuoteFields(context.form) }),
    alertZeroArea: assign({ alert: MESSAGES.quoteZeroArea }),
    clearProblems: assign({ alert: undefined, error: undefined, priceChanges: [], repricedTotals: null }),
    alertSuccess: assign({ alert: MESSAGES.quoteSuccess }),
    submitFailed: assign({ error: MESSAGES.quoteSubmitFailed }),
    clearColor: assign({
      selected: ({ context }, params: { step: QuoteColorStep }) => {
        const next = { ...context.selected };
        delete next[QUOTE_COLOR_STEP[params.step].selectedKey];
        return next;
      },
    }),
  },
}).createMachine({
  id: 'quoteDialog',
  context: {
    selected: {},
    form: { ...emptyQuoteForm },
    deck: NO_DECK,
    alert: undefined,
    error: undefined,
    missing: [],
    priceChanges: [],
    repricedTotals: null,
    updatedPrices: [],
  },
  initial: 'closed',
  on: {
    'alert.dismiss': { actions: 'dismissAlert' },
  },
  states: {
    closed: {
      on: {
        'dialog.open': {
          target: 'open',
          actions: ['reset', 'openWith'],
        },
      },
    },
    open: {
      initial: 'home',
      on: {
        'dialog.close': { target: 'closed', actions: 'reset' },
      },
      states: {
        home: colorStep('home', 'advanced'),
        advanced: colorStep('advanced', 'millboard', 'home'),
        // This step's Next button reads Continue to Form (see nextButtonLabel).
        millboard: colorStep('millboard', 'form', 'advanced'),
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'field.change': { actions: 'setField' },
                'step.previous': { target: '#quoteDialog.open.millboard' },
                'quote.submit': [
                  { guard: 'requiredFieldsMissing', actions: 'alertMissingFields' },
                  { guard: 'noDeckArea', actions: 'alertZeroArea' },
                  { target: 'submitting', actions: 'clearProblems' },
                ],
              },
            },
            // The submit button is disabled here, and the dialog stays open until the answer.
            submitting: {
              on: { 'dialog.close': {} },
              invoke: {
                id: 'submitQuote',
                src: 'submitQuote',
                input: ({ context }) => ({
                  form: {
                    fullName: context.form.fullName.trim(),
                    email: context.form.email.trim(),
                    phone: context.form.phone.trim(),
                    suburb: context.form.suburb.trim(),
                    projectTimeframe: context.form.projectTimeframe as ProjectTimeframe,
                    needInstaller: context.form.needInstaller === 'yes',
                  },
                  selectedColors: context.selected,
                  deckAreaSqMeters: context.deck.calculations.deckArea,
                  shapes: context.deck.shapes,
                  calculations: context.deck.calculations,
                  designId: context.deck.designId ?? null,
                  materials: context.deck.materials ?? null,
                  plannedIn: context.deck.plannedIn ?? null,
                }),
                onDone: {
                  target: '#quoteDialog.closed',
                  actions: ['reset', 'alertSuccess', 'navigateHome'],
                },
                onError: [
                  // Prices updated (docs/product.md#catalogue): nothing was stored; the form stays as filled, lists
                  // each change and the new total, and sending again sends the list at the server's prices.
                  {
                    guard: { type: 'pricesWereUpdated', params: errorOf },
                    target: 'editing',
                    actions: [{ type: 'storePriceChanges', params: errorOf }, 'refreshPrices'],
                  },
                  {
                    target: 'editing',
                    actions: [
                      'submitFailed',
                      {
                        type: 'reportError',
                        params: ({ context, event }) => ({
                          error: event.error,
                          deckAreaSqMeters: context.deck.calculations.deckArea,
                          selectedItemIds: Object.fromEntries(Object.entries(context.selected).map(([k, c]) => [k, c.item_id])),
                          projectTimeframe: context.form.projectTimeframe,
                          needInstaller: context.form.needInstaller,
                        }),
                      },
                    ],
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
});

/** Whether the dialog is on the last colour step, whose forward button leads to the form. */
export function onLastColorStep(state: { matches: (v: { open: QuoteColorStep }) => boolean }): boolean {
  return quoteColorStepOf(state) === QUOTE_COLOR_STEPS.at(-1)?.step;
}

/** 1-based step number of the four-step wizard (form is 4), or undefined when closed. */
export function quoteStepNumber(state: { matches: (v: { open: QuoteColorStep | 'form' }) => boolean }): number | undefined {
  const steps = [...QUOTE_COLOR_STEPS.map((s) => s.step), 'form' as const];
  const i = steps.findIndex((s) => state.matches({ open: s }));
  return i < 0 ? undefined : i + 1;
}

/** The selected colours in step order, for the list the dialog shows. */
export function selectedColorList(selected: SelectedColors): { key: SelectedColorKey; color: QuoteColor }[] {
  return QUOTE_COLOR_STEPS.flatMap(({ selectedKey: key }) => {
    const color = selected[key];
    return color ? [{ key, color }] : [];
  });
}

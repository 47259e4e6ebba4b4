// Deck calculator quote dialog (spec sections 2 "Quote dialog", 4 "Calculator", 5 "Quote form", 8).
// closed -> open: home -> advanced -> millboard -> form (editing -> submitting). Colour steps are
// optional (Skip); Previous goes back; closing resets step, selections and form.
import { assign, fromPromise, setup } from 'xstate';
import { MESSAGES, type ProjectTimeframe } from '../src/domain/constants';

/** A colour offered on a step (a catalogue board item). */
export interface QuoteColour {
  item_id: string;
  name: string;
}

export const QUOTE_COLOUR_STEPS = ['home', 'advanced', 'millboard'] as const;
export type QuoteColourStep = (typeof QUOTE_COLOUR_STEPS)[number];
/** Spec section 3 "Selected colours: woodevoHome, woodevoAdvanced, millboard". */
export type SelectedColourKey = 'woodevoHome' | 'woodevoAdvanced' | 'millboard';
export const SELECTED_KEY_OF_STEP: Record<QuoteColourStep, SelectedColourKey> = {
  home: 'woodevoHome',
  advanced: 'woodevoAdvanced',
  millboard: 'millboard',
};
export type SelectedColours = Partial<Record<SelectedColourKey, QuoteColour>>;

export interface QuoteForm {
  fullName: string;
  email: string;
  phone: string;
  suburb: string;
  projectTimeframe: ProjectTimeframe | '';
  needInstaller: 'yes' | 'no' | '';
}
export type QuoteFormField = keyof QuoteForm;

export interface QuoteDialogContext {
  selected: SelectedColours;
  form: QuoteForm;
  /** Deck area in m2 from the calculator. */
  deckArea: number;
  /** Alert text: validation, or the success text after the dialog closed. */
  alert: string | undefined;
  /** Submit failure text shown in the form. */
  error: string | undefined;
}

export interface QuoteDialogInput {
  deckArea?: number;
}

export type QuoteDialogEvent =
  | { type: 'dialog.open'; deckArea: number }
  | { type: 'dialog.close' }
  | { type: 'deckArea.update'; deckArea: number }
  /** Choose the colour of the current step. */
  | { type: 'colour.select'; colour: QuoteColour }
  | { type: 'step.next' }
  | { type: 'step.skip' }
  | { type: 'step.previous' }
  | { type: 'field.change'; field: QuoteFormField; value: string }
  | { type: 'quote.submit' }
  | { type: 'alert.dismiss' };

/** What the submitQuote actor gets; the app adds shapes and calculations to build the request body. */
export interface SubmitQuoteInput {
  form: Omit<QuoteForm, 'needInstaller' | 'projectTimeframe'> & { projectTimeframe: ProjectTimeframe; needInstaller: boolean };
  selectedColours: SelectedColours;
  deckAreaSqMeters: number;
}

/** Error-reporting context: what was chosen and how far, never who (no personal values). */
export interface QuoteErrorReport {
  error: unknown;
  deckAreaSqMeters: number;
  selectedItemIds: Partial<Record<SelectedColourKey, string>>;
  projectTimeframe: string;
  needInstaller: string;
}

export const emptyQuoteForm: QuoteForm = { fullName: '', email: '', phone: '', suburb: '', projectTimeframe: '', needInstaller: '' };

export function missingQuoteFields(form: QuoteForm): QuoteFormField[] {
  return (Object.keys(emptyQuoteForm) as QuoteFormField[]).filter((f) => form[f].trim() === '');
}

function stepOf(state: { matches: (v: { open: QuoteColourStep }) => boolean }): QuoteColourStep | undefined {
  return QUOTE_COLOUR_STEPS.find((s) => state.matches({ open: s }));
}

export const quoteDialogMachine = setup({
  types: {
    context: {} as QuoteDialogContext,
    events: {} as QuoteDialogEvent,
    input: {} as QuoteDialogInput,
  },
  actors: {
    // Provided by the app: POST /quotes (service root) with the calculator's request body.
    submitQuote: fromPromise<unknown, SubmitQuoteInput>(async () => {
      throw new Error('submitQuote is provided by the app');
    }),
  },
  guards: {
    requiredFieldsMissing: ({ context }) => missingQuoteFields(context.form).length > 0,
    noDeckArea: ({ context }) => !(context.deckArea > 0),
  },
  actions: {
    // Provided by the app: navigate to /.
    navigateHome: () => {},
    // Provided by the app: error tracking.
    reportError: (_, _report: QuoteErrorReport) => {},
    reset: assign({ selected: {}, form: { ...emptyQuoteForm }, error: undefined }),
    selectColour: assign({
      selected: ({ context, event }, params: { step: QuoteColourStep }) =>
        event.type === 'colour.select' ? { ...context.selected, [SELECTED_KEY_OF_STEP[params.step]]: event.colour } : context.selected,
    }),
    clearColour: assign({
      selected: ({ context }, params: { step: QuoteColourStep }) => {
        const next = { ...context.selected };
        delete next[SELECTED_KEY_OF_STEP[params.step]];
        return next;
      },
    }),
  },
}).createMachine({
  id: 'quoteDialog',
  context: ({ input }) => ({
    selected: {},
    form: { ...emptyQuoteForm },
    deckArea: input?.deckArea ?? 0,
    alert: undefined,
    error: undefined,
  }),
  initial: 'closed',
  on: {
    'deckArea.update': { actions: assign({ deckArea: ({ event }) => event.deckArea }) },
    'alert.dismiss': { actions: assign({ alert: undefined }) },
  },
  states: {
    closed: {
      on: {
        'dialog.open': {
          target: 'open',
          actions: ['reset', assign({ deckArea: ({ event }) => event.deckArea, alert: undefined })],
        },
      },
    },
    open: {
      initial: 'home',
      on: {
        'dialog.close': { target: 'closed', actions: 'reset' },
      },
      states: {
        home: {
          on: {
            'colour.select': { actions: { type: 'selectColour', params: { step: 'home' } } },
            'step.next': { target: 'advanced' },
            'step.skip': { target: 'advanced', actions: { type: 'clearColour', params: { step: 'home' } } },
          },
        },
        advanced: {
          on: {
            'colour.select': { actions: { type: 'selectColour', params: { step: 'advanced' } } },
            'step.next': { target: 'millboard' },
            'step.skip': { target: 'millboard', actions: { type: 'clearColour', params: { step: 'advanced' } } },
            'step.previous': { target: 'home' },
          },
        },
        millboard: {
          on: {
            'colour.select': { actions: { type: 'selectColour', params: { step: 'millboard' } } },
            // This step's Next button reads Continue to Form (see nextButtonLabel).
            'step.next': { target: 'form' },
            'step.skip': { target: 'form', actions: { type: 'clearColour', params: { step: 'millboard' } } },
            'step.previous': { target: 'advanced' },
          },
        },
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'field.change': {
                  actions: assign({ form: ({ context, event }) => ({ ...context.form, [event.field]: event.value }) }),
                },
                'step.previous': { target: '#quoteDialog.open.millboard' },
                'quote.submit': [
                  { guard: 'requiredFieldsMissing', actions: assign({ alert: MESSAGES.quoteMissingFields }) },
                  { guard: 'noDeckArea', actions: assign({ alert: MESSAGES.quoteZeroArea }) },
                  { target: 'submitting', actions: assign({ alert: undefined, error: undefined }) },
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
                  selectedColours: context.selected,
                  deckAreaSqMeters: context.deckArea,
                }),
                onDone: {
                  target: '#quoteDialog.closed',
                  actions: ['reset', assign({ alert: MESSAGES.quoteSuccess }), 'navigateHome'],
                },
                onError: {
                  target: 'editing',
                  actions: [
                    assign({ error: MESSAGES.quoteSubmitFailed }),
                    {
                      type: 'reportError',
                      params: ({ context, event }) => ({
                        error: event.error,
                        deckAreaSqMeters: context.deckArea,
                        selectedItemIds: Object.fromEntries(Object.entries(context.selected).map(([k, c]) => [k, c.item_id])),
                        projectTimeframe: context.form.projectTimeframe,
                        needInstaller: context.form.needInstaller,
                      }),
                    },
                  ],
                },
              },
            },
          },
        },
      },
    },
  },
});

export const NEXT_LABEL = 'Next';
export const CONTINUE_TO_FORM_LABEL = 'Continue to Form';
export const SUBMIT_QUOTE_LABEL = 'Submit Quote Request';

/** The forward button's text on a colour step: the last colour step reads Continue to Form. */
export function nextButtonLabel(state: { matches: (v: { open: QuoteColourStep }) => boolean }): string {
  return stepOf(state) === 'millboard' ? CONTINUE_TO_FORM_LABEL : NEXT_LABEL;
}

/** 1-based step number of the four-step wizard (form is 4), or undefined when closed. */
export function quoteStepNumber(state: { matches: (v: { open: QuoteColourStep | 'form' }) => boolean }): number | undefined {
  const steps = [...QUOTE_COLOUR_STEPS, 'form'] as const;
  const i = steps.findIndex((s) => state.matches({ open: s }));
  return i < 0 ? undefined : i + 1;
}

/** The selected colours in step order, for the list the dialog shows. */
export function selectedColourList(selected: SelectedColours): { key: SelectedColourKey; colour: QuoteColour }[] {
  return QUOTE_COLOUR_STEPS.map((s) => SELECTED_KEY_OF_STEP[s])
    .filter((k) => selected[k] !== undefined)
    .map((key) => ({ key, colour: selected[key] as QuoteColour }));
}

// The free samples form on /products (docs/product.md#stock-and-samples): editing -> submitting ->
// sent, or back to editing with the server's refusal (a repeat within 30 days, a colour out of
// samples). Up to four colours can be ticked: a fifth is refused by the machine, not the view.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  blankSampleFields,
  canAddSampleColour,
  sampleRequestPayload,
  type SampleField,
  type SampleFields,
  type SampleTextField,
} from '../src/domain/sampleForm';
import type { SampleRequestBody } from '../src/domain/schemas/samples';
import { MAX_SAMPLE_COLOURS, SAMPLE_MESSAGES } from '../src/domain/samples';
import { messageOr } from './errors';

export interface SampleRequestContext {
  fields: SampleFields;
  /** The ticked colours' item ids, in the order ticked. */
  colours: string[];
  fieldErrors: Partial<Record<SampleField, string>>;
  /** The server's refusal or a failed send, shown above the button. */
  error: string | null;
}

export type SampleRequestEvent =
  | { type: 'field.change'; field: SampleTextField; value: string }
  | { type: 'colour.toggle'; itemId: string; checked: boolean }
  | { type: 'form.submit' }
  | { type: 'form.again' };

export interface SampleRequestInput {
  /** Colours ticked when the form opens: the calculator's "Order a free sample" brings its colour. */
  colours?: readonly string[];
}

const initialContext = (): SampleRequestContext => ({ fields: blankSampleFields(), colours: [], fieldErrors: {}, error: null });

export const sampleRequestMachine = setup({
  types: { input: {} as SampleRequestInput | undefined, context: {} as SampleRequestContext, events: {} as SampleRequestEvent },
  actors: {
    // Provided by the app: POST /api/samples.
    sendSampleRequest: fromPromise<unknown, SampleRequestBody>(async () => {
      throw new Error('sendSampleRequest is provided by the app');
    }),
  },
  guards: {
    fieldsValid: ({ context }) => sampleRequestPayload(context.fields, context.colours).ok,
    colourLimitReached: ({ context, event }) => {
      assertEvent(event, 'colour.toggle');
      return event.checked && !context.colours.includes(event.itemId) && !canAddSampleColour(context.colours);
    },
  },
  actions: {
    setField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return {
        fields: { ...context.fields, [event.field]: event.value },
        fieldErrors: { ...context.fieldErrors, [event.field]: undefined },
      };
    }),
    toggleColour: assign(({ context, event }) => {
      assertEvent(event, 'colour.toggle');
      const others = context.colours.filter((id) => id !== event.itemId);
      return { colours: event.checked ? [...others, event.itemId] : others, fieldErrors: { ...context.fieldErrors, colours: undefined } };
    }),
    showFieldErrors: assign(({ context }) => {
      const result = sampleRequestPayload(context.fields, context.colours);
      return { fieldErrors: result.ok ? {} : result.errors, error: null };
    }),
    clearErrors: assign({ fieldErrors: {}, error: null }),
    reset: assign(initialContext),
  },
}).createMachine({
  id: 'sampleRequest',
  // Within the limit of four as any tick is (the input comes from a view).
  context: ({ input }) => ({ ...initialContext(), colours: [...new Set(input?.colours ?? [])].slice(0, MAX_SAMPLE_COLOURS) }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: 'setField' },
        'colour.toggle': [{ guard: 'colourLimitReached' }, { actions: 'toggleColour' }],
        'form.submit': [{ guard: 'fieldsValid', target: 'submitting', actions: 'clearErrors' }, { actions: 'showFieldErrors' }],
      },
    },
    submitting: {
      invoke: {
        id: 'sendSampleRequest',
        src: 'sendSampleRequest',
        input: ({ context }) => {
          const result = sampleRequestPayload(context.fields, context.colours);
          if (!result.ok) throw new Error('submitting is entered only with valid fields');
          return result.payload;
        },
        onDone: { target: 'sent' },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => messageOr(event.error, SAMPLE_MESSAGES.sendFailed) }) },
      },
    },
    sent: {
      on: { 'form.again': { target: 'editing', actions: 'reset' } },
    },
  },
});

// Samples in on /app/samples (docs/product.md#stock-and-samples): staff record a delivery of a colour's
// samples (colour, quantity, reference). editing -> saving (POST /api/samples/stock, which adds to on
// hand with its ledger row) -> saved (quantity and reference cleared, the colour kept for the next box),
// or refused with the server's message. The fields pass the API's own schema first
// (src/domain/sampleStockForm.ts), so nothing the server would refuse for its shape is sent.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { blankSampleStock, sampleStockPayload, type SampleStockField, type SampleStockFields } from '../src/domain/sampleStockForm';
import type { SampleStockBody } from '../src/domain/schemas/samples';
import { errorOf, messageOr } from './errors';
import { fieldChanged } from './formFields';

export interface SampleStockEntryInput {
  /** What the form says when the server gave no reason (the view's label). */
  fallback: string;
}

export interface SampleStockEntryContext extends SampleStockFields {
  fallback: string;
  fieldErrors: Partial<Record<SampleStockField, string>>;
  error: string | undefined;
}

export type SampleStockEntryEvent = { type: 'field.change'; field: SampleStockField; value: string } | { type: 'entry.submit' };

const typing = { 'field.change': { target: '#sampleStockEntry.editing', actions: 'setField' } } as const;

export const sampleStockEntryMachine = setup({
  types: {
    input: {} as SampleStockEntryInput,
    context: {} as SampleStockEntryContext,
    events: {} as SampleStockEntryEvent,
  },
  actors: {
    // Provided by the app: POST /api/samples/stock.
    saveSampleStock: fromPromise<void, SampleStockBody>(async () => {
      throw new Error('saveSampleStock is provided by the app');
    }),
  },
  guards: {
    fieldsValid: ({ context }) => sampleStockPayload(context).ok,
  },
  actions: {
    // Provided by the app: the sample stock and its ledger are read again.
    sampleStockChanged: () => {},
    setField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return { ...fieldChanged(context, event.field, event.value), error: undefined };
    }),
    clearErrors: assign({ fieldErrors: {}, error: undefined }),
    showFieldErrors: assign({
      fieldErrors: ({ context }) => {
        const checked = sampleStockPayload(context);
        return checked.ok ? {} : checked.errors;
      },
    }),
    // Samples come in a box a colour: the colour stays chosen.
    clearFields: assign(({ context }) => ({ ...blankSampleStock(), itemId: context.itemId })),
    refused: assign({ error: ({ context }, error: unknown) => messageOr(error, context.fallback) }),
  },
}).createMachine({
  id: 'sampleStockEntry',
  context: ({ input }) => ({ ...blankSampleStock(), fallback: input.fallback, fieldErrors: {}, error: undefined }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        ...typing,
        'entry.submit': [{ guard: 'fieldsValid', target: 'saving', actions: 'clearErrors' }, { actions: 'showFieldErrors' }],
      },
    },
    saving: {
      invoke: {
        id: 'saveSampleStock',
        src: 'saveSampleStock',
        input: ({ context }) => {
          const checked = sampleStockPayload(context);
          // fieldsValid let the submit through, so the payload is valid here.
          if (!checked.ok) throw new Error('saveSampleStock: invalid payload');
          return checked.payload;
        },
        onDone: { target: 'saved', actions: ['clearFields', 'sampleStockChanged'] },
        onError: { target: 'refused', actions: { type: 'refused', params: errorOf } },
      },
    },
    // Blank again but for the colour: a submit shows what is missing.
    saved: { on: { ...typing, 'entry.submit': { target: 'editing', actions: 'showFieldErrors' } } },
    // The refused entry is still as typed: mended, or sent again as it is after a lost answer.
    refused: { on: { ...typing, 'entry.submit': { target: 'saving', actions: 'clearErrors' } } },
  },
});

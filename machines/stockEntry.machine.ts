// Staff's stock forms on /app/stock (docs/product.md#stock-and-samples): Goods in, Expected and Adjust,
// one form at a time chosen by mode. editing -> saving (POST /api/stock/goods-in, /expected or
// /adjustments) -> saved (the fields cleared for the next entry, the item kept), or refused with the
// server's message (an adjustment below what open orders hold: 409). The fields are checked by the API's
// own schemas first (src/domain/stockForms.ts), so nothing the server would refuse for its shape is sent.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  blankStockEntry,
  stockEntryPayload,
  type StockEntryField,
  type StockEntryFields,
  type StockEntryMode,
  type StockEntryPayload,
} from '../src/domain/stockForms';
import { errorOf, messageOr } from './errors';
import { fieldChanged } from './formFields';

export interface StockEntryInput {
  /** The item the form records for (an item's stock page); the field stays editable for tests and stories. */
  itemId?: string;
  /** What the form says when the server gave no reason (the view's label). */
  fallback: string;
}

export interface StockEntryContext extends StockEntryFields {
  mode: StockEntryMode;
  fallback: string;
  fieldErrors: Partial<Record<StockEntryField, string>>;
  error: string | undefined;
  /** How many orders' customers the last entry told their back orders arrived. */
  notified: number;
}

export type StockEntryEvent =
  | { type: 'mode.select'; mode: StockEntryMode }
  | { type: 'field.change'; field: StockEntryField; value: string }
  | { type: 'entry.submit' };

/** The answer of goods in and adjustments (expected purchases answer nothing to count). */
export interface StockEntryResult {
  notified: number;
}

const typing = { 'field.change': { target: '#stockEntry.editing', actions: 'setField' } } as const;
const choosing = { 'mode.select': { target: '#stockEntry.editing', actions: 'setMode' } } as const;

export const stockEntryMachine = setup({
  types: {
    input: {} as StockEntryInput,
    context: {} as StockEntryContext,
    events: {} as StockEntryEvent,
  },
  actors: {
    // Provided by the app: the POST of the payload's mode.
    saveStockEntry: fromPromise<StockEntryResult, StockEntryPayload>(async () => {
      throw new Error('saveStockEntry is provided by the app');
    }),
  },
  guards: {
    fieldsValid: ({ context }) => stockEntryPayload(context.mode, context).ok,
  },
  actions: {
    // Provided by the app: the stock list, back orders and the item's ledger refresh.
    stockChanged: (_, _result: StockEntryResult) => {},
    setField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return { ...fieldChanged(context, event.field, event.value as never), error: undefined };
    }),
    setMode: assign(({ event }) => {
      assertEvent(event, 'mode.select');
      return { mode: event.mode, fieldErrors: {}, error: undefined };
    }),
    clearErrors: assign({ fieldErrors: {}, error: undefined }),
    showFieldErrors: assign({
      fieldErrors: ({ context }) => {
        const checked = stockEntryPayload(context.mode, context);
        return checked.ok ? {} : checked.errors;
      },
    }),
    // The next entry is often for the same item: it stays chosen.
    clearFields: assign(({ context }, result: StockEntryResult) => ({
      ...blankStockEntry(),
      itemId: context.itemId,
      notified: result.notified,
    })),
    refused: assign({ error: ({ context }, error: unknown) => messageOr(error, context.fallback) }),
  },
}).createMachine({
  id: 'stockEntry',
  context: ({ input }) => ({
    ...blankStockEntry(),
    mode: 'goodsIn',
    fallback: input.fallback,
    itemId: input.itemId ?? '',
    fieldErrors: {},
    error: undefined,
    notified: 0,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        ...typing,
        ...choosing,
        'entry.submit': [{ guard: 'fieldsValid', target: 'saving', actions: 'clearErrors' }, { actions: 'showFieldErrors' }],
      },
    },
    saving: {
      invoke: {
        id: 'saveStockEntry',
        src: 'saveStockEntry',
        input: ({ context }) => {
          const checked = stockEntryPayload(context.mode, context);
          // fieldsValid let the submit through, so the payload is valid here.
          if (!checked.ok) throw new Error('saveStockEntry: invalid payload');
          return checked.payload;
        },
        onDone: {
          target: 'saved',
          actions: [
            { type: 'clearFields', params: ({ event }) => event.output },
            { type: 'stockChanged', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'refused', actions: { type: 'refused', params: errorOf } },
      },
    },
    // The form is blank again but for its item: a submit shows what is missing.
    saved: { on: { ...typing, ...choosing, 'entry.submit': { target: 'editing', actions: 'showFieldErrors' } } },
    // The refused entry is still as typed: mended, or sent again as it is after a lost answer.
    refused: { on: { ...typing, ...choosing, 'entry.submit': { target: 'saving', actions: 'clearErrors' } } },
  },
});

// The customer's quote page, /quote/{token}, without sign-in
// (docs/product.md#quotes). loading -> viewing; Accept quote opens the form (delivery or pickup, preferred date as the
// order wizard's rules, the purchase order / job reference (required when the customer's company says
// so), the terms ticked) -> accepting.submitting -> accepted
// (the order's reference); Request changes sends a message to staff and returns to the quote. An
// unknown, expired, withdrawn, superseded or already accepted quote is refused, whether found on
// loading or on submitting; other failures (a rule of the order the server refuses, e.g. the day just
// filled) keep the form as typed and show the server's message. While the form is edited
// the calendar's days for the method chosen and the weeks shown are fetched (accepting.editing.loadingDays,
// GET /api/public/quotes/{token}/days), so the preferred date marks the days the wizard's calendar marks.
import { assertEvent, assign, fromPromise, not, setup } from 'xstate';
import { deliveryProblem, switchDeliveryMethod, type DeliveryField, type DeliveryFields } from '../src/domain/orderPayload';
import type { DeliveryMethod } from '../src/domain/constants';
import { poProblem } from '../src/domain/purchaseOrder';
import type { PublicDeliveryDay } from '../src/domain/schemas/delivery';
import type { PublicQuote, QuoteAcceptInput, QuoteAcceptResult } from '../src/domain/schemas/quotes';
import { serverMessage } from './errors';

/** Why the page cannot take the quote (the view words each). */
export type QuoteRefusal = 'unknown' | 'expired' | 'withdrawn' | 'accepted' | 'superseded' | 'refused';

export type AcceptField = DeliveryField | 'reference' | 'acceptTerms';

export interface AcceptFields extends DeliveryFields {
  reference: string;
  acceptTerms: boolean;
}

export interface PublicQuoteContext {
  token: string;
  quote: PublicQuote | undefined;
  fields: AcceptFields;
  /** The first rule the accept form breaks (message from the wizard's rules; none for the terms box). */
  problem: { field: AcceptField; message: string | undefined } | undefined;
  changesMessage: string;
  /** Changes were requested from this page (the view thanks the customer). */
  changesSent: boolean;
  refusal: { reason: QuoteRefusal; message: string | undefined } | undefined;
  /** A failed call that refused nothing: the server's message, or undefined (the view's fallback). */
  failure: { message: string | undefined } | undefined;
  order: QuoteAcceptResult | undefined;
  /** The weeks the preferred-date calendar shows, once it has said so. */
  calendar: { from: string; to: string } | undefined;
  /** The days of the method chosen and the weeks shown (empty until they arrive). */
  days: readonly PublicDeliveryDay[];
}

export type PublicQuoteEvent =
  | { type: 'load.retry' }
  | { type: 'accept.open' }
  | { type: 'accept.cancel' }
  | { type: 'method.select'; method: DeliveryMethod }
  | { type: 'field.change'; field: 'deliveryStreetAddress' | 'deliveryCityPostcode' | 'preferredDate' | 'reference'; value: string }
  | { type: 'terms.toggle'; checked: boolean }
  | { type: 'accept.submit' }
  | { type: 'changes.open' }
  | { type: 'changes.cancel' }
  | { type: 'changes.change'; value: string }
  | { type: 'changes.submit' }
  | { type: 'days.show'; from: string; to: string };

export interface QuoteDaysInput {
  token: string;
  method: DeliveryMethod;
  from: string;
  to: string;
}

export interface AcceptQuoteInput {
  token: string;
  acceptance: QuoteAcceptInput;
}

export const emptyAcceptFields: AcceptFields = {
  deliveryMethod: '',
  deliveryStreetAddress: '',
  deliveryCityPostcode: '',
  pickupLocation: '',
  preferredDate: '',
  reference: '',
  acceptTerms: false,
};

/**
 * The first rule the form breaks: the wizard's delivery rules, its purchase order / job reference rule
 * (required when the customer's company says so), then the terms.
 */
export function acceptProblem(fields: AcceptFields, now: Date = new Date(), poRequired = false): PublicQuoteContext['problem'] {
  const delivery = deliveryProblem(fields, now);
  if (delivery) return delivery;
  const po = poProblem({ poReference: fields.reference, poRequired });
  if (po) return { field: 'reference', message: po };
  return fields.acceptTerms ? undefined : { field: 'acceptTerms', message: undefined };
}

/** The body of POST /api/public/quotes/{token}/accept. */
export function acceptanceOf(fields: AcceptFields, version: number): QuoteAcceptInput {
  const delivery = fields.deliveryMethod === 'delivery';
  return {
    method: delivery ? 'delivery' : 'pickup',
    address: delivery ? fields.deliveryStreetAddress.trim() : '',
    cityPostcode: delivery ? fields.deliveryCityPostcode.trim() : '',
    preferredDate: fields.preferredDate.trim(),
    reference: fields.reference.trim(),
    acceptTerms: true,
    version,
  };
}

/** Why the quote as loaded cannot be accepted (the server says whether it can). */
function closedReason(quote: PublicQuote): QuoteRefusal | undefined {
  if (quote.canAccept) return undefined;
  return quote.status === 'accepted' || quote.status === 'expired' || quote.status === 'withdrawn' ? quote.status : 'refused';
}

/** A refusal from the server: 404 (unknown link), 409 or 410 (the quote cannot be taken any more). */
function refusalOf(error: unknown): { reason: QuoteRefusal; message: string | undefined } | undefined {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  if (status === 404) return { reason: 'unknown', message: serverMessage(error) };
  if (status === 409 || status === 410) return { reason: 'refused', message: serverMessage(error) };
  return undefined;
}

/** The error a failed call's event carries (the params of the refusal guard and actions). */
const errorOf = ({ event }: { event: { error?: unknown } }): unknown => event.error;

export const publicQuoteMachine = setup({
  types: {
    context: {} as PublicQuoteContext,
    events: {} as PublicQuoteEvent,
    input: {} as { token: string },
  },
  actors: {
    // Provided by the app: GET /api/public/quotes/{token}.
    loadQuote: fromPromise<PublicQuote, { token: string }>(async () => {
      throw new Error('loadQuote is provided by the app');
    }),
    // Provided by the app: POST /api/public/quotes/{token}/accept.
    acceptQuote: fromPromise<QuoteAcceptResult, AcceptQuoteInput>(async () => {
      throw new Error('acceptQuote is provided by the app');
    }),
    // Provided by the app: POST /api/public/quotes/{token}/changes {message}.
    requestChanges: fromPromise<void, { token: string; message: string }>(async () => {
      throw new Error('requestChanges is provided by the app');
    }),
    // Provided by the app: GET /api/public/quotes/{token}/days?method=&from=&to=.
    loadDays: fromPromise<PublicDeliveryDay[], QuoteDaysInput>(async () => {
      throw new Error('loadDays is provided by the app');
    }),
  },
  guards: {
    loadedClosed: (_, quote: PublicQuote) => closedReason(quote) !== undefined,
    isRefusal: (_, error: unknown) => refusalOf(error) !== undefined,
    acceptInvalid: ({ context }) => acceptProblem(context.fields, new Date(), context.quote?.poRequired) !== undefined,
    changesBlank: ({ context }) => context.changesMessage.trim() === '',
    // A method is chosen while the calendar is shown: its days are fetched.
    calendarShown: ({ context, event }) => {
      assertEvent(event, 'method.select');
      return context.calendar !== undefined;
    },
    // The calendar shows other weeks once a method is chosen: their days are fetched.
    methodChosen: ({ context, event }) => {
      assertEvent(event, 'days.show');
      return context.fields.deliveryMethod !== '';
    },
  },
  actions: {
    takeQuote: assign((_, quote: PublicQuote) => ({ quote, refusal: undefined })),
    refuseClosed: assign((_, quote: PublicQuote) => ({ quote, refusal: { reason: closedReason(quote)!, message: undefined } })),
    refuse: assign((_, error: unknown) => ({ refusal: refusalOf(error), failure: undefined })),
    fail: assign((_, error: unknown) => ({ failure: { message: serverMessage(error) } })),
    // Another method serves other days: the old ones no longer apply until its own arrive.
    selectMethod: assign(({ context, event }) => {
      assertEvent(event, 'method.select');
      return { fields: switchDeliveryMethod(context.fields, event.method), problem: undefined, days: [] };
    }),
    showWeeks: assign(({ event }) => {
      assertEvent(event, 'days.show');
      return { calendar: { from: event.from, to: event.to } };
    }),
    takeDays: assign((_, days: PublicDeliveryDay[]) => ({ days })),
    setField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return { fields: { ...context.fields, [event.field]: event.value }, problem: undefined };
    }),
    setTerms: assign(({ context, event }) => {
      assertEvent(event, 'terms.toggle');
      return { fields: { ...context.fields, acceptTerms: event.checked }, problem: undefined };
    }),
    markProblem: assign({ problem: ({ context }) => acceptProblem(context.fields, new Date(), context.quote?.poRequired) }),
    setChanges: assign(({ event }) => {
      assertEvent(event, 'changes.change');
      return { changesMessage: event.value };
    }),
    clearNotes: assign({ problem: undefined, failure: undefined, changesSent: false }),
  },
}).createMachine({
  id: 'publicQuote',
  context: ({ input }) => ({
    token: input.token,
    quote: undefined,
    fields: { ...emptyAcceptFields },
    problem: undefined,
    changesMessage: '',
    changesSent: false,
    refusal: undefined,
    failure: undefined,
    order: undefined,
    calendar: undefined,
    days: [],
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadQuote',
        src: 'loadQuote',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          {
            guard: { type: 'loadedClosed', params: ({ event }) => event.output },
            target: 'refused',
            actions: { type: 'refuseClosed', params: ({ event }) => event.output },
          },
          { target: 'viewing', actions: { type: 'takeQuote', params: ({ event }) => event.output } },
        ],
        onError: [
          { guard: { type: 'isRefusal', params: errorOf }, target: 'refused', actions: { type: 'refuse', params: errorOf } },
          { target: 'loadFailed', actions: { type: 'fail', params: errorOf } },
        ],
      },
    },
    loadFailed: {
      on: { 'load.retry': { target: 'loading', actions: 'clearNotes' } },
    },
    viewing: {
      on: {
        'accept.open': { target: 'accepting', actions: 'clearNotes' },
        'changes.open': { target: 'requestingChanges', actions: 'clearNotes' },
      },
    },
    accepting: {
      initial: 'editing',
      states: {
        editing: {
          initial: 'idle',
          states: {
            idle: {},
            // A failed fetch leaves the calendar unmarked: the days are a help, the spec's rules decide.
            loadingDays: {
              invoke: {
                id: 'loadDays',
                src: 'loadDays',
                input: ({ context }) => ({
                  token: context.token,
                  method: context.fields.deliveryMethod as DeliveryMethod,
                  from: context.calendar!.from,
                  to: context.calendar!.to,
                }),
                onDone: { target: 'idle', actions: { type: 'takeDays', params: ({ event }) => event.output } },
                onError: { target: 'idle' },
              },
            },
          },
          on: {
            'accept.cancel': { target: '#publicQuote.viewing', actions: 'clearNotes' },
            'method.select': [
              { guard: 'calendarShown', target: '.loadingDays', reenter: true, actions: 'selectMethod' },
              { actions: 'selectMethod' },
            ],
            'days.show': [{ guard: 'methodChosen', target: '.loadingDays', reenter: true, actions: 'showWeeks' }, { actions: 'showWeeks' }],
            'field.change': { actions: 'setField' },
            'terms.toggle': { actions: 'setTerms' },
            'accept.submit': [
              { guard: 'acceptInvalid', actions: 'markProblem' },
              { target: 'submitting', actions: 'clearNotes' },
            ],
          },
        },
        submitting: {
          invoke: {
            id: 'acceptQuote',
            src: 'acceptQuote',
            input: ({ context }) => ({ token: context.token, acceptance: acceptanceOf(context.fields, context.quote!.version) }),
            onDone: {
              target: '#publicQuote.accepted',
              actions: assign(({ event }) => ({ order: event.output, quote: event.output.quote })),
            },
            onError: [
              {
                guard: { type: 'isRefusal', params: errorOf },
                target: '#publicQuote.refused',
                actions: { type: 'refuse', params: errorOf },
              },
              { target: 'editing', actions: { type: 'fail', params: errorOf } },
            ],
          },
        },
      },
    },
    requestingChanges: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'changes.cancel': { target: '#publicQuote.viewing', actions: 'clearNotes' },
            'changes.change': { actions: 'setChanges' },
            'changes.submit': { guard: not('changesBlank'), target: 'submitting', actions: 'clearNotes' },
          },
        },
        submitting: {
          invoke: {
            id: 'requestChanges',
            src: 'requestChanges',
            input: ({ context }) => ({ token: context.token, message: context.changesMessage.trim() }),
            onDone: { target: '#publicQuote.viewing', actions: assign({ changesSent: true, changesMessage: '' }) },
            onError: [
              {
                guard: { type: 'isRefusal', params: errorOf },
                target: '#publicQuote.refused',
                actions: { type: 'refuse', params: errorOf },
              },
              { target: 'editing', actions: { type: 'fail', params: errorOf } },
            ],
          },
        },
      },
    },
    // The order's reference is shown; the quote cannot be taken twice.
    accepted: {},
    refused: {},
  },
});

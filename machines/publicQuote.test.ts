import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { MESSAGES } from '../src/domain/messages';
import { PO_MESSAGES } from '../src/domain/purchaseOrder';
import type { PublicQuote, QuoteAcceptResult } from '../src/domain/schemas/quotes';
import { acceptanceOf, acceptProblem, emptyAcceptFields, publicQuoteMachine, type PublicQuoteEvent } from './publicQuote.machine';
import { describeModels } from './testing/describeModel';
import type { InternalEvent, PathModel } from './testing/pathTesting';

const quote: PublicQuote = {
  number: 'Q-2026-0042',
  version: 2,
  revised: true,
  underRevision: false,
  status: 'viewed',
  customerName: 'Sam Citizen',
  sentAt: '2026-11-20T01:00:00.000Z',
  lines: [
    {
      id: 1,
      kind: 'item',
      itemId: 'item-1',
      sku: 'WE-IB-5400',
      description: 'WoodEvo HOME Ironbark 5400',
      unit: 'each',
      quantity: 10,
      unitPriceCents: 8950,
      lineTotalCents: 89500,
      tradePrice: false,
      retailPriceCents: null,
    },
  ],
  subtotalCents: 81364,
  gstCents: 8136,
  totalCents: 89500,
  validUntil: '2099-01-31',
  note: '',
  shapes: null,
  canAccept: true,
  poRequired: false,
  order: null,
};
const expired: PublicQuote = { ...quote, status: 'expired', canAccept: false };
const acceptedQuote: PublicQuote = { ...quote, status: 'accepted', canAccept: false, order: { reference: 'BW-O1' } };
const acceptResult = { orderReference: 'BW-O1', quote: acceptedQuote };
const superseded = { status: 409, message: 'This quote has been revised: please read the new version' };
const unknownLink = { status: 404, message: 'Quote not found' };
const offline = new TypeError('Failed to fetch');

type Model = PathModel<typeof publicQuoteMachine>;

const loadEvents: (PublicQuoteEvent | InternalEvent)[] = [
  { type: 'xstate.done.actor.loadQuote', output: quote },
  { type: 'xstate.done.actor.loadQuote', output: expired },
  { type: 'xstate.done.actor.loadQuote', output: acceptedQuote },
  { type: 'xstate.error.actor.loadQuote', error: unknownLink },
  { type: 'xstate.error.actor.loadQuote', error: offline },
  { type: 'load.retry' },
];

const check: Model['check'] = (s, step) => {
  for (const call of step.invoked) {
    if (call.id === 'loadQuote') expect(call.input).toEqual({ token: 'tok' });
    // Only a valid form is sent, for the version on screen.
    if (call.id === 'acceptQuote') {
      expect(acceptProblem(s.context.fields)).toBeUndefined();
      expect(call.input).toEqual({ token: 'tok', acceptance: acceptanceOf(s.context.fields, quote.version) });
    }
    if (call.id === 'requestChanges') expect((call.input as { message: string }).message).not.toBe('');
  }
  if (s.matches('refused')) expect(s.context.refusal).toBeDefined();
  if (step.event?.type === 'xstate.done.actor.loadQuote' && (step.event.output as PublicQuote).status === 'expired')
    expect(s.context.refusal).toEqual({ reason: 'expired', message: undefined });
  if (step.event?.type.startsWith('xstate.error.actor.')) {
    const error = step.event.error as { status?: number; message?: string };
    if (error.status === 404) expect(s.context.refusal).toEqual({ reason: 'unknown', message: error.message });
    else if (error.status === 409) expect(s.context.refusal).toEqual({ reason: 'refused', message: error.message });
    else expect(s.context.failure).toEqual({ message: undefined });
  }
  if (s.matches('accepted')) expect(s.context.order).toEqual(acceptResult);
  if (step.event?.type === 'accept.submit' && s.matches({ accepting: 'editing' }))
    expect(s.context.problem).toEqual(acceptProblem(s.context.fields));
};

const facts: Model['facts'] = (s) => ({
  fields: s.context.fields,
  problem: s.context.problem?.field,
  changes: s.context.changesMessage,
  changesSent: s.context.changesSent,
  refusal: s.context.refusal,
  failure: s.context.failure,
});

const saturday = { date: '2099-02-07', deliverable: false, reason: 'weekend', note: 'No deliveries on weekends', holiday: null } as const;

describeModels('publicQuote', [
  {
    name: 'loading and refusals',
    machine: publicQuoteMachine,
    input: { token: 'tok' },
    events: (s) => [...loadEvents, ...(s.matches('viewing') ? [{ type: 'accept.open' } as const, { type: 'changes.open' } as const] : [])],
    facts,
    check,
  },
  {
    name: 'accepting with pickup or delivery',
    machine: publicQuoteMachine,
    input: { token: 'tok' },
    events: (s): (PublicQuoteEvent | InternalEvent)[] => {
      const f = s.context.fields;
      if (s.matches('loading')) return [{ type: 'xstate.done.actor.loadQuote', output: quote }];
      return [
        { type: 'accept.open' },
        { type: 'accept.cancel' },
        { type: 'method.select', method: f.deliveryMethod === 'pickup' ? 'delivery' : 'pickup' },
        ...(f.preferredDate === '' ? [{ type: 'field.change', field: 'preferredDate', value: '2099-02-01' } as const] : []),
        ...(f.preferredDate === '2099-02-01' ? [{ type: 'field.change', field: 'preferredDate', value: '2001-02-01' } as const] : []),
        ...(f.deliveryMethod === 'delivery' && f.deliveryStreetAddress === ''
          ? [{ type: 'field.change', field: 'deliveryStreetAddress', value: '1 Bay St' } as const]
          : []),
        ...(f.deliveryMethod === 'delivery' && f.deliveryCityPostcode === ''
          ? [{ type: 'field.change', field: 'deliveryCityPostcode', value: 'Port Melbourne 3207' } as const]
          : []),
        ...(f.reference === '' ? [{ type: 'field.change', field: 'reference', value: 'PO 7' } as const] : []),
        { type: 'terms.toggle', checked: !f.acceptTerms },
        { type: 'accept.submit' },
        { type: 'xstate.done.actor.acceptQuote', output: acceptResult },
        { type: 'xstate.error.actor.acceptQuote', error: superseded },
        { type: 'xstate.error.actor.acceptQuote', error: offline },
      ];
    },
    facts,
    check,
    limit: 50000,
  },
  {
    name: 'requesting changes',
    machine: publicQuoteMachine,
    input: { token: 'tok' },
    events: (s): (PublicQuoteEvent | InternalEvent)[] => [
      ...(s.matches('loading') ? [{ type: 'xstate.done.actor.loadQuote', output: quote } as const] : []),
      { type: 'changes.open' },
      { type: 'changes.cancel' },
      { type: 'changes.change', value: s.context.changesMessage === '' ? 'Can you add steps?' : '' },
      { type: 'changes.submit' },
      { type: 'xstate.done.actor.requestChanges' },
      { type: 'xstate.error.actor.requestChanges', error: superseded },
      { type: 'xstate.error.actor.requestChanges', error: offline },
    ],
    facts,
    check,
  },
  {
    name: "the calendar's days",
    machine: publicQuoteMachine,
    input: { token: 'tok' },
    events: (s): (PublicQuoteEvent | InternalEvent)[] => {
      if (s.matches('loading')) return [{ type: 'xstate.done.actor.loadQuote', output: quote }];
      if (s.matches('viewing')) return [{ type: 'accept.open' }];
      return [
        { type: 'method.select', method: s.context.fields.deliveryMethod === 'delivery' ? 'pickup' : 'delivery' },
        { type: 'days.show', from: s.context.calendar?.from === '2099-01-26' ? '2099-02-23' : '2099-01-26', to: '2099-03-08' },
        { type: 'xstate.done.actor.loadDays', output: [saturday] },
        { type: 'xstate.error.actor.loadDays', error: offline },
        { type: 'accept.cancel' },
      ];
    },
    facts: (s) => ({ method: s.context.fields.deliveryMethod, calendar: s.context.calendar, days: s.context.days }),
    check: (s, step) => {
      // The days are asked for the method chosen and the weeks shown, once both are known, and afresh on each change.
      const asked = step.invoked.filter((call) => call.id === 'loadDays');
      const changes = step.event?.type === 'method.select' || step.event?.type === 'days.show';
      const known = s.context.fields.deliveryMethod !== '' && s.context.calendar !== undefined;
      if (changes && s.matches({ accepting: 'editing' })) expect(asked.length).toBe(known ? 1 : 0);
      for (const call of asked)
        expect(call.input).toEqual({ token: 'tok', method: s.context.fields.deliveryMethod, ...s.context.calendar });
      // Another method's days never stand for this one's.
      if (step.event?.type === 'method.select') expect(s.context.days).toEqual([]);
      if (step.event?.type === 'xstate.done.actor.loadDays') expect(s.context.days).toEqual([saturday]);
    },
  },
]);

describe('publicQuote rules', () => {
  it("uses the order wizard's delivery rules, then asks for the terms", () => {
    const now = new Date('2026-11-26T01:00:00Z');
    expect(acceptProblem(emptyAcceptFields, now)).toEqual({ field: 'deliveryMethod', message: MESSAGES.selectDeliveryMethod });
    const pickup = { ...emptyAcceptFields, deliveryMethod: 'pickup' as const, preferredDate: '2026-11-25' };
    expect(acceptProblem(pickup, now)).toEqual({ field: 'preferredDate', message: MESSAGES.preferredDateNotPast });
    expect(acceptProblem({ ...pickup, preferredDate: '2026-11-26' }, now)).toEqual({ field: 'acceptTerms', message: undefined });
    expect(acceptProblem({ ...pickup, preferredDate: '2026-11-26', acceptTerms: true }, now)).toBeUndefined();
  });

  it("asks for the wizard's purchase order / job reference when the customer's company requires one", () => {
    const now = new Date('2026-11-26T01:00:00Z');
    const ready = { ...emptyAcceptFields, deliveryMethod: 'pickup' as const, preferredDate: '2026-11-27', acceptTerms: true };
    expect(acceptProblem(ready, now, true)).toEqual({ field: 'reference', message: PO_MESSAGES.required });
    expect(acceptProblem({ ...ready, reference: '   ' }, now, true)).toEqual({ field: 'reference', message: PO_MESSAGES.required });
    expect(acceptProblem({ ...ready, reference: 'JOB-7' }, now, true)).toBeUndefined();
    expect(acceptProblem(ready, now, false)).toBeUndefined();
    expect(acceptProblem({ ...ready, reference: 'x'.repeat(51) }, now, false)).toEqual({
      field: 'reference',
      message: PO_MESSAGES.tooLong,
    });
  });

  it('sends nothing without the reference a company requires, and shows a refusal of the server with the form kept', async () => {
    const refusal = '5 Dec 2099 is fully booked: choose another day';
    let sent = 0;
    const machine = publicQuoteMachine.provide({
      actors: {
        loadQuote: fromPromise(async (): Promise<PublicQuote> => ({ ...quote, poRequired: true })),
        acceptQuote: fromPromise(async (): Promise<QuoteAcceptResult> => {
          sent += 1;
          throw Object.assign(new Error('refused'), { status: 400, message: refusal });
        }),
      },
    });
    const actor = createActor(machine, { input: { token: 'tok' } }).start();
    await new Promise((r) => setTimeout(r, 0));
    actor.send({ type: 'accept.open' });
    actor.send({ type: 'method.select', method: 'pickup' });
    actor.send({ type: 'field.change', field: 'preferredDate', value: '2099-12-05' });
    actor.send({ type: 'terms.toggle', checked: true });
    actor.send({ type: 'accept.submit' });
    expect(actor.getSnapshot().context.problem).toEqual({ field: 'reference', message: PO_MESSAGES.required });
    expect(sent).toBe(0);
    actor.send({ type: 'field.change', field: 'reference', value: 'JOB-7' });
    actor.send({ type: 'accept.submit' });
    await new Promise((r) => setTimeout(r, 0));
    expect(sent).toBe(1);
    expect(actor.getSnapshot().matches({ accepting: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({ message: refusal });
    expect(actor.getSnapshot().context.fields.reference).toBe('JOB-7');
  });

  it('accepts with pickup and shows the order reference', async () => {
    const machine = publicQuoteMachine.provide({
      actors: {
        loadQuote: fromPromise(async () => quote),
        acceptQuote: fromPromise(async ({ input }) => {
          expect(input.acceptance).toEqual({
            method: 'pickup',
            address: '',
            cityPostcode: '',
            preferredDate: '2099-02-01',
            reference: '',
            acceptTerms: true,
            version: 2,
          });
          return acceptResult;
        }),
      },
    });
    const actor = createActor(machine, { input: { token: 'tok' } }).start();
    await new Promise((r) => setTimeout(r, 0));
    actor.send({ type: 'accept.open' });
    actor.send({ type: 'method.select', method: 'pickup' });
    actor.send({ type: 'field.change', field: 'preferredDate', value: '2099-02-01' });
    actor.send({ type: 'terms.toggle', checked: true });
    actor.send({ type: 'accept.submit' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('accepted');
    expect(actor.getSnapshot().context.order?.orderReference).toBe('BW-O1');
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { MESSAGES } from '../src/domain/messages';
import { DEFAULT_DECK_OPTIONS } from '../src/domain/frameGuide';
import { orderTotals } from '../src/domain/money';
import {
  emptyQuoteForm,
  missingQuoteFields,
  onLastColorStep,
  quoteDialogMachine,
  quoteStepNumber,
  selectedColorList,
  type QuoteFormField,
  type QuoteMaterials,
  type QuotePricesUpdated,
  type SubmitQuoteInput,
} from './quoteDialog.machine';
import { describeModel } from './testing/describeModel';
import { deckOf, QUOTE_COLORS, QUOTE_FORM_VALUES, QUOTE_PRICES_UPDATED, quoteDialogModel } from './testing/quoteDialogModel';

const colors = QUOTE_COLORS;
const filled = QUOTE_FORM_VALUES;
const PERSONAL = Object.values(filled).slice(0, 4);

describeModel({
  name: 'quoteDialog',
  ...quoteDialogModel({ openAreas: [12.5, 0], endsOnSuccess: false }),
  effects: ['navigateHome', 'reportError', 'refreshPrices'],
  check: (s, step) => {
    const e = step.event;
    const names = step.effects.map((x) => x.name);
    expect(onLastColorStep(s)).toBe(s.matches({ open: 'millboard' }));
    if (s.matches('closed')) {
      // Closing resets step, selections and form.
      expect(s.context.selected).toEqual({});
      expect(s.context.form).toEqual(emptyQuoteForm);
      expect(quoteStepNumber(s)).toBeUndefined();
    }
    if (e?.type === 'dialog.open') expect(quoteStepNumber(s)).toBe(1);
    if (e?.type === 'quote.submit' && s.matches({ open: { form: 'editing' } })) {
      const prev = step.previous!;
      expect(s.context.alert).toBe(missingQuoteFields(prev.context.form).length ? MESSAGES.quoteMissingFields : MESSAGES.quoteZeroArea);
    }
    if (e?.type === 'quote.submit' && s.matches({ open: { form: 'submitting' } })) {
      expect(missingQuoteFields(s.context.form)).toEqual([]);
      expect(s.context.deck.calculations.deckArea).toBeGreaterThan(0);
      expect(s.can({ type: 'quote.submit' })).toBe(false);
    }
    for (const call of step.invoked) {
      expect(call.input).toMatchObject({
        form: { fullName: 'Sam Citizen', projectTimeframe: '1-3-months', needInstaller: true },
        deckAreaSqMeters: 12.5,
      });
      // The drawing the dialog opened with is what the request carries.
      expect(call.input).toMatchObject({ shapes: [], calculations: deckOf(12.5).calculations });
    }
    if (e?.type === 'xstate.done.actor.submitQuote') {
      expect(s.value).toBe('closed');
      expect(s.context.alert).toBe('Quote request submitted successfully! We will get back to you soon.');
      expect(names).toEqual(['navigateHome']);
    }
    if (e?.type === 'xstate.error.actor.submitQuote' && e.error === QUOTE_PRICES_UPDATED) {
      // Prices updated: nothing was stored, the form stays as filled with each change and the new total; not an error.
      expect(s.matches({ open: { form: 'editing' } })).toBe(true);
      expect(s.context.priceChanges).toEqual(QUOTE_PRICES_UPDATED.pricesUpdated.changes);
      expect(s.context.repricedTotals?.totalCents).toBe(QUOTE_PRICES_UPDATED.pricesUpdated.totalCents);
      expect(s.context.error).toBeUndefined();
      expect(s.context.form).toEqual(step.previous!.context.form);
      expect(names).toEqual(['refreshPrices']);
    } else if (e?.type === 'xstate.error.actor.submitQuote') {
      expect(s.context.error).toBe('Error submitting quote. Please try again.');
      expect(names).toEqual(['reportError']);
      const report = JSON.stringify(step.effects[0].params);
      for (const personal of PERSONAL) expect(report).not.toContain(personal);
    }
  },
});

describe('quoteDialog rules', () => {
  it('colour steps are optional: Next moves on with or without a colour, Skip clears the step', () => {
    const actor = createActor(quoteDialogMachine).start();
    actor.send({ type: 'dialog.open', deck: deckOf(10) });
    expect(actor.getSnapshot().can({ type: 'step.next' })).toBe(true);
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().matches({ open: 'advanced' })).toBe(true);
    expect(actor.getSnapshot().context.selected).toEqual({});
    actor.send({ type: 'step.previous' });
    actor.send({ type: 'color.select', color: colors.home });
    actor.send({ type: 'step.skip' });
    expect(actor.getSnapshot().matches({ open: 'advanced' })).toBe(true);
    expect(actor.getSnapshot().context.selected).toEqual({});
    actor.send({ type: 'color.select', color: colors.advanced });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().matches({ open: 'millboard' })).toBe(true);
    expect(onLastColorStep(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'step.previous' });
    expect(actor.getSnapshot().matches({ open: 'advanced' })).toBe(true);
    expect(selectedColorList(actor.getSnapshot().context.selected)).toEqual([{ key: 'woodevoAdvanced', color: colors.advanced }]);
  });

  it('alerts for missing fields before a zero deck area', () => {
    const actor = createActor(quoteDialogMachine).start();
    actor.send({ type: 'dialog.open', deck: deckOf(0) });
    for (let i = 0; i < 3; i++) actor.send({ type: 'step.skip' });
    actor.send({ type: 'quote.submit' });
    expect(actor.getSnapshot().context.alert).toBe('Please fill in all required fields');
    for (const [field, value] of Object.entries(filled)) actor.send({ type: 'field.change', field: field as QuoteFormField, value });
    actor.send({ type: 'quote.submit' });
    expect(actor.getSnapshot().context.alert).toBe('Please ensure you have added some deck areas');
  });

  it('success closes the dialog, alerts and navigates home', async () => {
    let navigated = 0;
    const machine = quoteDialogMachine.provide({
      actors: { submitQuote: fromPromise<unknown, SubmitQuoteInput>(async () => ({ success: true })) },
      actions: {
        navigateHome: () => {
          navigated += 1;
        },
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'dialog.open', deck: deckOf(8) });
    actor.send({ type: 'color.select', color: colors.home });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'step.skip' });
    actor.send({ type: 'step.skip' });
    for (const [field, value] of Object.entries(filled)) actor.send({ type: 'field.change', field: field as QuoteFormField, value });
    actor.send({ type: 'quote.submit' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.alert).toBe(MESSAGES.quoteSuccess);
    expect(navigated).toBe(1);
  });

  it('opens with the side panel colour chosen on its range step, and the quote carries the opened design', async () => {
    let sent: SubmitQuoteInput | undefined;
    const machine = quoteDialogMachine.provide({
      actors: {
        submitQuote: fromPromise<unknown, SubmitQuoteInput>(async ({ input }) => {
          sent = input;
          return { success: true };
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'dialog.open', deck: { ...deckOf(8), designId: 'd1' }, color: { step: 'advanced', color: colors.advanced } });
    expect(actor.getSnapshot().context.selected).toEqual({ woodevoAdvanced: colors.advanced });
    for (let i = 0; i < 3; i++) actor.send({ type: 'step.next' });
    for (const [field, value] of Object.entries(filled)) actor.send({ type: 'field.change', field: field as QuoteFormField, value });
    actor.send({ type: 'quote.submit' });
    await new Promise((r) => setTimeout(r, 0));
    expect(sent).toMatchObject({ designId: 'd1', selectedColors: { woodevoAdvanced: colors.advanced } });
  });

  it('marks each field a submit found empty until it is filled, beside the spec alert', () => {
    const actor = createActor(quoteDialogMachine).start();
    actor.send({ type: 'dialog.open', deck: deckOf(8) });
    for (let i = 0; i < 3; i++) actor.send({ type: 'step.skip' });
    expect(actor.getSnapshot().context.missing).toEqual([]);
    actor.send({ type: 'field.change', field: 'email', value: 'sam@example.com' });
    actor.send({ type: 'quote.submit' });
    expect(actor.getSnapshot().context.alert).toBe(MESSAGES.quoteMissingFields);
    expect(actor.getSnapshot().context.missing).toEqual(['fullName', 'phone', 'suburb', 'projectTimeframe', 'needInstaller']);
    actor.send({ type: 'field.change', field: 'phone', value: '0400 000 000' });
    actor.send({ type: 'field.change', field: 'suburb', value: '  ' });
    expect(actor.getSnapshot().context.missing).toEqual(['fullName', 'suburb', 'projectTimeframe', 'needInstaller']);
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().context.missing).toEqual([]);
  });

  it('Prices updated: the list is re-priced from the answer, its changes kept, and sending again sends the new prices', async () => {
    const materials: QuoteMaterials = {
      deck: DEFAULT_DECK_OPTIONS,
      lines: [
        { itemId: 'board', name: 'Barossa 5400', quantity: 10, unitPriceCents: 10_000, lineTotalCents: 100_000 },
        { itemId: 'clips', name: 'Clips', quantity: 2, unitPriceCents: 4_990, lineTotalCents: 9_980 },
      ],
      totals: orderTotals([100_000, 9_980]),
    };
    const refusal: QuotePricesUpdated = {
      pricesUpdated: {
        message: 'Prices updated',
        changes: [{ itemId: 'clips', name: 'Clips', was: 4_990, now: 5_490, retailCents: 5_490 }],
        ...orderTotals([100_000, 10_980]),
      },
    };
    const sent: SubmitQuoteInput[] = [];
    let refreshed = 0;
    const machine = quoteDialogMachine.provide({
      actors: {
        // A fake server: the first request finds the clips' price changed; the second is stored.
        submitQuote: fromPromise<unknown, SubmitQuoteInput>(async ({ input }) => {
          sent.push(input);
          if (sent.length === 1) throw refusal;
          return { success: true, id: 'q1' };
        }),
      },
      actions: {
        refreshPrices: () => {
          refreshed += 1;
        },
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'dialog.open', deck: { ...deckOf(8), materials } });
    for (let i = 0; i < 3; i++) actor.send({ type: 'step.skip' });
    for (const [field, value] of Object.entries(filled)) actor.send({ type: 'field.change', field: field as QuoteFormField, value });
    actor.send({ type: 'quote.submit' });
    await new Promise((r) => setTimeout(r, 0));

    const s = actor.getSnapshot();
    expect(s.matches({ open: { form: 'editing' } })).toBe(true);
    expect(s.context.error).toBeUndefined();
    expect(s.context.priceChanges).toEqual(refusal.pricesUpdated.changes);
    expect(s.context.repricedTotals).toEqual(orderTotals([100_000, 10_980]));
    expect(s.context.updatedPrices).toEqual(refusal.pricesUpdated.changes);
    expect(refreshed).toBe(1);
    expect(s.context.deck.materials?.lines[1]).toMatchObject({ unitPriceCents: 5_490, lineTotalCents: 10_980 });
    expect(s.context.deck.materials?.totals).toEqual(orderTotals([100_000, 10_980]));

    actor.send({ type: 'quote.submit' });
    await new Promise((r) => setTimeout(r, 0));
    expect(sent[1].materials?.lines.map((l) => l.unitPriceCents)).toEqual([10_000, 5_490]);
    expect(sent[1].form).toEqual(sent[0].form);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.alert).toBe(MESSAGES.quoteSuccess);
    // The page keeps pricing its Materials and prices at the told prices; the next dialog starts without the alert.
    actor.send({ type: 'dialog.open', deck: deckOf(8) });
    expect(actor.getSnapshot().context.priceChanges).toEqual([]);
    expect(actor.getSnapshot().context.updatedPrices).toEqual(refusal.pricesUpdated.changes);
  });
});

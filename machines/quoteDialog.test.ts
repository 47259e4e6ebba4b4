import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { MESSAGES } from '../src/domain/messages';
import {
  emptyQuoteForm,
  missingQuoteFields,
  onLastColorStep,
  quoteDialogMachine,
  quoteStepNumber,
  selectedColorList,
  type QuoteFormField,
  type SubmitQuoteInput,
} from './quoteDialog.machine';
import { describeModel } from './testing/describeModel';
import { deckOf, QUOTE_COLORS, QUOTE_FORM_VALUES, quoteDialogModel } from './testing/quoteDialogModel';

const colors = QUOTE_COLORS;
const filled = QUOTE_FORM_VALUES;
const PERSONAL = Object.values(filled).slice(0, 4);

describeModel({
  name: 'quoteDialog',
  ...quoteDialogModel({ openAreas: [12.5, 0], endsOnSuccess: false }),
  effects: ['navigateHome', 'reportError'],
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
    if (e?.type === 'xstate.error.actor.submitQuote') {
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
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { SAMPLE_MESSAGES } from '../src/domain/samples';
import type { SampleStockBody } from '../src/domain/schemas/samples';
import { STOCK_QUANTITY_INVALID } from '../src/domain/stockForms';
import { sampleStockEntryMachine, type SampleStockEntryEvent } from './sampleStockEntry.machine';
import { describeModel } from './testing/describeModel';
import type { InternalEvent } from './testing/pathTesting';

const FALLBACK = 'Failed to record the samples';
const input = { fallback: FALLBACK };

describeModel({
  name: 'sampleStockEntry',
  machine: sampleStockEntryMachine,
  input,
  effects: ['sampleStockChanged'],
  events: (): (SampleStockEntryEvent | InternalEvent)[] => [
    { type: 'field.change', field: 'itemId', value: 'b1' },
    { type: 'field.change', field: 'quantity', value: '40' },
    { type: 'field.change', field: 'quantity', value: 'lots' },
    { type: 'field.change', field: 'reference', value: 'SMP 1' },
    { type: 'entry.submit' },
    { type: 'xstate.done.actor.saveSampleStock', output: undefined },
    { type: 'xstate.error.actor.saveSampleStock', error: { status: 404, message: SAMPLE_MESSAGES.unknownColour('b1') } },
    { type: 'xstate.error.actor.saveSampleStock', error: new TypeError('Failed to fetch') },
  ],
  facts: (s) => ({
    itemId: s.context.itemId,
    quantity: s.context.quantity,
    reference: s.context.reference,
    fieldErrors: s.context.fieldErrors,
    error: s.context.error,
  }),
  check: (s, step) => {
    // Only a valid entry is sent, with the quantity as a number.
    for (const call of step.invoked) expect(call.input).toEqual({ itemId: 'b1', quantity: 40, reference: 'SMP 1' });
    const e = step.event;
    if (e?.type === 'entry.submit' && !s.matches('saving')) expect(Object.keys(s.context.fieldErrors).length).toBeGreaterThan(0);
    if (e?.type === 'xstate.done.actor.saveSampleStock') {
      expect(s.value).toBe('saved');
      expect(step.effects).toMatchObject([{ name: 'sampleStockChanged' }]);
      // Cleared for the next box; the colour stays chosen.
      expect(s.context).toMatchObject({ itemId: 'b1', quantity: '', reference: '' });
    }
    if (e?.type === 'xstate.error.actor.saveSampleStock') {
      expect(s.value).toBe('refused');
      expect(s.context.error).toBe('status' in (e.error as object) ? SAMPLE_MESSAGES.unknownColour('b1') : FALLBACK);
      expect(s.context.quantity).toBe('40');
    }
    if (!s.matches('refused')) expect(s.context.error).toBeUndefined();
  },
});

describe('sampleStockEntry rules', () => {
  it('refuses a colour not chosen, a quantity that is not whole and no reference, sending nothing', () => {
    const actor = createActor(sampleStockEntryMachine, { input }).start();
    actor.send({ type: 'field.change', field: 'quantity', value: '2.5' });
    actor.send({ type: 'entry.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toMatchObject({
      itemId: 'Colour is required',
      quantity: STOCK_QUANTITY_INVALID,
      reference: 'Reference is required',
    });
  });

  it('records samples in and keeps the colour for the next box', async () => {
    const sent: SampleStockBody[] = [];
    const machine = sampleStockEntryMachine.provide({
      actors: { saveSampleStock: fromPromise(async ({ input: body }) => void sent.push(body)) },
    });
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'field.change', field: 'itemId', value: 'b1' });
    actor.send({ type: 'field.change', field: 'quantity', value: ' 60 ' });
    actor.send({ type: 'field.change', field: 'reference', value: 'SMP-2211' });
    actor.send({ type: 'entry.submit' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().context).toMatchObject({ itemId: 'b1', quantity: '', reference: '' });
    expect(sent).toEqual([{ itemId: 'b1', quantity: 60, reference: 'SMP-2211' }]);
  });
});

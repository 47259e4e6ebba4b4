import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { STOCK_MESSAGES } from '../src/domain/stock';
import { STOCK_QUANTITY_INVALID, type StockEntryPayload } from '../src/domain/stockForms';
import { stockEntryMachine, type StockEntryEvent } from './stockEntry.machine';
import { describeModel } from './testing/describeModel';
import type { InternalEvent } from './testing/pathTesting';

const FALLBACK = 'Failed to record the stock';
const input = { fallback: FALLBACK };

describeModel({
  name: 'stockEntry',
  machine: stockEntryMachine,
  input,
  effects: ['stockChanged'],
  events: (): (StockEntryEvent | InternalEvent)[] => [
    { type: 'mode.select', mode: 'adjust' },
    { type: 'field.change', field: 'itemId', value: 'b1' },
    { type: 'field.change', field: 'quantity', value: '40' },
    { type: 'field.change', field: 'quantity', value: 'lots' },
    { type: 'field.change', field: 'reference', value: 'DEL 1' },
    { type: 'field.change', field: 'reason', value: 'Shelf count' },
    { type: 'entry.submit' },
    { type: 'xstate.done.actor.saveStockEntry', output: { notified: 2 } },
    { type: 'xstate.error.actor.saveStockEntry', error: { status: 409, message: STOCK_MESSAGES.belowReserved(5) } },
    { type: 'xstate.error.actor.saveStockEntry', error: new TypeError('Failed to fetch') },
  ],
  facts: (s) => ({
    mode: s.context.mode,
    itemId: s.context.itemId,
    quantity: s.context.quantity,
    reference: s.context.reference,
    reason: s.context.reason,
    fieldErrors: s.context.fieldErrors,
    error: s.context.error,
  }),
  check: (s, step) => {
    // Only a valid entry is sent, in the mode chosen, with the quantity as a number.
    for (const call of step.invoked) {
      const payload = call.input as StockEntryPayload;
      if (payload.mode === 'goodsIn') expect(payload.body).toEqual({ reference: 'DEL 1', lines: [{ itemId: 'b1', quantity: 40 }] });
      else expect(payload).toEqual({ mode: 'adjust', body: { itemId: 'b1', kind: 'count', quantity: 40, reason: 'Shelf count' } });
    }
    const e = step.event;
    if (e?.type === 'entry.submit' && !s.matches('saving')) expect(Object.keys(s.context.fieldErrors).length).toBeGreaterThan(0);
    if (e?.type === 'xstate.done.actor.saveStockEntry') {
      expect(s.value).toBe('saved');
      expect(step.effects).toMatchObject([{ name: 'stockChanged', params: { notified: 2 } }]);
      // Cleared for the next entry; the item stays chosen.
      expect(s.context).toMatchObject({ itemId: 'b1', quantity: '', reference: '', reason: '', notified: 2 });
    }
    if (e?.type === 'xstate.error.actor.saveStockEntry') {
      expect(s.value).toBe('refused');
      expect(s.context.error).toBe('status' in (e.error as object) ? STOCK_MESSAGES.belowReserved(5) : FALLBACK);
      expect(s.context.quantity).toBe('40');
    }
    if (!s.matches('refused')) expect(s.context.error).toBeUndefined();
  },
});

describe('stockEntry rules', () => {
  it('refuses a quantity that is not whole, and an expected purchase without its date, sending nothing', () => {
    const actor = createActor(stockEntryMachine, { input }).start();
    actor.send({ type: 'field.change', field: 'itemId', value: 'b1' });
    actor.send({ type: 'field.change', field: 'quantity', value: '2.5' });
    actor.send({ type: 'entry.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toMatchObject({ quantity: STOCK_QUANTITY_INVALID, reference: 'Reference is required' });
    actor.send({ type: 'mode.select', mode: 'expected' });
    actor.send({ type: 'field.change', field: 'quantity', value: '60' });
    actor.send({ type: 'entry.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors.expectedOn).toBeDefined();
    expect(actor.getSnapshot().context.fieldErrors.quantity).toBeUndefined();
  });

  it("records an expected purchase, then shows the server's refusal of an adjustment below what orders hold", async () => {
    const sent: StockEntryPayload[] = [];
    const machine = stockEntryMachine.provide({
      actors: {
        saveStockEntry: fromPromise(async ({ input: payload }) => {
          sent.push(payload);
          if (payload.mode === 'adjust') throw { status: 409, message: STOCK_MESSAGES.belowReserved(12) };
          return { notified: 0 };
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'mode.select', mode: 'expected' });
    actor.send({ type: 'field.change', field: 'itemId', value: 'b1' });
    actor.send({ type: 'field.change', field: 'quantity', value: '60' });
    actor.send({ type: 'field.change', field: 'expectedOn', value: '2026-12-14' });
    actor.send({ type: 'entry.submit' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('saved');
    actor.send({ type: 'mode.select', mode: 'adjust' });
    actor.send({ type: 'field.change', field: 'quantity', value: '3' });
    actor.send({ type: 'field.change', field: 'reason', value: 'Counted' });
    actor.send({ type: 'entry.submit' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('refused');
    expect(actor.getSnapshot().context.error).toBe(STOCK_MESSAGES.belowReserved(12));
    expect(sent).toEqual([
      { mode: 'expected', body: { itemId: 'b1', quantity: 60, expectedOn: '2026-12-14', reference: '' } },
      { mode: 'adjust', body: { itemId: 'b1', kind: 'count', quantity: 3, reason: 'Counted' } },
    ]);
  });
});

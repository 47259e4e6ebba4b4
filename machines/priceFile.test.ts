// The price file's flow (docs/product.md#catalogue): every path of choose -> preview -> apply. Apply is
// offered only for a preview with no row in error that changes something, at once or at a time given;
// a mended file chosen again is previewed again; a refusal keeps the file and shows the server's words.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { PRICE_FILE_MESSAGES, type PriceFileInput, type PriceFilePreview } from '../src/domain/schemas/priceFile';
import { priceFileMachine, type PriceFileEvent } from './priceFile.machine';
import { describeModel } from './testing/describeModel';
import type { InternalEvent } from './testing/pathTesting';

const empty: PriceFilePreview = { rows: 1, newItems: [], priceChanges: [], updatedItems: [], unknownSkus: [], errors: [], unchanged: 0 };
const change = { line: 2, item_id: 'b1', name: 'Board', oldCents: 100, newCents: 110, changePercent: 10 };
const GOOD: PriceFilePreview = { ...empty, priceChanges: [change] };
const IN_ERROR: PriceFilePreview = { ...GOOD, errors: [{ line: 3, item_id: 'b2', reason: 'price: Price must be more than $0.00' }] };
const NOTHING: PriceFilePreview = { ...empty, unchanged: 1 };
const APPLIED = { created: 0, updated: 0, pricesChanged: 1, effectiveAt: null };
const REFUSED = PRICE_FILE_MESSAGES.refused(1);

describeModel({
  name: 'priceFile',
  machine: priceFileMachine,
  effects: ['catalogueChanged'],
  limit: 5_000,
  events: (): (PriceFileEvent | InternalEvent)[] => [
    { type: 'file.choose', fileName: 'prices.csv', csv: 'a' },
    { type: 'timing.select', timing: 'later' },
    { type: 'timing.select', timing: 'now' },
    { type: 'effective.change', value: '2027-01-01T09:00' },
    { type: 'effective.change', value: 'soon' },
    { type: 'file.apply' },
    { type: 'xstate.done.actor.previewPriceFile', output: GOOD },
    { type: 'xstate.done.actor.previewPriceFile', output: IN_ERROR },
    { type: 'xstate.done.actor.previewPriceFile', output: NOTHING },
    { type: 'xstate.error.actor.previewPriceFile', error: new TypeError('Failed to fetch') },
    { type: 'xstate.done.actor.applyPriceFile', output: APPLIED },
    { type: 'xstate.error.actor.applyPriceFile', error: { status: 400, message: REFUSED } },
  ],
  facts: (s) => ({
    preview: s.context.preview,
    timing: s.context.timing,
    effectiveAt: s.context.effectiveAt,
    applied: s.context.applied,
    error: s.context.error,
  }),
  check: (s, step) => {
    // Only a previewed file with no row in error that changes something is applied, at the time chosen.
    for (const call of step.invoked) {
      if (call.id !== 'applyPriceFile') continue;
      const input = call.input as PriceFileInput;
      expect(input.csv).toBe('a');
      expect(s.context.preview).toBe(GOOD);
      expect(input.effectiveAt).toBe(s.context.timing === 'later' ? '2027-01-01T09:00' : null);
    }
    const e = step.event;
    if (e?.type === 'file.choose') expect(s.context).toMatchObject({ preview: null, applied: null, error: undefined });
    if (e?.type === 'xstate.done.actor.applyPriceFile') {
      expect(s.value).toBe('applied');
      expect(step.effects.map((x) => x.name)).toEqual(['catalogueChanged']);
    }
    if (e?.type === 'xstate.error.actor.applyPriceFile') expect([s.value, s.context.error]).toEqual(['refused', REFUSED]);
    if (e?.type === 'xstate.error.actor.previewPriceFile')
      expect([s.value, s.context.error]).toEqual(['failed', PRICE_FILE_MESSAGES.previewFailed]);
  },
});

describe('the price file with the real calls faked', () => {
  it('previews a file in error, offers no Apply, previews the mended file and applies it from the time given', async () => {
    const sent: PriceFileInput[] = [];
    const actor = createActor(
      priceFileMachine.provide({
        actors: {
          previewPriceFile: fromPromise(async ({ input }) => (input.csv === 'bad' ? IN_ERROR : GOOD)),
          applyPriceFile: fromPromise(async ({ input }) => {
            sent.push(input);
            return { ...APPLIED, effectiveAt: '2026-12-31T22:00:00.000Z' };
          }),
        },
      }),
    ).start();
    const settled = () => new Promise((r) => setTimeout(r, 0));
    actor.send({ type: 'file.choose', fileName: 'prices.csv', csv: 'bad' });
    await settled();
    expect(actor.getSnapshot().value).toBe('previewed');
    expect(actor.getSnapshot().can({ type: 'file.apply' })).toBe(false);
    actor.send({ type: 'file.choose', fileName: 'prices.csv', csv: 'good' });
    await settled();
    actor.send({ type: 'timing.select', timing: 'later' });
    expect(actor.getSnapshot().can({ type: 'file.apply' })).toBe(false);
    actor.send({ type: 'effective.change', value: '2027-01-01T09:00' });
    actor.send({ type: 'file.apply' });
    await settled();
    expect(actor.getSnapshot().value).toBe('applied');
    expect(sent).toEqual([{ csv: 'good', effectiveAt: '2027-01-01T09:00' }]);
  });
});

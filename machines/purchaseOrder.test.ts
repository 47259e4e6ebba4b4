// The purchase order / job reference in the order wizard (docs/product.md#trade-accounts, "Ordering on
// account"): typed on the delivery step, required when the buyer's company says so, else optional, at
// most 50 characters, and sent trimmed with the order (absent when blank). Generated paths over the
// wizard reach the delivery step with one board and no subframe (a summary without a line cannot be
// submitted) and vary only the
// reference, for a company that requires one and for one that does not; every step is replayed into a
// real actor. The wizard's own transitions are covered by orderWizard.test.ts.
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { BoardConfig } from '../src/domain/catalogue';
import { PO_MAX_LENGTH, PO_MESSAGES } from '../src/domain/purchaseOrder';
import {
  deliveryErrorFieldOf,
  deliveryErrorOf,
  isCheckingDate,
  orderWizardMachine,
  wizardStep,
  type OrderWizardEvent,
} from './orderWizard.machine';
import { describePath, generatePaths, replayPath, type InternalEvent, type PathModel } from './testing/pathTesting';

type Snap = SnapshotFrom<typeof orderWizardMachine>;
const config: BoardConfig = { WoodEvo: { HOME: { Grooved: { Barossa: [{ size: '5.4m', item_id: 'WE-H-G-BAR-54' }] } } } };
const FUTURE = '2099-01-01';
const TOO_LONG = 'J'.repeat(PO_MAX_LENGTH + 1);
/** The values the reference takes, each from the one before: typed, spaces only, too long, back to typed. */
const NEXT_VALUE: Record<string, string> = { '': ' JOB-7 ', ' JOB-7 ': '   ', '   ': TOO_LONG, [TOO_LONG]: 'JOB-8' };

const events = (s: Snap): (OrderWizardEvent | InternalEvent)[] => {
  if (s.matches('loading')) return [{ type: 'xstate.done.actor.loadBoardConfig', output: config }];
  const step = wizardStep(s);
  // One board, then no subframe: an order without a line cannot be submitted (docs/product.md#order-wizard-steps).
  if (step === 'brand') return [{ type: 'brand.select', brand: 'WoodEvo' }];
  if (step === 'range') return [{ type: 'range.select', range: 'HOME' }];
  if (step === 'color') return [s.context.orderItems.length ? { type: 'wizard.proceed' } : { type: 'color.select', color: 'Barossa' }];
  if (step === 'boardType') return [{ type: 'boardType.select', boardType: 'Grooved' }];
  if (step === 'subframe') return [{ type: 'subframe.select', subframe: 'none' }];
  if (step === 'summary') {
    return [
      { type: 'wizard.back' },
      { type: 'order.submit' },
      { type: 'xstate.error.actor.submitOrder', error: { status: 422, message: 'No' } },
    ];
  }
  if (step !== 'delivery') return [];
  const c = s.context;
  if (c.deliveryMethod === '') return [{ type: 'delivery.method.select', method: 'pickup' }];
  if (c.preferredDate === '') return [{ type: 'delivery.field.change', field: 'preferredDate', value: FUTURE }];
  // The calendar's answer for the date comes first: the wait for it is orderWizard.test.ts's.
  if (isCheckingDate(c)) return [{ type: 'delivery.date.checked', value: c.preferredDate, method: c.deliveryMethod, refusal: null }];
  const next = NEXT_VALUE[c.poReference];
  return [
    { type: 'wizard.proceed' },
    ...(next !== undefined ? [{ type: 'delivery.field.change' as const, field: 'poReference' as const, value: next }] : []),
  ];
};

const model = (poRequired: boolean): PathModel<typeof orderWizardMachine> => ({
  name: poRequired ? 'a company that requires a reference' : 'no reference required',
  machine: orderWizardMachine,
  input: { project: null, poRequired },
  events,
  facts: (s) => ({
    po: s.context.poReference,
    error: s.context.deliveryError,
    method: s.context.deliveryMethod,
    date: s.context.preferredDate,
  }),
  check: (s, step) => {
    const c = s.context;
    expect(c.poRequired).toBe(poRequired);
    const prev = step.previous;
    // After a refused Continue an edit shows the next rule still broken; before one, none.
    if (step.event?.type === 'delivery.field.change')
      expect(c.deliveryError).toBe(prev?.context.deliveryError === undefined ? undefined : (deliveryErrorOf(c) ?? undefined));
    if (step.event?.type === 'wizard.proceed' && prev && wizardStep(prev) === 'delivery') {
      const typed = prev.context.poReference.trim();
      const expected = poRequired && typed === '' ? PO_MESSAGES.required : typed.length > PO_MAX_LENGTH ? PO_MESSAGES.tooLong : undefined;
      expect(c.deliveryError).toBe(expected);
      expect(wizardStep(s)).toBe(expected ? 'delivery' : 'summary');
      // A refused Continue points the view at the reference field (it moves the focus there).
      expect(deliveryErrorFieldOf(s)).toBe(expected ? 'poReference' : null);
    }
    // No path reaches the summary with a reference the order cannot go with.
    if (wizardStep(s) === 'summary') {
      expect(poRequired && c.poReference.trim() === '').toBe(false);
      expect(c.poReference.trim().length).toBeLessThanOrEqual(PO_MAX_LENGTH);
    }
    for (const call of step.invoked.filter((i) => i.id === 'submitOrder')) {
      const typed = c.poReference.trim();
      expect((call.input as { poReference?: string }).poReference).toBe(typed === '' ? undefined : typed);
    }
  },
});

for (const m of [model(true), model(false)]) {
  describe(`purchase order reference paths: ${m.name}`, () => {
    const paths = generatePaths(m);
    it('reaches the summary and a submission', () => {
      expect(paths.some((p) => p.steps.some((st) => st.event.type === 'order.submit'))).toBe(true);
    });
    paths.forEach((path, i) => {
      it(`path ${i + 1}: ${describePath(path)}`, async () => {
        await replayPath(m, path, (actual, expected, message) => expect(actual, message).toEqual(expected));
      });
    });
  });
}

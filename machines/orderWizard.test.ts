import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { HARDWARE_BRAND, MESSAGES, PICKUP_LOCATION } from '../src/domain/constants';
import type { BoardConfig, HardwareItem } from '../src/domain/catalogue';
import { buildOrderPayload } from '../src/domain/orderPayload';
import type { Order } from '../src/domain/schemas/orders';
import {
  isHardwareAdded, orderWizardMachine, pickerQuantity, sidePanelVisibility, wizardStepNumber, type OrderWizardEvent,
} from './orderWizard.machine';
import type { InternalEvent, StepInfo } from './testing/pathTesting';
import { describeModels } from './testing/describeModel';

const config: BoardConfig = {
  WoodEvo: { HOME: { Grooved: { Barossa: [{ size: '5.4m', item_id: 'WE-H-G-BAR-54' }, { size: '3.6m', item_id: 'WE-H-G-BAR-36' }] } } },
};
const screws: HardwareItem = {
  item_id: 'HW-CLIP', name: 'Hidden clip pack', description: 'Clips for grooved boards', sku: 'CLIP-100', category_name: 'Fixings', rate: 49.5, unit: 'pack',
};
const created = { id: 'o-1' } as Order;
const FUTURE = '2099-01-01';
const PAST = '2000-01-01';

type Snap = SnapshotFrom<typeof orderWizardMachine>;
const STEPS_WITH_PANEL = ['brand', 'range', 'color', 'boardType', 'subframe', 'hardware', 'delivery'] as const;

const load: (OrderWizardEvent | InternalEvent)[] = [
  { type: 'xstate.done.actor.loadBoardConfig', output: config },
  { type: 'xstate.error.actor.loadBoardConfig', error: { status: 503 } },
  { type: 'catalogue.retry' },
];

function boardCount(s: Snap): number {
  return s.context.orderItems.filter((i) => i.brand !== HARDWARE_BRAND).reduce((n, i) => n + i.quantity, 0);
}

function lineEdits(s: Snap, index = 0): OrderWizardEvent[] {
  const line = s.context.orderItems[index];
  if (!line) return [];
  return [
    ...(line.quantity < 2 ? [{ type: 'item.increment' as const, id: line.id }] : []),
    { type: 'item.decrement', id: line.id },
    { type: 'item.remove', id: line.id },
  ];
}

/** Fixed route to a step with one board line: the regions below vary freely only where they start. */
function routeTo(s: Snap, subframes: ('timber' | 'none')[]): (OrderWizardEvent | InternalEvent)[] {
  if (s.matches('loading')) return [load[0]];
  if (s.matches('brand')) return [{ type: 'brand.select', brand: 'WoodEvo' }];
  if (s.matches('range')) return [{ type: 'range.select', range: 'HOME' }];
  if (s.matches('color')) return [boardCount(s) > 0 ? { type: 'wizard.proceed' } : { type: 'color.select', color: 'Barossa' }];
  if (s.matches('boardType')) return [{ type: 'boardType.select', boardType: 'Grooved' }];
  if (s.matches('subframe')) return subframes.map((subframe) => ({ type: 'subframe.select' as const, subframe }));
  return [];
}

/** Steps 1-5, their forward/back rules, Start Over, lines and the catalogue load. */
function navigationEvents(s: Snap): (OrderWizardEvent | InternalEvent)[] {
  return [
    ...load,
    { type: 'brand.select', brand: 'WoodEvo' },
    { type: 'range.select', range: 'HOME' },
    { type: 'color.select', color: 'Barossa' },
    ...(boardCount(s) < 2 ? [{ type: 'boardType.select' as const, boardType: 'Grooved' }] : []),
    { type: 'subframe.select', subframe: 'timber' },
    { type: 'subframe.select', subframe: 'none' },
    { type: 'wizard.proceed' },
    { type: 'wizard.back' },
    { type: 'wizard.startOver' },
    ...(s.matches('delivery') || s.matches('hardware') ? [] : lineEdits(s)),
  ];
}

/** The hardware step: picker, add / Added, lines edited there, and its way in and out. */
function hardwareEvents(s: Snap): (OrderWizardEvent | InternalEvent)[] {
  if (s.matches('hardware')) {
    return [
      ...(pickerQuantity(s.context, screws.item_id) === 1 ? [{ type: 'hardware.quantity.change' as const, itemId: screws.item_id, quantity: 3 }] : []),
      { type: 'hardware.add', item: screws },
      ...lineEdits(s, s.context.orderItems.length - 1),
      { type: 'wizard.proceed' },
      { type: 'wizard.back' },
    ];
  }
  if (s.matches('delivery')) return [{ type: 'wizard.back' }, ...lineEdits(s, s.context.orderItems.length - 1)];
  if (s.matches('subframe')) return [...routeTo(s, ['timber']), { type: 'wizard.proceed' }];
  return routeTo(s, ['timber']);
}

/** Delivery form, validation messages, method switching, summary and submission. */
function deliveryEvents(s: Snap): (OrderWizardEvent | InternalEvent)[] {
  const c = s.context;
  if (s.matches('hardware')) return [{ type: 'wizard.proceed' }];
  if (s.matches('summary')) {
    return [
      { type: 'order.submit' },
      { type: 'wizard.back' },
      { type: 'xstate.done.actor.submitOrder', output: created },
      { type: 'xstate.error.actor.submitOrder', error: { status: 400, message: 'Add at least one board or hardware item to the order' } },
      { type: 'xstate.error.actor.submitOrder', error: new TypeError('Failed to fetch') },
    ];
  }
  if (!s.matches('delivery')) return routeTo(s, ['timber', 'none']);
  const events: OrderWizardEvent[] = [{ type: 'wizard.proceed' }, { type: 'wizard.back' }];
  // One walk through the form: method, address, date (past, then future), notes, project, switching.
  if (c.deliveryMethod === '') events.push({ type: 'delivery.method.select', method: 'delivery' });
  if (c.deliveryMethod === 'delivery') {
    if (c.deliveryStreetAddress === '') events.push({ type: 'delivery.field.change', field: 'deliveryStreetAddress', value: '1 Beach Rd' });
    else if (c.deliveryCityPostcode === '') events.push({ type: 'delivery.field.change', field: 'deliveryCityPostcode', value: 'St Kilda 3182' });
    else if (c.preferredDate === FUTURE) events.push({ type: 'delivery.method.select', method: 'pickup' });
  }
  if (c.deliveryMethod === 'pickup' && c.project !== null) events.push({ type: 'delivery.method.select', method: 'delivery' });
  if (c.deliveryMethod !== '' && c.preferredDate === '') events.push({ type: 'delivery.field.change', field: 'preferredDate', value: PAST });
  if (c.preferredDate === PAST) events.push({ type: 'delivery.field.change', field: 'preferredDate', value: FUTURE });
  if (c.preferredDate === FUTURE && c.notes === '') events.push({ type: 'delivery.field.change', field: 'notes', value: 'Side gate' });
  if (c.project === null && c.deliveryMethod === 'pickup') events.push({ type: 'project.select', project: 'p-2' });
  return events;
}

const shared = {
  machine: orderWizardMachine,
  input: { project: null },
  effects: ['navigateToOrders'],
  limit: 100_000,
  facts: (s: Snap) => {
    const c = s.context;
    return {
      sel: [c.selectedBrand, c.selectedRange, c.selectedColor, c.selectedSubframe],
      items: c.orderItems.map((i) => `${i.item_id}x${i.quantity}`),
      picker: pickerQuantity(c, screws.item_id),
      delivery: [c.deliveryMethod, c.deliveryStreetAddress !== '', c.deliveryCityPostcode !== '', c.pickupLocation !== '', c.preferredDate, c.notes !== '', c.project],
      errors: [c.loadError, c.deliveryError, c.submitError],
    };
  },
  check: (s: Snap, step: StepInfo<typeof orderWizardMachine>) => {
    const c = s.context;
    const e = step.event;
    const prev = step.previous;
    // Quantities never drop below 1.
    for (const i of c.orderItems) expect(i.quantity).toBeGreaterThanOrEqual(1);
    // The panel is hidden on summary; its Proceed is hidden on delivery.
    expect(sidePanelVisibility(s)).toEqual({
      panel: STEPS_WITH_PANEL.some((k) => s.matches(k)),
      proceed: STEPS_WITH_PANEL.some((k) => k !== 'delivery' && s.matches(k)),
    });
    if (e?.type === 'xstate.error.actor.loadBoardConfig') expect(c.loadError).toBe('Failed to load product data. Please try refreshing the page.');
    if (e?.type === 'boardType.select' && prev) {
      // One item (quantity 1, the first size found: 5.4m) is added and the wizard returns to colours.
      expect(s.value).toBe('color');
      expect(c.orderItems.length).toBe(prev.context.orderItems.length + 1);
      expect(c.orderItems.at(-1)).toMatchObject({ quantity: 1, size: '5.4m', item_id: 'WE-H-G-BAR-54', brand: 'WoodEvo', range: 'HOME', color: 'Barossa', boardType: 'Grooved' });
    }
    if (e?.type === 'wizard.proceed' && prev && (['brand', 'range', 'color', 'boardType'] as const).some((k) => prev.matches(k))) {
      expect(s.value).toBe(prev.context.orderItems.length > 0 ? 'subframe' : 'delivery');
    }
    if (e?.type === 'wizard.back' && prev) {
      if (prev.matches('subframe')) expect(s.value).toBe(prev.context.orderItems.length > 0 ? 'color' : 'brand');
      if (prev.matches('delivery')) expect(s.value).toBe(['timber', 'metal'].includes(prev.context.selectedSubframe ?? '') ? 'hardware' : 'subframe');
      if (prev.matches('hardware')) expect(s.value).toBe('subframe');
      if (prev.matches({ summary: 'reviewing' })) expect(s.value).toBe('delivery');
      if (prev.matches('boardType')) expect([s.value, c.selectedColor]).toEqual(['color', null]);
      if (prev.matches('color')) expect([s.value, c.selectedRange]).toEqual(['range', null]);
      if (prev.matches('range')) expect([s.value, c.selectedBrand]).toEqual(['brand', null]);
    }
    if (e?.type === 'subframe.select') expect(s.value).toBe(e.subframe === 'none' ? 'delivery' : 'hardware');
    if (e?.type === 'wizard.proceed' && prev?.matches('hardware')) expect(s.value).toBe('delivery');
    if (e?.type === 'wizard.startOver') {
      expect(s.value).toBe('brand');
      expect([c.selectedBrand, c.selectedRange, c.selectedColor, c.selectedSubframe, c.orderItems.length]).toEqual([null, null, null, null, 0]);
    }
    if (e?.type === 'hardware.add' && prev && !isHardwareAdded(prev.context, screws.item_id)) {
      expect(c.orderItems.at(-1)).toMatchObject({ brand: 'Hardware', range: c.selectedSubframe, color: 'Fixings', boardType: screws.name, quantity: pickerQuantity(prev.context, screws.item_id) });
      expect(pickerQuantity(c, screws.item_id)).toBe(1);
      expect(isHardwareAdded(c, screws.item_id)).toBe(true);
    }
    if (e?.type === 'delivery.method.select') {
      if (c.deliveryMethod === 'pickup') expect([c.deliveryStreetAddress, c.deliveryCityPostcode, c.pickupLocation]).toEqual(['', '', PICKUP_LOCATION.address]);
      else expect(c.pickupLocation).toBe('');
    }
    if (e?.type === 'wizard.proceed' && prev?.matches('delivery')) {
      const p = prev.context;
      const expected =
        p.deliveryMethod === '' ? MESSAGES.selectDeliveryMethod
          : p.preferredDate === '' ? MESSAGES.selectPreferredDate
            : p.preferredDate === PAST ? MESSAGES.preferredDateNotPast
              : p.deliveryMethod === 'delivery' && (!p.deliveryStreetAddress || !p.deliveryCityPostcode) ? MESSAGES.fillDeliveryAddress
                : undefined;
      expect(c.deliveryError).toBe(expected);
      expect(s.value).toEqual(expected ? 'delivery' : { summary: 'reviewing' });
    }
    for (const call of step.invoked) {
      if (call.id === 'submitOrder') {
        expect(call.input).toEqual(buildOrderPayload(c));
        expect((call.input as { notes: string }).notes.startsWith(`Selected subframe: ${c.selectedSubframe ?? 'none'}\n`)).toBe(true);
      }
    }
    if (e?.type === 'xstate.done.actor.submitOrder') {
      expect(s.value).toBe('submitted');
      expect(step.effects).toMatchObject([{ name: 'navigateToOrders', params: created }]);
    }
    if (e?.type === 'xstate.error.actor.submitOrder') {
      expect(s.matches({ summary: 'reviewing' })).toBe(true);
      const err = e.error as { status?: number; message?: string };
      expect(c.submitError).toBe(err.status ? err.message : 'Failed to submit order');
    }
  },
};

describeModels('orderWizard', [
  { ...shared, name: 'steps, lines and catalogue load', events: navigationEvents },
  { ...shared, name: 'hardware step', events: hardwareEvents },
  { ...shared, name: 'delivery, summary and submission', events: deliveryEvents },
]);

function started(project: string | null = null) {
  const machine = orderWizardMachine.provide({ actors: { loadBoardConfig: fromPromise(async () => config) } });
  return createActor(machine, { input: { project } }).start();
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('orderWizard rules', () => {
  it('back from subframe with no items goes to brand', async () => {
    const actor = started();
    await settle();
    actor.send({ type: 'wizard.proceed' });
    expect(actor.getSnapshot().value).toBe('delivery');
    actor.send({ type: 'wizard.back' });
    expect(actor.getSnapshot().value).toBe('subframe');
    actor.send({ type: 'wizard.back' });
    expect(actor.getSnapshot().value).toBe('brand');
  });

  it('metal, like timber, leads to the hardware step and none skips it', async () => {
    for (const [subframe, next] of [['metal', 'hardware'], ['timber', 'hardware'], ['none', 'delivery']] as const) {
      const actor = started();
      await settle();
      actor.send({ type: 'brand.select', brand: 'WoodEvo' });
      actor.send({ type: 'range.select', range: 'HOME' });
      actor.send({ type: 'color.select', color: 'Barossa' });
      actor.send({ type: 'boardType.select', boardType: 'Grooved' });
      actor.send({ type: 'wizard.proceed' });
      actor.send({ type: 'subframe.select', subframe });
      expect(actor.getSnapshot().value).toBe(next);
    }
  });

  it('ignores a brand, range, colour or board type that is not in the catalogue', async () => {
    const actor = started();
    await settle();
    actor.send({ type: 'brand.select', brand: 'Nope' });
    expect(actor.getSnapshot().value).toBe('brand');
    actor.send({ type: 'brand.select', brand: 'WoodEvo' });
    actor.send({ type: 'range.select', range: 'ADVANCED' });
    expect(actor.getSnapshot().value).toBe('range');
    actor.send({ type: 'range.select', range: 'HOME' });
    actor.send({ type: 'color.select', color: 'Basalt' });
    expect(actor.getSnapshot().value).toBe('color');
    actor.send({ type: 'color.select', color: 'Barossa' });
    actor.send({ type: 'boardType.select', boardType: 'Square Edge' });
    expect(actor.getSnapshot().value).toBe('boardType');
  });

  it('preselects the project from the URL and keeps it on Start Over', async () => {
    const actor = started('p-7');
    await settle();
    expect(actor.getSnapshot().context.project).toBe('p-7');
    actor.send({ type: 'brand.select', brand: 'WoodEvo' });
    actor.send({ type: 'range.select', range: 'HOME' });
    actor.send({ type: 'wizard.startOver' });
    expect(actor.getSnapshot().context.project).toBe('p-7');
  });

  it('numbers the steps 1 to 8', async () => {
    const actor = started();
    expect(wizardStepNumber(actor.getSnapshot())).toBeUndefined();
    await settle();
    expect(wizardStepNumber(actor.getSnapshot())).toBe(1);
    actor.send({ type: 'wizard.proceed' });
    expect(wizardStepNumber(actor.getSnapshot())).toBe(7);
  });

  it('a decrement at quantity 1 is refused (minimum 1)', async () => {
    const actor = started();
    await settle();
    actor.send({ type: 'brand.select', brand: 'WoodEvo' });
    actor.send({ type: 'range.select', range: 'HOME' });
    actor.send({ type: 'color.select', color: 'Barossa' });
    actor.send({ type: 'boardType.select', boardType: 'Grooved' });
    const id = actor.getSnapshot().context.orderItems[0].id;
    expect(actor.getSnapshot().can({ type: 'item.decrement', id })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { PICKUP_LOCATION } from '../src/domain/constants';
import { MESSAGES } from '../src/domain/messages';
import type { BoardConfig, HardwareItem } from '../src/domain/catalogue';
import { buildOrderPayload, orderItemsProblem, type OrderPayload } from '../src/domain/orderPayload';
import {
  deliveryErrorFieldOf,
  deliveryErrorOf,
  isCheckingDate,
  isHardwareAdded,
  orderWizardMachine,
  pickerQuantity,
  type ReorderData,
  sidePanelVisibility,
  WIZARD_STEP_STATES,
  wizardStep,
  wizardStepNumber,
} from './orderWizard.machine';
import type { StepInfo } from './testing/pathTesting';
import { describeModels } from './testing/describeModel';
import {
  CREATED_ORDER as created,
  DESIGN_ID,
  DESIGN_PROJECT_ID,
  designData,
  orderWizardModels,
  PRICES_UPDATED_REFUSAL,
  REORDER_DELIVERY,
  REORDER_ID,
  reorderData,
} from './testing/orderWizardModel';
import { DESIGN_TEXTS } from '../src/domain/designTexts';
import type { DesignOrderSource } from '../src/domain/designOrder';

const config: BoardConfig = {
  WoodEvo: {
    HOME: {
      Grooved: {
        Barossa: [
          { size: '5400 x 137 x 23mm', item_id: 'WE-H-G-BAR-54' },
          { size: '3600 x 137 x 23mm', item_id: 'WE-H-G-BAR-36' },
        ],
      },
    },
  },
};
const screws: HardwareItem = {
  // The WoodEvo clips: the hardware step's Use {n} counts their boxes from the boards.
  item_id: 'hw-woodevo-hidden-clips',
  name: 'Hidden clip pack',
  description: 'Clips for grooved boards',
  sku: 'CLIP-100',
  category_name: 'Fixings',
  rate: 49.5,
  unit: 'pack',
};
const FUTURE = '2099-01-01';
const LATER = '2099-01-02';
const PAST = '2000-01-01';

type Snap = SnapshotFrom<typeof orderWizardMachine>;
const STEPS_WITH_PANEL = ['brand', 'range', 'color', 'boardType', 'subframe', 'hardware', 'delivery'] as const;

const models = orderWizardModels({
  config,
  hardware: screws,
  futureDate: FUTURE,
  pastDate: PAST,
  project: 'p-2',
  maxBoards: 2,
  navigationPastSubframe: true,
  suggestionsNeedBoards: false,
});

const spec = {
  effects: ['navigateToOrders', 'refreshPrices'],
  check: (s: Snap, step: StepInfo<typeof orderWizardMachine>) => {
    const c = s.context;
    const e = step.event;
    const prev = step.previous;
    // Quantities never drop below 1.
    for (const i of c.orderItems) expect(i.quantity).toBeGreaterThanOrEqual(1);
    // The panel is hidden on summary; its Proceed is hidden on delivery.
    expect(sidePanelVisibility(s)).toEqual({
      panel: STEPS_WITH_PANEL.some((k) => wizardStep(s) === k),
      proceed: STEPS_WITH_PANEL.some((k) => k !== 'delivery' && wizardStep(s) === k),
    });
    if (e?.type === 'xstate.error.actor.loadBoardConfig')
      expect(c.loadError).toBe('Failed to load product data. Please try refreshing the page.');
    if (e?.type === 'boardType.select' && prev) {
      // One item (quantity 1, the first size found: 5.4 m) is added and the wizard returns to colours.
      expect(wizardStep(s)).toBe('color');
      expect(c.orderItems.length).toBe(prev.context.orderItems.length + 1);
      expect(c.orderItems.at(-1)).toMatchObject({
        quantity: 1,
        size: '5400 x 137 x 23mm',
        item_id: 'WE-H-G-BAR-54',
        brand: 'WoodEvo',
        range: 'HOME',
        color: 'Barossa',
        boardType: 'Grooved',
      });
    }
    if (e?.type === 'wizard.proceed' && prev && (['brand', 'range', 'color', 'boardType'] as const).some((k) => wizardStep(prev) === k)) {
      expect(wizardStep(s)).toBe(prev.context.orderItems.length > 0 ? 'subframe' : 'delivery');
    }
    if (e?.type === 'wizard.back' && prev) {
      // Back to colours needs a range to show them for (order again may bring only hardware lines).
      const colours = prev.context.orderItems.length > 0 && prev.context.selectedRange !== null;
      if (wizardStep(prev) === 'subframe') expect(wizardStep(s)).toBe(colours ? 'color' : 'brand');
      const hardwareBefore = ['timber', 'metal'].includes(prev.context.selectedSubframe ?? '');
      if (wizardStep(prev) === 'delivery') expect(wizardStep(s)).toBe(hardwareBefore ? 'hardware' : 'subframe');
      if (wizardStep(prev) === 'hardware') expect(wizardStep(s)).toBe('subframe');
      if (prev.matches({ summary: 'reviewing' })) expect(wizardStep(s)).toBe('delivery');
      if (wizardStep(prev) === 'boardType') expect([wizardStep(s), c.selectedColor]).toEqual(['color', null]);
      if (wizardStep(prev) === 'color') expect([wizardStep(s), c.selectedRange]).toEqual(['range', null]);
      if (wizardStep(prev) === 'range') expect([wizardStep(s), c.selectedBrand]).toEqual(['brand', null]);
    }
    if (e?.type === 'item.quantity.set' && prev) {
      expect(c.orderItems.find((i) => i.id === e.id)?.quantity).toBe(e.quantity);
      expect(c.orderItems.length).toBe(prev.context.orderItems.length);
    }
    if (e?.type === 'xstate.done.actor.loadBoardConfig') {
      expect(s.matches(c.reorderId ? 'reordering' : c.designId ? 'designing' : 'ordering')).toBe(true);
    }
    if (e?.type === 'xstate.done.actor.loadDesign') {
      if ((e.output as DesignOrderSource).drawing.colorItemId) {
        // The colour's item per stock length with the layout's counts, on the subframe step, in the design's project.
        expect(wizardStep(s)).toBe('subframe');
        expect(c.orderItems.map((i) => [i.item_id, i.quantity])).toEqual([['WE-H-G-BAR-54', 12]]);
        expect([c.project, c.design?.id, c.designNotice]).toEqual([DESIGN_PROJECT_ID, DESIGN_ID, undefined]);
      } else {
        expect([wizardStep(s), c.orderItems.length, c.design, c.designNotice]).toEqual(['brand', 0, null, DESIGN_TEXTS.needsColour]);
      }
    }
    if (e?.type === 'xstate.error.actor.loadDesign')
      expect([s.value, c.loadError]).toEqual(['loadFailed', DESIGN_TEXTS.loadForOrderFailed]);
    for (const call of step.invoked) if (call.id === 'loadDesign') expect(call.input).toEqual({ designId: DESIGN_ID });
    if (e?.type === 'xstate.done.actor.loadReorder') {
      // The order's lines still in the catalogue, with their quantities, on the subframe step; the gone ones named.
      expect(wizardStep(s)).toBe('subframe');
      expect(c.orderItems.map((i) => [i.item_id, i.quantity])).toEqual([
        ['WE-H-G-BAR-54', 2],
        [screws.item_id, 1],
      ]);
      expect(c.leftOut).toEqual(['WoodEvo HOME Discontinued Teak Grooved, 5400 x 137 x 23mm', 'Discontinued Screws']);
      expect([c.selectedSubframe, c.selectedBrand, c.selectedRange]).toEqual(['timber', 'WoodEvo', 'HOME']);
      // Everything else the order had, but the date.
      expect(c).toMatchObject({ ...REORDER_DELIVERY, notes: 'Side gate', preferredDate: '' });
    }
    if (e?.type === 'xstate.error.actor.loadReorder') expect([s.value, c.loadError]).toEqual(['loadFailed', MESSAGES.reorderLoadFailed]);
    for (const call of step.invoked) if (call.id === 'loadReorder') expect(call.input).toEqual({ orderId: REORDER_ID });
    if (e?.type === 'subframe.select') expect(wizardStep(s)).toBe(e.subframe === 'none' ? 'delivery' : 'hardware');
    if (e?.type === 'wizard.proceed' && prev && wizardStep(prev) === 'hardware') expect(wizardStep(s)).toBe('delivery');
    if (e?.type === 'wizard.startOver') {
      expect(wizardStep(s)).toBe('brand');
      expect(c.leftOut).toEqual([]);
      expect([c.selectedBrand, c.selectedRange, c.selectedColor, c.selectedSubframe, c.orderItems.length]).toEqual([
        null,
        null,
        null,
        null,
        0,
      ]);
    }
    if (e?.type === 'hardware.add' && prev && !isHardwareAdded(prev.context, screws.item_id)) {
      expect(c.orderItems.at(-1)).toMatchObject({
        brand: 'Hardware',
        range: c.selectedSubframe,
        color: 'Fixings',
        boardType: screws.name,
        quantity: pickerQuantity(prev.context, screws.item_id),
      });
      expect(pickerQuantity(c, screws.item_id)).toBe(1);
      expect(isHardwareAdded(c, screws.item_id)).toBe(true);
    }
    if (e?.type === 'delivery.method.select') {
      if (c.deliveryMethod === 'pickup')
        expect([c.deliveryStreetAddress, c.deliveryCityPostcode, c.pickupLocation]).toEqual(['', '', PICKUP_LOCATION.address]);
      else expect(c.pickupLocation).toBe('');
    }
    if (e?.type === 'wizard.proceed' && prev && wizardStep(prev) === 'delivery') {
      const p = prev.context;
      const expected =
        p.deliveryMethod === ''
          ? MESSAGES.selectDeliveryMethod
          : p.preferredDate === ''
            ? MESSAGES.selectPreferredDate
            : p.preferredDate === PAST
              ? MESSAGES.preferredDateNotPast
              : p.deliveryMethod === 'delivery' && (!p.deliveryStreetAddress || !p.deliveryCityPostcode)
                ? MESSAGES.fillDeliveryAddress
                : undefined;
      expect(c.deliveryError).toBe(expected);
      // A valid form whose date the calendar has not answered for yet waits on the step, its Continue remembered.
      const waits = !expected && isCheckingDate(p);
      expect(s.value).toEqual(expected || waits ? WIZARD_STEP_STATES.delivery : { summary: 'reviewing' });
      expect(c.proceedWaiting).toBe(waits);
    }
    // The answer for the date a Continue waited on takes the valid form on to the summary; no answer skips the wait.
    if (e?.type === 'delivery.date.checked' && prev) {
      expect(s.matches('summary')).toBe(prev.context.proceedWaiting && deliveryErrorOf(c) === null);
    }
    if (s.matches('summary')) expect(isCheckingDate(c)).toBe(false);
    // Submit Order only with a line (docs/product.md#order-wizard-steps); back from the summary drops a refusal.
    if (s.matches({ summary: 'reviewing' }) || s.matches({ summary: 'pricesUpdated' }))
      expect(s.can({ type: 'order.submit' })).toBe(c.orderItems.length > 0);
    if (e?.type === 'wizard.back' && prev?.matches('summary')) expect(c.submitError).toBeUndefined();
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
    if (e?.type === 'xstate.error.actor.submitOrder' && e.error === PRICES_UPDATED_REFUSAL) {
      // Nothing placed: the summary lists the change and the new total, and Submit sends the server's prices.
      expect(s.matches({ summary: 'pricesUpdated' })).toBe(true);
      expect(c.submitError).toBeUndefined();
      expect(c.priceChanges).toEqual(PRICES_UPDATED_REFUSAL.body.changes);
      expect(c.repricedTotals).toMatchObject({ subtotalCents: 10980, gstCents: 1098, totalCents: 12078 });
      expect(step.effects.map((x) => x.name)).toContain('refreshPrices');
    } else if (e?.type === 'xstate.error.actor.submitOrder') {
      expect(s.matches({ summary: 'reviewing' })).toBe(true);
      const err = e.error as { status?: number; message?: string };
      expect(c.submitError).toBe(err.status ? err.message : 'Failed to submit order');
    }
  },
};

describeModels(
  'orderWizard',
  models.map((m) => ({ ...m, ...spec })),
);

function started(project: string | null = null) {
  const machine = orderWizardMachine.provide({ actors: { loadBoardConfig: fromPromise(async () => config) } });
  return createActor(machine, { input: { project } }).start();
}
const settle = () => new Promise((r) => setTimeout(r, 0));
/** Brand, range, colour and board type: one board line, back on the colour step. */
function addOneBoard(actor: ReturnType<typeof started>) {
  actor.send({ type: 'brand.select', brand: 'WoodEvo' });
  actor.send({ type: 'range.select', range: 'HOME' });
  actor.send({ type: 'color.select', color: 'Barossa' });
  actor.send({ type: 'boardType.select', boardType: 'Grooved' });
}

describe('orderWizard rules', () => {
  it('back from subframe with no items goes to brand', async () => {
    const actor = started();
    await settle();
    actor.send({ type: 'wizard.proceed' });
    expect(wizardStep(actor.getSnapshot())).toBe('delivery');
    actor.send({ type: 'wizard.back' });
    expect(wizardStep(actor.getSnapshot())).toBe('subframe');
    actor.send({ type: 'wizard.back' });
    expect(wizardStep(actor.getSnapshot())).toBe('brand');
  });

  it('metal, like timber, leads to the hardware step and none skips it', async () => {
    for (const [subframe, next] of [
      ['metal', 'hardware'],
      ['timber', 'hardware'],
      ['none', 'delivery'],
    ] as const) {
      const actor = started();
      await settle();
      addOneBoard(actor);
      actor.send({ type: 'wizard.proceed' });
      actor.send({ type: 'subframe.select', subframe });
      expect(wizardStep(actor.getSnapshot())).toBe(next);
    }
  });

  it('ignores a brand, range, colour or board type that is not in the catalogue', async () => {
    const actor = started();
    await settle();
    actor.send({ type: 'brand.select', brand: 'Nope' });
    expect(wizardStep(actor.getSnapshot())).toBe('brand');
    actor.send({ type: 'brand.select', brand: 'WoodEvo' });
    actor.send({ type: 'range.select', range: 'ADVANCED' });
    expect(wizardStep(actor.getSnapshot())).toBe('range');
    actor.send({ type: 'range.select', range: 'HOME' });
    actor.send({ type: 'color.select', color: 'Basalt' });
    expect(wizardStep(actor.getSnapshot())).toBe('color');
    actor.send({ type: 'color.select', color: 'Barossa' });
    actor.send({ type: 'boardType.select', boardType: 'Square Edge' });
    expect(wizardStep(actor.getSnapshot())).toBe('boardType');
  });

  it('an order placed from a design sends its designId, and after Start Over no longer does', async () => {
    const sent: unknown[] = [];
    const machine = orderWizardMachine.provide({
      actors: {
        loadBoardConfig: fromPromise(async () => config),
        loadDesign: fromPromise<DesignOrderSource, { designId: string }>(async () => designData({ config })),
        submitOrder: fromPromise(async ({ input }) => (sent.push(input), created)),
      },
    });
    const actor = createActor(machine, { input: { design: DESIGN_ID } }).start();
    await settle();
    await settle();
    actor.send({ type: 'subframe.select', subframe: 'none' });
    actor.send({ type: 'delivery.method.select', method: 'pickup' });
    actor.send({ type: 'delivery.field.change', field: 'preferredDate', value: FUTURE });
    actor.send({ type: 'delivery.date.checked', value: FUTURE, method: actor.getSnapshot().context.deliveryMethod, refusal: null });
    actor.send({ type: 'wizard.proceed' });
    actor.send({ type: 'order.submit' });
    await settle();
    expect(sent).toMatchObject([{ designId: DESIGN_ID, project: DESIGN_PROJECT_ID, boards: [{ item_id: 'WE-H-G-BAR-54', quantity: 12 }] }]);

    const again = createActor(machine, { input: { design: DESIGN_ID } }).start();
    await settle();
    await settle();
    again.send({ type: 'wizard.back' });
    again.send({ type: 'wizard.startOver' });
    expect([again.getSnapshot().context.design, again.getSnapshot().context.project]).toEqual([null, DESIGN_PROJECT_ID]);
  });

  it("order again of someone else's order (an admin's) preselects no project, and submits none", async () => {
    const sent: { project?: string | null }[] = [];
    const { order } = reorderData({ config, hardware: screws });
    const machine = orderWizardMachine.provide({
      actors: {
        loadBoardConfig: fromPromise(async () => config),
        // The admin's own projects do not include the customer's.
        loadReorder: fromPromise<ReorderData, { orderId: string }>(async () => ({
          order,
          hardwareItems: [screws],
          projects: [{ id: 'p-admin' }],
        })),
        submitOrder: fromPromise(async ({ input }) => (sent.push(input), created)),
      },
    });
    const actor = createActor(machine, { input: { reorder: REORDER_ID } }).start();
    await settle();
    await settle();
    expect(wizardStep(actor.getSnapshot())).toBe('subframe');
    expect(actor.getSnapshot().context.project).toBeNull();
    actor.send({ type: 'subframe.select', subframe: 'none' });
    actor.send({ type: 'delivery.field.change', field: 'preferredDate', value: FUTURE });
    actor.send({ type: 'delivery.date.checked', value: FUTURE, method: actor.getSnapshot().context.deliveryMethod, refusal: null });
    actor.send({ type: 'wizard.proceed' });
    actor.send({ type: 'order.submit' });
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0].project ?? null).toBeNull();
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

  // The order of events of a customer on a slow phone: the date is picked and Continue pressed before
  // the calendar has the warehouse's answer for that day. Continue used to move on at once, before the
  // day was known to be one the warehouse cannot serve; it now waits on the step and goes on when the
  // answer comes, with the date kept.
  it('a Continue pressed while the picked date is being checked waits for the answer, then goes on with the date', async () => {
    const actor = started();
    await settle();
    actor.send({ type: 'wizard.proceed' });
    actor.send({ type: 'delivery.method.select', method: 'pickup' });
    actor.send({ type: 'delivery.field.change', field: 'preferredDate', value: FUTURE });
    expect(isCheckingDate(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'wizard.proceed' });
    expect(wizardStep(actor.getSnapshot())).toBe('delivery');
    expect(actor.getSnapshot().context).toMatchObject({ proceedWaiting: true, deliveryError: undefined, preferredDate: FUTURE });
    // An answer for another method (the calendar before the switch) is not this date's.
    actor.send({ type: 'delivery.date.checked', value: FUTURE, method: 'delivery', refusal: null });
    expect(wizardStep(actor.getSnapshot())).toBe('delivery');
    actor.send({ type: 'delivery.date.checked', value: FUTURE, method: 'pickup', refusal: null });
    expect(wizardStep(actor.getSnapshot())).toBe('summary');
    expect(actor.getSnapshot().context.preferredDate).toBe(FUTURE);
  });

  it('a refusal does not wait for the date: it is shown at once', async () => {
    const actor = started();
    await settle();
    actor.send({ type: 'wizard.proceed' });
    actor.send({ type: 'delivery.method.select', method: 'delivery' });
    actor.send({ type: 'delivery.field.change', field: 'preferredDate', value: FUTURE });
    actor.send({ type: 'wizard.proceed' });
    expect(actor.getSnapshot().context).toMatchObject({ proceedWaiting: false, deliveryError: MESSAGES.fillDeliveryAddress });
    actor.send({ type: 'delivery.date.checked', value: FUTURE, method: 'delivery', refusal: null });
    expect(wizardStep(actor.getSnapshot())).toBe('delivery');
  });

  it('a day the calendar refuses is refused on Continue with its reason; a day it offers goes on (docs/product.md#delivery)', async () => {
    const actor = started();
    await settle();
    actor.send({ type: 'wizard.proceed' });
    actor.send({ type: 'delivery.method.select', method: 'pickup' });
    actor.send({ type: 'project.select', project: null });
    actor.send({ type: 'delivery.field.change', field: 'preferredDate', value: FUTURE });
    actor.send({ type: 'wizard.proceed' });
    const refusal = 'The day cannot be chosen (Closed on Sundays): choose another day';
    actor.send({ type: 'delivery.date.checked', value: FUTURE, method: 'pickup', refusal });
    expect(wizardStep(actor.getSnapshot())).toBe('delivery');
    expect(actor.getSnapshot().context).toMatchObject({ proceedWaiting: false, deliveryError: refusal });
    expect(deliveryErrorFieldOf(actor.getSnapshot())).toBe('preferredDate');
    // Another day the calendar offers clears the refusal once it is checked, and Continue goes on.
    actor.send({ type: 'delivery.field.change', field: 'preferredDate', value: LATER });
    actor.send({ type: 'delivery.date.checked', value: LATER, method: 'pickup', refusal: null });
    expect(actor.getSnapshot().context.deliveryError).toBeUndefined();
    actor.send({ type: 'wizard.proceed' });
    expect(wizardStep(actor.getSnapshot())).toBe('summary');
  });

  it('a summary without a line says so and refuses Submit, and with a board added it submits', async () => {
    const sent: unknown[] = [];
    const machine = orderWizardMachine.provide({
      actors: {
        loadBoardConfig: fromPromise(async () => config),
        submitOrder: fromPromise(async ({ input }) => (sent.push(input), created)),
      },
    });
    const actor = createActor(machine, { input: { project: null } }).start();
    await settle();
    const toSummary = () => {
      actor.send({ type: 'delivery.method.select', method: 'pickup' });
      actor.send({ type: 'delivery.field.change', field: 'preferredDate', value: FUTURE });
      actor.send({ type: 'delivery.date.checked', value: FUTURE, method: 'pickup', refusal: null });
      actor.send({ type: 'wizard.proceed' });
      expect(wizardStep(actor.getSnapshot())).toBe('summary');
    };
    // Proceed with no lines goes to delivery (the spec's forward rule), and on to the summary.
    actor.send({ type: 'wizard.proceed' });
    expect(wizardStep(actor.getSnapshot())).toBe('delivery');
    toSummary();
    expect(orderItemsProblem(actor.getSnapshot().context.orderItems)).toBe(MESSAGES.orderHasNoItems);
    expect(actor.getSnapshot().can({ type: 'order.submit' })).toBe(false);
    actor.send({ type: 'order.submit' });
    await settle();
    expect([actor.getSnapshot().matches({ summary: 'reviewing' }), sent]).toEqual([true, []]);

    // Back to the boards, one added: the message is gone and Submit places the order.
    actor.send({ type: 'wizard.back' });
    actor.send({ type: 'wizard.back' });
    actor.send({ type: 'wizard.back' });
    expect(wizardStep(actor.getSnapshot())).toBe('brand');
    addOneBoard(actor);
    actor.send({ type: 'wizard.proceed' });
    actor.send({ type: 'subframe.select', subframe: 'none' });
    toSummary();
    expect(orderItemsProblem(actor.getSnapshot().context.orderItems)).toBeNull();
    expect(actor.getSnapshot().can({ type: 'order.submit' })).toBe(true);
    actor.send({ type: 'order.submit' });
    await settle();
    expect(sent).toMatchObject([{ boards: [{ item_id: 'WE-H-G-BAR-54', quantity: 1 }] }]);
    expect(actor.getSnapshot().value).toBe('submitted');
  });

  it('back from the summary clears the alert of a refused submission, so the summary opens afresh', async () => {
    const machine = orderWizardMachine.provide({
      actors: {
        loadBoardConfig: fromPromise(async () => config),
        submitOrder: fromPromise<typeof created, OrderPayload>(() => Promise.reject({ status: 422, message: 'Refused by the server' })),
      },
    });
    const actor = createActor(machine, { input: { project: null } }).start();
    await settle();
    addOneBoard(actor);
    actor.send({ type: 'wizard.proceed' });
    actor.send({ type: 'subframe.select', subframe: 'none' });
    actor.send({ type: 'delivery.method.select', method: 'pickup' });
    actor.send({ type: 'delivery.field.change', field: 'preferredDate', value: FUTURE });
    actor.send({ type: 'delivery.date.checked', value: FUTURE, method: 'pickup', refusal: null });
    actor.send({ type: 'wizard.proceed' });
    actor.send({ type: 'order.submit' });
    await settle();
    expect(actor.getSnapshot().context.submitError).toBe('Refused by the server');
    actor.send({ type: 'wizard.back' });
    expect([wizardStep(actor.getSnapshot()), actor.getSnapshot().context.submitError]).toEqual(['delivery', undefined]);
  });

  it('a decrement at quantity 1 is refused (minimum 1)', async () => {
    const actor = started();
    await settle();
    addOneBoard(actor);
    const id = actor.getSnapshot().context.orderItems[0].id;
    expect(actor.getSnapshot().can({ type: 'item.decrement', id })).toBe(false);
  });
});

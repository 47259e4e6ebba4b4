// The hardware step's "Use {n}" (issue "Every material priced"): the quantity the order's boards need,
// from src/domain/hardwareNeeds.ts, goes into the picker, or onto the line once the item is added; the
// picker still starts at 1 (docs/product.md#flows) and the step's ways in and out stay as they were.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { BoardConfig, HardwareItem } from '../src/domain/catalogue';
import { isHardwareAdded, orderWizardMachine, pickerQuantity, suggestedHardwareQuantity, wizardStep } from './orderWizard.machine';

const config: BoardConfig = {
  WoodEvo: { HOME: { Grooved: { Barossa: [{ size: '5400 x 137 x 23mm', item_id: 'WE-H-G-BAR-5400' }] } } },
};
const clips: HardwareItem = {
  item_id: 'hw-woodevo-hidden-clips',
  name: 'WoodEvo Hidden Clips (box of 100)',
  description: 'Hidden clips',
  sku: 'HW-WE-CLIP-100',
  category_name: 'Clips',
  rate: 54,
  unit: 'box',
};
const tape: HardwareItem = { ...clips, item_id: 'hw-joist-tape', name: 'Joist tape', sku: 'HW-JOIST-TAPE-50' };

/** On the hardware step (timber) with one line of `boards` 5.4 m WoodEvo boards. */
async function atHardware(boards: number) {
  const machine = orderWizardMachine.provide({ actors: { loadBoardConfig: fromPromise(async () => config) } });
  const actor = createActor(machine, { input: {} }).start();
  await new Promise((r) => setTimeout(r, 0));
  actor.send({ type: 'brand.select', brand: 'WoodEvo' });
  actor.send({ type: 'range.select', range: 'HOME' });
  actor.send({ type: 'color.select', color: 'Barossa' });
  actor.send({ type: 'boardType.select', boardType: 'Grooved' });
  const line = actor.getSnapshot().context.orderItems[0];
  actor.send({ type: 'item.quantity.set', id: line.id, quantity: boards });
  actor.send({ type: 'wizard.proceed' });
  actor.send({ type: 'subframe.select', subframe: 'timber' });
  expect(wizardStep(actor.getSnapshot())).toBe('hardware');
  return actor;
}

describe('order wizard: hardware.useSuggested', () => {
  it("puts the boards' clip boxes into the picker, which started at 1, and Add adds them", async () => {
    const actor = await atHardware(31);
    // 31 boards x 13 joists crossed = 403 clips = 5 boxes of 100.
    expect(suggestedHardwareQuantity(actor.getSnapshot().context, clips.item_id)).toBe(5);
    expect(pickerQuantity(actor.getSnapshot().context, clips.item_id)).toBe(1);
    actor.send({ type: 'hardware.useSuggested', itemId: clips.item_id });
    expect(pickerQuantity(actor.getSnapshot().context, clips.item_id)).toBe(5);
    expect(wizardStep(actor.getSnapshot())).toBe('hardware');
    actor.send({ type: 'hardware.add', item: clips });
    const added = actor.getSnapshot().context.orderItems.find((i) => i.item_id === clips.item_id);
    expect(added?.quantity).toBe(5);
    expect(pickerQuantity(actor.getSnapshot().context, clips.item_id)).toBe(1);
  });

  it('sets the line of an item already added to what the boards need', async () => {
    const actor = await atHardware(10);
    actor.send({ type: 'hardware.add', item: clips });
    expect(isHardwareAdded(actor.getSnapshot().context, clips.item_id)).toBe(true);
    const board = actor.getSnapshot().context.orderItems[0];
    actor.send({ type: 'item.quantity.set', id: board.id, quantity: 100 });
    actor.send({ type: 'hardware.useSuggested', itemId: clips.item_id });
    // 100 boards x 13 = 1300 clips = 13 boxes.
    expect(actor.getSnapshot().context.orderItems.find((i) => i.item_id === clips.item_id)?.quantity).toBe(13);
  });

  it('changes nothing for an item the boards are not counted in', async () => {
    const actor = await atHardware(31);
    const before = actor.getSnapshot().context;
    expect(suggestedHardwareQuantity(before, tape.item_id)).toBeNull();
    actor.send({ type: 'hardware.useSuggested', itemId: tape.item_id });
    expect(actor.getSnapshot().context).toBe(before);
  });

  it('is not taken outside the hardware step', async () => {
    const actor = await atHardware(31);
    actor.send({ type: 'wizard.proceed' });
    expect(wizardStep(actor.getSnapshot())).toBe('delivery');
    actor.send({ type: 'hardware.useSuggested', itemId: clips.item_id });
    expect(pickerQuantity(actor.getSnapshot().context, clips.item_id)).toBe(1);
  });
});

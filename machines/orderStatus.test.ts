import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { MESSAGES } from '../src/domain/messages';
import type { OrderDetail } from '../src/domain/schemas/orders';
import { orderStatusMachine, type OrderStatusEvent } from './orderStatus.machine';
import type { InternalEvent } from './testing/pathTesting';
import { describeModel } from './testing/describeModel';

const order: OrderDetail = {
  id: 'o1',
  project: null,
  brand: 'WoodEvo',
  range: 'HOME',
  colorName: 'Barossa',
  quantity: 3,
  status: 'pending',
  deliveryMethod: 'pickup',
  deliveryStreetAddress: '',
  deliveryCityPostcode: '',
  pickupLocation: 'Port Melbourne',
  design: null,
  preferredDate: '2026-12-01',
  notes: 'Selected subframe: none\n',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  boards: [],
  hardwareItems: [],
  lines: [],
  subtotalCents: 0,
  gstCents: 0,
  totalCents: 0,
  pricesEstimated: false,
  deliveryZone: null,
  deliveryFeeCents: null,
  freightToBeQuoted: false,
  confirmedDay: null,
  poReference: '',
  overCreditLimit: false,
  history: [{ status: 'pending', changedAt: '2026-11-01T00:00:00.000Z', changedBy: 'client@boardwalk.example' }],
};
const dispatched: OrderDetail = {
  ...order,
  status: 'dispatched',
  updatedAt: '2026-11-02T00:00:00.000Z',
  history: [...order.history, { status: 'dispatched', changedAt: '2026-11-02T00:00:00.000Z', changedBy: 'admin@boardwalk.example' }],
};

describeModel({
  name: 'orderStatus',
  machine: orderStatusMachine,
  input: { orderId: order.id },
  effects: ['orderUpdated'],
  events: (): (OrderStatusEvent | InternalEvent)[] => [
    { type: 'status.select', status: 'dispatched' },
    { type: 'snackbar.close' },
    { type: 'error.dismiss' },
    { type: 'xstate.done.actor.updateStatus', output: dispatched },
    { type: 'xstate.error.actor.updateStatus', error: { status: 403, message: 'Only admins can change order status' } },
    { type: 'xstate.error.actor.updateStatus', error: new TypeError('Failed to fetch') },
    { type: 'xstate.after.snackbarAutoHide.orderStatus.updated' },
  ],
  facts: (s) => ({ snackbar: s.context.snackbar, error: s.context.error }),
  check: (s, step) => {
    for (const call of step.invoked) expect(call.input).toEqual({ orderId: 'o1', status: 'dispatched' });
    if (step.event?.type === 'xstate.done.actor.updateStatus') {
      // The server's response goes to the page (which shows it in place of the order), and the snackbar names its label.
      expect(step.effects).toMatchObject([{ name: 'orderUpdated', params: dispatched }]);
    }
    if (s.matches('updated')) expect(s.context.snackbar).toBe('Order status updated to Dispatched');
    else expect(s.context.snackbar).toBeUndefined();
    if (step.event?.type === 'xstate.error.actor.updateStatus') {
      const err = step.event.error as { status?: number; message?: string };
      expect(s.context.error).toBe(err.status ? err.message : MESSAGES.orderStatusUpdateFailed);
    }
  },
});

describe('orderStatus rules', () => {
  it('hides the snackbar after 6 seconds, not before', async () => {
    const clock = new SimulatedClock();
    const machine = orderStatusMachine.provide({ actors: { updateStatus: fromPromise(async () => dispatched) } });
    const actor = createActor(machine, { input: { orderId: order.id }, clock }).start();
    actor.send({ type: 'status.select', status: 'dispatched' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('updated');
    clock.increment(5999);
    expect(actor.getSnapshot().value).toBe('updated');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('ignores another choice while an update is in flight', () => {
    const actor = createActor(orderStatusMachine, { input: { orderId: order.id } }).start();
    actor.send({ type: 'status.select', status: 'approved' });
    expect(actor.getSnapshot().can({ type: 'status.select', status: 'dispatched' })).toBe(false);
  });
});

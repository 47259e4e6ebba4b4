// Admin status update on order detail (spec section 4 "Order status", sections 7 and 8).
// idle -> updating (PUT /orders/{id}/status) -> updated (snackbar, hides after 6 s) | failed.
// Any status may be chosen at any time: there is no ordering restriction.
import { assign, fromPromise, setup } from 'xstate';
import { MESSAGES, SNACKBAR_AUTO_HIDE_MS } from '../src/domain/constants';
import { statusUpdatedMessage, type OrderStatus } from '../src/domain/orderStatus';
import type { Order } from '../src/domain/schemas/orders';
import { messageOr } from './errors';

export interface OrderStatusContext {
  /** The order shown; replaced by the server's response after an update. */
  order: Order;
  /** Snackbar text while `updated`. */
  snackbar: string | undefined;
  error: string | undefined;
}

export interface OrderStatusInput {
  order: Order;
}

export type OrderStatusEvent =
  | { type: 'status.select'; status: OrderStatus }
  | { type: 'snackbar.close' }
  | { type: 'error.dismiss' }
  /** The order was (re)loaded by the page while nothing is in flight. */
  | { type: 'order.loaded'; order: Order };

export interface UpdateStatusInput {
  orderId: string;
  status: OrderStatus;
}

export const orderStatusMachine = setup({
  types: {
    context: {} as OrderStatusContext,
    events: {} as OrderStatusEvent,
    input: {} as OrderStatusInput,
  },
  actors: {
    // Provided by the app: PUT /api/orders/{id}/status {status}.
    updateStatus: fromPromise<Order, UpdateStatusInput>(async () => {
      throw new Error('updateStatus is provided by the app');
    }),
  },
  actions: {
    // Provided by the app: refresh cached order lists after a change.
    orderUpdated: (_, _order: Order) => {},
    clearMessages: assign({ snackbar: undefined, error: undefined }),
    setOrder: assign({ order: ({ context, event }) => (event.type === 'order.loaded' ? event.order : context.order) }),
  },
  delays: {
    snackbarAutoHide: SNACKBAR_AUTO_HIDE_MS,
  },
}).createMachine({
  id: 'orderStatus',
  context: ({ input }) => ({ order: input.order, snackbar: undefined, error: undefined }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'status.select': { target: 'updating', actions: 'clearMessages' },
        'order.loaded': { actions: 'setOrder' },
      },
    },
    // A second choice while one is in flight is ignored: the control is busy until the answer.
    updating: {
      invoke: {
        id: 'updateStatus',
        src: 'updateStatus',
        input: ({ context, event }) => {
          if (event.type !== 'status.select') throw new Error(`updating entered by ${event.type}`);
          return { orderId: context.order.id, status: event.status };
        },
        onDone: {
          target: 'updated',
          actions: [
            assign({ order: ({ event }) => event.output, snackbar: ({ event }) => statusUpdatedMessage(event.output.status) }),
            { type: 'orderUpdated', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOr(event.error, MESSAGES.orderStatusUpdateFailed) }),
        },
      },
    },
    updated: {
      after: { snackbarAutoHide: { target: 'idle', actions: 'clearMessages' } },
      on: {
        'status.select': { target: 'updating', actions: 'clearMessages' },
        'snackbar.close': { target: 'idle', actions: 'clearMessages' },
        'order.loaded': { actions: 'setOrder' },
      },
    },
    failed: {
      on: {
        'status.select': { target: 'updating', actions: 'clearMessages' },
        'error.dismiss': { target: 'idle', actions: 'clearMessages' },
        'order.loaded': { actions: 'setOrder' },
      },
    },
  },
});

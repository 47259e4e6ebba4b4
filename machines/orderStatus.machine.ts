// Admin status update on order detail (docs/product.md#order-status, docs/product.md#calls, docs/product.md#error-messages).
// idle -> updating (PUT /orders/{id}/status) -> updated (snackbar, hides after 6 s) | failed.
// Any status may be chosen at any time: there is no ordering restriction. The order itself is the
// page's (its query): the machine knows only its id, and hands the server's answer to orderUpdated.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { SNACKBAR_AUTO_HIDE_MS } from '../src/domain/constants';
import { MESSAGES } from '../src/domain/messages';
import { statusUpdatedMessage, type OrderStatus } from '../src/domain/orderStatus';
import type { OrderDetail } from '../src/domain/schemas/orders';
import { errorOf, messageOr } from './errors';

export interface OrderStatusContext {
  orderId: string;
  /** Snackbar text while `updated`. */
  snackbar: string | undefined;
  error: string | undefined;
}

export interface OrderStatusInput {
  orderId: string;
}

export type OrderStatusEvent = { type: 'status.select'; status: OrderStatus } | { type: 'snackbar.close' } | { type: 'error.dismiss' };

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
    updateStatus: fromPromise<OrderDetail, UpdateStatusInput>(async () => {
      throw new Error('updateStatus is provided by the app');
    }),
  },
  actions: {
    // Provided by the app: the server's answer (the order and its status history) replaces the order shown; order lists refresh.
    orderUpdated: (_, _order: OrderDetail) => {},
    clearMessages: assign({ snackbar: undefined, error: undefined }),
    announceStatus: assign({ snackbar: (_, order: OrderDetail) => statusUpdatedMessage(order.status) }),
    updateFailed: assign({ error: (_, error: unknown) => messageOr(error, MESSAGES.orderStatusUpdateFailed) }),
  },
  delays: {
    snackbarAutoHide: SNACKBAR_AUTO_HIDE_MS,
  },
}).createMachine({
  id: 'orderStatus',
  context: ({ input }) => ({ orderId: input.orderId, snackbar: undefined, error: undefined }),
  initial: 'idle',
  // Chosen from idle, updated (the snackbar goes) or failed (the error goes).
  on: {
    'status.select': { target: '.updating', actions: 'clearMessages' },
  },
  states: {
    idle: {},
    // A second choice while one is in flight is ignored: the control is busy until the answer.
    updating: {
      on: { 'status.select': {} },
      invoke: {
        id: 'updateStatus',
        src: 'updateStatus',
        input: ({ context, event }) => {
          assertEvent(event, 'status.select');
          return { orderId: context.orderId, status: event.status };
        },
        onDone: {
          target: 'updated',
          actions: [
            { type: 'announceStatus', params: ({ event }) => event.output },
            { type: 'orderUpdated', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'failed',
          actions: { type: 'updateFailed', params: errorOf },
        },
      },
    },
    updated: {
      after: { snackbarAutoHide: { target: 'idle', actions: 'clearMessages' } },
      on: {
        'snackbar.close': { target: 'idle', actions: 'clearMessages' },
      },
    },
    failed: {
      on: {
        'error.dismiss': { target: 'idle', actions: 'clearMessages' },
      },
    },
  },
});

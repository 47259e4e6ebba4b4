// Order status display and messages (docs/product.md#flows). The status values themselves are defined once
// with the order schemas and re-exported here for views and machines.

import { ORDER_STATUSES, type OrderStatus } from './schemas/orders';

export { ORDER_STATUSES, type OrderStatus };

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  dispatched: 'Dispatched',
};

export type StatusTone = 'warning' | 'info' | 'success';

/** Chip colours: pending warning, approved info, dispatched success. */
export const ORDER_STATUS_TONE: Record<OrderStatus, StatusTone> = {
  pending: 'warning',
  approved: 'info',
  dispatched: 'success',
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Label for a status; an unexpected value is shown as it is rather than hidden. */
export function orderStatusLabel(status: string): string {
  return isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : status;
}

/** Snackbar text after an admin changes the status. */
export function statusUpdatedMessage(status: OrderStatus): string {
  return `Order status updated to ${ORDER_STATUS_LABELS[status]}`;
}

/** Options for the admin's Update Status control: any status, no ordering restriction. */
export const ORDER_STATUS_OPTIONS = ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }));

/**
 * Who made a status history entry, as order detail's Status history shows it: the first entry is the
 * order being placed (by its customer), every later one a change; an unknown person reads as such.
 */
export function statusChangeBy(change: { changedBy: string | null }, isFirst: boolean): string {
  return `${isFirst ? 'Placed' : 'Changed'} by ${change.changedBy ?? 'unknown'}`;
}

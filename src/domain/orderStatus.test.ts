import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_OPTIONS,
  ORDER_STATUS_TONE,
  isOrderStatus,
  orderStatusLabel,
  statusUpdatedMessage,
} from './orderStatus';

describe('order status', () => {
  it('has the three statuses in order', () => {
    expect(ORDER_STATUSES).toEqual(['pending', 'approved', 'dispatched']);
  });

  it('labels and chip tones', () => {
    expect(ORDER_STATUS_LABELS).toEqual({ pending: 'Pending', approved: 'Approved', dispatched: 'Dispatched' });
    expect(ORDER_STATUS_TONE).toEqual({ pending: 'warning', approved: 'info', dispatched: 'success' });
    expect(ORDER_STATUS_OPTIONS).toEqual([
      { value: 'pending', label: 'Pending' },
      { value: 'approved', label: 'Approved' },
      { value: 'dispatched', label: 'Dispatched' },
    ]);
  });

  it('snackbar message names the label', () => {
    expect(statusUpdatedMessage('approved')).toBe('Order status updated to Approved');
    expect(statusUpdatedMessage('pending')).toBe('Order status updated to Pending');
    expect(statusUpdatedMessage('dispatched')).toBe('Order status updated to Dispatched');
  });

  it('recognises statuses and shows unknown values as given', () => {
    expect(isOrderStatus('approved')).toBe(true);
    expect(isOrderStatus('Approved')).toBe(false);
    expect(isOrderStatus(3)).toBe(false);
    expect(orderStatusLabel('dispatched')).toBe('Dispatched');
    expect(orderStatusLabel('cancelled')).toBe('cancelled');
  });
});

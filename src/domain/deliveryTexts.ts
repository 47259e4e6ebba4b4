// Wording of delivery's days and zones, shared by the wizard, the admin's Deliveries page, the
// server's refusals and the e-mails (docs/product.md#delivery).
import type { DeliveryMethod } from './constants';
import type { DayAvailability, DayReason } from './deliveryDays';
import { formatDate } from './dates';
import { orderRef } from './format';

export function dayReasonText(method: DeliveryMethod, reason: DayReason, holiday: string | null): string {
  switch (reason) {
    case 'weekend':
      return method === 'delivery' ? 'No deliveries on weekends' : 'Closed on Sundays';
    case 'holiday':
      return `Public holiday${holiday ? `: ${holiday}` : ''}`;
    case 'cutoff':
      return 'Too soon for the 12:00 order cut-off';
    case 'closed':
      return 'Closed';
    case 'full':
      return 'Fully booked';
  }
}

/** Why a day cannot be chosen, or null when it can. */
export function dayNote(method: DeliveryMethod, day: Pick<DayAvailability, 'reason' | 'holiday'>): string | null {
  return day.reason ? dayReasonText(method, day.reason, day.holiday) : null;
}

export const POSTCODE_NEEDED_NOTE = 'Enter your postcode to see the delivery fee.';
export const FREIGHT_QUOTED_NOTE = 'Delivery to this postcode will be quoted by our staff.';

export const CONFIRMED_DAY_LABEL: Record<DeliveryMethod, string> = {
  delivery: 'Confirmed delivery day',
  pickup: 'Confirmed pickup day',
};

/** A scheduling refusal for a day that cannot take the order. */
export function refusalMessage(method: DeliveryMethod, day: string, reason: DayReason, holiday: string | null): string {
  const when = formatDate(day);
  if (reason === 'full') return `${when} is fully booked: choose another day`;
  if (reason === 'closed') return `${when} is closed: choose another day`;
  return `${when} cannot be chosen (${dayReasonText(method, reason, holiday)}): choose another day`;
}

/** The refusal of a day for an order already dispatched (it is not scheduled, and nobody is e-mailed). */
export function dispatchedDayMessage(orderId: string): string {
  return `Order ${orderRef(orderId)} has already been dispatched: it can no longer be given a delivery or pickup day`;
}

/** The subject of the customer's e-mail when the day is set or moved (docs/product.md#delivery). */
export function dayConfirmedSubject(ref: string, method: DeliveryMethod, day: string): string {
  const when = formatDate(day);
  return method === 'delivery' ? `Order ${ref}: delivery on ${when}` : `Order ${ref}: ready for pickup on ${when}`;
}

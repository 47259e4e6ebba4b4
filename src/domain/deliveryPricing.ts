// The wizard's figures with the delivery fee (docs/product.md#delivery, docs/product.md#money): the catalogue lines
// priced by orderPricing, then the fee the postcode's zone costs as the last line, so the summary and
// the running total show what the server will charge. Outside the zones there is no fee line: the
// summary says Freight to be quoted, as the placed order does.
import type { DeliveryMethod } from './constants';
import { deliveryChargeFor, deliveryFeeLine, FREIGHT_TO_BE_QUOTED, type DeliveryCharge } from './deliveryZones';
import { orderTotals } from './money';
import type { OrderItem } from './orderPayload';
import { priceOrderItems, type PriceBook, type PricedOrder } from './orderPricing';

interface WizardDelivery {
  method: DeliveryMethod | '' | null;
  cityPostcode: string;
}

/** The charge the server will price the order's delivery at (deliveryChargeFor), or null for a pickup or no method yet. */
function chargeOf(delivery: WizardDelivery): DeliveryCharge | null {
  return delivery.method ? deliveryChargeFor(delivery.method, delivery.cityPostcode) : null;
}

export function priceOrderWithDelivery(items: readonly OrderItem[], book: PriceBook, delivery: WizardDelivery): PricedOrder {
  const priced = priceOrderItems(items, book);
  const charge = chargeOf(delivery);
  if (!charge || charge.feeCents === null || items.length === 0) return priced;
  const lines = [...priced.lines, deliveryFeeLine(charge.zone, charge.feeCents)];
  return { ...priced, lines, ...orderTotals(lines.map((l) => l.lineTotalCents)) };
}

/**
 * The summary's Delivery Fee when it is not a line of the order: Freight to be quoted for a delivery
 * outside the zones (the zone the server stores as quoted), else null (a pickup, or a fee line).
 */
export function quotedDeliveryFee(delivery: WizardDelivery): string | null {
  return chargeOf(delivery)?.zone === 'quoted' ? FREIGHT_TO_BE_QUOTED : null;
}

// The wizard's figures with the delivery fee (docs/product.md#delivery, docs/product.md#money): the catalogue lines
// priced by orderPricing, then the fee the postcode's zone costs as the last line, so the summary and
// the running total show what the server will charge.
import type { DeliveryMethod } from './constants';
import { deliveryChargeFor, deliveryFeeLine } from './deliveryZones';
import { orderTotals } from './money';
import type { OrderItem } from './orderPayload';
import { priceOrderItems, type PriceBook, type PricedOrder } from './orderPricing';

export function priceOrderWithDelivery(
  items: readonly OrderItem[],
  book: PriceBook,
  delivery: { method: DeliveryMethod | '' | null; cityPostcode: string },
): PricedOrder {
  const priced = priceOrderItems(items, book);
  const charge = delivery.method ? deliveryChargeFor(delivery.method, delivery.cityPostcode) : null;
  if (!charge || charge.feeCents === null || items.length === 0) return priced;
  const lines = [...priced.lines, deliveryFeeLine(charge.zone, charge.feeCents)];
  return { ...priced, lines, ...orderTotals(lines.map((l) => l.lineTotalCents)) };
}

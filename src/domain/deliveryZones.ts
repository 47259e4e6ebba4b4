// Delivery zones and fees (docs/product.md#delivery): deliveries leave the Port
// Melbourne warehouse and are priced by the 4-digit postcode in the spec's city/postcode field.
// The browser shows the fee from here and the server prices the order's fee line from here.

export const DELIVERY_ZONES = ['melbourne', 'victoria', 'quoted'] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

interface ZoneRule {
  zone: Exclude<DeliveryZone, 'quoted'>;
  from: number;
  to: number;
  feeCents: number;
}

/** The zones served at a fixed fee (GST inclusive, integer cents as docs/product.md#money says). */
export const ZONE_RULES: readonly ZoneRule[] = [
  { zone: 'melbourne', from: 3000, to: 3207, feeCents: 9_500 },
  { zone: 'victoria', from: 3208, to: 3999, feeCents: 19_500 },
];

export const DELIVERY_ZONE_LABELS: Record<DeliveryZone, string> = {
  melbourne: 'Melbourne',
  victoria: 'Victoria',
  quoted: 'Outside our delivery zones',
};

/** What staff see on an order outside the zones (the fee is theirs to quote). */
export const FREIGHT_TO_BE_QUOTED = 'Freight to be quoted';
/** The name of the order line that carries the delivery fee. */
export const DELIVERY_LINE_ITEM_ID = 'delivery';

export function deliveryLineName(zone: DeliveryZone): string {
  return `Delivery (${DELIVERY_ZONE_LABELS[zone]} zone)`;
}

/**
 * The 4-digit postcode in a city/postcode field ('Port Melbourne 3207', '3207', 'Geelong VIC 3220'):
 * the last group of exactly four digits, or null when there is none.
 */
export function postcodeIn(cityPostcode: string | null | undefined): string | null {
  const found = (cityPostcode ?? '').match(/(?<!\d)\d{4}(?!\d)/g);
  return found ? found[found.length - 1] : null;
}

export type DeliveryQuote =
  { zone: Exclude<DeliveryZone, 'quoted'>; postcode: string; feeCents: number } | { zone: 'quoted'; postcode: string; feeCents: null };

/** The zone and fee for a 4-digit postcode; anything outside the zones is freight quoted by staff. */
export function quoteForPostcode(postcode: string): DeliveryQuote {
  const n = Number(postcode);
  const rule = ZONE_RULES.find((r) => n >= r.from && n <= r.to);
  return rule ? { zone: rule.zone, postcode, feeCents: rule.feeCents } : { zone: 'quoted', postcode, feeCents: null };
}

/** The quote for what was typed in the city/postcode field, or null while it holds no postcode. */
export function quoteForCityPostcode(cityPostcode: string | null | undefined): DeliveryQuote | null {
  const postcode = postcodeIn(cityPostcode);
  return postcode ? quoteForPostcode(postcode) : null;
}

export interface DeliveryCharge {
  zone: DeliveryZone;
  /** Null while freight is to be quoted. */
  feeCents: number | null;
}

/**
 * What an order's delivery costs, as the server prices it when the order is placed: null for a
 * pickup; a delivery without a postcode in the zones is freight to be quoted.
 */
export function deliveryChargeFor(method: 'delivery' | 'pickup', cityPostcode: string): DeliveryCharge | null {
  if (method !== 'delivery') return null;
  const quote = quoteForCityPostcode(cityPostcode);
  return quote ? { zone: quote.zone, feeCents: quote.feeCents } : { zone: 'quoted', feeCents: null };
}

/** The order line of a delivery fee (docs/product.md#money: one unit at the fee). */
export function deliveryFeeLine(zone: DeliveryZone, feeCents: number) {
  return {
    kind: 'delivery' as const,
    item_id: DELIVERY_LINE_ITEM_ID,
    name: deliveryLineName(zone),
    quantity: 1,
    unit: 'delivery',
    unitPriceCents: feeCents,
    lineTotalCents: feeCents,
  };
}

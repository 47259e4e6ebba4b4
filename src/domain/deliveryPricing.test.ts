import { describe, expect, it } from 'vitest';
import { priceOrderWithDelivery, quotedDeliveryFee } from './deliveryPricing';
import type { PriceBook } from './orderPricing';
import type { OrderItem } from './orderPayload';
import { HARDWARE_BRAND } from './constants';

const book: PriceBook = new Map([['clips', { name: 'Clips', rate: 50, unit: 'box', unitPriceCents: 5000, retailCents: 5000 }]]);
const items: OrderItem[] = [
  { id: '1', brand: HARDWARE_BRAND, range: '', color: '', colorHex: '', boardType: 'Clips', quantity: 2, size: '', item_id: 'clips' },
];

describe('priceOrderWithDelivery', () => {
  it('adds the zone fee as the last line and to the totals', () => {
    const priced = priceOrderWithDelivery(items, book, { method: 'delivery', cityPostcode: 'Geelong 3220' });
    expect(priced.lines.map((l) => [l.name, l.lineTotalCents])).toEqual([
      ['Clips', 10000],
      ['Delivery (Victoria zone)', 19500],
    ]);
    expect(priced.totalCents).toBe(29500);
    expect(priced.gstCents).toBe(2682);
  });

  it('adds nothing for a pickup, without a postcode, or outside the zones', () => {
    for (const d of [
      { method: 'pickup' as const, cityPostcode: '' },
      { method: 'delivery' as const, cityPostcode: 'Richmond' },
      { method: 'delivery' as const, cityPostcode: 'Sydney 2000' },
    ]) {
      expect(priceOrderWithDelivery(items, book, d).totalCents).toBe(10000);
    }
  });
});

describe('quotedDeliveryFee', () => {
  it('reads Freight to be quoted for a delivery outside the zones or without a postcode, as the placed order does', () => {
    expect(quotedDeliveryFee({ method: 'delivery', cityPostcode: 'Sydney 2000' })).toBe('Freight to be quoted');
    expect(quotedDeliveryFee({ method: 'delivery', cityPostcode: 'Richmond' })).toBe('Freight to be quoted');
  });

  it('is null when the fee is a line of the order, for a pickup, or before a method is chosen', () => {
    for (const d of [
      { method: 'delivery' as const, cityPostcode: 'St Kilda 3182' },
      { method: 'delivery' as const, cityPostcode: 'Geelong 3220' },
      { method: 'pickup' as const, cityPostcode: '' },
      { method: '' as const, cityPostcode: 'Sydney 2000' },
    ]) {
      expect(quotedDeliveryFee(d)).toBeNull();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { postcodeIn, quoteForCityPostcode, quoteForPostcode } from './deliveryZones';

describe('delivery zones by postcode (docs/product.md#delivery)', () => {
  it.each([
    ['2999', 'quoted', null],
    ['3000', 'melbourne', 9500],
    ['3207', 'melbourne', 9500],
    ['3208', 'victoria', 19500],
    ['3999', 'victoria', 19500],
    ['4000', 'quoted', null],
    ['0800', 'quoted', null],
    ['2000', 'quoted', null],
  ])('postcode %s is zone %s with fee %s', (postcode, zone, feeCents) => {
    expect(quoteForPostcode(postcode)).toEqual({ postcode, zone, feeCents });
  });

  it('reads the last 4-digit group of the city/postcode field', () => {
    expect(postcodeIn('Port Melbourne 3207')).toBe('3207');
    expect(postcodeIn('3220 Geelong')).toBe('3220');
    expect(postcodeIn('Unit 1234, Geelong VIC 3220')).toBe('3220');
    expect(postcodeIn('Richmond')).toBeNull();
    expect(postcodeIn('Richmond 312')).toBeNull();
    expect(postcodeIn('Richmond 31211')).toBeNull();
    expect(postcodeIn('')).toBeNull();
  });

  it('gives no quote until a postcode is typed', () => {
    expect(quoteForCityPostcode('Richmond')).toBeNull();
    expect(quoteForCityPostcode('Richmond 3121')).toEqual({ postcode: '3121', zone: 'melbourne', feeCents: 9500 });
    expect(quoteForCityPostcode('Sydney 2000')).toEqual({ postcode: '2000', zone: 'quoted', feeCents: null });
  });
});

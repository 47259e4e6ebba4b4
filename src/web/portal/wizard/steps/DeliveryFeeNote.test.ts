import { describe, expect, it } from 'vitest';
import { deliveryFeeText } from './DeliveryFeeNote';

describe('the delivery step beside City / Postcode (docs/product.md#delivery)', () => {
  it('asks for a postcode, then shows the zone and fee, or that freight will be quoted', () => {
    expect(deliveryFeeText('St Kilda')).toBe('Enter your postcode to see the delivery fee.');
    expect(deliveryFeeText('St Kilda 3182')).toBe('Delivery fee (Melbourne zone): $95.00');
    expect(deliveryFeeText('Ballarat 3350')).toBe('Delivery fee (Victoria zone): $195.00');
    expect(deliveryFeeText('Sydney 2000')).toBe('Delivery to this postcode will be quoted by our staff.');
  });
});

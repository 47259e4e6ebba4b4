// Beside the City / Postcode field: the zone and fee its postcode costs (docs/product.md#delivery), a
// request for the postcode while there is none, or that staff will quote freight outside the zones.
import { css } from 'styled-system/css';
import { quoteForCityPostcode, DELIVERY_ZONE_LABELS } from '../../../../domain/deliveryZones';
import { FREIGHT_QUOTED_NOTE, POSTCODE_NEEDED_NOTE } from '../../../../domain/deliveryTexts';
import { formatCents } from '../../../../domain/money';

export function deliveryFeeText(cityPostcode: string): string {
  const quote = quoteForCityPostcode(cityPostcode);
  if (!quote) return POSTCODE_NEEDED_NOTE;
  if (quote.feeCents === null) return FREIGHT_QUOTED_NOTE;
  return `Delivery fee (${DELIVERY_ZONE_LABELS[quote.zone]} zone): ${formatCents(quote.feeCents)}`;
}

export function DeliveryFeeNote({ cityPostcode }: { cityPostcode: string }) {
  return (
    <p role="status" data-testid="delivery-fee" className={css({ fontSize: 'sm', color: 'fg.muted', gridColumn: { md: '2' } })}>
      {deliveryFeeText(cityPostcode)}
    </p>
  );
}

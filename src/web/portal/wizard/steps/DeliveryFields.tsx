// The delivery fields of the spec's delivery step (docs/product.md#delivery-step), one set for every form
// that places an order: the wizard's Delivery & Pickup step and the public quote page's Accept quote.
// Method (Ark UI RadioGroup), street address and city/postcode for delivery (with the zone's fee where
// the order is priced by zone) or the pickup location box, and the preferred date. The form's machine
// holds the values and decides what is accepted; these fields only show them and report edits.
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { fieldLabel } from 'styled-system/recipes';
import type { DecidedDay } from '../../../../../machines/preferredDay.machine';
import type { DeliveryMethod } from '../../../../domain/constants';
import type { DeliveryField, DeliveryFields as DeliveryValues } from '../../../../domain/orderPayload';
import { RequiredMark, TextField } from '../../../components/form/TextField';
import * as RadioGroup from '../../../components/ui/radio-group';
import { PickupInfo } from '../../orders/PickupInfo';
import { DeliveryFeeNote } from './DeliveryFeeNote';
import { PreferredDatePicker, type DayMarks } from './PreferredDatePicker';

const METHODS: { value: DeliveryMethod; label: string; hint: string }[] = [
  { value: 'delivery', label: 'Delivery', hint: 'We deliver to your site' },
  { value: 'pickup', label: 'Pickup', hint: 'Collect from our Port Melbourne warehouse' },
];

export type DeliveryTextFieldName = 'deliveryStreetAddress' | 'deliveryCityPostcode' | 'preferredDate';

export interface DeliveryFieldsProps {
  values: Pick<DeliveryValues, 'deliveryMethod' | 'deliveryStreetAddress' | 'deliveryCityPostcode' | 'preferredDate'>;
  /** The field the form's last refusal is about (marked invalid). */
  invalid: DeliveryField | null | undefined;
  onMethodChange: (method: DeliveryMethod) => void;
  onFieldChange: (field: DeliveryTextFieldName, value: string) => void;
  /** Show the zone and fee of the postcode (orders priced by zone; an accepted quote keeps its own lines). */
  showFee?: boolean;
  /** Mark the days the warehouse cannot serve in the calendar (needs a signed-in user). */
  markDays?: boolean;
  /** Or the marks the caller fetched (the quote page has no sign-in: its machine fetches them). */
  dayMarks?: DayMarks;
  /** Shown between the method and the address (the wizard's saved addresses of a trade account). */
  addressPicker?: ReactNode;
  /** The calendar has the warehouse's answer for the chosen date (the wizard's Continue waits for it). */
  onDateChecked?: (day: DecidedDay) => void;
}

export function DeliveryFields({
  values,
  invalid,
  onMethodChange,
  onFieldChange,
  showFee = false,
  markDays = false,
  dayMarks,
  addressPicker,
  onDateChecked,
}: DeliveryFieldsProps) {
  const method = values.deliveryMethod;
  return (
    <>
      <RadioGroup.Root
        name="deliveryMethod"
        aria-invalid={invalid === 'deliveryMethod' || undefined}
        variant="option"
        value={method || null}
        onValueChange={(d) => d.value && onMethodChange(d.value as DeliveryMethod)}
      >
        <RadioGroup.Label className={fieldLabel()}>
          Delivery Method
          <RequiredMark />
        </RadioGroup.Label>
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '3' })}>
          {METHODS.map((m) => (
            <RadioGroup.Item key={m.value} value={m.value}>
              <RadioGroup.ItemControl />
              <span>
                <RadioGroup.ItemText>{m.label}</RadioGroup.ItemText>
                <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{m.hint}</span>
              </span>
              <RadioGroup.ItemHiddenInput />
            </RadioGroup.Item>
          ))}
        </div>
      </RadioGroup.Root>

      {addressPicker}
      {method === 'delivery' ? (
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' })}>
          <TextField
            label="Street Address"
            name="deliveryStreetAddress"
            value={values.deliveryStreetAddress}
            required
            invalid={invalid === 'deliveryStreetAddress'}
            autoComplete="street-address"
            onChange={(value) => onFieldChange('deliveryStreetAddress', value)}
          />
          <TextField
            label="City / Postcode"
            name="deliveryCityPostcode"
            value={values.deliveryCityPostcode}
            required
            invalid={invalid === 'deliveryCityPostcode'}
            autoComplete="address-level2"
            onChange={(value) => onFieldChange('deliveryCityPostcode', value)}
          />
          {showFee ? <DeliveryFeeNote cityPostcode={values.deliveryCityPostcode} /> : null}
        </div>
      ) : null}
      {method === 'pickup' ? <PickupInfo title="Pickup Location" /> : null}

      <PreferredDatePicker
        value={values.preferredDate}
        method={method ?? ''}
        markDays={markDays}
        dayMarks={dayMarks}
        onDayDecided={onDateChecked}
        invalid={invalid === 'preferredDate'}
        onChange={(value) => onFieldChange('preferredDate', value)}
      />
    </>
  );
}

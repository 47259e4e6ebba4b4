// Step 7: Delivery & Pickup. Method (Ark UI RadioGroup), address fields for delivery or the pickup
// location box, preferred date (Ark UI DatePicker, no past days), project (No Project Selected),
// notes, and the promise to confirm availability. The machine validates on Continue; a refused Continue
// moves focus to the field the refusal is about (marked invalid), so keyboard and screen-reader users land on it.
import { useRef, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { button, fieldLabel } from 'styled-system/recipes';
import { NO_PROJECT_LABEL, type DeliveryMethod } from '../../../../domain/constants';
import { MESSAGES } from '../../../../domain/messages';
import type { Project } from '../../../../domain/schemas/projects';
import { Alert } from '../../../components/Alert';
import { SelectField } from '../../../components/form/SelectField';
import { RequiredMark, TextField } from '../../../components/form/TextField';
import * as RadioGroup from '../../../components/ui/radio-group';
import { PickupInfo } from '../../orders/PickupInfo';
import { StepHeader } from '../StepHeader';
import { deliveryErrorFieldOf, type DeliveryTextField } from '../../../../../machines/orderWizard.machine';
import type { DeliveryField } from '../../../../domain/orderPayload';
import { OrderWizardContext } from '../wizardActor';
import { PreferredDatePicker } from './PreferredDatePicker';
import { DeliveryFeeNote } from './DeliveryFeeNote';
import { PurchaseOrderField } from './PurchaseOrderField';
import { SavedAddressPicker } from './SavedAddressPicker';

const METHODS: { value: DeliveryMethod; label: string; hint: string }[] = [
  { value: 'delivery', label: 'Delivery', hint: 'We deliver to your site' },
  { value: 'pickup', label: 'Pickup', hint: 'Collect from our Port Melbourne warehouse' },
];
/** Select value standing for "no project" (Ark's select needs a non-empty value). */
const NO_PROJECT = 'none';

export function DeliveryStep({ projects }: { projects: readonly Project[] }) {
  const actor = OrderWizardContext.useActorRef();
  const method = OrderWizardContext.useSelector((s) => s.context.deliveryMethod);
  const street = OrderWizardContext.useSelector((s) => s.context.deliveryStreetAddress);
  const city = OrderWizardContext.useSelector((s) => s.context.deliveryCityPostcode);
  const date = OrderWizardContext.useSelector((s) => s.context.preferredDate);
  const notes = OrderWizardContext.useSelector((s) => s.context.notes);
  const project = OrderWizardContext.useSelector((s) => s.context.project);
  const error = OrderWizardContext.useSelector((s) => s.context.deliveryError);
  const invalid = OrderWizardContext.useSelector((s) => deliveryErrorFieldOf(s));
  const form = useRef<HTMLFormElement>(null);
  const projectItems = [{ value: NO_PROJECT, label: NO_PROJECT_LABEL }, ...projects.map((p) => ({ value: p.id, label: p.name }))];
  // Each text field of the step reports an edit as the same event, named by its field.
  const changeField = (field: DeliveryTextField) => (value: string) => actor.send({ type: 'delivery.field.change', field, value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'wizard.proceed' });
    const field = deliveryErrorFieldOf(actor.getSnapshot());
    if (field) focusField(form.current, field);
  };
  return (
    <section>
      <StepHeader title="Delivery & Pickup" />
      <form ref={form} onSubmit={submit} noValidate className={css({ display: 'grid', gap: '6' })}>
        <RadioGroup.Root
          name="deliveryMethod"
          aria-invalid={invalid === 'deliveryMethod' || undefined}
          variant="option"
          value={method || null}
          onValueChange={(d) => d.value && actor.send({ type: 'delivery.method.select', method: d.value as DeliveryMethod })}
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

        <SavedAddressPicker />
        {method === 'delivery' ? (
          <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' })}>
            <TextField
              label="Street Address"
              name="deliveryStreetAddress"
              value={street}
              required
              invalid={invalid === 'deliveryStreetAddress'}
              autoComplete="street-address"
              onChange={changeField('deliveryStreetAddress')}
            />
            <TextField
              label="City / Postcode"
              name="deliveryCityPostcode"
              value={city}
              required
              invalid={invalid === 'deliveryCityPostcode'}
              autoComplete="address-level2"
              onChange={changeField('deliveryCityPostcode')}
            />
            <DeliveryFeeNote cityPostcode={city} />
          </div>
        ) : null}
        {method === 'pickup' ? <PickupInfo title="Pickup Location" /> : null}

        <PreferredDatePicker value={date} onChange={changeField('preferredDate')} invalid={invalid === 'preferredDate'} />

        <div className={css({ maxW: '28rem' })}>
          <SelectField
            label="Project"
            name="project"
            items={projectItems}
            value={project ?? NO_PROJECT}
            onChange={(v) => actor.send({ type: 'project.select', project: v && v !== NO_PROJECT ? v : null })}
          />
        </div>
        <PurchaseOrderField />
        <TextField label="Notes" name="notes" multiline value={notes} onChange={changeField('notes')} />
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{MESSAGES.deliveryConfirmNote}</p>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div>
          <button type="submit" className={button({ variant: 'primary' })}>
            Continue to Summary
          </button>
        </div>
      </form>
    </section>
  );
}

/** The control of a delivery field by its name: the method's first radio, the date picker's input, an address field. */
function focusField(form: HTMLFormElement | null, field: DeliveryField) {
  form?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
}

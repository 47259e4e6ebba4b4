// Step 7: Delivery & Pickup. The delivery fields (DeliveryFields: method, address with the zone's fee or
// the pickup location box, preferred date with the days marked), project (No Project Selected),
// notes, and the promise to confirm availability. The machine validates on Continue; a refused Continue
// moves focus to the field the refusal is about (marked invalid), so keyboard and screen-reader users land on it.
import { useRef, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { NO_PROJECT_LABEL } from '../../../../domain/constants';
import { MESSAGES } from '../../../../domain/messages';
import type { Project } from '../../../../domain/schemas/projects';
import { Alert } from '../../../components/Alert';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { StepHeader } from '../StepHeader';
import { deliveryErrorFieldOf, isCheckingDate, type DeliveryTextField } from '../../../../../machines/orderWizard.machine';
import type { DeliveryField } from '../../../../domain/orderPayload';
import { OrderWizardContext } from '../wizardActor';
import { DeliveryFields } from './DeliveryFields';
import { PurchaseOrderField } from './PurchaseOrderField';
import { SavedAddressPicker } from './SavedAddressPicker';

/** Select value standing for "no project" (Ark's select needs a non-empty value). */
const NO_PROJECT = 'none';

/** While the calendar waits for the warehouse's answer on the chosen date (Continue waits with it). */
export const CHECKING_DATE_TEXT = 'Checking the chosen date with our warehouse…';
export const WAITING_TO_CONTINUE_TEXT = 'Checking the chosen date with our warehouse… The summary opens as soon as it is checked.';

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
  const checkingDate = OrderWizardContext.useSelector((s) => isCheckingDate(s.context));
  const waiting = OrderWizardContext.useSelector((s) => s.context.proceedWaiting);
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
        <DeliveryFields
          values={{ deliveryMethod: method, deliveryStreetAddress: street, deliveryCityPostcode: city, preferredDate: date }}
          invalid={invalid}
          onMethodChange={(m) => actor.send({ type: 'delivery.method.select', method: m })}
          onFieldChange={(field, value) => changeField(field)(value)}
          showFee
          markDays
          addressPicker={<SavedAddressPicker />}
          onDateChecked={(day) => actor.send({ type: 'delivery.date.checked', ...day })}
        />

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
        {/* Beside the button, not above it: the line coming and going must not move Continue under a press. */}
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
          <button type="submit" aria-busy={waiting || undefined} className={button({ variant: 'primary' })}>
            Continue to Summary
          </button>
          <p role="status" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {checkingDate ? (waiting ? WAITING_TO_CONTINUE_TEXT : CHECKING_DATE_TEXT) : null}
          </p>
        </div>
      </form>
    </section>
  );
}

/** The control of a delivery field by its name: the method's first radio, the date picker's input, an address field. */
function focusField(form: HTMLFormElement | null, field: DeliveryField) {
  form?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
}

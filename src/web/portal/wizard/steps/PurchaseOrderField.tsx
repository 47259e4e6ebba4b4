// Ordering on account (docs/product.md#trade-accounts): the Purchase order / job reference, required when
// the buyer's company says so (the wizard machine refuses Continue without it), else optional.
import { css } from 'styled-system/css';
import { PO_LABEL } from '../../../../domain/purchaseOrder';
import { TextField } from '../../../components/form/TextField';
import { deliveryErrorFieldOf } from '../../../../../machines/orderWizard.machine';
import { OrderWizardContext } from '../wizardActor';

export function PurchaseOrderField() {
  const actor = OrderWizardContext.useActorRef();
  const value = OrderWizardContext.useSelector((s) => s.context.poReference);
  const required = OrderWizardContext.useSelector((s) => s.context.poRequired);
  const invalid = OrderWizardContext.useSelector((s) => deliveryErrorFieldOf(s) === 'poReference');
  return (
    <div className={css({ maxW: '28rem' })}>
      <TextField
        label={PO_LABEL}
        name="poReference"
        value={value}
        required={required}
        invalid={invalid}
        onChange={(v) => actor.send({ type: 'delivery.field.change', field: 'poReference', value: v })}
      />
    </div>
  );
}

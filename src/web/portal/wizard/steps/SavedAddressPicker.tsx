// Ordering on account (docs/product.md#trade-accounts): a trade company's member picks one of the company's
// saved delivery addresses, which fills Street Address and City / Postcode (still editable). Shown only
// for a delivery, and only when the company has saved addresses.
import { css } from 'styled-system/css';
import { SelectField } from '../../../components/form/SelectField';
import { useMyAccount } from '../../../api/tradeAccounts';
import { OrderWizardContext } from '../wizardActor';

/** Select value standing for "typed by hand" (Ark's select needs a non-empty value). */
const TYPED = 'typed';

export function SavedAddressPicker() {
  const actor = OrderWizardContext.useActorRef();
  const method = OrderWizardContext.useSelector((s) => s.context.deliveryMethod);
  const street = OrderWizardContext.useSelector((s) => s.context.deliveryStreetAddress);
  const city = OrderWizardContext.useSelector((s) => s.context.deliveryCityPostcode);
  const addresses = useMyAccount().data?.company?.addresses ?? [];
  if (method !== 'delivery' || addresses.length === 0) return null;
  const chosen = addresses.findIndex((a) => a.street === street && a.cityPostcode === city);
  const items = [
    { value: TYPED, label: 'Type an address' },
    ...addresses.map((a, i) => ({ value: String(i), label: `${a.name}: ${a.street}, ${a.cityPostcode}` })),
  ];
  const choose = (value: string) => {
    const address = addresses[Number(value)];
    if (value === TYPED || !address) return;
    actor.send({ type: 'delivery.field.change', field: 'deliveryStreetAddress', value: address.street });
    actor.send({ type: 'delivery.field.change', field: 'deliveryCityPostcode', value: address.cityPostcode });
  };
  return (
    <div className={css({ maxW: '36rem' })}>
      <SelectField
        label="Saved address"
        name="savedAddress"
        items={items}
        value={chosen === -1 ? TYPED : String(chosen)}
        onChange={choose}
      />
    </div>
  );
}

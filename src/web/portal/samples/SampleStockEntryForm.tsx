// Samples in (admins; docs/product.md#stock-and-samples): a delivery of one colour's samples, its
// quantity and reference, sent by the sampleStockEntry machine; its field messages, the server's refusal
// and what was recorded are shown as the machine holds them. The colours are those the stock lists.
import type { FormEvent } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { sampleColourName } from '../../../domain/samples';
import type { SampleStockField } from '../../../domain/sampleStockForm';
import { Alert } from '../../components/Alert';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { SAMPLES_LABELS as L } from './sampleLabels';
import { SampleStockEntryContext } from './sampleStockEntryActor';

const formGrid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, mt: '4' });
const wide = css({ gridColumn: '1 / -1' });

export function SampleStockEntryForm({ colours }: { colours: readonly { itemId: string; range: string; name: string }[] }) {
  const { send } = SampleStockEntryContext.useActorRef();
  const fields = SampleStockEntryContext.useSelector((s) => s.context);
  const saving = SampleStockEntryContext.useSelector((s) => s.matches('saving'));
  const saved = SampleStockEntryContext.useSelector((s) => s.matches('saved'));
  const refused = SampleStockEntryContext.useSelector((s) => (s.matches('refused') ? s.context.error : undefined));
  const fieldProps = (field: Exclude<SampleStockField, 'itemId'>) => ({
    name: field,
    value: fields[field],
    invalid: !!fields.fieldErrors[field],
    errorText: fields.fieldErrors[field],
    disabled: saving,
    onChange: (value: string) => send({ type: 'field.change', field, value }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'entry.submit' });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={L.samplesIn} className={formGrid}>
      <SelectField
        label={L.fields.colour}
        name="itemId"
        items={colours.map((c) => ({ value: c.itemId, label: sampleColourName(c) }))}
        value={fields.itemId}
        required
        invalid={!!fields.fieldErrors.itemId}
        errorText={fields.fieldErrors.itemId}
        disabled={saving}
        onChange={(value) => send({ type: 'field.change', field: 'itemId', value })}
      />
      <TextField label={L.fields.quantity} inputMode="numeric" required autoComplete="off" {...fieldProps('quantity')} />
      <TextField label={L.fields.reference} required autoComplete="off" {...fieldProps('reference')} />
      <div className={wide} aria-live="polite">
        {refused ? <Alert tone="error">{refused}</Alert> : null}
        {saved ? <Alert tone="success">{L.recorded}</Alert> : null}
      </div>
      <div className={wide}>
        <button type="submit" className={button({ variant: 'primary' })} disabled={saving} aria-busy={saving}>
          {saving ? L.saving : L.recordSamplesIn}
        </button>
      </div>
    </form>
  );
}

// Record a change of an item's stock (admins; docs/product.md#stock-and-samples): Goods in (a delivery
// from the manufacturer), Expected (a purchase with its expected date) or Adjust (a count, damage or a
// return with its reason), sent by the stockEntry machine; its field messages, the server's refusal
// (an adjustment below what open orders hold) and what was recorded are shown as the machine holds them.
import type { FormEvent } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { ADJUSTMENT_KINDS } from '../../../domain/stock';
import { STOCK_ENTRY_MODES, type StockEntryField, type StockEntryMode } from '../../../domain/stockForms';
import { Alert } from '../../components/Alert';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import * as Tabs from '../../components/ui/tabs';
import { DetailSection } from '../DetailSection';
import { StockEntryContext } from './stockEntryActor';
import { ADJUSTMENT_LABELS, STOCK_ENTRY_LABELS, STOCK_FIELD_LABELS as F, STOCK_LABELS } from './stockLabels';

const KIND_OPTIONS = ADJUSTMENT_KINDS.map((k) => ({ value: k, label: ADJUSTMENT_LABELS[k] }));
const formGrid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, mt: '4' });
const wide = css({ gridColumn: '1 / -1' });

export function StockEntryForm() {
  const { send } = StockEntryContext.useActorRef();
  const fields = StockEntryContext.useSelector((s) => s.context);
  const saving = StockEntryContext.useSelector((s) => s.matches('saving'));
  const saved = StockEntryContext.useSelector((s) => (s.matches('saved') ? s.context.notified : null));
  const refused = StockEntryContext.useSelector((s) => (s.matches('refused') ? s.context.error : undefined));
  const fieldProps = (field: Exclude<StockEntryField, 'kind' | 'itemId'>) => ({
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
  const mode = fields.mode;
  return (
    <DetailSection id="stock-entry-heading" title={STOCK_LABELS.record}>
      <Tabs.Root value={mode} onValueChange={(d) => send({ type: 'mode.select', mode: d.value as StockEntryMode })}>
        <Tabs.List>
          {STOCK_ENTRY_MODES.map((m) => (
            <Tabs.Trigger key={m} value={m}>
              {STOCK_ENTRY_LABELS[m].tab}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <form onSubmit={submit} noValidate aria-label={STOCK_ENTRY_LABELS[mode].tab} className={formGrid}>
        {mode === 'adjust' ? (
          <SelectField
            label={F.kind}
            name="kind"
            items={KIND_OPTIONS}
            value={fields.kind}
            required
            disabled={saving}
            onChange={(value) => send({ type: 'field.change', field: 'kind', value })}
          />
        ) : null}
        <TextField
          label={mode === 'adjust' && fields.kind === 'count' ? F.countedQuantity : F.quantity}
          inputMode="numeric"
          required
          autoComplete="off"
          {...fieldProps('quantity')}
        />
        {mode === 'expected' ? <TextField label={F.expectedOn} type="date" required {...fieldProps('expectedOn')} /> : null}
        {mode === 'adjust' ? (
          <TextField label={F.reason} required autoComplete="off" {...fieldProps('reason')} />
        ) : (
          <TextField label={F.reference} required={mode === 'goodsIn'} autoComplete="off" {...fieldProps('reference')} />
        )}
        <div className={wide}>
          {refused ? <Alert tone="error">{refused}</Alert> : null}
          {saved !== null ? <Alert tone="success">{saved > 0 ? STOCK_LABELS.notified(saved) : STOCK_LABELS.recorded}</Alert> : null}
        </div>
        <div className={wide}>
          <button type="submit" className={button({ variant: 'primary' })} disabled={saving} aria-busy={saving}>
            {saving ? STOCK_LABELS.saving : STOCK_ENTRY_LABELS[mode].submit}
          </button>
        </div>
      </form>
    </DetailSection>
  );
}

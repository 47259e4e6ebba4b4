// Record payment (admins; docs/product.md#trade-accounts): amount, date and reference, sent by the
// recordPayment machine; its field messages, the server's refusal (e.g. more than the invoice owes) and
// "Payment recorded" are shown as the machine holds them.
import type { FormEvent } from 'react';
import { css } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import type { PaymentField } from '../../../domain/paymentForm';
import { Alert } from '../../components/Alert';
import { TextField } from '../../components/form/TextField';
import { INVOICE_LABELS } from './invoiceLabels';
import { RecordPaymentContext } from './recordPaymentActor';

export function RecordPaymentForm() {
  const { send } = RecordPaymentContext.useActorRef();
  const fields = RecordPaymentContext.useSelector((s) => s.context);
  const saving = RecordPaymentContext.useSelector((s) => s.matches('saving'));
  const saved = RecordPaymentContext.useSelector((s) => s.matches('saved'));
  const refused = RecordPaymentContext.useSelector((s) => (s.matches('refused') ? s.context.error : undefined));
  // Each field shows the machine's value and message for it, and sends its changes.
  const fieldProps = (field: PaymentField) => ({
    name: field,
    value: fields[field],
    invalid: !!fields.fieldErrors[field],
    errorText: fields.fieldErrors[field],
    disabled: saving,
    onChange: (value: string) => send({ type: 'field.change', field, value }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'payment.submit' });
  };
  return (
    <section className={card()} aria-labelledby="record-payment-heading">
      <h2 id="record-payment-heading" className={css({ textStyle: 'h3', mb: '4' })}>
        {INVOICE_LABELS.recordPayment}
      </h2>
      <form onSubmit={submit} noValidate aria-labelledby="record-payment-heading" className={css({ display: 'grid', gap: '4' })}>
        <TextField label={INVOICE_LABELS.amount} inputMode="decimal" required autoComplete="off" {...fieldProps('amount')} />
        <TextField label={INVOICE_LABELS.date} type="date" required {...fieldProps('date')} />
        <TextField label={INVOICE_LABELS.reference} autoComplete="off" {...fieldProps('reference')} />
        {refused ? <Alert tone="error">{refused}</Alert> : null}
        {saved ? <Alert tone="success">{INVOICE_LABELS.recorded}</Alert> : null}
        <div>
          <button type="submit" className={button({ variant: 'primary' })} disabled={saving} aria-busy={saving}>
            {saving ? INVOICE_LABELS.recording : INVOICE_LABELS.recordPayment}
          </button>
        </div>
      </form>
    </section>
  );
}

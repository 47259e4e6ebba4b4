// The e-mails about one order (confirmation, status changes) with their delivery state, for its owner
// and admins (docs/product.md#e-mail). Loading and failure stay inside the card, so the
// order itself shows whatever happens here.
import type { NotificationSummary } from '../../../domain/schemas/leadsInbox';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { DetailSection } from '../DetailSection';
import { SentEmails } from '../SentEmails';
import { useOrderEmails } from '../../api/orders';

export type OrderEmailsState = { status: 'pending' } | { status: 'error' } | { status: 'success'; emails: readonly NotificationSummary[] };

export function OrderEmailsCard({ state }: { state: OrderEmailsState }) {
  return (
    <DetailSection id="order-emails-heading" title="E-mails">
      {state.status === 'pending' ? (
        <Spinner label="Loading e-mails" inline size={20} />
      ) : state.status === 'error' ? (
        <Alert tone="error">Failed to load e-mails</Alert>
      ) : (
        <SentEmails emails={state.emails} empty="No e-mails about this order yet." />
      )}
    </DetailSection>
  );
}

export function OrderEmails({ orderId }: { orderId: string }) {
  const emails = useOrderEmails(orderId);
  const state: OrderEmailsState = emails.isSuccess ? { status: 'success', emails: emails.data } : { status: emails.status };
  return <OrderEmailsCard state={state} />;
}

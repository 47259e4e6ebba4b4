// The e-mails about a lead or an order (GET /api/orders/{id}/emails, and a lead's own) settle after the
// page opened: while one is still queued or retrying the page asks again, once settled never.
import type { NotificationSummary } from '../../domain/schemas/leadsInbox';

const DELIVERY_POLL_MS = 5000;

/** react-query's refetchInterval for a query holding e-mails with delivery states. */
export function deliveryPollInterval(emails: readonly NotificationSummary[] | undefined): number | false {
  return emails?.some((m) => m.status === 'queued' || m.status === 'retrying') ? DELIVERY_POLL_MS : false;
}

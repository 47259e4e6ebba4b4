// The e-mails sent (or owed) about a lead or an order, each with its delivery state (Queued, Sent,
// Retrying, Failed: labels from src/domain/leads.ts), as the transactional outbox records them.
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { formatDateTime } from '../../domain/dates';
import { notificationStatusLabel, type NotificationStatus } from '../../domain/leads';
import type { NotificationSummary } from '../../domain/schemas/leadsInbox';

// Literal recipe calls, so Panda's static extraction generates every tone's styles.
const TONE_CLASS: Record<NotificationStatus, string> = {
  queued: badge({ tone: 'info' }),
  sent: badge({ tone: 'success' }),
  retrying: badge({ tone: 'warning' }),
  failed: badge({ tone: 'neutral' }),
};
const meta = css({ fontSize: 'sm', color: 'fg.muted' });

function when(m: NotificationSummary): string {
  if (m.sentAt) return ` · ${formatDateTime(m.sentAt)}`;
  return m.attempts > 0 ? ` · ${m.attempts} ${m.attempts === 1 ? 'attempt' : 'attempts'}` : '';
}

export function SentEmails({ emails, empty }: { emails: readonly NotificationSummary[]; empty: string }) {
  if (emails.length === 0) return <p className={meta}>{empty}</p>;
  return (
    <ul className={css({ listStyle: 'none', p: '0', m: '0', display: 'grid', gap: '3' })}>
      {emails.map((m) => (
        <li key={m.id} data-testid="sent-email">
          <p className={css({ fontWeight: '600', overflowWrap: 'anywhere' })}>{m.subject}</p>
          <p className={meta}>
            <span className={TONE_CLASS[m.status]} data-testid="delivery-state">
              {notificationStatusLabel(m.status)}
            </span>{' '}
            to <span className={css({ overflowWrap: 'anywhere' })}>{m.recipient}</span>
            {when(m)}
          </p>
        </li>
      ))}
    </ul>
  );
}

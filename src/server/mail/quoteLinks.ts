// The customer's quote link (docs/product.md#quotes), made as its e-mail is
// sent, as the account links are (auth/linkTokens.ts): a fresh 256-bit token whose SHA-256 replaces the
// row's, so no usable token waits in the outbox's rows. A retried send makes a new one.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { TIME_ZONE } from '../../domain/constants';
import { OPEN_QUOTE_STATUSES } from '../../domain/quotes';
import { hashToken, newToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { quoteLinks, quotes } from '../db/schema';

/** Where a quote link opens (the public quote page). */
export function quoteLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/quote/${token}`;
}

/** The link an e-mail carries; null once the link was ended (the quote withdrawn) before the e-mail went. */
export async function quoteLinkForSending(db: Pick<Db, 'update'>, linkId: string, publicUrl: string): Promise<string | null> {
  const token = newToken();
  const [row] = await db
    .update(quoteLinks)
    .set({ tokenHash: hashToken(token) })
    .where(and(eq(quoteLinks.id, linkId), isNull(quoteLinks.revokedAt)))
    .returning({ id: quoteLinks.id });
  return row ? quoteLinkUrl(publicUrl, token) : null;
}

/**
 * The reminder's link (docs/product.md#quotes: one reminder 3 days before expiry, if still open), made when its
 * scheduled job comes due: only while the version it reminds of is still the one sent, still open (not
 * accepted, withdrawn, revised or past its date) and not yet reminded; then the quote records the reminder.
 * Null otherwise, and the e-mail is not sent.
 */
export async function quoteReminderLink(
  db: Pick<Db, 'update' | 'execute'>,
  reminder: { quoteId: string; linkId: string; version: number },
  publicUrl: string,
): Promise<string | null> {
  const token = newToken();
  const open = OPEN_QUOTE_STATUSES.map((s) => sql`${s}`);
  const [row] = await db
    .update(quoteLinks)
    .set({ tokenHash: hashToken(token) })
    .where(
      and(
        eq(quoteLinks.id, reminder.linkId),
        isNull(quoteLinks.revokedAt),
        sql`exists (select 1 from ${quotes} q where q.id = ${reminder.quoteId} and q.status in (${sql.join(open, sql`, `)})
          and q.sent_version = ${reminder.version} and q.reminder_sent_at is null
          and now() < ((q.valid_until + 1)::timestamp at time zone ${TIME_ZONE}))`,
      ),
    )
    .returning({ id: quoteLinks.id });
  if (!row) return null;
  await db
    .update(quotes)
    .set({ reminderSentAt: sql`now()` })
    .where(eq(quotes.id, reminder.quoteId));
  return quoteLinkUrl(publicUrl, token);
}

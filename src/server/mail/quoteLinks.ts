// The customer's quote link (DESIGN.md "Quotes (staff-built, accepted online)"), made as its e-mail is
// sent, as the account links are (auth/linkTokens.ts): a fresh 256-bit token whose SHA-256 replaces the
// row's, so no usable token waits in the outbox's rows. A retried send makes a new one.
import { and, eq, isNull } from 'drizzle-orm';
import { hashToken, newToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { quoteLinks } from '../db/schema';

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

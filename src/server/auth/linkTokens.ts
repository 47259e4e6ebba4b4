// The one-time links of invitation, password-reset and sign-up confirmation e-mails (docs/product.md#accounts),
// made as their e-mail is sent. Its own module because both sides need it: the people service issues
// the link rows and the outbox's worker makes the token as it sends, and neither imports the other.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accountTokens, signupRequests } from '../db/schema';
import { hashToken, newToken } from './tokens';

/**
 * The link an invitation or reset e-mail carries, made as it is sent: a fresh token whose digest
 * replaces the row's, while the link is unused and unexpired (null otherwise: a newer link replaced
 * it, or it was used or ran out before the e-mail went). The token lives only in the worker's memory
 * and the e-mail itself, never in the outbox's rows. A retried send makes a new one (the earlier
 * attempt's link, if it arrived after all, stops working).
 */
export async function linkForSending(db: Pick<Db, 'update'>, linkId: string, publicUrl: string, now: Date): Promise<string | null> {
  const token = newToken();
  const [row] = await db
    .update(accountTokens)
    .set({ tokenHash: hashToken(token) })
    .where(and(eq(accountTokens.id, linkId), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)))
    .returning({ kind: accountTokens.kind });
  return row ? linkUrl(publicUrl, row.kind, token) : null;
}

function linkUrl(publicUrl: string, kind: (typeof accountTokens.$inferSelect)['kind'], token: string): string {
  return `${publicUrl}/${kind === 'invitation' ? 'accept-invite' : 'reset-password'}?token=${token}`;
}

/** Where a sign-up's confirmation link opens. */
const VERIFY_EMAIL_PATH = '/verify-email';

/** A sign-up's confirmation link, made as its e-mail is sent (as linkForSending above); null once it cannot be used. */
export async function signupLinkForSending(
  db: Pick<Db, 'update'>,
  requestId: string,
  publicUrl: string,
  now: Date,
): Promise<string | null> {
  const token = newToken();
  const [row] = await db
    .update(signupRequests)
    .set({ tokenHash: hashToken(token) })
    .where(and(eq(signupRequests.id, requestId), isNull(signupRequests.usedAt), gt(signupRequests.expiresAt, now)))
    .returning({ id: signupRequests.id });
  return row ? `${publicUrl}${VERIFY_EMAIL_PATH}?token=${token}` : null;
}

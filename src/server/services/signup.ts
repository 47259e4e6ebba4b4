// A visitor's own client account (DESIGN.md "Beyond the spec: Accounts"): the sign-up is kept as a
// request with its password already hashed, and the account is made only when the link of its e-mail
// is opened, so an address typed by someone else leaves no account behind. The link follows the
// invitation's rules (services/people.ts): 256 random bits made when its e-mail is sent, only their
// SHA-256 stored, 7 days, single use, consumed by one conditional update.
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { User } from '../../domain/schemas/auth';
import { ACCOUNT_LINK_TTL_MS } from '../auth/policy';
import { hashToken, newToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { signupRequests, users } from '../db/schema';
import { accountExistsDraft, signupDraft } from '../mail/messages';
import type { Outbox } from '../mail/outbox';
import type { LinkRefusal } from './people';

const sameEmail = (column: typeof users.email | typeof signupRequests.email, email: string) =>
  eq(sql`lower(${column})`, email.toLowerCase());

export type SignupOutcome = 'confirmationQueued' | 'existingAccountTold' | 'nothingSent';

/**
 * Queues what a sign-up owes in one transaction with its record: a confirmation link for a new address,
 * a "you already have an account" note for an active account's, nothing for an invited or disabled one
 * or when `mail` is false (the address's e-mail limit). The caller answers the same in every case.
 * Each sign-up's link carries its own password: a later sign-up for the same address does not end an
 * earlier one, so someone else's sign-up cannot replace the link the owner of the address asked for.
 */
export async function requestSignup(
  db: Db,
  outbox: Outbox,
  input: { email: string; passwordHash: string; returnTo: string | null; mail: boolean; publicUrl: string; now: Date },
): Promise<SignupOutcome> {
  if (!input.mail) return 'nothingSent';
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ email: users.email, disabledAt: users.disabledAt, invitedAt: users.invitedAt })
      .from(users)
      .where(sameEmail(users.email, input.email));
    if (existing) {
      if (existing.disabledAt || existing.invitedAt) return 'nothingSent';
      await outbox.queue(tx, [accountExistsDraft(existing.email, input.publicUrl)]);
      return 'existingAccountTold';
    }
    const [row] = await tx
      .insert(signupRequests)
      .values({
        email: input.email,
        passwordHash: input.passwordHash,
        returnTo: input.returnTo,
        // The digest of a token nobody holds: the e-mail's own is made as it is sent (signupLinkForSending).
        tokenHash: hashToken(newToken()),
        createdAt: input.now,
        expiresAt: new Date(input.now.getTime() + ACCOUNT_LINK_TTL_MS.signup),
      })
      .returning({ id: signupRequests.id });
    await outbox.queue(tx, [signupDraft(input.email, row.id)]);
    return 'confirmationQueued';
  });
}

export type SignupRefusal = LinkRefusal | 'accountExists';
export type SignupVerification = { ok: true; user: User; returnTo: string | null } | { ok: false; refusal: SignupRefusal };

/**
 * Opens a confirmation link once: the conditional update consumes it only while unused and unexpired,
 * so two requests racing with one link cannot both succeed. Makes the client account with the password
 * of this sign-up; every other pending sign-up of the address ends. An address that got an account
 * meanwhile (an invitation, another link opened first) is refused: the unique email index decides.
 */
export async function verifySignup(db: Db, token: string, now: Date): Promise<SignupVerification> {
  return db.transaction(async (tx) => {
    const digest = hashToken(token);
    const [used] = await tx
      .update(signupRequests)
      .set({ usedAt: now })
      .where(and(eq(signupRequests.tokenHash, digest), isNull(signupRequests.usedAt), gt(signupRequests.expiresAt, now)))
      .returning();
    if (!used) {
      const [row] = await tx
        .select({ usedAt: signupRequests.usedAt, expiresAt: signupRequests.expiresAt })
        .from(signupRequests)
        .where(eq(signupRequests.tokenHash, digest));
      const refusal: LinkRefusal = !row ? 'linkInvalid' : row.usedAt ? 'linkUsed' : 'linkExpired';
      return { ok: false, refusal };
    }
    const [created] = await tx
      .insert(users)
      .values({ email: used.email, role: 'client', passwordHash: used.passwordHash, lastSignInAt: now, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email, role: users.role });
    if (!created) return { ok: false, refusal: 'accountExists' };
    // The account holds the password now: no copy of its hash stays behind.
    await tx.update(signupRequests).set({ userId: created.id, passwordHash: '' }).where(eq(signupRequests.id, used.id));
    // One confirmed sign-up is the account: the address's other links end now, with their passwords.
    await tx
      .update(signupRequests)
      .set({ expiresAt: now, passwordHash: '' })
      .where(
        and(
          sameEmail(signupRequests.email, used.email),
          ne(signupRequests.id, used.id),
          isNull(signupRequests.usedAt),
          gt(signupRequests.expiresAt, now),
        ),
      );
    return { ok: true, user: created, returnTo: used.returnTo };
  });
}

/** How long a sign-up is kept after its link ran out (so a late click still reads "expired"), then deleted with its password hash. */
const KEEP_AFTER_EXPIRY_MS = 30 * 86_400_000;

export async function pruneSignupRequests(db: Db, now: Date): Promise<void> {
  await db.delete(signupRequests).where(lt(signupRequests.expiresAt, new Date(now.getTime() - KEEP_AFTER_EXPIRY_MS)));
}

// A visitor's own client account (docs/product.md#accounts): the sign-up is kept as a
// request with its password already hashed, and the account is made only when the link of its e-mail
// is opened, so an address typed by someone else leaves no account behind. The link follows the
// invitation's rules (services/people.ts): 256 random bits made when its e-mail is sent, only their
// SHA-256 stored, 7 days, single use, consumed by one conditional update.
import { and, eq, gt, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { User } from '../../domain/schemas/auth';
import { verifyPassword } from '../auth/password';
import { ACCOUNT_LINK_TTL_MS } from '../auth/policy';
import { hashToken, newToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { signupRequests, users } from '../db/schema';
import { accountExistsDraft, signupDraft } from '../mail/messages';
import type { Outbox } from '../mail/outbox';
import type { LinkRefusal } from './people';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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

export type SignupRefusal = LinkRefusal | 'accountExists' | 'wrongPassword';
export type SignupVerification = { ok: true; user: User; returnTo: string | null } | { ok: false; refusal: SignupRefusal };
/** A usable confirmation link's sign-up, before its password is checked. */
export type PendingSignup = { ok: true; id: string; passwordHash: string } | { ok: false; refusal: LinkRefusal };

/** Why a link that is not usable now is refused: unknown, used, or expired (or ended by another confirmed sign-up). */
async function refusalOf(db: Db | Tx, where: ReturnType<typeof eq>): Promise<LinkRefusal> {
  const [row] = await db.select({ usedAt: signupRequests.usedAt }).from(signupRequests).where(where);
  return !row ? 'linkInvalid' : row.usedAt ? 'linkUsed' : 'linkExpired';
}

/** The sign-up of a confirmation link while it is unused and unexpired; nothing is consumed. */
export async function pendingSignup(db: Db, token: string, now: Date): Promise<PendingSignup> {
  const digest = hashToken(token);
  const [row] = await db
    .select({ id: signupRequests.id, passwordHash: signupRequests.passwordHash })
    .from(signupRequests)
    .where(and(eq(signupRequests.tokenHash, digest), isNull(signupRequests.usedAt), gt(signupRequests.expiresAt, now)));
  if (row) return { ok: true, ...row };
  return { ok: false, refusal: await refusalOf(db, eq(signupRequests.tokenHash, digest)) };
}

/**
 * Opens a confirmation link once, with the password chosen at sign-up: a link opened by the owner of an
 * address that someone else signed up with must not make that person's account. The password is checked
 * BEFORE the link is consumed, so a wrong one leaves it usable (the route throttles the attempts). The
 * conditional update then consumes it only while unused, unexpired and still holding the hash that was
 * checked, so two requests racing with one link cannot both succeed. Makes the client account with that
 * password; every other pending sign-up of the address ends. An address that got an account meanwhile
 * (an invitation, another link opened first) is refused: the unique email index decides.
 */
export async function verifySignup(
  db: Db,
  pending: Extract<PendingSignup, { ok: true }>,
  password: string,
  now: Date,
): Promise<SignupVerification> {
  if (!pending.passwordHash || !(await verifyPassword(password, pending.passwordHash))) return { ok: false, refusal: 'wrongPassword' };
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(signupRequests)
      .set({ usedAt: now })
      .where(
        and(
          eq(signupRequests.id, pending.id),
          eq(signupRequests.passwordHash, pending.passwordHash),
          isNull(signupRequests.usedAt),
          gt(signupRequests.expiresAt, now),
        ),
      )
      .returning();
    if (!used) return { ok: false, refusal: await refusalOf(tx, eq(signupRequests.id, pending.id)) };
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

/** How long a sign-up is kept after its link ran out (so a late click still reads "expired"), then deleted. */
const KEEP_AFTER_EXPIRY_MS = 30 * 86_400_000;

/**
 * The sweep: an expired sign-up's password hash is blanked at once (a link that can no longer be used
 * needs no password), the row itself is deleted only after KEEP_AFTER_EXPIRY_MS.
 */
export async function pruneSignupRequests(db: Db, now: Date): Promise<void> {
  await db
    .update(signupRequests)
    .set({ passwordHash: '' })
    .where(and(lte(signupRequests.expiresAt, now), ne(signupRequests.passwordHash, '')));
  await db.delete(signupRequests).where(lt(signupRequests.expiresAt, new Date(now.getTime() - KEEP_AFTER_EXPIRY_MS)));
}

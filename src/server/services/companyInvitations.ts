// Invitations to join a trade company (docs/product.md#trade-accounts). Joining is the person's choice:
// an owner or an admin invites an address, which makes no account and shares nothing; the person signed
// in with that address accepts (and only then becomes a member) or declines. One pending invitation per
// company and address: a new one replaces the last. The invitation e-mail carries no secret, since only
// the address's own signed-in user can act on it, so an unknown address can still sign up and accept.
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { emailKey } from '../../domain/plainText';
import type { InvitationAccepted, MyInvitation, PendingInvitation } from '../../domain/schemas/companyInvitations';
import { isUuid } from '../../domain/schemas/fields';
import { COMPANY_ROLE_LABELS, type CompanyRole } from '../../domain/schemas/trade';
import { ACCOUNT_LINK_TTL_MS } from '../auth/policy';
import type { Db } from '../db/client';
import { companyInvitations, tradeAccountMembers, tradeAccounts, users } from '../db/schema';
import { companyInvitationDraft } from '../mail/messages';
import type { Outbox } from '../mail/outbox';
import type { Actor } from './people';

const sameEmail = (email: string) => eq(sql`lower(${companyInvitations.email})`, emailKey(email));
const pending = (now: Date) =>
  and(
    isNull(companyInvitations.acceptedAt),
    isNull(companyInvitations.declinedAt),
    isNull(companyInvitations.cancelledAt),
    gt(companyInvitations.expiresAt, now),
  );

type InvitationRow = typeof companyInvitations.$inferSelect;
const toPending = (row: InvitationRow): PendingInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  invitedAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

export type InviteToCompanyResult = { kind: 'invited'; invitation: PendingInvitation } | { kind: 'alreadyMember' };

/**
 * Invites an address to the company, whether or not it has an account (the caller answers the same for
 * both). `mail` false (the address's own e-mail limit) keeps the invitation without sending its e-mail.
 */
export async function inviteToCompany(
  db: Db,
  outbox: Outbox,
  input: { accountId: string; email: string; role: CompanyRole; actor: Actor; mail: boolean; publicUrl: string; now: Date },
): Promise<InviteToCompanyResult> {
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ name: tradeAccounts.name }).from(tradeAccounts).where(eq(tradeAccounts.id, input.accountId));
    // Its own members are on the owner's page already: saying so reveals nothing.
    const [member] = await tx
      .select({ userId: tradeAccountMembers.userId })
      .from(tradeAccountMembers)
      .innerJoin(users, eq(users.id, tradeAccountMembers.userId))
      .where(and(eq(tradeAccountMembers.accountId, input.accountId), eq(sql`lower(${users.email})`, emailKey(input.email))));
    if (member) return { kind: 'alreadyMember' as const };
    await tx
      .update(companyInvitations)
      .set({ cancelledAt: input.now })
      .where(and(eq(companyInvitations.accountId, input.accountId), sameEmail(input.email), pending(input.now)));
    const [row] = await tx
      .insert(companyInvitations)
      .values({
        accountId: input.accountId,
        email: input.email,
        role: input.role,
        invitedBy: input.actor.id,
        invitedByEmail: input.actor.email,
        createdAt: input.now,
        expiresAt: new Date(input.now.getTime() + ACCOUNT_LINK_TTL_MS.invitation),
      })
      .returning();
    if (input.mail)
      await outbox.queue(tx, [
        companyInvitationDraft(
          { email: row.email, company: account.name, roleLabel: COMPANY_ROLE_LABELS[row.role], invitedBy: input.actor.email },
          input.publicUrl,
        ),
      ]);
    return { kind: 'invited' as const, invitation: toPending(row) };
  });
}

/** The company's pending invitations, oldest first. */
export async function pendingInvitations(db: Db, accountId: string, now: Date): Promise<PendingInvitation[]> {
  const rows = await db
    .select()
    .from(companyInvitations)
    .where(and(eq(companyInvitations.accountId, accountId), pending(now)))
    .orderBy(asc(companyInvitations.createdAt), asc(companyInvitations.id));
  return rows.map(toPending);
}

/** Cancels a pending invitation of the company; false when there is none with that id. */
export async function cancelInvitation(db: Db, accountId: string, invitationId: string, now: Date): Promise<boolean> {
  if (!isUuid(invitationId)) return false;
  const ended = await db
    .update(companyInvitations)
    .set({ cancelledAt: now })
    .where(and(eq(companyInvitations.id, invitationId), eq(companyInvitations.accountId, accountId), pending(now)))
    .returning({ id: companyInvitations.id });
  return ended.length > 0;
}

/** The signed-in person's pending invitations: those to their own address, in any letter case. */
export async function invitationsFor(db: Db, email: string, now: Date): Promise<MyInvitation[]> {
  const rows = await db
    .select({ invitation: companyInvitations, company: { id: tradeAccounts.id, name: tradeAccounts.name } })
    .from(companyInvitations)
    .innerJoin(tradeAccounts, eq(tradeAccounts.id, companyInvitations.accountId))
    .where(and(sameEmail(email), pending(now)))
    .orderBy(asc(companyInvitations.createdAt), asc(companyInvitations.id));
  return rows.map(({ invitation, company }) => ({
    id: invitation.id,
    company,
    role: invitation.role,
    invitedBy: invitation.invitedByEmail,
    expiresAt: invitation.expiresAt.toISOString(),
  }));
}

export type AcceptResult =
  { kind: 'accepted'; joined: InvitationAccepted } | { kind: 'notFound' } | { kind: 'inAnotherCompany' } | { kind: 'staff' };

/**
 * Accepts a pending invitation to the user's own address: the user becomes a member with its role. The
 * invitation row is locked, so two accepts at once make one membership; a user in a company already
 * (the member table's key) is refused and the invitation stays pending.
 */
export async function acceptInvitation(
  db: Db,
  user: { id: string; email: string; role: string },
  invitationId: string,
  now: Date,
): Promise<AcceptResult> {
  if (!isUuid(invitationId)) return { kind: 'notFound' };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ invitation: companyInvitations, company: { id: tradeAccounts.id, name: tradeAccounts.name } })
      .from(companyInvitations)
      .innerJoin(tradeAccounts, eq(tradeAccounts.id, companyInvitations.accountId))
      .where(and(eq(companyInvitations.id, invitationId), sameEmail(user.email), pending(now)))
      .for('update', { of: companyInvitations });
    if (!row) return { kind: 'notFound' as const };
    if (user.role === 'admin') return { kind: 'staff' as const };
    const [joined] = await tx
      .insert(tradeAccountMembers)
      .values({ userId: user.id, accountId: row.company.id, role: row.invitation.role, createdAt: now })
      .onConflictDoNothing()
      .returning({ userId: tradeAccountMembers.userId });
    if (!joined) return { kind: 'inAnotherCompany' as const };
    await tx.update(companyInvitations).set({ acceptedAt: now }).where(eq(companyInvitations.id, invitationId));
    return { kind: 'accepted' as const, joined: { company: row.company, role: row.invitation.role } };
  });
}

/** Declines a pending invitation to the user's own address; false when there is none. */
export async function declineInvitation(db: Db, email: string, invitationId: string, now: Date): Promise<boolean> {
  if (!isUuid(invitationId)) return false;
  const ended = await db
    .update(companyInvitations)
    .set({ declinedAt: now })
    .where(and(eq(companyInvitations.id, invitationId), sameEmail(email), pending(now)))
    .returning({ id: companyInvitations.id });
  return ended.length > 0;
}

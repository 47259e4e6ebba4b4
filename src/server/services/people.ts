// People (docs/product.md#accounts): the admin's user list, invitations, role and
// disable changes with their audit log, and the one-time links of invitations and password resets.
// Links carry 256 random bits; only their SHA-256 is stored, and the token itself is made when its e-mail
// is sent (linkForSending, auth/linkTokens.ts), so the outbox's rows hold no usable link. Every admin change runs under one
// transaction-scoped advisory lock, so two admins acting at once (each demoting the other) are
// serialised and the second sees the first's change: the last active admin always stays.
import { and, desc, eq, gt, ilike, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { UserRole } from '../../domain/constants';
import { ACCOUNT_MESSAGES, type AuditEntry, type UserState, type UserSummary } from '../../domain/schemas/users';
import { ACCOUNT_LINK_TTL_MS } from '../auth/policy';
import { endAllSessions, logAuthEvent } from '../auth/sessions';
import { hashToken, newToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { accountTokens, adminAuditLog, users } from '../db/schema';
import { invitationDraft, passwordResetDraft } from '../mail/messages';
import type { Outbox } from '../mail/outbox';
import { beforeCursor, containsPattern, cursorTime, encodeCursor, type Cursor } from './keyset';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type LinkKind = 'invitation' | 'reset';
export type LinkRefusal = 'linkUsed' | 'linkExpired' | 'linkInvalid';
export type AuditAction = AuditEntry['action'];

export interface Actor {
  /** The admin's user id; null for the server console (`npm run user`), which answers to no account. */
  id: string | null;
  email: string;
}

/** Who the audit log names for `npm run user`: whoever runs it has the server, not an admin account. */
export const CONSOLE_ACTOR: Actor = { id: null, email: 'server console (npm run user)' };

/** Any one key: admin changes to users take it for their transaction (see the file comment). */
const USER_ADMIN_LOCK = 18_000_001;

const ROLE_LABELS: Record<UserRole, string> = { admin: 'admin', client: 'client', installer: 'installer', driver: 'driver' };

function stateOf(row: { disabledAt: Date | null; invitedAt: Date | null }): UserState {
  if (row.disabledAt) return 'disabled';
  return row.invitedAt ? 'invited' : 'active';
}

const summaryColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  disabledAt: users.disabledAt,
  invitedAt: users.invitedAt,
  lastSignInAt: users.lastSignInAt,
  createdAt: users.createdAt,
  cursorAt: cursorTime(users.createdAt),
};
type SummaryRow = {
  [K in keyof typeof summaryColumns]: K extends 'cursorAt' ? string : (typeof users.$inferSelect)[K & keyof typeof users.$inferSelect];
};

function toSummary(row: SummaryRow): UserSummary {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    state: stateOf(row),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Newest first; `q` matches part of the email. One extra row tells whether another page exists. */
export async function listUsers(db: Db, opts: { q?: string; limit: number; position: Cursor | null }) {
  const where: SQL[] = [];
  if (opts.q) where.push(ilike(users.email, containsPattern(opts.q)));
  if (opts.position) where.push(beforeCursor(users.createdAt, users.id, opts.position));
  const rows = await db
    .select(summaryColumns)
    .from(users)
    .where(and(...where))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(opts.limit + 1);
  const page = rows.slice(0, opts.limit);
  const last = page.at(-1);
  return { users: page.map(toSummary), next: rows.length > opts.limit && last ? encodeCursor(last.cursorAt, last.id) : null };
}

export async function userSummaryOf(db: Db | Tx, id: string): Promise<UserSummary | null> {
  const [row] = await db.select(summaryColumns).from(users).where(eq(users.id, id));
  return row ? toSummary(row) : null;
}

async function audit(tx: Tx, actor: Actor, action: AuditAction, target: { id: string; email: string }, detail: string, now: Date) {
  await tx
    .insert(adminAuditLog)
    .values({ at: now, actorId: actor.id, actorEmail: actor.email, action, targetId: target.id, targetEmail: target.email, detail });
}

/** Newest first, keyset-paged by id. */
export async function auditLog(db: Db, opts: { limit: number; before: number | null }) {
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(opts.before === null ? undefined : lt(adminAuditLog.id, opts.before))
    .orderBy(desc(adminAuditLog.id))
    .limit(opts.limit + 1);
  const page = rows.slice(0, opts.limit);
  const entries: AuditEntry[] = page.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    actor: r.actorEmail,
    action: r.action as AuditAction,
    target: r.targetEmail,
    detail: r.detail,
  }));
  return { entries, next: rows.length > opts.limit && page.length ? String(page.at(-1)!.id) : null };
}

/** Ends every unused, unexpired link of the user (of one kind, or all): only links issued later work. */
async function endPendingLinks(tx: Tx, userId: string, now: Date, kind?: LinkKind) {
  await tx
    .update(accountTokens)
    .set({ expiresAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        kind ? eq(accountTokens.kind, kind) : undefined,
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    );
}

/**
 * A new one-time link for the user; earlier unused links of the same kind end now (only the newest works).
 * Answers the row's id: the token its e-mail carries is made only when that e-mail is sent
 * (linkForSending), so the row starts with the digest of a token nobody holds.
 */
export async function issueLink(tx: Tx, kind: LinkKind, userId: string, createdBy: string | null, now: Date): Promise<string> {
  await endPendingLinks(tx, userId, now, kind);
  const token = newToken();
  const [row] = await tx
    .insert(accountTokens)
    .values({
      kind,
      userId,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + ACCOUNT_LINK_TTL_MS[kind]),
      createdBy,
    })
    .returning({ id: accountTokens.id });
  return row.id;
}

export type InviteResult = { kind: 'invited'; user: UserSummary } | { kind: 'taken' };

export async function inviteUser(
  db: Db,
  outbox: Outbox,
  input: { email: string; role: UserRole; actor: Actor; now: Date },
): Promise<InviteResult> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email: input.email,
        role: input.role,
        passwordHash: null,
        invitedAt: input.now,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email });
    if (!created) return { kind: 'taken' as const };
    const linkId = await issueLink(tx, 'invitation', created.id, input.actor.id, input.now);
    await outbox.queue(tx, [invitationDraft(created.email, ROLE_LABELS[input.role], linkId)]);
    await audit(tx, input.actor, 'user.invite', created, `as ${input.role}`, input.now);
    return { kind: 'invited' as const, user: (await userSummaryOf(tx, created.id))! };
  });
}

export type ResendResult = 'sent' | 'notFound' | 'notInvited';

export async function resendInvitation(db: Db, outbox: Outbox, input: { id: string; actor: Actor; now: Date }): Promise<ResendResult> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(users).where(eq(users.id, input.id)).for('update');
    if (!found) return 'notFound';
    if (!found.invitedAt) return 'notInvited';
    const linkId = await issueLink(tx, 'invitation', found.id, input.actor.id, input.now);
    await outbox.queue(tx, [invitationDraft(found.email, ROLE_LABELS[found.role], linkId)]);
    await audit(tx, input.actor, 'user.invite.resend', found, '', input.now);
    return 'sent';
  });
}

export type UpdateResult =
  { kind: 'updated'; user: UserSummary } | { kind: 'refused'; status: 403 | 404 | 409; message: string; refusal?: 'notAdmin' };

/** Role and disabled changes; disabling ends every live session and every pending link at once. */
export async function updateUser(
  db: Db,
  input: { id: string; role?: UserRole; disabled?: boolean; actor: Actor; now: Date },
): Promise<UpdateResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${USER_ADMIN_LOCK})`);
    const actorId = input.actor.id;
    if (actorId !== null) {
      const [actor] = await tx.select().from(users).where(eq(users.id, actorId));
      // The acting admin may have been demoted or disabled by another admin a moment ago.
      if (!actor || actor.role !== 'admin' || actor.disabledAt) return { kind: 'refused', status: 403, message: '', refusal: 'notAdmin' };
    }
    const [target] = await tx.select().from(users).where(eq(users.id, input.id));
    if (!target) return { kind: 'refused', status: 404, message: ACCOUNT_MESSAGES.userNotFound };
    const roleChanges = input.role !== undefined && input.role !== target.role;
    const disabledChanges = input.disabled !== undefined && input.disabled !== (target.disabledAt !== null);
    if ((roleChanges || disabledChanges) && target.id === actorId)
      return { kind: 'refused', status: 409, message: ACCOUNT_MESSAGES.notYourself };
    const leavesAdmins = (roleChanges && input.role !== 'admin') || (disabledChanges && input.disabled);
    if (target.role === 'admin' && !target.disabledAt && leavesAdmins) {
      const [{ others }] = await tx
        .select({ others: sql<number>`count(*)::int` })
        .from(users)
        .where(and(eq(users.role, 'admin'), isNull(users.disabledAt), isNull(users.invitedAt), ne(users.id, target.id)));
      if (others === 0) return { kind: 'refused', status: 409, message: ACCOUNT_MESSAGES.lastAdmin };
    }
    if (roleChanges) {
      await tx.update(users).set({ role: input.role!, updatedAt: input.now }).where(eq(users.id, target.id));
      await audit(tx, input.actor, 'user.role', target, `${target.role} -> ${input.role}`, input.now);
    }
    if (disabledChanges) {
      await tx
        .update(users)
        .set({ disabledAt: input.disabled ? input.now : null, updatedAt: input.now })
        .where(eq(users.id, target.id));
      if (input.disabled) {
        await endAllSessions(tx, target.id, 'user disabled', input.now);
        // Its pending invitation and reset links end too: enabling the user again must not bring them back.
        await endPendingLinks(tx, target.id, input.now);
        await logAuthEvent(tx, { kind: 'user.disabled', userId: target.id, at: input.now });
      }
      await audit(tx, input.actor, input.disabled ? 'user.disable' : 'user.enable', target, '', input.now);
    }
    return { kind: 'updated', user: (await userSummaryOf(tx, target.id))! };
  });
}

export type LinkLookup = { ok: true; userId: string; email: string; role: UserRole } | { ok: false; refusal: LinkRefusal };

/** Why a link cannot be used, or whose it is. Read-only: the invitation page shows the email first. */
export async function lookupLink(db: Db | Tx, kind: LinkKind, token: string, now: Date): Promise<LinkLookup> {
  const [row] = await db
    .select({
      usedAt: accountTokens.usedAt,
      expiresAt: accountTokens.expiresAt,
      userId: users.id,
      email: users.email,
      role: users.role,
      disabledAt: users.disabledAt,
    })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.kind, kind)));
  if (!row || row.disabledAt) return { ok: false, refusal: 'linkInvalid' };
  if (row.usedAt) return { ok: false, refusal: 'linkUsed' };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, refusal: 'linkExpired' };
  return { ok: true, userId: row.userId, email: row.email, role: row.role };
}

export type LinkUse = { ok: true; user: { id: string; email: string; role: UserRole } } | { ok: false; refusal: LinkRefusal };

/**
 * Uses a link once: the conditional update consumes it only while unused and unexpired, so two
 * requests racing with one link cannot both succeed. Sets the password (hashed beforehand, outside
 * the transaction) and makes the user active; a reset also ends every existing session.
 */
export async function consumeLink(db: Db, kind: LinkKind, token: string, passwordHash: string, now: Date): Promise<LinkUse> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountTokens.tokenHash, hashToken(token)),
          eq(accountTokens.kind, kind),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, now),
          sql`exists (select 1 from ${users} where ${users.id} = ${accountTokens.userId} and ${users.disabledAt} is null)`,
        ),
      )
      .returning({ userId: accountTokens.userId });
    if (!used) {
      const lookup = await lookupLink(tx, kind, token, now);
      return { ok: false, refusal: lookup.ok ? 'linkInvalid' : lookup.refusal };
    }
    const [user] = await tx
      .update(users)
      .set({ passwordHash, invitedAt: null, lastSignInAt: now, updatedAt: now })
      .where(eq(users.id, used.userId))
      .returning({ id: users.id, email: users.email, role: users.role });
    // Any other link of the user ends too: one password set is one way in.
    await endPendingLinks(tx, user.id, now);
    if (kind === 'reset') {
      await endAllSessions(tx, user.id, 'password reset', now);
      await logAuthEvent(tx, { kind: 'user.password_reset', userId: user.id, at: now });
    }
    return { ok: true, user };
  });
}

/**
 * Forgot password: a reset link for an enabled account with that email, nothing for an unknown or
 * disabled one. The caller answers the same either way.
 */
export async function requestPasswordReset(db: Db, outbox: Outbox, input: { email: string; now: Date }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, input.email.toLowerCase()), isNull(users.disabledAt)));
    if (!found) return false;
    const linkId = await issueLink(tx, 'reset', found.id, null, input.now);
    await outbox.queue(tx, [passwordResetDraft(found.email, linkId)]);
    return true;
  });
}

// Server-side sessions (docs/product.md#api-conventions): a login starts a session family; the refresh token
// rotates on every use and a used token presented again revokes the whole family (RFC 9700 reuse
// detection). Access tokens are short-lived rows checked on every request, so revocation is immediate.
//
// Two refreshes racing with one token: the row lock serialises them; the first rotates, the second
// finds the token used and is treated as reuse, so the family (and the first one's new tokens) is
// revoked and both callers must sign in again. The browser sends one refresh at a time, so only a
// stolen token can cause this.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { executePrepared } from '../db/prepared';
import { accessTokens, authEvents, refreshTokens, sessionFamilies, tradeAccountMembers, users } from '../db/schema';
import type { UserRole } from '../../domain/constants';
import { SESSION_POLICY } from './policy';
import { hashToken, newToken } from './tokens';

export interface SessionUser {
  id: string;
  email: string;
  role: UserRole;
}

export interface IssuedSession {
  familyId: string;
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: Date;
  /** The refresh cookie lives until the family's absolute end. */
  refreshExpiresAt: Date;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type AuthEventKind =
  | 'login.success'
  | 'login.failure'
  | 'login.throttled'
  | 'logout'
  | 'logout.all'
  | 'refresh.success'
  | 'refresh.failure'
  | 'refresh.reuse'
  | 'user.disabled'
  | 'user.password_reset';

export async function logAuthEvent(
  db: Db | Tx,
  event: { kind: AuthEventKind; userId?: string | null; emailHash?: string | null; clientAddress?: string | null; at: Date },
): Promise<void> {
  await db.insert(authEvents).values({
    kind: event.kind,
    userId: event.userId ?? null,
    emailHash: event.emailHash ?? null,
    clientAddress: event.clientAddress ?? null,
    at: event.at,
  });
}

async function issueTokens(tx: Tx, familyId: string, userId: string, absoluteExpiresAt: Date, now: Date): Promise<IssuedSession> {
  const accessToken = newToken();
  const refreshToken = newToken();
  const accessExpiresAt = new Date(Math.min(now.getTime() + SESSION_POLICY.accessTtlMs, absoluteExpiresAt.getTime()));
  const idleExpiresAt = new Date(Math.min(now.getTime() + SESSION_POLICY.refreshIdleMs, absoluteExpiresAt.getTime()));
  await tx.insert(refreshTokens).values({ familyId, tokenHash: hashToken(refreshToken), createdAt: now, idleExpiresAt });
  await tx.insert(accessTokens).values({ tokenHash: hashToken(accessToken), familyId, userId, expiresAt: accessExpiresAt });
  return { familyId, accessToken, refreshToken, accessExpiresAt, refreshExpiresAt: absoluteExpiresAt };
}

async function startSessionTx(tx: Tx, userId: string, now: Date): Promise<IssuedSession> {
  const absoluteExpiresAt = new Date(now.getTime() + SESSION_POLICY.refreshAbsoluteMs);
  const [family] = await tx
    .insert(sessionFamilies)
    .values({ userId, createdAt: now, absoluteExpiresAt })
    .returning({ id: sessionFamilies.id });
  return issueTokens(tx, family.id, userId, absoluteExpiresAt, now);
}

/** A brand-new family: never continues whatever session the browser presented. */
export async function startSession(db: Db, userId: string, now: Date): Promise<IssuedSession> {
  return db.transaction((tx) => startSessionTx(tx, userId, now));
}

/**
 * A sign-in: the browser's previous session (if any) ends, a new family starts and the sign-in is logged,
 * all or nothing. Cut off half-way (the database restarting), the browser keeps the session it had
 * rather than holding cookies of an ended one (docs/deploy.md#database-outages).
 */
export async function replaceSession(
  db: Db,
  previous: { access?: string; refresh?: string },
  event: { userId: string; emailHash?: string; clientAddress: string; now: Date },
): Promise<IssuedSession> {
  const { userId, now } = event;
  return db.transaction(async (tx) => {
    if (previous.access || previous.refresh) await endSessionTx(tx, previous, 'replaced by login', now);
    const session = await startSessionTx(tx, userId, now);
    await logAuthEvent(tx, { kind: 'login.success', userId, emailHash: event.emailHash, clientAddress: event.clientAddress, at: now });
    return session;
  });
}

/** The user behind a live access token, or null (absent, expired, revoked, disabled). */
export async function userForAccessToken(
  db: Db,
  token: string | undefined,
  now: Date,
): Promise<(SessionUser & { familyId: string; tradeAccountId: string | null }) | null> {
  if (!token) return null;
  // Every signed-in request runs this, so it runs prepared (planned once per pooled connection; planning
  // was most of its database time). The buyer's company comes along in the same round trip, so placing
  // an order as a retail customer needs no further read of the trade tables.
  const { rows } = await executePrepared<{ id: string; email: string; role: UserRole; family_id: string; account_id: string | null }>(
    db,
    sql`select u.id, u.email, u.role, t.family_id, m.account_id
        from ${accessTokens} t
        join ${sessionFamilies} f on f.id = t.family_id
        join ${users} u on u.id = t.user_id
        left join ${tradeAccountMembers} m on m.user_id = u.id
        where t.token_hash = ${hashToken(token)} and t.expires_at > ${now}
          and f.revoked_at is null and f.absolute_expires_at > ${now} and u.disabled_at is null`,
  );
  const row = rows[0];
  return row ? { id: row.id, email: row.email, role: row.role, familyId: row.family_id, tradeAccountId: row.account_id } : null;
}

async function revokeFamilyTx(tx: Db | Tx, familyId: string, reason: string, now: Date): Promise<void> {
  await tx
    .update(sessionFamilies)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessionFamilies.id, familyId), isNull(sessionFamilies.revokedAt)));
  await tx.delete(accessTokens).where(eq(accessTokens.familyId, familyId));
}

export type RefreshResult =
  { kind: 'rotated'; session: IssuedSession; userId: string } | { kind: 'reuse'; userId: string; familyId: string } | { kind: 'invalid' };

export async function rotateRefreshToken(db: Db, token: string | undefined, now: Date): Promise<RefreshResult> {
  if (!token) return { kind: 'invalid' };
  const tokenHash = hashToken(token);
  return db.transaction(async (tx) => {
    // Marks the token used; a concurrent second use waits on the row lock, then matches nothing.
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
      .returning({ familyId: refreshTokens.familyId, idleExpiresAt: refreshTokens.idleExpiresAt });

    if (!claimed) {
      const [known] = await tx
        .select({ familyId: refreshTokens.familyId, userId: sessionFamilies.userId })
        .from(refreshTokens)
        .innerJoin(sessionFamilies, eq(sessionFamilies.id, refreshTokens.familyId))
        .where(eq(refreshTokens.tokenHash, tokenHash));
      if (!known) return { kind: 'invalid' } as const;
      await revokeFamilyTx(tx, known.familyId, 'refresh token reuse', now);
      await logAuthEvent(tx, { kind: 'refresh.reuse', userId: known.userId, at: now });
      return { kind: 'reuse', userId: known.userId, familyId: known.familyId } as const;
    }

    const [family] = await tx
      .select({
        userId: sessionFamilies.userId,
        revokedAt: sessionFamilies.revokedAt,
        absoluteExpiresAt: sessionFamilies.absoluteExpiresAt,
        disabledAt: users.disabledAt,
      })
      .from(sessionFamilies)
      .innerJoin(users, eq(users.id, sessionFamilies.userId))
      .where(eq(sessionFamilies.id, claimed.familyId));
    const dead =
      !family ||
      family.revokedAt !== null ||
      family.disabledAt !== null ||
      family.absoluteExpiresAt.getTime() <= now.getTime() ||
      claimed.idleExpiresAt.getTime() <= now.getTime();
    if (dead) return { kind: 'invalid' } as const;
    const session = await issueTokens(tx, claimed.familyId, family.userId, family.absoluteExpiresAt, now);
    return { kind: 'rotated', session, userId: family.userId } as const;
  });
}

/** Ends the family that owns either token (logout, or a new login replacing this browser's session). */
export async function endSessionOf(
  db: Db,
  tokens: { access?: string; refresh?: string },
  reason: string,
  now: Date,
): Promise<string | null> {
  return db.transaction((tx) => endSessionTx(tx, tokens, reason, now));
}

async function endSessionTx(tx: Tx, tokens: { access?: string; refresh?: string }, reason: string, now: Date): Promise<string | null> {
  let row: { familyId: string; userId: string } | undefined;
  if (tokens.access) {
    [row] = await tx
      .select({ familyId: accessTokens.familyId, userId: accessTokens.userId })
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, hashToken(tokens.access)));
  }
  if (!row && tokens.refresh) {
    [row] = await tx
      .select({ familyId: refreshTokens.familyId, userId: sessionFamilies.userId })
      .from(refreshTokens)
      .innerJoin(sessionFamilies, eq(sessionFamilies.id, refreshTokens.familyId))
      .where(eq(refreshTokens.tokenHash, hashToken(tokens.refresh)));
  }
  if (!row) return null;
  await revokeFamilyTx(tx, row.familyId, reason, now);
  return row.userId;
}

/** Ends every live session of a user at once (disable, password reset). */
export async function endAllSessions(db: Db | Tx, userId: string, reason: string, now: Date): Promise<void> {
  await db
    .update(sessionFamilies)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessionFamilies.userId, userId), isNull(sessionFamilies.revokedAt)));
  await db.delete(accessTokens).where(eq(accessTokens.userId, userId));
}

/** Drops access rows past expiry so the table stays small (called opportunistically at login). */
export async function pruneExpiredAccessTokens(db: Db, now: Date): Promise<void> {
  await db.delete(accessTokens).where(sql`${accessTokens.expiresAt} < ${now}`);
}

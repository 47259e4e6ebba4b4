// Account administration behind `npm run user`: add, reset a password, disable and enable. Resetting
// or disabling ends every live session of the user at once; disable and enable are the admin page's
// service (services/people.ts), so they are audited and keep the last active admin.
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { USER_ROLES, type UserRole } from '../../domain/constants';
import { emailField } from '../../domain/schemas/fields';
import { newPassword } from '../../domain/schemas/users';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { CONSOLE_ACTOR, updateUser } from '../services/people';
import { hashPassword } from './password';
import { endAllSessions, logAuthEvent } from './sessions';

const email = emailField();
const role = z.enum(USER_ROLES, { error: `Role must be one of: ${USER_ROLES.join(', ')}` });

export class UserAdminError extends Error {}

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new UserAdminError(result.error.issues[0].message);
  return result.data;
}

/** The account with this email, in any letter case (sign-in and the console look accounts up so). */
export async function userByEmail(db: Db, address: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, address.toLowerCase()));
  return row;
}

/** A successful sign-in: when it was, and the password's new hash when the old one was upgraded. */
export async function recordSignIn(db: Db, id: string, now: Date, upgradedHash?: string): Promise<void> {
  await db
    .update(users)
    .set({ lastSignInAt: now, ...(upgradedHash ? { passwordHash: upgradedHash } : {}) })
    .where(eq(users.id, id));
}

async function findUser(db: Db, address: string) {
  const row = await userByEmail(db, parse(email, address));
  if (!row) throw new UserAdminError(`No user ${address}`);
  return row;
}

export async function addUser(
  db: Db,
  input: { email: string; role: string; password: string; hashCost: number },
): Promise<{ id: string; email: string; role: UserRole }> {
  const address = parse(email, input.email);
  const userRole = parse(role, input.role);
  const password = parse(newPassword, input.password);
  const passwordHash = await hashPassword(password, input.hashCost);
  const [row] = await db.insert(users).values({ email: address, role: userRole, passwordHash }).onConflictDoNothing().returning();
  if (!row) throw new UserAdminError(`A user ${address} already exists (use reset to change the password)`);
  return { id: row.id, email: row.email, role: row.role };
}

export async function resetPassword(db: Db, input: { email: string; password: string; hashCost: number; now: Date }): Promise<void> {
  const user = await findUser(db, input.email);
  const passwordHash = await hashPassword(parse(newPassword, input.password), input.hashCost);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    await endAllSessions(tx, user.id, 'password reset', input.now);
    await logAuthEvent(tx, { kind: 'user.password_reset', userId: user.id, at: input.now });
  });
}

/**
 * Disable or enable through the same service as the admin page (docs/product.md#accounts):
 * written to the audit log as the server console, and refused when it would leave no active admin.
 */
async function setDisabled(db: Db, address: string, disabled: boolean, now: Date): Promise<void> {
  const user = await findUser(db, address);
  const result = await updateUser(db, { id: user.id, disabled, actor: CONSOLE_ACTOR, now });
  if (result.kind === 'refused') throw new UserAdminError(result.message || `Cannot change ${address}`);
}

export async function disableUser(db: Db, address: string, now: Date): Promise<void> {
  await setDisabled(db, address, true, now);
}

export async function enableUser(db: Db, address: string, now: Date = new Date()): Promise<void> {
  await setDisabled(db, address, false, now);
}

export async function listUsers(db: Db) {
  return db.select({ email: users.email, role: users.role, disabledAt: users.disabledAt }).from(users).orderBy(users.email);
}

// Trade accounts (docs/product.md#trade-accounts): companies, their members (Owner, Buyer; a user in at
// most one company, the member table's key), and the per-item prices an admin sets for one company.
// Members join by accepting an invitation (services/companyInvitations.ts).
import { and, asc, count, eq, ilike, ne, sql } from 'drizzle-orm';
import { isUuid } from '../../domain/schemas/fields';
import type { CompanyMember, CompanyRole, ItemPriceRow, MyAccount, TradeAccount, TradeAccountInput } from '../../domain/schemas/trade';
import { rateToCents } from '../../domain/money';
import type { PriceContext } from '../../domain/tradePricing';
import type { Db } from '../db/client';
import { orderAccountFor } from './orderAccount';
import { balanceFor } from './accountStatement';
import { catalogueItems, tradeAccountMembers, tradeAccountPrices, tradeAccounts, users } from '../db/schema';
import { containsPattern } from './keyset';

type AccountRow = typeof tradeAccounts.$inferSelect;

function toAccount(row: AccountRow, memberCount: number): TradeAccount {
  return {
    id: row.id,
    name: row.name,
    abn: row.abn,
    billingEmail: row.billingEmail,
    phone: row.phone,
    addresses: row.addresses,
    tier: row.tier,
    terms: row.terms,
    creditLimitDollars: Math.floor(row.creditLimitCents / 100),
    poRequired: row.poRequired,
    memberCount,
    createdAt: row.createdAt.toISOString(),
  };
}

function columnsOf(input: TradeAccountInput) {
  const { creditLimitDollars, ...rest } = input;
  return { ...rest, creditLimitCents: creditLimitDollars * 100 };
}

const memberCount = sql<number>`(select count(*)::int from ${tradeAccountMembers}
  where ${tradeAccountMembers.accountId} = ${tradeAccounts.id})`;

/** Every company by name; `q` matches part of the name. */
export async function listAccounts(db: Db, q?: string): Promise<TradeAccount[]> {
  const rows = await db
    .select({ account: tradeAccounts, members: memberCount })
    .from(tradeAccounts)
    .where(q ? ilike(tradeAccounts.name, containsPattern(q)) : undefined)
    .orderBy(asc(sql`lower(${tradeAccounts.name})`), asc(tradeAccounts.id));
  return rows.map((r) => toAccount(r.account, r.members));
}

export async function loadAccount(db: Db, id: string): Promise<TradeAccount | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select({ account: tradeAccounts, members: memberCount }).from(tradeAccounts).where(eq(tradeAccounts.id, id));
  return row ? toAccount(row.account, row.members) : null;
}

export async function createAccount(db: Db, input: TradeAccountInput, now: Date): Promise<TradeAccount> {
  const [row] = await db
    .insert(tradeAccounts)
    .values({ ...columnsOf(input), createdAt: now, updatedAt: now })
    .returning();
  return toAccount(row, 0);
}

export async function updateAccount(db: Db, id: string, input: TradeAccountInput, now: Date): Promise<TradeAccount | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(tradeAccounts)
    .set({ ...columnsOf(input), updatedAt: now })
    .where(eq(tradeAccounts.id, id))
    .returning({ id: tradeAccounts.id });
  return row ? loadAccount(db, row.id) : null;
}

/** The company a user belongs to, and their role in it; null for a retail customer. */
export async function membershipOf(db: Db, userId: string): Promise<{ accountId: string; role: CompanyRole } | null> {
  const [row] = await db
    .select({ accountId: tradeAccountMembers.accountId, role: tradeAccountMembers.role })
    .from(tradeAccountMembers)
    .where(eq(tradeAccountMembers.userId, userId));
  return row ?? null;
}

const memberColumns = {
  userId: tradeAccountMembers.userId,
  email: users.email,
  role: tradeAccountMembers.role,
  invitedAt: users.invitedAt,
  addedAt: tradeAccountMembers.createdAt,
};

function toMember(row: { userId: string; email: string; role: CompanyRole; invitedAt: Date | null; addedAt: Date }): CompanyMember {
  return { userId: row.userId, email: row.email, role: row.role, invited: row.invitedAt !== null, addedAt: row.addedAt.toISOString() };
}

export async function listMembers(db: Db, accountId: string): Promise<CompanyMember[]> {
  const rows = await db
    .select(memberColumns)
    .from(tradeAccountMembers)
    .innerJoin(users, eq(users.id, tradeAccountMembers.userId))
    .where(eq(tradeAccountMembers.accountId, accountId))
    .orderBy(asc(tradeAccountMembers.createdAt), asc(users.email));
  return rows.map(toMember);
}

async function memberOf(db: Db, accountId: string, userId: string): Promise<CompanyMember | null> {
  const [row] = await db
    .select(memberColumns)
    .from(tradeAccountMembers)
    .innerJoin(users, eq(users.id, tradeAccountMembers.userId))
    .where(and(eq(tradeAccountMembers.accountId, accountId), eq(tradeAccountMembers.userId, userId)));
  return row ? toMember(row) : null;
}

export type MemberChange = { kind: 'done'; member: CompanyMember | null } | { kind: 'notFound' } | { kind: 'lastOwner' };

/** Whether the company keeps an owner other than `userId`. Locks the company's member rows first. */
async function otherOwners(tx: Db, accountId: string, userId: string): Promise<number> {
  await tx.execute(sql`select 1 from ${tradeAccountMembers} where ${tradeAccountMembers.accountId} = ${accountId} for update`);
  const [{ n }] = await tx
    .select({ n: count() })
    .from(tradeAccountMembers)
    .where(
      and(eq(tradeAccountMembers.accountId, accountId), eq(tradeAccountMembers.role, 'owner'), ne(tradeAccountMembers.userId, userId)),
    );
  return n;
}

/** A new role for a member; the company always keeps at least one owner. */
export async function changeMemberRole(db: Db, accountId: string, userId: string, role: CompanyRole): Promise<MemberChange> {
  if (!isUuid(userId)) return { kind: 'notFound' };
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const current = await memberOf(tx, accountId, userId);
    if (!current) return { kind: 'notFound' as const };
    if (current.role === 'owner' && role !== 'owner' && (await otherOwners(tx, accountId, userId)) === 0)
      return { kind: 'lastOwner' as const };
    await tx
      .update(tradeAccountMembers)
      .set({ role })
      .where(and(eq(tradeAccountMembers.accountId, accountId), eq(tradeAccountMembers.userId, userId)));
    return { kind: 'done' as const, member: await memberOf(tx, accountId, userId) };
  });
}

/** Removes a member from the company (the user stays, as a retail customer); the last owner stays. */
export async function removeMember(db: Db, accountId: string, userId: string): Promise<MemberChange> {
  if (!isUuid(userId)) return { kind: 'notFound' };
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const current = await memberOf(tx, accountId, userId);
    if (!current) return { kind: 'notFound' as const };
    if (current.role === 'owner' && (await otherOwners(tx, accountId, userId)) === 0) return { kind: 'lastOwner' as const };
    await tx.delete(tradeAccountMembers).where(and(eq(tradeAccountMembers.accountId, accountId), eq(tradeAccountMembers.userId, userId)));
    return { kind: 'done' as const, member: null };
  });
}

export async function listPrices(db: Db, accountId: string): Promise<ItemPriceRow[]> {
  const rows = await db
    .select({
      itemId: tradeAccountPrices.itemId,
      name: catalogueItems.name,
      rate: catalogueItems.rate,
      unitPriceCents: tradeAccountPrices.unitPriceCents,
    })
    .from(tradeAccountPrices)
    .innerJoin(catalogueItems, eq(catalogueItems.itemId, tradeAccountPrices.itemId))
    .where(eq(tradeAccountPrices.accountId, accountId))
    .orderBy(asc(catalogueItems.sortOrder), asc(catalogueItems.itemId));
  return rows.map((r) => ({ item_id: r.itemId, name: r.name, unitPriceCents: r.unitPriceCents, retailCents: rateToCents(Number(r.rate)) }));
}

/** Sets (or replaces) the company's price for one catalogue item; false when the item is not in the catalogue. */
export async function setPrice(db: Db, accountId: string, itemId: string, unitPriceCents: number, now: Date): Promise<boolean> {
  const [item] = await db.select({ id: catalogueItems.itemId }).from(catalogueItems).where(eq(catalogueItems.itemId, itemId));
  if (!item) return false;
  await db
    .insert(tradeAccountPrices)
    .values({ accountId, itemId, unitPriceCents, updatedAt: now })
    .onConflictDoUpdate({ target: [tradeAccountPrices.accountId, tradeAccountPrices.itemId], set: { unitPriceCents, updatedAt: now } });
  return true;
}

export async function deletePrice(db: Db, accountId: string, itemId: string): Promise<boolean> {
  const removed = await db
    .delete(tradeAccountPrices)
    .where(and(eq(tradeAccountPrices.accountId, accountId), eq(tradeAccountPrices.itemId, itemId)))
    .returning({ itemId: tradeAccountPrices.itemId });
  return removed.length > 0;
}

/** The prices a user buys at: their company's tier and item prices, or the catalogue's for a retail customer. */
export async function priceContextFor(db: Db, userId: string): Promise<PriceContext> {
  const rows = await db
    .select({ tier: tradeAccounts.tier, itemId: tradeAccountPrices.itemId, unitPriceCents: tradeAccountPrices.unitPriceCents })
    .from(tradeAccountMembers)
    .innerJoin(tradeAccounts, eq(tradeAccounts.id, tradeAccountMembers.accountId))
    .leftJoin(tradeAccountPrices, eq(tradeAccountPrices.accountId, tradeAccounts.id))
    .where(eq(tradeAccountMembers.userId, userId));
  if (rows.length === 0) return { tier: 'retail', overrides: new Map() };
  return {
    tier: rows[0].tier,
    overrides: new Map(
      rows.flatMap((r) => (r.itemId !== null && r.unitPriceCents !== null ? [[r.itemId, r.unitPriceCents] as const] : [])),
    ),
  };
}

/** GET /api/me/account: the user, and for a company member the company and its members. */
export async function myAccount(db: Db, user: { id: string; email: string; role: string }, now: Date = new Date()): Promise<MyAccount> {
  const [membership, prices, onAccount, balance] = await Promise.all([
    membershipOf(db, user.id),
    priceContextFor(db, user.id),
    orderAccountFor(db, user.id),
    balanceFor(db, user, now),
  ]);
  const pricing = {
    tier: prices.tier,
    overrides: [...prices.overrides].map(([itemId, unitPriceCents]) => ({ item_id: itemId, unitPriceCents })),
  };
  if (!membership) return { user, company: null, companyRole: null, members: [], pricing, credit: null, balance };
  const [company, members] = await Promise.all([loadAccount(db, membership.accountId), listMembers(db, membership.accountId)]);
  const { memberCount: _count, ...details } = company!;
  return { user, company: details, companyRole: membership.role, members, pricing, credit: onAccount?.credit ?? null, balance };
}

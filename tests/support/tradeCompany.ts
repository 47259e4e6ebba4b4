// Trade companies for the API suites (docs/product.md#trade-accounts): an admin creates a company through
// POST /api/accounts and invites members through its members route, and each accepts as themselves; each
// member is a fresh installer with a password, signed in from an address of its own (the sign-in limit
// counts per address).
import { expect } from 'vitest';
import { tradeAccount, type TradeAccount } from '../../src/domain/schemas/trade';
import { hashPassword } from '../../src/server/auth/password';
import { users } from '../../src/server/db/schema';
import { signIn, type Client } from '../api/helpers';
import type { TestApp } from './app';
import { TEST_PASSWORD_HASH_COST } from './testDatabase';

export interface TradeCompanyOptions {
  /** The companies' name, numbered per company. */
  name: string;
  /** The e-mail domain of the billing address and the members. */
  domain: string;
  password: string;
  /** The first sign-in address's last byte (203.0.113.x), so suites do not share a limit. */
  firstAddress: number;
  /** The company body's fields a suite always wants (its ABN, addresses). */
  defaults?: Record<string, unknown>;
}

/** The invitation flow as a member joins: invited by `by` (an admin or an owner), accepted by `member` signed in. */
export async function joinCompany(by: Client, member: Client, accountId: string, email: string, role: 'owner' | 'buyer') {
  const invited = await by.post(`/api/accounts/${accountId}/members`, { email, role });
  expect(invited.statusCode, invited.body).toBe(201);
  const accepted = await member.post(`/api/me/invitations/${invited.json().invitation.id}/accept`, {});
  expect(accepted.statusCode, accepted.body).toBe(200);
}

/** Creates companies and signed-in members for one suite; numbers them so each call gets its own. */
export function tradeCompanies(t: TestApp, admin: Client, options: TradeCompanyOptions) {
  let seq = 0;

  async function member(accountId: string, role: 'owner' | 'buyer'): Promise<{ email: string; client: Client }> {
    seq += 1;
    const email = `${role}.${Date.now()}.${seq}@${options.domain}`;
    await t.db
      .insert(users)
      .values({ email, role: 'installer', passwordHash: await hashPassword(options.password, TEST_PASSWORD_HASH_COST) });
    const client = await signIn(t.app, email, options.password, `203.0.113.${options.firstAddress + seq}`);
    await joinCompany(admin, client, accountId, email, role);
    return { email, client };
  }

  /** A trade company on end-of-month terms with room on its limit, and a signed-in buyer of it. */
  async function withBuyer(
    overrides: Record<string, unknown> = {},
  ): Promise<{ account: TradeAccount; buyer: { email: string; client: Client } }> {
    seq += 1;
    const res = await admin.post('/api/accounts', {
      name: `${options.name} ${seq}`,
      abn: '',
      billingEmail: `accounts${seq}@${options.domain}`,
      addresses: [],
      tier: 'trade',
      terms: 'eom_30',
      creditLimitDollars: 100_000,
      poRequired: false,
      ...options.defaults,
      ...overrides,
    });
    expect(res.statusCode, res.body).toBe(201);
    const account = tradeAccount.parse(res.json());
    return { account, buyer: await member(account.id, 'buyer') };
  }

  return { member, withBuyer };
}

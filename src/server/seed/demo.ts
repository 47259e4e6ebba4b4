// The three demo users of docs/product.md#names-and-fixed-data and, for the client, one demo project; for the installer, the demo
// trade company of docs/product.md#trade-accounts with the installer as its Owner. Seeded once: a user that
// already exists is left untouched (its password too), and the project and the company are created only
// together with their user's account, so deleting them is not undone by a restart.
import { inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/client';
import { projects, tradeAccountMembers, tradeAccounts, users } from '../db/schema';
import { seedDemoQuotes } from './demoQuotes';
import { seedDemoStock } from '../services/stock';

/** docs/product.md#stock-and-samples: the demo warehouse's opening count of every item. */
export const DEMO_STOCK = { board: 240, hardware: 150 } as const;

/** Counts each item not yet counted (a restart leaves counted stock as it is). */
export function seedDemoStockLevels(db: Db): Promise<number> {
  return seedDemoStock(db, (item) => DEMO_STOCK[item.kind]);
}

/** docs/product.md#stock-and-samples: the demo's samples of each board colour, where none were counted yet. */
export const DEMO_SAMPLE_STOCK = 25;

export const DEMO_SAMPLE_REFERENCE = 'Demo samples';

/** Each colour counted here is a samples in row of the sample ledger (by the system), so the ledger adds up. */
export async function seedDemoSampleStock(db: Db): Promise<void> {
  await db.execute(sql`
    with counted as (
      insert into sample_stock (item_id, on_hand)
      select item_id, ${DEMO_SAMPLE_STOCK}::int from catalogue_items where kind = 'board' order by item_id
      on conflict (item_id) do nothing
      returning item_id, on_hand
    )
    insert into sample_stock_ledger (item_id, kind, change, before, after, reference)
    select item_id, 'samples_in', on_hand, 0, on_hand, ${DEMO_SAMPLE_REFERENCE} from counted order by item_id`);
}

export const DEMO_USERS = [
  { email: 'client@boardwalk.example', role: 'client' },
  { email: 'installer@boardwalk.example', role: 'installer' },
  { email: 'admin@boardwalk.example', role: 'admin' },
] as const;

export const DEMO_PROJECT_NAME = 'Backyard deck, Brighton';

/** docs/product.md#trade-accounts: the demo company. */
export const DEMO_COMPANY = {
  name: 'Southside Decking Pty Ltd',
  abn: '51 824 753 556',
  billingEmail: 'accounts@southside-decking.example',
  phone: '(03) 5550 1188',
  addresses: [{ name: 'Yard', street: '12 Keys Road', cityPostcode: 'Moorabbin 3189' }],
  tier: 'trade',
  terms: 'eom_30',
  creditLimitCents: 2_000_000,
  poRequired: false,
} as const;

export interface DemoSeedOptions {
  demoPassword: string;
  passwordHashCost: number;
}

export async function seedDemoData(db: Db, options: DemoSeedOptions): Promise<{ users: number; projects: number }> {
  const emails = DEMO_USERS.map((u) => u.email);
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  const have = new Set(existing.map((u) => u.email.toLowerCase()));
  const missing = DEMO_USERS.filter((u) => !have.has(u.email));
  if (missing.length === 0) return { users: 0, projects: 0 };

  // Hash only for users being created: password hashing at full cost is deliberately slow.
  const rows = await Promise.all(
    missing.map(async (u) => ({
      email: u.email,
      role: u.role,
      passwordHash: await hashPassword(options.demoPassword, options.passwordHashCost),
    })),
  );
  return db.transaction(async (tx) => {
    const created = await tx.insert(users).values(rows).onConflictDoNothing().returning({ id: users.id, email: users.email });
    const client = created.find((u) => u.email === 'client@boardwalk.example');
    let projectCount = 0;
    if (client) {
      await tx.insert(projects).values({ ownerId: client.id, name: DEMO_PROJECT_NAME });
      projectCount = 1;
    }
    const installer = created.find((u) => u.email === 'installer@boardwalk.example');
    if (installer) {
      const [company] = await tx
        .insert(tradeAccounts)
        .values({ ...DEMO_COMPANY, addresses: [...DEMO_COMPANY.addresses] })
        .returning({ id: tradeAccounts.id });
      await tx.insert(tradeAccountMembers).values({ userId: installer.id, accountId: company.id, role: 'owner' });
    }
    // Demo quotes come with the admin who made them, once (docs/product.md#quotes).
    const admin = created.find((u) => u.email === 'admin@boardwalk.example');
    if (admin) await seedDemoQuotes(tx, admin.id);
    return { users: created.length, projects: projectCount };
  });
}

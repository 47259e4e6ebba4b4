// Start-up seeding: the catalogue always (the product needs it), the demo accounts unless
// SEED_DEMO=false. Serialised by an advisory lock so processes starting together seed once.
import type { AppConfig } from '../config';
import { withAdvisoryLock, type Db, type Pool } from '../db/client';
import { seedCatalogue } from './catalogue';
import { seedDemoData, seedDemoSampleStock, seedDemoStockLevels } from './demo';

const SEED_LOCK_KEY = 7_426_190_114;

export interface SeedResult {
  catalogueItems: number;
  users: number;
  projects: number;
}

export async function seedDatabase(
  db: Db,
  pool: Pool,
  config: Pick<AppConfig, 'seedDemo' | 'demoPassword' | 'passwordHashCost'>,
): Promise<SeedResult> {
  return withAdvisoryLock(pool, SEED_LOCK_KEY, async () => {
    const catalogue = await seedCatalogue(db);
    const demo = config.seedDemo ? await seedDemoData(db, config) : { users: 0, projects: 0 };
    if (config.seedDemo) {
      await seedDemoStockLevels(db);
      await seedDemoSampleStock(db);
    }
    return { catalogueItems: catalogue, ...demo };
  });
}

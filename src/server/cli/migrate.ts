// `npm run migrate`: brings the database (DATABASE_URL, else the embedded one in DATA_DIR) to this
// release's schema once, under the migration lock, then installs the mail queue's tables and seeds the
// catalogue (and the demo data unless SEED_DEMO=false). Safe to run from several machines at once: one
// migrates, the others wait and find nothing left to do. Run it before rolling out web and worker
// processes of a new release (docs/deploy.md#npm-run-migrate-and-upgrades).
import { loadConfig } from '../config';
import { schemaStatus } from '../db/client';
import { createLogger } from '../logger';
import { prepareDatabase } from '../server';
import { openDatabase, runAsScript } from './backup';

async function main(argv: string[]): Promise<number> {
  if (argv.length) {
    console.error('Usage: npm run migrate   (DATABASE_URL, else the embedded database in DATA_DIR)');
    return 2;
  }
  const config = loadConfig();
  const log = createLogger(config);
  const database = await openDatabase(config);
  try {
    await prepareDatabase(database.pool, config, log);
    const schema = await schemaStatus(database.pool);
    console.log(
      `Database schema ${schema.state === 'current' ? 'is current' : `is ${schema.state} of this release`} (migration ${schema.database})`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

runAsScript(import.meta.url, main);

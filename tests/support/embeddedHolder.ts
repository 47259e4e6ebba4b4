// A separate process owning an embedded cluster (for tests of a second process on the same
// DATA_DIR and of a parent killed with SIGKILL). Prints "ready" once the database is up.
import { startEmbeddedPostgres } from '../../src/server/db/embedded';

const dataDir = process.argv[2];
const server = await startEmbeddedPostgres({ dataDir, detached: true });
console.log(`ready ${server.port}`);
const stop = () => {
  void server.stop().then(() => process.exit(0));
};
process.once('SIGTERM', stop);
setInterval(() => undefined, 60_000);

// Playwright's webServer: the production server (built SPA + API) on a fresh embedded database in a
// temp DATA_DIR, on E2E_PORT. Playwright may SIGKILL this process group: postgres runs inside the
// group so it dies with it, and temp folders of dead runs are swept at the next start.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../src/server/config';
import { startServer } from '../../src/server/server';
import { e2eMailboxDir } from './e2eMailbox';
import { startSmtpServer } from './smtpServer';
import { makeOwnedTempDir } from './tempDirs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PREFIX = 'boardwalk-e2e-';

async function main() {
  if (!existsSync(path.join(repoRoot, 'dist', 'index.html'))) {
    console.log('e2e: dist/ missing, building the web app');
    const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const dataDir = await makeOwnedTempDir(PREFIX);

  // A real SMTP server for the app's e-mail; each accepted message becomes a file specs can read (e2eMailbox.ts).
  const mailboxDir = e2eMailboxDir();
  await fs.rm(mailboxDir, { recursive: true, force: true });
  await fs.mkdir(mailboxDir, { recursive: true });
  const smtp = await startSmtpServer();
  let received = 0;
  smtp.onMessage((raw) => {
    received += 1;
    void fs.writeFile(path.join(mailboxDir, `${String(Date.now()).padStart(15, '0')}-${String(received).padStart(6, '0')}.eml`), raw);
  });

  const env = { ...process.env };
  delete env.DATABASE_URL; // always a fresh embedded database, never a developer's server
  const config = loadConfig({
    ...env,
    PORT: process.env.E2E_PORT ?? '3100',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    COOKIE_SECURE: 'false',
    PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST ?? '12',
    SMTP_URL: smtp.url,
    MAIL_RETRY_DELAY_SECONDS: '1',
  });
  const server = await startServer(config, { embeddedDetached: false });
  console.log(`e2e server at ${server.url} (data in ${dataDir})`);

  const stop = async () => {
    await server.close().catch((err: unknown) => console.error(err));
    await smtp.stop().catch(() => undefined);
    await fs.rm(mailboxDir, { recursive: true, force: true });
    await fs.rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((err: unknown) => {
  console.error('e2e server failed to start:', err);
  process.exit(1);
});

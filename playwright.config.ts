import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// Where the e2e server's SMTP server drops the messages it receives (tests/support/e2eMailbox.ts).
process.env.E2E_MAILBOX_DIR ??= path.join(os.tmpdir(), `boardwalk-e2e-mailbox-${port}`);

// The e2e run starts the production build on a fresh embedded database (tests/support/e2eServer.ts).
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps its trace: actions, DOM snapshots (the page at each step, replayable), network
    // and console. Not the screencast: encoding its frames for every test, passing or not, cost about a
    // sixth of the suite's CPU (tests/e2e/people.spec.ts: 33 CPU-s with it, 28 without, 26 with no trace).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } },
    },
  ],
  webServer: {
    command: `node --import tsx tests/support/e2eServer.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // SIGTERM lets the e2e server stop its embedded database and remove its temp folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: { E2E_PORT: String(port), E2E_MAILBOX_DIR: process.env.E2E_MAILBOX_DIR },
  },
});

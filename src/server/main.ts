// Process entry (`npm start` / `npm run serve`): start in BOARDWALK_ROLE (all, web or worker;
// docs/deploy.md#roles), then shut down gracefully on SIGTERM/SIGINT and exit 0.
import { ConfigError, loadConfig } from './config';
import { startServer } from './server';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const server = await startServer(config);
  let shuttingDown = false;
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    // Repeated signals are common (a terminal's Ctrl-C reaches the whole process group, watchers
    // relay theirs): they must not cut the drain short and orphan the database.
    process.on(signal, () => {
      if (shuttingDown) return;
      shuttingDown = true;
      server.app.log.info(`${signal} received`);
      // Last resort if something hangs past the drain and its deadline; the embedded database recovers at the next start anyway.
      setTimeout(() => process.exit(1), config.drainDelayMs + config.shutdownTimeoutMs + 30_000).unref();
      server.close().then(
        () => process.exit(0),
        (err: unknown) => {
          server.app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}

main().catch((err: unknown) => {
  console.error('Boardwalk failed to start:', err);
  process.exit(1);
});

// Process entry (`npm start` / `npm run serve`): start, then shut down gracefully on SIGTERM/SIGINT.
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
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    // once: a second signal falls back to the default and ends the process at once.
    process.once(signal, () => {
      server.app.log.info(`${signal} received`);
      server.close().then(
        () => process.exit(0),
        (err: unknown) => { server.app.log.error({ err }, 'shutdown failed'); process.exit(1); },
      );
    });
  }
}

main().catch((err: unknown) => {
  console.error('Boardwalk failed to start:', err);
  process.exit(1);
});

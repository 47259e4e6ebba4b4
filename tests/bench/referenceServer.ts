// Child process: the reference, a bare Fastify server answering a fixed small JSON body: the fastest
// this stack can answer on this machine. Same Fastify major as the app, no plugins, no logging.
import Fastify from 'fastify';
import { REFERENCE_PATH } from './processes';

async function main() {
  const app = Fastify({ logger: false });
  app.get(REFERENCE_PATH, async () => ({ success: true, data: 'reference' }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ type: 'ready', url });
  const stop = () => {
    void app.close().then(() => process.exit(0));
  };
  process.on('message', (m: { type?: string }) => {
    if (m?.type === 'stop') stop();
  });
  process.on('SIGTERM', stop);
  process.on('disconnect', stop);
}

main().catch((err: unknown) => {
  console.error('reference server failed:', err);
  process.exit(1);
});

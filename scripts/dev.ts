// `npm run dev`: the API under `tsx watch` on API_PORT (default 3001) and Vite with hot reload on
// PORT (default 3000), whose proxy forwards /api, /quotes and /images to the API. Each runs in its
// own process group so stopping dev (Ctrl-C, SIGTERM, or either child dying) stops both trees.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '3001';
const webPort = process.env.PORT ?? '3000';
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

const children: { name: string; child: ChildProcess }[] = [];

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', detached: true, env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[dev] ${name} exited (${code ?? signal}); stopping the rest`);
      void stop(code ?? 1);
    }
  });
  children.push({ name, child });
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* group already gone */
  }
}

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  // The API drains and stops its embedded database on SIGTERM; give it time, then force.
  for (const { child } of children) signalGroup(child, 'SIGTERM');
  const exited = children.map(({ child }) =>
    child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', r)),
  );
  const timer = setTimeout(() => {
    for (const { child } of children) signalGroup(child, 'SIGKILL');
  }, 15_000);
  await Promise.all(exited);
  clearTimeout(timer);
  process.exit(code);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
process.on('SIGHUP', () => void stop(0));

start('api', bin('tsx'), ['watch', '--clear-screen=false', 'src/server/main.ts'], {
  PORT: apiPort,
  HOST: '127.0.0.1',
  NODE_ENV: process.env.NODE_ENV ?? 'development',
});
start('web', bin('vite'), ['--port', webPort, '--strictPort'], { API_PORT: apiPort });
console.log(`[dev] web http://localhost:${webPort}  (API on :${apiPort})`);

// Runs the real server entry (src/server/main.ts) as a child process, as `npm run serve` does.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../src/server/db/embedded';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process printed so far (for failure messages). */
  output(): string;
  /** Sends `signal` and resolves with the exit code or signal. */
  stop(signal?: NodeJS.Signals): Promise<number | NodeJS.Signals | null>;
}

export async function startServerProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess & { startMs: number }> {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => {
    out += c.toString();
  });
  child.stderr!.on('data', (c: Buffer) => {
    out += c.toString();
  });
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let healthy = false;
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    const res = await fetch(`${url}/api/health`).catch(() => null);
    if (res?.status === 200) {
      healthy = true;
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!healthy) {
    child.kill('SIGKILL');
    throw new Error(`server did not become healthy:\n${out}`);
  }
  return {
    child,
    url,
    startMs: Date.now() - started,
    output: () => out,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

// Child processes of the real entry point (node --import tsx src/server/main.ts) for the crash, load,
// scale-out and shutdown suites, plus a small HTTP client that keeps cookies and sends the app's own
// Origin, as a browser would.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../src/server/db/embedded';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface AppProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** Resolves with the exit code (or signal name) when the process ends. */
  exited: Promise<number | string | null>;
  output(): string;
}

/** Spawns the app without waiting for it (so a test can kill it during start-up). */
export async function spawnApp(env: Record<string, string>, port?: number): Promise<AppProcess> {
  const chosen = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(chosen),
      COOKIE_SECURE: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (c: Buffer) => {
    out = (out + c.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | string | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  return { child, port: chosen, url: `http://127.0.0.1:${chosen}`, exited, output: () => out };
}

/** Waits for /api/health to answer 200; false if the process exits or the time runs out. */
export async function waitHealthy(app: AppProcess, timeoutMs = 90_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && app.child.exitCode === null && app.child.signalCode === null) {
    const res = await fetch(`${app.url}/api/health`, { signal: AbortSignal.timeout(2_000) }).catch(() => null);
    if (res?.status === 200) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

export async function startApp(env: Record<string, string>, port?: number): Promise<AppProcess> {
  const app = await spawnApp(env, port);
  if (!(await waitHealthy(app))) {
    app.child.kill('SIGKILL');
    throw new Error(`the app did not become healthy:\n${app.output()}`);
  }
  return app;
}

export function kill(app: AppProcess, signal: NodeJS.Signals = 'SIGKILL') {
  if (app.child.exitCode === null && app.child.signalCode === null && app.child.pid) process.kill(app.child.pid, signal);
}

/** The postmaster of the embedded cluster in dataDir, if one is running. */
export async function postmasterPid(dataDir: string): Promise<number | null> {
  const text = await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => null);
  const pid = text ? Number(text.split('\n')[0]) : NaN;
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/** A browser over fetch: its own Origin on every call, cookies kept between calls. */
export class HttpClient {
  readonly jar = new Map<string, string>();
  constructor(
    public base: string,
    readonly forwardedFor?: () => string,
  ) {}

  async request(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: string; headers: Headers }> {
    const h: Record<string, string> = { origin: this.base, ...headers };
    if (body !== undefined) h['content-type'] = 'application/json';
    if (this.jar.size) h.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.forwardedFor) h['x-forwarded-for'] = this.forwardedFor();
    const res = await fetch(`${this.base}${url}`, {
      method,
      headers: h,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || attrs.some((a) => /^\s*max-age=0\s*$/i.test(a))) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return { status: res.status, body: await res.text(), headers: res.headers };
  }
}

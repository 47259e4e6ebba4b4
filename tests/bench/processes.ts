// Child processes of the benchmark (the app servers and the reference server): started with tsx and an
// IPC channel, awaited until they report ready, stopped by their own pid only.
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REFERENCE_PATH = '/reference';
export const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(benchDir, '../..');
const TEMP_PREFIX = 'boardwalk-bench-';

export interface Child<R> {
  name: string;
  process: ChildProcess;
  /** The first message of the awaited type. */
  ready: R;
  /** Sends a message and resolves with the child's next message of `replyType`. */
  request<T>(message: Record<string, unknown>, replyType: string, timeoutMs?: number): Promise<T>;
  stop(): Promise<void>;
}

function nextMessage<T>(child: ChildProcess, name: string, type: string, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onMessage = (m: { type?: string }) => {
      if (m?.type !== type) return;
      cleanup();
      resolve(m as T);
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`${name} exited (${code}) before sending ${type}`));
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`${name} sent no ${type} in ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const cleanup = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

const running = new Set<Child<unknown>>();

export async function startChild<R>(
  name: string,
  script: string,
  env: NodeJS.ProcessEnv,
  readyType = 'ready',
  timeoutMs = 300_000,
): Promise<Child<R>> {
  // A path relative to this folder, or an absolute one (the app of an earlier commit, run.ts --before).
  const child = fork(path.resolve(benchDir, script), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let ready: R;
  try {
    ready = await nextMessage<R>(child, name, readyType, timeoutMs);
  } catch (err) {
    child.kill('SIGTERM');
    throw err;
  }
  let stopping: Promise<void> | undefined;
  const handle: Child<R> = {
    name,
    process: child,
    ready,
    request<T>(message: Record<string, unknown>, replyType: string, timeout = timeoutMs) {
      const reply = nextMessage<T>(child, name, replyType, timeout);
      child.send(message);
      return reply;
    },
    stop() {
      stopping ??= new Promise<void>((resolve) => {
        running.delete(handle as Child<unknown>);
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const kill = setTimeout(() => child.kill('SIGKILL'), 60_000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        if (child.connected) child.send({ type: 'stop' });
        else child.kill('SIGTERM');
      });
      return stopping;
    },
  };
  running.add(handle as Child<unknown>);
  return handle;
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((c) => c.stop()));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A temp folder owned by this run; folders of dead runs are removed first. */
export async function makeTempDir(label: string): Promise<string> {
  for (const name of await fs.readdir(os.tmpdir())) {
    if (!name.startsWith(TEMP_PREFIX)) continue;
    const dir = path.join(os.tmpdir(), name);
    const owner = Number(await fs.readFile(path.join(dir, 'owner.pid'), 'utf8').catch(() => '0'));
    if (owner && !alive(owner)) await fs.rm(dir, { recursive: true, force: true });
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `${TEMP_PREFIX}${label}-`));
  // The embedded database runs as the postgres user when we are root: it must reach the folder.
  await fs.chmod(dir, 0o755);
  await fs.writeFile(path.join(dir, 'owner.pid'), String(process.pid));
  return dir;
}

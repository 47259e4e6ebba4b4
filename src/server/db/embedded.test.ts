// The embedded server survives the ways a process dies: restart keeps data, a leftover live
// postmaster is replaced, a stale postmaster.pid (dead or reused PID) does not wedge the start.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, pgdataOf, readEmbeddedConnection, startEmbeddedPostgres, type EmbeddedPostgres } from './embedded';

let dataDir: string;
const running: EmbeddedPostgres[] = [];

async function start() {
  const server = await startEmbeddedPostgres({ dataDir, detached: false });
  running.push(server);
  return server;
}

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Running (a zombie awaiting its reaper counts as gone). */
function isAlive(pid: number) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat[stat.lastIndexOf(')') + 2] !== 'Z';
  } catch {
    return false;
  }
}

function procStat(pid: number) {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return '';
  }
}

async function postmasterPid(): Promise<number> {
  return Number((await fs.readFile(path.join(pgdataOf(dataDir), 'postmaster.pid'), 'utf8')).split('\n')[0]);
}

async function waitFor(check: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
  return check();
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'boardwalk-embedded-'));
  await fs.chmod(dataDir, 0o755);
});

afterAll(async () => {
  for (const server of running) await server.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('embedded PostgreSQL', () => {
  it('initialises on first start and keeps data across a clean restart', async () => {
    const first = await start();
    expect(await fs.stat(path.join(pgdataOf(dataDir), 'PG_VERSION'))).toBeTruthy();
    await query(first.url, 'create table marks (label text primary key)');
    await query(first.url, "insert into marks values ('clean')");
    const conn = await readEmbeddedConnection(dataDir);
    expect(conn.port).toBe(first.port);
    await first.stop();

    const second = await start();
    const rows = await query<{ label: string }>(second.url, 'select label from marks');
    expect(rows.map((r) => r.label)).toEqual(['clean']);
    const [{ fsync }] = await query<{ fsync: string }>(second.url, 'show fsync');
    expect(fsync).toBe('on');
    await second.stop();
  });

  it('refuses a cluster whose app is alive, and takes it over once that app was SIGKILLed', async () => {
    const holder = spawn(process.execPath, ['--import', 'tsx', 'tests/support/embeddedHolder.ts', dataDir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout!.on('data', (c: Buffer) => {
          if (c.toString().includes('ready')) resolve();
        });
        holder.once('exit', () => reject(new Error('holder exited')));
      });
      const pid = await postmasterPid();
      await expect(startEmbeddedPostgres({ dataDir, detached: false })).rejects.toBeInstanceOf(DataDirInUseError);
      expect(isAlive(pid)).toBe(true);
      holder.kill('SIGKILL');
      await new Promise((r) => holder.once('exit', r));
      // Its detached postmaster survived the parent; the next start replaces it.
      expect(isAlive(pid)).toBe(true);
      const next = await start();
      expect(isAlive(pid)).toBe(false);
      expect(await query<{ label: string }>(next.url, "select label from marks where label = 'clean'")).toHaveLength(1);
      await next.stop();
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('replaces a postmaster left running by a killed parent', async () => {
    const orphan = await start();
    await query(orphan.url, "insert into marks values ('orphan')");
    const orphanPid = await postmasterPid();
    // The parent "died": nobody calls orphan.stop(). The next start must take over the cluster.
    const next = await start();
    expect(isAlive(orphanPid)).toBe(false);
    const rows = await query<{ label: string }>(next.url, 'select label from marks order by label');
    expect(rows.map((r) => r.label)).toEqual(['clean', 'orphan']);
    await next.stop();
  });

  it('starts after the postmaster itself was SIGKILLed (stale postmaster.pid, dead PID)', async () => {
    const victim = await start();
    await query(victim.url, "insert into marks values ('before-kill')");
    const pid = await postmasterPid();
    process.kill(pid, 'SIGKILL');
    expect(await waitFor(() => !isAlive(pid))).toBe(true);
    // The pid file is still there, naming a dead process.
    expect(await fs.readFile(path.join(pgdataOf(dataDir), 'postmaster.pid'), 'utf8')).toContain(String(pid));
    const next = await start();
    const rows = await query<{ label: string }>(next.url, "select label from marks where label = 'before-kill'");
    expect(rows).toHaveLength(1);
    await next.stop();
  });

  it('starts when postmaster.pid names a live process that is not postgres (PID reuse)', async () => {
    const sleeper = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      const pidFile = path.join(pgdataOf(dataDir), 'postmaster.pid');
      await fs.writeFile(pidFile, `${sleeper.pid}\n${pgdataOf(dataDir)}\n1700000000\n5999\n\n127.0.0.1\n  1234567  7\nready   \n`);
      const next = await start();
      expect((await query(next.url, 'select 1 as one'))[0]).toEqual({ one: 1 });
      await next.stop();
    } finally {
      sleeper.kill('SIGKILL');
    }
  });

  it('starts when postmaster.pid names a zombie (a killed postmaster no init has reaped)', async () => {
    // The child exits a moment after its parent has exec'd into sleep, which never waits, so it stays
    // a zombie. (A child that exits at once can be reaped by bash before the exec.)
    // It must belong to the user postgres runs as: postgres reads EPERM from kill(pid, 0) as "gone".
    const asPostgres =
      process.getuid?.() === 0
        ? { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) }
        : {};
    const parent = spawn('bash', ['-c', 'sleep 0.3 & echo $!; exec sleep 30'], { ...asPostgres, stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const zombie = Number(
        await new Promise<string>((resolve) => parent.stdout!.once('data', (d: Buffer) => resolve(d.toString().trim()))),
      );
      expect(await waitFor(() => procStat(zombie).includes(') Z '))).toBe(true);
      const pidFile = path.join(pgdataOf(dataDir), 'postmaster.pid');
      await fs.writeFile(pidFile, `${zombie}\n${pgdataOf(dataDir)}\n1700000000\n5999\n\n127.0.0.1\n  1234567  7\nready   \n`);
      const next = await start();
      expect((await query(next.url, 'select 1 as one'))[0]).toEqual({ one: 1 });
      await next.stop();
    } finally {
      parent.kill('SIGKILL');
    }
  });
});

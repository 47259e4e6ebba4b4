// The DATABASE_URL path: the real server against a separately started PostgreSQL (the machine's
// PostgreSQL 15, initdb/pg_ctl run as the postgres user). Skipped, and reported so, where absent.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/server/db/embedded';
import { startServerProcess, type ServerProcess } from '../support/serverProcess';

const BIN = process.env.PG15_BIN ?? '/usr/lib/postgresql/15/bin';
const isRoot = process.getuid?.() === 0;
const available =
  existsSync(path.join(BIN, 'initdb')) &&
  existsSync(path.join(BIN, 'pg_ctl')) &&
  (!isRoot || existsSync('/usr/sbin/runuser') || existsSync('/sbin/runuser'));

/** Runs a PostgreSQL tool as the postgres user (PostgreSQL refuses root). */
function asPostgres(tool: string, args: string[]) {
  const cmd = isRoot ? ['runuser', '-u', 'postgres', '--', path.join(BIN, tool), ...args] : [path.join(BIN, tool), ...args];
  return execFileSync(cmd[0], cmd.slice(1), { stdio: 'pipe', env: { ...process.env, LC_ALL: 'C' } }).toString();
}

describe.skipIf(!available)('external PostgreSQL 15 through DATABASE_URL', () => {
  let dir: string;
  let pgdata: string;
  let port: number;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'boardwalk-pg15-'));
    await fs.chmod(dir, 0o755);
    pgdata = path.join(dir, 'data');
    await fs.mkdir(pgdata, { mode: 0o700 });
    if (isRoot) execFileSync('chown', ['postgres:postgres', pgdata]);
    asPostgres('initdb', ['-D', pgdata, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C']);
    port = await freePort();
    asPostgres('pg_ctl', [
      '-D',
      pgdata,
      '-w',
      '-l',
      path.join(pgdata, 'server.log'),
      '-o',
      `-p ${port} -k ${pgdata} -c listen_addresses=127.0.0.1`,
      'start',
    ]);
    const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
    await admin.connect();
    await admin.query('create database boardwalk_ext');
    await admin.end();
  }, 60_000);

  afterAll(async () => {
    await server?.stop('SIGTERM');
    if (pgdata) {
      try {
        asPostgres('pg_ctl', ['-D', pgdata, '-m', 'fast', '-w', 'stop']);
      } catch {
        /* not running */
      }
    }
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it('runs migrations and the seed on that server, and starts no embedded one', async () => {
    const dataDir = path.join(dir, 'app-data');
    server = await startServerProcess({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/boardwalk_ext`, DATA_DIR: dataDir });
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'up' });

    const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'boardwalk_ext' });
    await client.connect();
    try {
      const { rows } = await client.query("select role from users where email = 'client@boardwalk.example'");
      expect(rows).toEqual([{ role: 'client' }]);
      const version = await client.query('show server_version');
      expect(version.rows[0].server_version).toMatch(/^15\./);
    } finally {
      await client.end();
    }
    expect(existsSync(path.join(dataDir, 'pg'))).toBe(false);
    expect(await server.stop('SIGTERM')).toBe(0);
  });
});

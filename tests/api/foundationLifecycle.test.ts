// The real entry point on a temp DATA_DIR: first start initialises, a restart keeps data, and a
// SIGKILLed process (its postgres left running) does not stop the next start.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionUrl, readEmbeddedConnection } from '../../src/server/db/embedded';
import { EMBEDDED_DATABASE } from '../../src/server/server';
import { startServerProcess, type ServerProcess } from '../support/serverProcess';

let dataDir: string;
const processes: ServerProcess[] = [];

async function start() {
  const server = await startServerProcess({ DATA_DIR: dataDir });
  processes.push(server);
  return server;
}

async function withDb<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const conn = await readEmbeddedConnection(dataDir);
  const client = new pg.Client({ connectionString: connectionUrl({ ...conn, database: EMBEDDED_DATABASE }) });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const countMarks = (label: string) =>
  withDb(async (c) => (await c.query('select count(*)::int as n from contact_requests where name = $1', [label])).rows[0].n as number);
const addMark = (label: string) =>
  withDb((c) => c.query("insert into contact_requests (name, email, phone) values ($1, 'mark@example.com', '0400000000')", [label]));

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'boardwalk-lifecycle-'));
  await fs.chmod(dataDir, 0o755);
});

afterAll(async () => {
  for (const p of processes) await p.stop('SIGTERM');
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('server lifecycle on the embedded database', () => {
  it('first start initialises the database, seeds it and serves health', async () => {
    const server = await start();
    const res = await fetch(`${server.url}/api/health`);
    expect(await res.json()).toEqual({ status: 'ok', database: 'up' });
    const users = await withDb(async (c) => (await c.query('select email from users order by email')).rows.map((r) => r.email));
    expect(users).toEqual(['admin@boardwalk.example', 'client@boardwalk.example', 'installer@boardwalk.example']);
    await addMark('before-restart');
    expect(await server.stop('SIGTERM'), server.output()).toBe(0);
    // A clean stop also stops postgres: the pid file is gone.
    await expect(fs.access(path.join(dataDir, 'pg', 'postmaster.pid'))).rejects.toThrow();
  });

  it('a restart keeps the rows written before and seeds nothing twice', async () => {
    const server = await start();
    expect(await countMarks('before-restart')).toBe(1);
    const counts = await withDb(
      async (c) =>
        (await c.query('select (select count(*)::int from users) as users, (select count(*)::int from projects) as projects')).rows[0],
    );
    expect(counts).toEqual({ users: 3, projects: 1 });
    await addMark('before-kill');
    expect(await server.stop('SIGKILL')).toBe('SIGKILL');
  });

  it('starts after SIGKILL (leftover postmaster) and keeps the data', async () => {
    const server = await start();
    expect(await countMarks('before-restart')).toBe(1);
    expect(await countMarks('before-kill')).toBe(1);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(await server.stop('SIGTERM'), server.output()).toBe(0);
  });
});

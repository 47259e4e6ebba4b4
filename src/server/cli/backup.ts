// `npm run db:backup [-- FILE]`: a consistent snapshot of the whole database (DATABASE_URL, else the
// embedded cluster in DATA_DIR, running or not). The embedded package ships no pg_dump, so every
// public table is read inside ONE repeatable-read, read-only transaction (one snapshot: an order and
// its lines are either both in or both out) and written as JSON lines:
//   {"format":"boardwalk-backup","version":1,...}   header: time, migrations applied, tables in load order
//   {"table":"users","row":{...}}                   one line per row, exactly as to_jsonb renders it
//   {"end":true,"rows":{"users":3,...}}             trailer: a truncated file is refused on restore
// The file is written beside its destination and renamed into place after an fsync, so a crash never
// leaves a half-written backup under the final name. `npm run db:restore` loads it.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type pg from 'pg';
import { ConfigError, loadConfig, type AppConfig } from '../config';
import { createPool, ensureDatabase, withDatabase } from '../db/client';
import { connectionUrl, readEmbeddedConnection, startEmbeddedPostgres } from '../db/embedded';
import { EMBEDDED_DATABASE } from '../server';

export const BACKUP_FORMAT = 'boardwalk-backup';
export const BACKUP_VERSION = 1;

export class BackupError extends Error {}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** drizzle migration hashes applied to the source, oldest first. */
  migrations: string[];
  /** Public tables in an order that satisfies every foreign key (parents first). */
  tables: string[];
}

/** The database the app would use: DATABASE_URL, else the embedded cluster (started if needed). */
export async function openDatabase(config: AppConfig): Promise<{ pool: pg.Pool; close: () => Promise<void> }> {
  if (config.databaseUrl) {
    const pool = createPool(config.databaseUrl, { max: 2 });
    return { pool, close: () => pool.end() };
  }
  try {
    const running = await readEmbeddedConnection(config.dataDir);
    const pool = createPool(withDatabase(connectionUrl(running), EMBEDDED_DATABASE), { max: 2 });
    await pool.query('select 1');
    return { pool, close: () => pool.end() };
  } catch {
    const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, detached: false });
    await ensureDatabase(embedded.url, EMBEDDED_DATABASE);
    const pool = createPool(withDatabase(embedded.url, EMBEDDED_DATABASE), { max: 2 });
    return {
      pool,
      close: async () => {
        await pool.end();
        await embedded.stop();
      },
    };
  }
}

type Queryable = Pick<pg.PoolClient, 'query'>;

/** Public tables ordered parents-first along their foreign keys. */
export async function tablesInLoadOrder(db: Queryable): Promise<string[]> {
  const tables = (
    await db.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public' order by tablename`)
  ).rows.map((r) => r.name);
  const edges = (
    await db.query<{ child: string; parent: string }>(`
    select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where c.contype = 'f' and n.nspname = 'public'`)
  ).rows;
  const unquote = (name: string) => name.replace(/^"|"$/g, '');
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const e of edges) if (unquote(e.child) !== unquote(e.parent)) parents.get(unquote(e.child))?.add(unquote(e.parent));
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const next = tables.filter((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p) || !parents.has(p)));
    if (next.length === 0) throw new BackupError(`foreign keys form a cycle among: ${tables.filter((t) => !placed.has(t)).join(', ')}`);
    for (const t of next) {
      ordered.push(t);
      placed.add(t);
    }
  }
  return ordered;
}

export async function appliedMigrations(db: Queryable): Promise<string[]> {
  const exists = (await db.query(`select 1 from pg_tables where schemaname = 'drizzle' and tablename = '__drizzle_migrations'`)).rowCount;
  if (!exists) return [];
  return (await db.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations order by created_at, id')).rows.map(
    (r) => r.hash,
  );
}

/** A table or column name as an SQL identifier. */
export const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
// Rows come back as the database's own JSON text, never parsed in JavaScript: numerics, big ids and
// timestamps keep every digit.
const rawText = { getTypeParser: () => (value: string) => value } as unknown as pg.CustomTypesConfig;

/** Writes a snapshot of every public table to `file`; answers the row count of each table. */
export async function writeBackup(pool: pg.Pool, file: string, now: Date = new Date()): Promise<Record<string, number>> {
  const target = path.resolve(file);
  await fs.mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.partial-${process.pid}`;
  const out = await fs.open(partial, 'w', 0o600);
  const client = await pool.connect();
  const counts: Record<string, number> = {};
  const digest = createHash('sha256');
  let buffer: string[] = [];
  const flush = async () => {
    if (!buffer.length) return;
    const chunk = buffer.join('');
    buffer = [];
    digest.update(chunk);
    await out.write(chunk);
  };
  const line = async (text: string) => {
    buffer.push(`${text}\n`);
    if (buffer.length >= 1000) await flush();
  };
  try {
    await client.query('begin isolation level repeatable read read only');
    const tables = await tablesInLoadOrder(client);
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: now.toISOString(),
      migrations: await appliedMigrations(client),
      tables,
    };
    await line(JSON.stringify(header));
    for (const table of tables) {
      counts[table] = 0;
      const rows = await client.query<{ row: string }>({ text: `select to_jsonb(t)::text as row from ${quote(table)} t`, types: rawText });
      for (const { row } of rows.rows) {
        await line(`{"table":${JSON.stringify(table)},"row":${row}}`);
        counts[table] += 1;
      }
    }
    await client.query('commit');
    await flush();
    await line(JSON.stringify({ end: true, rows: counts, sha256: digest.copy().digest('hex') }));
    await flush();
    await out.sync();
    await out.close();
    await fs.rename(partial, target);
    // The rename itself survives a crash only once the folder is synced.
    const dir = await fs.open(path.dirname(target), 'r');
    await dir.sync().catch(() => undefined);
    await dir.close();
    return counts;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    await out.close().catch(() => undefined);
    await fs.rm(partial, { force: true });
    throw err;
  } finally {
    client.release();
  }
}

export function defaultBackupFile(config: AppConfig, now: Date): string {
  return path.join(
    config.dataDir,
    'backups',
    `boardwalk-${now
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d+Z$/, 'Z')}.jsonl`,
  );
}

/**
 * The body of `db:backup` and `db:restore`: opens the app's database, runs `task` on it and prints
 * `done` with the total rows and tables it answered.
 */
export async function runOnDatabase(
  config: AppConfig,
  task: (pool: pg.Pool) => Promise<Record<string, number>>,
  done: (rows: number, tables: number) => string,
): Promise<number> {
  const database = await openDatabase(config);
  try {
    const counts = await task(database.pool);
    console.log(
      done(
        Object.values(counts).reduce((a, b) => a + b, 0),
        Object.keys(counts).length,
      ),
    );
    return 0;
  } finally {
    await database.close();
  }
}

/** Runs a command's `main` when its module is the script node started; known failures print only their message. */
export function runAsScript(moduleUrl: string, main: (argv: string[]) => Promise<number>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(path.resolve(process.argv[1])).href) return;
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof BackupError || err instanceof ConfigError ? err.message : err);
      process.exit(1);
    },
  );
}

async function main(argv: string[]): Promise<number> {
  if (argv.length > 1 || argv[0]?.startsWith('-')) {
    console.error('Usage: npm run db:backup [-- FILE]   (default: DATA_DIR/backups/boardwalk-<time>.jsonl)');
    return 2;
  }
  const config = loadConfig();
  const now = new Date();
  const file = path.resolve(argv[0] ?? defaultBackupFile(config, now));
  return runOnDatabase(
    config,
    (pool) => writeBackup(pool, file, now),
    (rows, tables) => `Backed up ${rows} rows from ${tables} tables to ${file}`,
  );
}

runAsScript(import.meta.url, main);

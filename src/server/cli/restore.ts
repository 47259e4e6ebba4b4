// `npm run db:restore -- FILE`: loads a backup written by `npm run db:backup` into an EMPTY database
// (DATABASE_URL, else the embedded cluster in DATA_DIR). The schema comes from this checkout's
// migrations; the backup must not be newer than them. Every row goes in inside one transaction, and
// the trailer's row counts and checksum are checked before the commit, so a truncated or altered
// file loads nothing. Sequences are moved past the restored ids.
import { createReadStream } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type pg from 'pg';
import { loadConfig } from '../config';
import { migrateDatabase } from '../db/client';
import {
  appliedMigrations,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupError,
  quote,
  runAsScript,
  runOnDatabase,
  type BackupHeader,
} from './backup';

const BATCH = 500;

async function assertEmpty(client: pg.PoolClient, tables: string[]) {
  const busy: string[] = [];
  for (const table of tables) {
    if ((await client.query(`select 1 from ${quote(table)} limit 1`)).rowCount) busy.push(table);
  }
  if (busy.length)
    throw new BackupError(`The target database is not empty (rows in ${busy.join(', ')}); restore only into an empty database`);
}

/** Moves every serial/identity sequence of `table` past its largest restored value. */
async function resetSequences(client: pg.PoolClient, table: string) {
  const { rows } = await client.query<{ column: string; sequence: string }>(
    `
    select a.attname as column, pg_get_serial_sequence($1, a.attname) as sequence
    from pg_attribute a where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped
      and pg_get_serial_sequence($1, a.attname) is not null`,
    [quote(table)],
  );
  for (const { column, sequence } of rows) {
    await client.query(
      `select setval($1, coalesce((select max(${quote(column)}) from ${quote(table)}), 1), (select count(*) > 0 from ${quote(table)}))`,
      [sequence],
    );
  }
}

/**
 * The lines of `file`, split at "\n" only: the backup's own line end. readline also ends a line at U+2028
 * and U+2029 on Node 24, and PostgreSQL's JSON leaves those characters unescaped in text values.
 */
async function* fileLines(file: string): AsyncGenerator<string> {
  let rest = '';
  for await (const chunk of createReadStream(file, { encoding: 'utf8' }) as AsyncIterable<string>) {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop() ?? '';
    yield* parts;
  }
  if (rest) yield rest;
}

/** Loads `file` into the (empty) database behind `pool`; answers the row count of each table. */
export async function restoreBackup(pool: pg.Pool, file: string): Promise<Record<string, number>> {
  await migrateDatabase(pool);
  const client = await pool.connect();
  const digest = createHash('sha256');
  const counts: Record<string, number> = {};
  let header: BackupHeader | null = null;
  // `as` keeps TypeScript from narrowing these to null: the loop and flush() assign them.
  let trailer = null as { end: true; rows: Record<string, number>; sha256: string } | null;
  let batch = null as { table: string; columns: string[]; rows: string[] } | null;

  const flush = async () => {
    if (!batch?.rows.length) return;
    const cols = batch.columns.map(quote).join(', ');
    await client.query(
      `insert into ${quote(batch.table)} (${cols}) select ${cols} from jsonb_populate_recordset(null::${quote(batch.table)}, $1::jsonb)`,
      [`[${batch.rows.join(',')}]`],
    );
    counts[batch.table] = (counts[batch.table] ?? 0) + batch.rows.length;
    batch.rows = [];
  };

  try {
    await client.query('begin');
    for await (const text of fileLines(path.resolve(file))) {
      if (text === '') continue;
      if (trailer) throw new BackupError('The backup has data after its end marker');
      if (!header) {
        const parsed = JSON.parse(text) as BackupHeader;
        if (parsed.format !== BACKUP_FORMAT || parsed.version !== BACKUP_VERSION)
          throw new BackupError(`${file} is not a Boardwalk backup (version ${BACKUP_VERSION})`);
        const here = await appliedMigrations(client);
        if (parsed.migrations.some((m, i) => here[i] !== m)) {
          throw new BackupError(
            'The backup was taken from a database schema this version does not have; restore it with the version that wrote it',
          );
        }
        header = parsed;
        await assertEmpty(client, header.tables);
        digest.update(`${text}\n`);
        continue;
      }
      if (text.startsWith('{"end":')) {
        await flush();
        trailer = JSON.parse(text) as NonNullable<typeof trailer>;
        continue;
      }
      digest.update(`${text}\n`);
      // {"table":"name","row":{...}}: the row is passed on as text, never parsed into JS numbers.
      const m = /^\{"table":("(?:[^"\\]|\\.)*"),"row":/.exec(text);
      if (!m || !text.endsWith('}')) throw new BackupError('The backup has a malformed row line');
      const table = JSON.parse(m[1]) as string;
      if (!header.tables.includes(table)) throw new BackupError(`The backup names an unknown table ${table}`);
      const row = text.slice(m[0].length, -1);
      if (batch?.table !== table) {
        await flush();
        batch = { table, columns: Object.keys(JSON.parse(row) as object), rows: [] };
      }
      batch.rows.push(row);
      if (batch.rows.length >= BATCH) await flush();
    }
    if (!header) throw new BackupError(`${file} is empty`);
    if (!trailer) throw new BackupError('The backup is truncated (no end marker); nothing was restored');
    if (trailer.sha256 !== digest.digest('hex')) throw new BackupError('The backup does not match its checksum; nothing was restored');
    for (const table of header.tables) {
      if ((counts[table] ?? 0) !== (trailer.rows[table] ?? 0))
        throw new BackupError(`Row count mismatch in ${table}; nothing was restored`);
      counts[table] = counts[table] ?? 0;
      await resetSequences(client, table);
    }
    await client.query('commit');
    return counts;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

async function main(argv: string[]): Promise<number> {
  if (argv.length !== 1 || argv[0].startsWith('-')) {
    console.error('Usage: npm run db:restore -- FILE   (into an empty database: DATABASE_URL, else DATA_DIR)');
    return 2;
  }
  const done = (rows: number, tables: number) => `Restored ${rows} rows into ${tables} tables from ${path.resolve(argv[0])}`;
  return runOnDatabase(loadConfig(), (pool) => restoreBackup(pool, argv[0]), done);
}

runAsScript(import.meta.url, main);

// A statement the API runs on every request of a hot path, as a named prepared statement: PostgreSQL
// parses and plans it once per pooled connection instead of on every call (an order's insert is one
// data-modifying CTE over jsonb rows, whose planning was a large share of its database time).
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { allowsNamedStatements, type Db } from './client';

const dialect = new PgDialect();

/**
 * Runs `statement` prepared under a name derived from its text (a different shape, e.g. more CTEs, is
 * another statement). Inside a transaction (no pool to reach) it runs as drizzle runs any statement.
 */
export async function executePrepared<T extends pg.QueryResultRow>(db: Pick<Db, 'execute'>, statement: SQL): Promise<{ rows: T[] }> {
  // drizzle() keeps its pool as `$client`; a transaction has none.
  const client = (db as { $client?: unknown }).$client;
  // Behind PgBouncer's transaction pooling a name prepared on one server connection is missing on the next.
  if (!(client instanceof pg.Pool) || !allowsNamedStatements(client)) {
    // drizzle types the rows as Assume<T, QueryResultRow>, which is T for any T this accepts.
    const { rows } = await db.execute<T>(statement);
    return { rows: rows as T[] };
  }
  const query = dialect.sqlToQuery(statement);
  const name = `bw_${createHash('sha1').update(query.sql).digest('hex').slice(0, 24)}`;
  return client.query<T>({ name, text: query.sql, values: query.params });
}

// Keyset paging of every newest-first list (orders, leads): the cursor names the last row a page showed
// by its created_at (microseconds, UTC) and id, and the next page starts strictly after it, so rows
// arriving meanwhile neither repeat nor push others off a page, and page N costs what page 1 does.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

export const BAD_CURSOR = 'cursor is not valid';

export interface Cursor {
  createdAt: string;
  id: string;
}

/** Base64url of `created_at|id`. */
export function encodeCursor(createdAt: string, id: string): string {
  return Buffer.from(`${createdAt}|${id}`).toString('base64url');
}

const CURSOR_PATTERN =
  /^([1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.\d{6}Z\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The cursor's position, or null when it is not one this server wrote (a 400, never a database error). */
export function decodeCursor(cursor: string): Cursor | null {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = CURSOR_PATTERN.exec(text);
  if (!match) return null;
  // A calendar-impossible time (30 February, 24:00) would make PostgreSQL's cast fail.
  const ms = Date.parse(`${match[1]}Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 19) !== match[1]) return null;
  return { createdAt: text.slice(0, text.indexOf('|')), id: match[2] };
}

/** A timestamptz column as cursor text: microseconds in UTC (a JS Date keeps only milliseconds, and would repeat rows). */
export function cursorTime(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** Rows after the cursor in newest-first order; a row comparison, so the (created_at, id) indexes serve it. */
export function beforeCursor(createdAt: AnyColumn, id: AnyColumn, cursor: Cursor): SQL {
  return sql`(${createdAt}, ${id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;
}

/**
 * X-Next-Cursor and Link (rel="next") for a page with more to come: the link repeats the page's own
 * filters, so following it continues the same list.
 */
export function nextPageHeaders(path: string, params: Record<string, string | number | undefined>, next: string): Record<string, string> {
  const query = Object.entries({ ...params, cursor: next })
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');
  return { 'x-next-cursor': next, link: `<${path}?${query}>; rel="next"` };
}

/** A list search's `%q%` (leads, orders, users), with LIKE's own wildcards and its escape character taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

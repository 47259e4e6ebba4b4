// The addresses that carry a secret link token (docs/product.md#designs, docs/product.md#quotes,
// docs/product.md#accounts): a design's share link, a customer's quote link and their API calls in the
// path, the one-time account links and a shared design opened in the calculator in the query. One
// list, read by the server's request log and the browser's telemetry alike, so neither ever holds a
// usable link.

/** Path prefixes whose next segment is a link token. */
export const TOKEN_PATH_PREFIXES = ['/deck/', '/quote/', '/api/shared-designs/', '/api/public/quotes/'] as const;

/** Query parameters whose value is a link token. */
export const TOKEN_QUERY_KEYS = ['token', 'shared'] as const;

export const REDACTED = '[Redacted]';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const TOKEN_IN_PATH = new RegExp(`^(${TOKEN_PATH_PREFIXES.map(escape).join('|')})[^/?#]+`, 'i');
const TOKEN_IN_QUERY = new RegExp(`([?&](?:${TOKEN_QUERY_KEYS.join('|')})=)[^&#]*`, 'gi');

/** The URL (or bare path) with every link token replaced by `[Redacted]`; anything else is kept as it is. */
export function redactTokens(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  const rest = query === -1 ? '' : url.slice(query);
  // A token segment is the path's second one: a prefix that is the whole path (POST /api/shared-designs) has none.
  return path.replace(TOKEN_IN_PATH, `$1${REDACTED}`) + rest.replace(TOKEN_IN_QUERY, `$1${REDACTED}`);
}

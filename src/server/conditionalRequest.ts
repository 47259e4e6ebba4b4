// RFC 9110 13.1.2 If-None-Match, shared by every route that answers 304: the catalogue reads, the
// server-rendered pages and the item images.

/**
 * Whether If-None-Match names one of `tags`: a list of (possibly weak, W/) entity tags, or `*`.
 * Weak comparison, as the RFC asks for If-None-Match.
 */
export function ifNoneMatchHits(header: string | undefined, tags: string | ReadonlySet<string>): boolean {
  if (!header) return false;
  const known = typeof tags === 'string' ? (tag: string) => tag === tags : (tag: string) => tags.has(tag);
  if (known(header)) return true; // what a browser sends back: the one tag it was given
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || known(t.startsWith('W/') ? t.slice(2) : t);
  });
}

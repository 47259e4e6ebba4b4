// The portal's long lists (orders, leads, users, the audit log) come a page at a time: GET with limit and
// cursor, the next page's cursor in the X-Next-Cursor header (none on the last page). One fetcher and one
// set of infinite-query options for all of them.
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useApiClient } from './ApiClientContext';
import type { ApiClient } from './client';

export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

export async function fetchCursorPage<T>(
  client: ApiClient,
  path: string,
  params: URLSearchParams,
  cursor: string | null,
  schema: { parse: (v: unknown) => T[] },
  signal?: AbortSignal,
): Promise<CursorPage<T>> {
  if (cursor) params.set('cursor', cursor);
  let nextCursor: string | null = null;
  const items = await client.get(`${path}?${params.toString()}`, {
    schema,
    signal,
    onResponse: (res) => {
      nextCursor = res.headers.get('x-next-cursor');
    },
  });
  return { items, nextCursor };
}

/** A cursor list's pages under `queryKey`: the first page has no cursor, the last names no next one. */
export function useCursorPages<T>(
  queryKey: QueryKey,
  fetchPage: (client: ApiClient, cursor: string | null, signal: AbortSignal) => Promise<CursorPage<T>>,
) {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(client, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Every item of the pages loaded so far, in order. */
export const itemsOf = <T>(data: { pages: CursorPage<T>[] }): T[] => data.pages.flatMap((p) => p.items);

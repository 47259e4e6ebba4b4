// The inbox's tab, status filter and search live in the URL query (?kind=&status=&q=), so back,
// forward and reload keep them. Unknown values read as the defaults (Quote requests, All, no search), and
// a status the tab does not have (Posted on Quote requests, Won on Sample requests) reads as All.
import { INBOX_KIND_VALUES, isStatusOf, type InboxKind } from '../../../domain/leads';
import type { InboxFilter } from '../../api/leads';

const isKind = (v: string | null): v is InboxKind => (INBOX_KIND_VALUES as readonly (string | null)[]).includes(v);

/** A filter whose status belongs to its tab: a status of another tab is dropped (All). */
export function filterOf(kind: InboxKind, status: string | null | undefined, q: string): InboxFilter {
  return { kind, status: status && isStatusOf(kind, status) ? status : undefined, q } as InboxFilter;
}

export function filterFromParams(params: URLSearchParams): InboxFilter {
  const kind = params.get('kind');
  return filterOf(isKind(kind) ? kind : 'quote', params.get('status'), (params.get('q') ?? '').trim());
}

/** The query for a filter: defaults left out, so the plain /app/leads is the first tab, All, no search. */
export function paramsOf(filter: InboxFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.kind !== 'quote') params.set('kind', filter.kind);
  if (filter.status) params.set('status', filter.status);
  if (filter.q) params.set('q', filter.q);
  return params;
}

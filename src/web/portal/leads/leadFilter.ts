// The inbox's tab, status filter and search live in the URL query (?kind=&status=&q=), so back,
// forward and reload keep them. Unknown values read as the defaults (Quote requests, All, no search).
import { LEAD_KIND_VALUES, LEAD_STATUS_VALUES, type LeadKind, type LeadStatus } from '../../../domain/leads';
import type { LeadFilter } from '../../api/leads';

const isKind = (v: string | null): v is LeadKind => (LEAD_KIND_VALUES as readonly (string | null)[]).includes(v);
const isStatus = (v: string | null): v is LeadStatus => (LEAD_STATUS_VALUES as readonly (string | null)[]).includes(v);

export function filterFromParams(params: URLSearchParams): LeadFilter {
  const kind = params.get('kind');
  const status = params.get('status');
  return { kind: isKind(kind) ? kind : 'quote', status: isStatus(status) ? status : undefined, q: (params.get('q') ?? '').trim() };
}

/** The query for a filter: defaults left out, so the plain /app/leads is the first tab, All, no search. */
export function paramsOf(filter: LeadFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.kind !== 'quote') params.set('kind', filter.kind);
  if (filter.status) params.set('status', filter.status);
  if (filter.q) params.set('q', filter.q);
  return params;
}

// The staff inbox (admins only): the lead lists page by page (GET /api/leads, cursor paging as the
// orders list), one lead (GET /api/leads/{id}, any of the three kinds), its status (PATCH) and its notes
// (POST .../notes). A change refreshes the lead and the lists.
import './zodConfig';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { LEAD_PAGE_DEFAULT, type LeadKind, type LeadStatus } from '../../domain/leads';
import type { SampleStatus } from '../../domain/samples';
import {
  inboxLeadDetail,
  sampleLeadList,
  storedLeadList,
  type InboxLeadDetail,
  type LeadSummary,
  type SampleLeadSummary,
} from '../../domain/schemas/leadsInbox';
import { useApiClient } from './ApiClientContext';
import type { ApiClient } from './client';
import { fetchCursorPage, useCursorPages, type CursorPage } from './cursorPages';
import { deliveryPollInterval } from './notifications';

/** What the inbox shows on the quote and enquiry tabs: the tab, a status (undefined: All) and a search text. */
export interface LeadFilter {
  kind: LeadKind;
  status: LeadStatus | undefined;
  q: string;
}
/** The Sample requests tab: Requested, Posted or All, and a search text. */
export interface SampleLeadFilter {
  kind: 'sample';
  status: SampleStatus | undefined;
  q: string;
}
export type InboxFilter = LeadFilter | SampleLeadFilter;

export const leadKeys = {
  all: ['leads'] as const,
  pages: ['leads', 'pages'] as const,
  filteredPages: (filter: InboxFilter) => ['leads', 'pages', filter] as const,
  detail: (id: string) => ['leads', 'detail', id] as const,
};

const leadPath = (id: string) => `/leads/${encodeURIComponent(id)}`;

// ---- Fetchers ----
function pageParams(filter: InboxFilter): URLSearchParams {
  const params = new URLSearchParams({ kind: filter.kind, limit: String(LEAD_PAGE_DEFAULT) });
  if (filter.status) params.set('status', filter.status);
  if (filter.q) params.set('q', filter.q);
  return params;
}
export function fetchLeadsPage(
  client: ApiClient,
  filter: LeadFilter,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CursorPage<LeadSummary>> {
  return fetchCursorPage(client, '/leads', pageParams(filter), cursor, storedLeadList, signal);
}
/** GET /api/leads?kind=sample: the Sample requests tab's rows. */
function fetchSampleLeadsPage(
  client: ApiClient,
  filter: SampleLeadFilter,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CursorPage<SampleLeadSummary>> {
  return fetchCursorPage(client, '/leads', pageParams(filter), cursor, sampleLeadList, signal);
}
export const fetchLead = (client: ApiClient, id: string, signal?: AbortSignal): Promise<InboxLeadDetail> =>
  client.get(leadPath(id), { schema: inboxLeadDetail, signal });
/** PATCH /api/leads/{id} {status}; the answer is not read: the lead is fetched again with its history. */
export async function saveLeadStatus(client: ApiClient, id: string, status: LeadStatus): Promise<void> {
  await client.patch(leadPath(id), { status });
}

// ---- Query options and hooks ----
export const leadQuery = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: leadKeys.detail(id),
    queryFn: ({ signal }) => fetchLead(client, id, signal),
    // E-mails about the lead settle (Sent, Failed) after the page opened.
    refetchInterval: (query) => deliveryPollInterval(query.state.data?.emails),
  });
export const useLead = (id: string) => useQuery(leadQuery(useApiClient(), id));
export const useLeadPages = (filter: LeadFilter) =>
  useCursorPages(leadKeys.filteredPages(filter), (client, cursor, signal) => fetchLeadsPage(client, filter, cursor, signal));
export const useSampleLeadPages = (filter: SampleLeadFilter) =>
  useCursorPages(leadKeys.filteredPages(filter), (client, cursor, signal) => fetchSampleLeadsPage(client, filter, cursor, signal));

// ---- What each change refreshes ----
/** After a change: the lead (history, notes) and every cached list (status chips, filters). */
export function onLeadChanged(qc: QueryClient, id: string): Promise<void> {
  return Promise.all([qc.invalidateQueries({ queryKey: leadKeys.detail(id) }), qc.invalidateQueries({ queryKey: leadKeys.pages })]).then(
    () => undefined,
  );
}

/** POST /api/leads/{id}/notes {text}. */
export const useAddLeadNote = (id: string) => {
  const client = useApiClient();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => client.post(`${leadPath(id)}/notes`, { text }),
    onSuccess: () => onLeadChanged(qc, id),
  });
};

// The staff inbox's calls (admins only): the lead lists page by page (GET /api/leads, the next cursor
// in the X-Next-Cursor header, as GET /api/orders does), one lead (GET /api/leads/{id}, either kind),
// its status (PATCH) and its notes (POST .../notes). A change refreshes the lead and the lists.
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { LEAD_PAGE_DEFAULT, type LeadKind, type LeadStatus } from '../../../domain/leads';
import { leadDetail, leadList, type LeadDetail, type LeadSummary } from '../../../domain/schemas/leadsInbox';
import { useApiClient } from '../../api/ApiClientContext';
import type { ApiClient } from '../../api/client';
import { deliveryPollInterval } from '../SentEmails';

export const leadKeys = {
  all: ['leads'] as const,
  pages: (filter: LeadFilter) => ['leads', 'pages', filter] as const,
  detail: (id: string) => ['leads', 'detail', id] as const,
};

/** What the inbox shows: a tab, a status (undefined: All) and a search text. */
export interface LeadFilter {
  kind: LeadKind;
  status: LeadStatus | undefined;
  q: string;
}

export interface LeadsPage {
  leads: LeadSummary[];
  nextCursor: string | null;
}

export async function fetchLeadsPage(
  client: ApiClient,
  filter: LeadFilter,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<LeadsPage> {
  const params = new URLSearchParams({ kind: filter.kind, limit: String(LEAD_PAGE_DEFAULT) });
  if (filter.status) params.set('status', filter.status);
  if (filter.q) params.set('q', filter.q);
  if (cursor) params.set('cursor', cursor);
  let nextCursor: string | null = null;
  const leads = await client.get(`/leads?${params.toString()}`, {
    schema: leadList,
    signal,
    onResponse: (res) => {
      nextCursor = res.headers.get('x-next-cursor');
    },
  });
  return { leads, nextCursor };
}

export const useLeadPages = (filter: LeadFilter) => {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey: leadKeys.pages(filter),
    queryFn: ({ pageParam, signal }) => fetchLeadsPage(client, filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
};

export const fetchLead = (client: ApiClient, id: string, signal?: AbortSignal): Promise<LeadDetail> =>
  client.get(`/leads/${encodeURIComponent(id)}`, { schema: leadDetail, signal });

export const leadQuery = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: leadKeys.detail(id),
    queryFn: ({ signal }) => fetchLead(client, id, signal),
    // E-mails about the lead settle (Sent, Failed) after the page opened.
    refetchInterval: (query) => deliveryPollInterval(query.state.data?.emails),
  });

export const useLead = (id: string) => useQuery(leadQuery(useApiClient(), id));

/** PATCH /api/leads/{id} {status}; the answer is not read: the lead is fetched again with its history. */
export async function saveLeadStatus(client: ApiClient, id: string, status: LeadStatus): Promise<void> {
  await client.patch(`/leads/${encodeURIComponent(id)}`, { status });
}

/** After a change: the lead (history, notes) and every cached list (status chips, filters). */
export function refreshLead(qc: QueryClient, id: string): Promise<void> {
  return Promise.all([
    qc.invalidateQueries({ queryKey: leadKeys.detail(id) }),
    qc.invalidateQueries({ queryKey: ['leads', 'pages'] }),
  ]).then(() => undefined);
}

export const useAddLeadNote = (id: string) => {
  const client = useApiClient();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => client.post(`/leads/${encodeURIComponent(id)}/notes`, { text }),
    onSuccess: () => refreshLead(qc, id),
  });
};

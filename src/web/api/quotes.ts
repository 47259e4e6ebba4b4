// Every quote call (docs/product.md#quotes), one module: the staff list page
// by page (GET /api/quotes, newest first, the next cursor in X-Next-Cursor as for leads and orders), one
// quote, a new quote, a draft from a lead, the draft's save, send, revise and withdraw, and the customer's
// public link (no session: the plain client). What each change refreshes is said here, once.
import '../api/zodConfig';
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { API_BASE_PATH, type DeliveryMethod } from '../../domain/constants';
import { publicDeliveryDayList, type PublicDeliveryDay } from '../../domain/schemas/delivery';
import { draftPatch, type QuoteDraft } from '../../domain/quoteEdits';
import type { QuoteStatus } from '../../domain/quotes';
import {
  publicQuote,
  QUOTE_PAGE_DEFAULT,
  quoteAcceptResult,
  quoteDetail,
  quoteList,
  type PublicQuote,
  type QuoteAcceptInput,
  type QuoteAcceptResult,
  type QuoteCreate,
  type QuoteDetail,
  type QuoteSummary,
} from '../../domain/schemas/quotes';
import { useApiClient } from './ApiClientContext';
import { api, type ApiClient } from './client';

export const quoteKeys = {
  all: ['quotes'] as const,
  pages: (filter: QuoteFilter) => ['quotes', 'pages', filter] as const,
  detail: (id: string) => ['quotes', 'detail', id] as const,
};

/** What the staff list shows: a status (undefined: all) and a search text (number, name, email). */
export interface QuoteFilter {
  status: QuoteStatus | undefined;
  q: string;
}

export interface QuotesPage {
  quotes: QuoteSummary[];
  nextCursor: string | null;
}

const quotePath = (id: string) => `/quotes/${encodeURIComponent(id)}`;
const publicPath = (token: string) => `/public/quotes/${encodeURIComponent(token)}`;

export async function fetchQuotesPage(
  client: ApiClient,
  filter: QuoteFilter,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<QuotesPage> {
  const params = new URLSearchParams({ limit: String(QUOTE_PAGE_DEFAULT) });
  if (filter.status) params.set('status', filter.status);
  if (filter.q) params.set('q', filter.q);
  if (cursor) params.set('cursor', cursor);
  let nextCursor: string | null = null;
  const quotes = await client.get(`/quotes?${params.toString()}`, {
    schema: quoteList,
    signal,
    onResponse: (res) => {
      nextCursor = res.headers.get('x-next-cursor');
    },
  });
  return { quotes, nextCursor };
}

export const useQuotePages = (filter: QuoteFilter) => {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey: quoteKeys.pages(filter),
    queryFn: ({ pageParam, signal }) => fetchQuotesPage(client, filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
};

export const fetchQuote = (client: ApiClient, id: string, signal?: AbortSignal): Promise<QuoteDetail> =>
  client.get(quotePath(id), { schema: quoteDetail, signal });

export const quoteQuery = (client: ApiClient, id: string) =>
  queryOptions({ queryKey: quoteKeys.detail(id), queryFn: ({ signal }) => fetchQuote(client, id, signal) });

export const useQuote = (id: string) => useQuery(quoteQuery(useApiClient(), id));

/** After any change: the quote (versions, status, order) and every cached list page. */
export function refreshQuote(qc: QueryClient, id: string): Promise<void> {
  return Promise.all([
    qc.invalidateQueries({ queryKey: quoteKeys.detail(id) }),
    qc.invalidateQueries({ queryKey: ['quotes', 'pages'] }),
  ]).then(() => undefined);
}

/** POST /api/quotes: a quote for a customer who never sent a lead; the lists refresh. */
export const useCreateQuote = () => {
  const client = useApiClient();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: QuoteCreate) => client.post('/quotes', body, { schema: quoteDetail }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['quotes', 'pages'] }),
  });
};

/** POST /api/leads/{id}/quote: the draft prefilled from a lead; the lead (its status, its quotes) and the quote lists refresh. */
export const usePrepareQuote = (leadId: string) => {
  const client = useApiClient();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => client.post(`/leads/${encodeURIComponent(leadId)}/quote`, undefined, { schema: quoteDetail }),
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: ['leads'] }), qc.invalidateQueries({ queryKey: ['quotes', 'pages'] })]).then(
        () => undefined,
      ),
  });
};

// The editor machine's calls (machines/quoteEditor.machine.ts): the machine decides when; the page
// provides these and refreshes through refreshQuote when the machine says the quote changed.

/** PATCH /api/quotes/{id}: the whole draft as typed. The answer is not read: the screen keeps what is typed. */
export async function saveQuoteDraft(client: ApiClient, id: string, draft: QuoteDraft): Promise<void> {
  await client.patch(quotePath(id), draftPatch(draft));
}

export async function sendQuote(client: ApiClient, id: string): Promise<void> {
  await client.post(`${quotePath(id)}/send`, {});
}

/** POST /api/quotes/{id}/revise: the new version's draft. */
export const reviseQuote = (client: ApiClient, id: string): Promise<QuoteDetail> =>
  client.post(`${quotePath(id)}/revise`, undefined, { schema: quoteDetail });

export async function withdrawQuote(client: ApiClient, id: string): Promise<void> {
  await client.post(`${quotePath(id)}/withdraw`);
}

/** The quote's PDF, as staff open it from the editor. */
export const quotePdfUrl = (id: string): string => `${API_BASE_PATH}${quotePath(id)}/pdf`;

// The customer's link (no session).

export const fetchPublicQuote = (token: string, signal?: AbortSignal): Promise<PublicQuote> =>
  api.get(publicPath(token), { schema: publicQuote, signal });

export const acceptPublicQuote = (token: string, body: QuoteAcceptInput): Promise<QuoteAcceptResult> =>
  api.post(`${publicPath(token)}/accept`, body, { schema: quoteAcceptResult });

/** The Accept quote calendar's days for the method chosen and the weeks shown (the publicQuote machine's loadDays). */
export const fetchQuoteDays = (
  { token, method, from, to }: { token: string; method: DeliveryMethod; from: string; to: string },
  signal?: AbortSignal,
): Promise<PublicDeliveryDay[]> =>
  api.get(`${publicPath(token)}/days?method=${method}&from=${from}&to=${to}`, { schema: publicDeliveryDayList, signal });

export async function requestQuoteChanges(token: string, message: string): Promise<void> {
  await api.post(`${publicPath(token)}/changes`, { message });
}

// Tax invoices (docs/product.md#trade-accounts): the list page by page (GET /api/invoices, newest first, the
// next cursor in X-Next-Cursor as for orders and leads) with the staff's status, company, overdue and
// search filters, one invoice with its payments, recording a payment (admins), and the PDF and CSV
// download URLs. The fetchers (given to the payment machine with .provide()), the query keys, the hooks
// and what each change refreshes live here together.
import './zodConfig';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { API_BASE_PATH } from '../../domain/constants';
import { INVOICE_STATUSES, type InvoiceStatus } from '../../domain/invoices';
import {
  INVOICE_PAGE_DEFAULT,
  invoiceDetail,
  invoiceList,
  type Invoice,
  type InvoiceDetail,
  type PaymentInput,
} from '../../domain/schemas/invoices';
import { useApiClient } from './ApiClientContext';
import type { ApiClient } from './client';
import { fetchCursorPage, useCursorPages, type CursorPage } from './cursorPages';
import { tradeAccountKeys } from './tradeAccounts';

/** What a list shows: a status (undefined: all), a company id, only overdue ones, a search text. */
export interface InvoiceFilter {
  status?: InvoiceStatus;
  company?: string;
  overdue?: boolean;
  q?: string;
}

/** No filter: every invoice the viewer may see. */
export const NO_INVOICE_FILTER: InvoiceFilter = {};

export const invoiceKeys = {
  all: ['invoices'] as const,
  pages: ['invoices', 'pages'] as const,
  filteredPages: (filter: InvoiceFilter) =>
    ['invoices', 'pages', filter.status ?? '', filter.company ?? '', filter.overdue === true, filter.q ?? ''] as const,
  detail: (id: string) => ['invoices', 'detail', id] as const,
};

const invoicePath = (id: string) => `/invoices/${encodeURIComponent(id)}`;

/** The filters as query parameters (the list, the CSV export and the page URL share them). */
export function invoiceFilterParams(filter: InvoiceFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.company) params.set('company', filter.company);
  if (filter.overdue) params.set('overdue', 'true');
  const q = filter.q?.trim();
  if (q) params.set('q', q);
  return params;
}

/** The filters a URL carries; an unknown status is no filter. */
export function invoiceFilterFrom(params: URLSearchParams): InvoiceFilter {
  const status = params.get('status');
  const company = params.get('company');
  const q = params.get('q')?.trim();
  return {
    ...((INVOICE_STATUSES as readonly string[]).includes(status ?? '') ? { status: status as InvoiceStatus } : {}),
    ...(company ? { company } : {}),
    ...(params.get('overdue') === 'true' ? { overdue: true } : {}),
    ...(q ? { q } : {}),
  };
}

// ---- Fetchers ----
export function fetchInvoicesPage(
  client: ApiClient,
  filter: InvoiceFilter,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CursorPage<Invoice>> {
  const params = invoiceFilterParams(filter);
  params.set('limit', String(INVOICE_PAGE_DEFAULT));
  return fetchCursorPage(client, '/invoices', params, cursor, invoiceList, signal);
}
export const fetchInvoice = (client: ApiClient, id: string, signal?: AbortSignal): Promise<InvoiceDetail> =>
  client.get(invoicePath(id), { schema: invoiceDetail, signal });
/** POST /api/invoices/{id}/payments (admins): the invoice with the new payment, or 409 above what it still owes. */
export const recordInvoicePayment = (client: ApiClient, id: string, payment: PaymentInput): Promise<InvoiceDetail> =>
  client.post(`${invoicePath(id)}/payments`, payment, { schema: invoiceDetail });

// ---- Query options and hooks ----
export const invoiceQuery = (client: ApiClient, id: string) =>
  queryOptions({ queryKey: invoiceKeys.detail(id), queryFn: ({ signal }) => fetchInvoice(client, id, signal) });
export const useInvoice = (id: string) => useQuery(invoiceQuery(useApiClient(), id));
export const useInvoicePages = (filter: InvoiceFilter = NO_INVOICE_FILTER) =>
  useCursorPages(invoiceKeys.filteredPages(filter), (client, cursor, signal) => fetchInvoicesPage(client, filter, cursor, signal));

// ---- What each change refreshes ----
/**
 * A payment recorded: the server's answer becomes the invoice's data; every invoice list (its paid
 * figure and status) and the signed-in user's account (a company's exposure counts unpaid invoices) refresh.
 */
export function onPaymentRecorded(qc: QueryClient, updated: InvoiceDetail): Promise<void> {
  qc.setQueryData(invoiceKeys.detail(updated.id), updated);
  return Promise.all([
    qc.invalidateQueries({ queryKey: invoiceKeys.pages }),
    qc.invalidateQueries({ queryKey: tradeAccountKeys.mine }),
  ]).then(() => undefined);
}

// ---- Downloads ----
/** Download PDF: the tax invoice the server renders (whoever may see the invoice). */
export const invoicePdfUrl = (id: string): string => `${API_BASE_PATH}${invoicePath(id)}/pdf`;
/** Export CSV (admins): every invoice the filters select. */
export function invoicesExportUrl(filter: InvoiceFilter): string {
  const query = invoiceFilterParams(filter).toString();
  return `${API_BASE_PATH}/invoices/export.csv${query ? `?${query}` : ''}`;
}

// The account page's own reads (DESIGN.md "Trade accounts"): the invoices the signed-in user sees (their
// company's for a member) a page at a time, and the address of a month's statement PDF. The account
// itself (details, company, members, balance) is tradeAccounts.ts's useMyAccount.
import './zodConfig';
import { invoiceList, type Invoice } from '../../domain/schemas/invoices';
import type { ApiClient } from './client';
import { fetchCursorPage, useCursorPages, type CursorPage } from './cursorPages';

export const ACCOUNT_INVOICES_PAGE_SIZE = 25;

export const accountKeys = {
  invoices: ['account', 'invoices'] as const,
};

export function fetchAccountInvoicesPage(client: ApiClient, cursor: string | null, signal?: AbortSignal): Promise<CursorPage<Invoice>> {
  return fetchCursorPage(
    client,
    '/invoices',
    new URLSearchParams({ limit: String(ACCOUNT_INVOICES_PAGE_SIZE) }),
    cursor,
    invoiceList,
    signal,
  );
}

/** GET /api/invoices, newest first: the user's own and, for a company member, the company's. */
export const useAccountInvoicePages = () => useCursorPages(accountKeys.invoices, fetchAccountInvoicesPage);

/** GET /api/me/account/statement?month=YYYY-MM: the month's statement PDF, opened as a download. */
export const statementUrl = (month: string) => `/api/me/account/statement?month=${encodeURIComponent(month)}`;

// The signed-in user's own account (docs/product.md#trade-accounts): GET /api/me/account, and a month's
// statement PDF. Its invoices are invoices.ts's list without filters (the API answers the user's own and,
// for a member, the company's); the portal reads the account through tradeAccounts.ts's useMyAccount, the
// public pages their prices through useMemberPrices below.
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { MyAccount } from '../../domain/schemas/trade';
import type { PriceContext } from '../../domain/tradePricing';
import { hasSessionHint, subscribeSessionHint } from '../auth/sessionHint';
import type { ApiClient } from './client';

export const myAccountKey = ['accounts', 'mine'] as const;

/**
 * GET /api/me/account. The schemas (and zod's configuration) load with the request, not with the page: the
 * catalogue and the calculator ask for it only for a signed-in browser, and their first script has a budget.
 */
export async function fetchMyAccount(client: ApiClient, signal?: AbortSignal): Promise<MyAccount> {
  const schemas = Promise.all([import('./zodConfig'), import('../../domain/schemas/trade')]).then(([, m]) => m);
  // Settled here too, so a failed request leaves no unhandled rejection behind.
  schemas.catch(() => undefined);
  const raw = await client.get('/me/account', { signal });
  return (await schemas).myAccount.parse(raw);
}

/** The account's prices as the domain's price rule takes them. */
export const pricesOf = ({ pricing }: Pick<MyAccount, 'pricing'>): PriceContext => ({
  tier: pricing.tier,
  overrides: new Map(pricing.overrides.map((o) => [o.item_id, o.unitPriceCents])),
});

/** Whether this browser is probably signed in (sessionHint.ts); false while a prerendered page hydrates. */
const useProbablySignedIn = () => useSyncExternalStore(subscribeSessionHint, hasSessionHint, () => false);

/**
 * A signed-in member's prices on the public pages (the catalogue, the calculator's Materials and prices),
 * or null: a visitor, a browser not yet known to be signed in, or an account that could not be read, all
 * of whom see the catalogue's prices (as does a retail customer, whose prices are the catalogue's). The
 * pages are prerendered for a visitor; the member's prices come in once GET /api/me/account answers, asked
 * only when this browser was signed in. `client` is the page's one session-renewing client
 * (sessionRenewingClient.ts): a second would renew a lapsed session alongside it with the same refresh token.
 */
export function useMemberPrices(client: ApiClient): PriceContext | null {
  const signedIn = useProbablySignedIn();
  const account = useQuery({
    queryKey: myAccountKey,
    queryFn: ({ signal }) => fetchMyAccount(client, signal),
    enabled: signedIn,
    // A signed-out browser's 401 is an answer, not a failure to retry.
    retry: false,
    select: pricesOf,
  });
  return signedIn ? (account.data ?? null) : null;
}

/** GET /api/me/account/statement?month=YYYY-MM: the month's statement PDF, opened as a download. */
export const statementUrl = (month: string) => `/api/me/account/statement?month=${encodeURIComponent(month)}`;

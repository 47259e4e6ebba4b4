// The calculator's signed-in calls (Save design, Share, a saved design): /deck-calculator is a public
// page, where docs/product.md#session-refresh does not run, yet a returning customer whose 15-minute
// access cookie lapsed is still signed in while the refresh cookie lives. So a 401 there asks the
// public pages' session check (POST /auth/session renews the access cookie from the refresh cookie)
// once, with one check in flight for every waiting call (the refresh token rotates), and retries each
// call once when it answers a user. Otherwise the 401 stands and the design tools send a visitor to
// /login as before. The refresher (and its machine) loads on the first 401 only: most visitors of the
// calculator never sign in, and its initial script has a budget (bench: /deck-calculator initial JS).
import { useEffect, useState } from 'react';
import type { SessionAnswer } from '../../domain/schemas/auth';
import { api, createApiClient, type ApiClient, type UnauthorizedHandler } from '../api/client';
import type { createSessionRefresher } from './sessionRefresh';

type SessionRefresher = ReturnType<typeof createSessionRefresher>;

async function renewSession(): Promise<void> {
  const answer = await api.post<SessionAnswer>('/auth/session');
  if (answer?.user == null) throw new Error('Not signed in');
}

/** One client per mount whose 401s renew the session once and retry; the refresher lives in an effect (StrictMode). */
export function useSessionRenewingClient(): ApiClient {
  const [session] = useState(() => {
    const slot: { handler: UnauthorizedHandler | null } = { handler: null };
    const client = createApiClient({ onUnauthorized: (request) => slot.handler?.(request) ?? Promise.resolve('fail') });
    return { slot, client };
  });
  useEffect(() => {
    let refresher: Promise<SessionRefresher | null> | null = null;
    let unmounted = false;
    const load = () =>
      import('./sessionRefresh').then(({ createSessionRefresher }) =>
        // No auth machine to tell on a public page: the failed call's own 401 is the answer.
        unmounted ? null : createSessionRefresher({ refresh: renewSession, onExpired: () => {}, onPublicPages: true }),
      );
    session.slot.handler = (request) => {
      refresher ??= load().catch(() => {
        // The module did not load (offline): this 401 stands; the next one tries again.
        refresher = null;
        return null;
      });
      return refresher.then((loaded) => loaded?.handler(request) ?? 'fail');
    };
    return () => {
      unmounted = true;
      session.slot.handler = null;
      void refresher?.then((loaded) => loaded?.stop());
    };
  }, [session]);
  return session.client;
}

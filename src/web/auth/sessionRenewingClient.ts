// The calculator's signed-in calls (Save design, Share, a saved design): /deck-calculator is a public
// page, where spec section 7 "Session refresh" does not run, yet a returning customer whose 15-minute
// access cookie lapsed is still signed in while the refresh cookie lives. So a 401 there asks the
// public pages' session check (POST /auth/session renews the access cookie from the refresh cookie)
// once, with one check in flight for every waiting call (the refresh token rotates), and retries each
// call once when it answers a user. Otherwise the 401 stands and the design tools send a visitor to
// /login as before.
import { useEffect, useState } from 'react';
import type { SessionAnswer } from '../../domain/schemas/auth';
import { api, createApiClient, type ApiClient, type UnauthorizedHandler } from '../api/client';
import { createSessionRefresher } from './sessionRefresh';

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
    // No auth machine to tell on a public page: the failed call's own 401 is the answer.
    const refresher = createSessionRefresher({ refresh: renewSession, onExpired: () => {}, onPublicPages: true });
    session.slot.handler = refresher.handler;
    return () => {
      session.slot.handler = null;
      refresher.stop();
    };
  }, [session]);
  return session.client;
}

// Route guard (docs/product.md#screens-and-routes): spinner while the session is checked; an anonymous visitor goes to
// /login remembering the origin; a required role that differs from the user's goes to /unauthorized.
// The portal behind it shares one auth actor, and its 401s are refreshed while it is mounted; RoleGuard
// checks a required role for a part of that subtree against the same session (the admin screens).
import { useEffect, useState, type ReactNode } from 'react';
import { createPath, Navigate, Outlet, useLocation } from 'react-router';
import { css } from 'styled-system/css';
import { guardDecision, type GuardDecision } from '../../domain/authRoutes';
import type { UserRole } from '../../domain/constants';
import { ApiClientContext } from '../api/ApiClientContext';
import { api, createApiClient, type UnauthorizedHandler } from '../api/client';
import { Spinner } from '../components/Spinner';
import { AuthProvider, useAuthActor, useAuthStatus, useAuthUser } from './AuthProvider';
import { portalAuthMachine, type appAuthMachine } from './authActor';
import { createSessionRefresher } from './sessionRefresh';

/**
 * docs/product.md#session-refresh for the portal's calls, its first profile check included: one client per
 * guard mount, so one refresh in flight for the whole subtree, and its failure ends the session. The client
 * exists before the auth actor (whose profile check uses it); the refresher, which tells that actor when the
 * session is over, lives in an effect (StrictMode runs effects twice in development, and a stopped refresher
 * cannot restart). Child effects run before the provider's, so it is in place before the actor starts.
 */
function usePortalSession() {
  const [session] = useState(() => {
    const current: { handler: UnauthorizedHandler | null } = { handler: null };
    const onUnauthorized: UnauthorizedHandler = (request) => current.handler?.(request) ?? Promise.resolve('fail');
    const client = createApiClient({ onUnauthorized });
    return { current, client, logic: portalAuthMachine(client) };
  });
  return session;
}

type PortalSession = ReturnType<typeof usePortalSession>;

function useSessionRefresher({ current }: PortalSession) {
  const actor = useAuthActor();
  useEffect(() => {
    const refresher = createSessionRefresher({
      refresh: () => api.post('/auth/refresh'),
      onExpired: () => actor.send({ type: 'session.expired' }),
    });
    current.handler = refresher.handler;
    return () => {
      current.handler = null;
      refresher.stop();
    };
  }, [actor, current]);
}

/** What the guard shows for its decision; `children` when the route may render. */
function GuardOutcome({ decision, children }: { decision: GuardDecision; children: ReactNode }) {
  switch (decision.kind) {
    case 'spinner':
      return (
        <div className={css({ minH: '60vh', display: 'grid', placeItems: 'center' })}>
          <Spinner label="Checking your session" />
        </div>
      );
    case 'redirect':
      return decision.to === '/login' ? (
        <Navigate to="/login" replace state={{ from: decision.from }} />
      ) : (
        <Navigate to="/unauthorized" replace />
      );
    default:
      return children;
  }
}

function useDecision(requiredRole: UserRole | undefined): GuardDecision {
  const status = useAuthStatus();
  const user = useAuthUser();
  const location = useLocation();
  return guardDecision({ status, user, requiredRole, location: createPath(location) });
}

function Guarded({ requiredRole, session }: { requiredRole?: UserRole; session: PortalSession }) {
  useSessionRefresher(session);
  return (
    <GuardOutcome decision={useDecision(requiredRole)}>
      <ApiClientContext value={session.client}>
        <Outlet />
      </ApiClientContext>
    </GuardOutcome>
  );
}

/**
 * The guard's required role for a part of an already guarded subtree (the portal's admin screens): it
 * reads the session of the RouteGuard above, so no second auth actor or profile call is made.
 */
export function RoleGuard({ requiredRole }: { requiredRole: UserRole }) {
  return (
    <GuardOutcome decision={useDecision(requiredRole)}>
      <Outlet />
    </GuardOutcome>
  );
}

export function RouteGuard({ requiredRole, logic }: { requiredRole?: UserRole; logic?: typeof appAuthMachine }) {
  const session = usePortalSession();
  return (
    <AuthProvider logic={logic ?? session.logic}>
      <Guarded requiredRole={requiredRole} session={session} />
    </AuthProvider>
  );
}

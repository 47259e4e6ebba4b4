// Route guard (spec section 2): spinner while the session is checked; an anonymous visitor goes to
// /login remembering the origin; a required role that differs from the user's goes to /unauthorized.
// The portal behind it shares one auth actor, and its 401s are refreshed while it is mounted.
import { useEffect } from 'react';
import { createPath, Navigate, Outlet, useLocation } from 'react-router-dom';
import { css } from 'styled-system/css';
import { guardDecision } from '../../domain/authRoutes';
import type { UserRole } from '../../domain/constants';
import { api, setUnauthorizedHandler } from '../api/client';
import { Spinner } from '../components/Spinner';
import { AuthProvider, useAuthActor, useAuthStatus, useAuthUser } from './AuthProvider';
import type { appAuthMachine } from './authActor';
import { createSessionRefresher } from './sessionRefresh';

/** Spec section 7 "Session refresh" for the portal's calls: one refresh in flight, its failure ends the session. */
function useSessionRefresh() {
  const actor = useAuthActor();
  useEffect(() => {
    const refresher = createSessionRefresher({
      refresh: () => api.post('/auth/refresh'),
      onExpired: () => actor.send({ type: 'session.expired' }),
    });
    setUnauthorizedHandler(refresher.handler);
    return () => {
      setUnauthorizedHandler(null);
      refresher.stop();
    };
  }, [actor]);
}

function Guarded({ requiredRole }: { requiredRole?: UserRole }) {
  useSessionRefresh();
  const status = useAuthStatus();
  const user = useAuthUser();
  const location = useLocation();
  const decision = guardDecision({ status, user, requiredRole, location: createPath(location) });
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
      return <Outlet />;
  }
}

export function RouteGuard({ requiredRole, logic }: { requiredRole?: UserRole; logic?: typeof appAuthMachine }) {
  return (
    <AuthProvider logic={logic}>
      <Guarded requiredRole={requiredRole} />
    </AuthProvider>
  );
}

// Route guard (spec section 2): spinner while the session is checked; an anonymous visitor goes to
// /login remembering the origin; a required role that differs from the user's goes to /unauthorized.
import { useSelector } from '@xstate/react';
import { createPath, Navigate, Outlet, useLocation } from 'react-router-dom';
import { css } from 'styled-system/css';
import { guardDecision } from '../../domain/authRoutes';
import type { UserRole } from '../../domain/constants';
import { Spinner } from '../components/Spinner';
import { AuthProvider, useAuthActor } from './AuthProvider';
import type { AuthActor } from './authActor';
import { authStatus } from './authView';

function Guarded({ requiredRole }: { requiredRole?: UserRole }) {
  const actor = useAuthActor();
  const status = useSelector(actor, (s) => authStatus(s));
  const user = useSelector(actor, (s) => s.context.user);
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
      return decision.to === '/login' ? <Navigate to="/login" replace state={{ from: decision.from }} /> : <Navigate to="/unauthorized" replace />;
    default:
      return <Outlet />;
  }
}

export function RouteGuard({ requiredRole, actor }: { requiredRole?: UserRole; actor?: AuthActor }) {
  return (
    <AuthProvider actor={actor}>
      <Guarded requiredRole={requiredRole} />
    </AuthProvider>
  );
}

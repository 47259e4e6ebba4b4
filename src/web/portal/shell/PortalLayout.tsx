// Route layout of the portal: the shell around the current screen, fed by the auth actor. The guard
// above has already checked the session, so the user is present here. A driver reaches only /app/run
// (docs/product.md#delivery).
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuthActor, useAuthUser } from '../../auth/AuthProvider';
import { portalRedirect } from '../permissions';
import { PortalShell } from './PortalShell';

export function PortalLayout() {
  const actor = useAuthActor();
  const user = useAuthUser();
  const { pathname } = useLocation();
  // A driver signing in (to the dashboard) or opening any other portal page lands on their run.
  const redirect = portalRedirect(user, pathname);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <PortalShell email={user?.email ?? ''} role={user?.role ?? ''} onLogout={() => actor.send({ type: 'logout' })}>
      <Outlet />
    </PortalShell>
  );
}

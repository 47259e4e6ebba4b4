// Route layout of the portal: the shell around the current screen, fed by the auth actor. The guard
// above has already checked the session, so the user is present here.
import { Outlet } from 'react-router';
import { useAuthActor, useAuthUser } from '../../auth/AuthProvider';
import { PortalShell } from './PortalShell';

export function PortalLayout() {
  const actor = useAuthActor();
  const user = useAuthUser();
  return (
    <PortalShell email={user?.email ?? ''} role={user?.role ?? ''} onLogout={() => actor.send({ type: 'logout' })}>
      <Outlet />
    </PortalShell>
  );
}

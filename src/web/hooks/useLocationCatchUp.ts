// The router reads the URL when it first renders but listens for back/forward and fragment
// navigations (popstate) only once it commits. On a prerendered page hydration renders in a
// transition, in slices, so a hash link followed in between was missed: the router kept the old URL
// while the address bar showed the new one (a /#gallery visit stayed at the top of the page). Once
// mounted, the router is brought to the URL the browser is actually at.
import { useEffect, useEffectEvent } from 'react';
import { createPath, useLocation, useNavigate } from 'react-router';

/**
 * Whether the browser's current history entry is one the router made: it stores its index there. A
 * navigation of its own still on its way to the router's state (a <Navigate> in a child's mount
 * effect, which runs first) is left to arrive with the state it carries.
 */
function routerMadeCurrentEntry(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' && 'key' in state;
}

export function useLocationCatchUp(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const catchUp = useEffectEvent(() => {
    const actual = createPath(window.location);
    if (actual === createPath(location) || routerMadeCurrentEntry()) return;
    void navigate(actual, { replace: true });
  });
  // Once, at mount: every later navigation reaches the router's own listener.
  useEffect(() => catchUp(), []);
}

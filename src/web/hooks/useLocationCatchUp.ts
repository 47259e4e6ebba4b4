// The router reads the URL when it first renders but listens for back/forward and fragment
// navigations (popstate) only once it commits. On a prerendered page hydration renders in a
// transition, in slices, so a hash link followed or a back step taken in between was missed: the
// router kept the old URL while the address bar showed the new one (a /#gallery visit stayed at the
// top of the page). Once mounted, the router is brought to the URL the browser is actually at.
import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

function browserPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

export function useLocationCatchUp(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const catchUp = useEffectEvent(() => {
    const actual = browserPath();
    if (actual !== `${location.pathname}${location.search}${location.hash}`) void navigate(actual, { replace: true });
  });
  // Once, at mount: every later navigation reaches the router's own listener.
  useEffect(() => catchUp(), []);
}

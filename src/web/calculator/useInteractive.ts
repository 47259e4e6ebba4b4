// Whether the calculator's live controls (Ark UI groups, the Konva canvas, enabled buttons) are up.
// A prerendered calculator hydrates with their static stand-ins (same markup, disabled), exactly as
// the server drew them; they then come alive in a transition, a render React splits and lets input
// interrupt. (useHydrated's switch is a synchronous render of all of them at once: on a phone one
// long task after hydration, issue 9's total blocking time.) Once they are up, the calculator's later
// mounts (a second visit, the bottom sheet's panel) start live.
import { startTransition, useEffect, useState } from 'react';

let live = false;

/** True once the calculator has come alive in this page (never on the server). */
export function isInteractive(): boolean {
  return live;
}

export function useInteractive(): boolean {
  const [ready, setReady] = useState(live);
  useEffect(() => {
    if (ready) return;
    startTransition(() => {
      live = true;
      setReady(true);
    });
  }, [ready]);
  return ready;
}

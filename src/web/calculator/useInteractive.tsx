// Whether the calculator's live controls (Ark UI groups, the Konva canvas, enabled buttons) are up.
// A prerendered calculator hydrates with their static stand-ins (same markup, disabled), exactly as
// the server drew them; they then come alive in a transition, a render React splits and lets input
// interrupt. (useHydrated's switch is a synchronous render of all of them at once: on a phone one
// long task after hydration, the benchmark's total blocking time.) A calculator the browser mounts itself
// (a visit after the first page) starts live, and so do the page's later mounts (the bottom sheet's
// panel): the page's InteractiveScope holds the switch for everything below it.
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { useHydrated } from '../hooks/useHydrated';

// Outside a scope (stories) the controls are live at once.
const InteractiveContext = createContext(true);

/**
 * Starts with the stand-ins while React hydrates this page, live otherwise. When hydration ends only
 * this component re-renders synchronously (useHydrated's switch), with the same value: its children
 * come alive in the transition.
 */
export function InteractiveScope({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const [live, setLive] = useState(hydrated);
  useEffect(() => {
    if (!live) startTransition(() => setLive(true));
  }, [live]);
  return <InteractiveContext value={live}>{children}</InteractiveContext>;
}

/** True once the calculator has come alive in this page (never on the server). */
export function useInteractive(): boolean {
  return useContext(InteractiveContext);
}

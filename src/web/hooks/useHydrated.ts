// False while React hydrates a prerendered page (and when the build renders it), true once the
// browser's React owns the page. Controls in prerendered HTML stay disabled until then (people and
// Playwright wait for enabled controls): a click before hydration is lost, typed text is replaced by
// the form's own state at hydration, and a submit would be a native GET with the fields in the URL.
// Links need nothing: they work as plain links.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

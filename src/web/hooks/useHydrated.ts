// False while React hydrates a prerendered page (and when the build renders it), true once the
// browser's React owns the page. A form in prerendered HTML stays disabled until then: typed text
// would be replaced by the form's own state at hydration, and a submit would be a native GET that
// puts the fields in the URL.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}

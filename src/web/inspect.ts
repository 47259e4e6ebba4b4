// Stately inspector support: open the page with ?inspect and every actor the app creates is shown in
// the Stately inspector window. The inspector module is loaded only then, so it never costs the
// normal bundle. Usage for every actor the app creates (machines/README.md "How a screen gets its actor"):
//
//   export const XContext = createActorContext(xMachine, { inspect: getInspect() }); // a screen's actor
//   const actor = createActor(machine, { input, inspect: getInspect() }); // the session refresher only
//
// main.tsx awaits initInspect() before the first render.
import type { InspectionEvent, Observer } from 'xstate';

type InspectOption = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

let inspectFn: InspectOption | undefined;

export function inspectRequested(search: string = typeof window === 'undefined' ? '' : window.location.search): boolean {
  return new URLSearchParams(search).has('inspect');
}

/** Creates the browser inspector when the URL has ?inspect. Safe to call more than once. */
export async function initInspect(): Promise<void> {
  if (inspectFn || !inspectRequested()) return;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  inspectFn = createBrowserInspector().inspect;
}

/** The `inspect` option to pass to createActor/useActorRef/useMachine; undefined when not inspecting. */
export function getInspect(): InspectOption | undefined {
  return inspectFn;
}

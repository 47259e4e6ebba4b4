// Inspectors for the app's actors. `?inspect` opens the built-in inspector (src/web/flows/InspectorPanel:
// the live actors drawn as statecharts with an event log; offline, nothing sent anywhere), shown in
// development builds and, in production, to a signed-in admin. In a development build `?inspect=stately`
// opens the Stately inspector instead (it needs the internet; startInspector.ts). Either module is loaded
// only then, so neither costs the normal bundle. Usage for every actor the app creates (machines/README.md "How a screen gets its actor"):
//
//   export const XContext = createActorContext(xMachine, { inspect: getInspect() }); // a screen's actor
//   const actor = createActor(machine, { input, inspect: getInspect() }); // the session refresher only
//
// main.tsx awaits initInspect(createRoot) before the first render.
import type { createRoot } from 'react-dom/client';
import type { InspectOption } from './startInspector';

let inspectFn: InspectOption | undefined;

export function inspectRequested(search: string = typeof window === 'undefined' ? '' : window.location.search): boolean {
  return new URLSearchParams(search).has('inspect');
}

/**
 * Creates the requested inspector when the URL has ?inspect. Safe to call more than once. The built-in
 * panel mounts with the entry's own `createRoot` (src/web/flows/InspectorPanel.tsx says why).
 */
export async function initInspect(createRootOf: typeof createRoot): Promise<void> {
  if (inspectFn || !inspectRequested()) return;
  const { startInspector } = await import('./startInspector');
  inspectFn = await startInspector(createRootOf);
}

/** The `inspect` option to pass to createActor/useActorRef/useMachine; undefined when not inspecting. */
export function getInspect(): InspectOption | undefined {
  return inspectFn;
}

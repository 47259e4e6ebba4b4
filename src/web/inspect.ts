// Inspectors for the app's actors. `?inspect` opens the built-in inspector (src/web/flows/InspectorPanel:
// the live actors drawn as statecharts with an event log; offline, nothing sent anywhere), shown in
// development builds and, in production, to a signed-in admin. `?inspect=stately` opens the Stately
// inspector instead (it needs the internet). Either module is loaded only then, so neither costs the
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

/** Creates the requested inspector when the URL has ?inspect. Safe to call more than once. */
export async function initInspect(): Promise<void> {
  if (inspectFn || !inspectRequested()) return;
  if (new URLSearchParams(window.location.search).get('inspect') === 'stately') {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    inspectFn = createBrowserInspector().inspect;
    return;
  }
  const { startBuiltInInspector } = await import('./flows/builtInInspector');
  inspectFn = startBuiltInInspector(!import.meta.env.DEV);
}

/** The `inspect` option to pass to createActor/useActorRef/useMachine; undefined when not inspecting. */
export function getInspect(): InspectOption | undefined {
  return inspectFn;
}

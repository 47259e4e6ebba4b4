// The inspector chosen by ?inspect, loaded by src/web/inspect.ts only then: the built-in panel, and in a
// development build ?inspect=stately the Stately inspector (it needs the internet). Never the Stately one
// in production: it would post the live machines' context (typed passwords, link tokens) to an outside
// site, so a production build leaves it out and `?inspect=stately` opens the built-in panel, shown to a
// signed-in admin only (docs/architecture.md). Apart from the entry so that neither choice, nor the files
// either one needs, is listed in every page's initial JavaScript.
import type { createRoot } from 'react-dom/client';
import type { InspectionEvent, Observer } from 'xstate';

export type InspectOption = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

export async function startInspector(createRootOf: typeof createRoot): Promise<InspectOption> {
  // import.meta.env.DEV is a constant of the build: production drops this branch and the package with it.
  if (import.meta.env.DEV && new URLSearchParams(window.location.search).get('inspect') === 'stately') {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    return createBrowserInspector().inspect;
  }
  const { startBuiltInInspector } = await import('./flows/builtInInspector');
  return startBuiltInInspector(!import.meta.env.DEV, createRootOf);
}

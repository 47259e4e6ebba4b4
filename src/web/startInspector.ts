// The inspector chosen by ?inspect, loaded by src/web/inspect.ts only then: the Stately inspector for
// ?inspect=stately (it needs the internet), the built-in panel otherwise. Apart from the entry so that
// neither choice, nor the files either one needs, is listed in every page's initial JavaScript.
import type { createRoot } from 'react-dom/client';
import type { InspectOption } from './inspect';

export async function startInspector(createRootOf: typeof createRoot): Promise<InspectOption> {
  if (new URLSearchParams(window.location.search).get('inspect') === 'stately') {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    return createBrowserInspector().inspect;
  }
  const { startBuiltInInspector } = await import('./flows/builtInInspector');
  return startBuiltInInspector(!import.meta.env.DEV, createRootOf);
}

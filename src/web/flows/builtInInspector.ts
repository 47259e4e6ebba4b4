// The built-in inspector's one lazy entry (src/web/inspect.ts imports only this, on ?inspect): the
// recorder actors are created with, and the panel mounted beside the app.
import type { createRoot } from 'react-dom/client';
import { inspectEvent } from './inspectorStore';
import { mountInspector } from './InspectorPanel';

export function startBuiltInInspector(gated: boolean, createRootOf: typeof createRoot): typeof inspectEvent {
  mountInspector(gated, createRootOf);
  return inspectEvent;
}

import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles.css';
import { App } from './App';
import { initInspect } from './inspect';

// Uncaught errors are reported; the telemetry module is fetched only when one happens.
window.addEventListener(
  'error',
  (e) => void import('./telemetry').then((t) => t.reportError(e.error ?? e.message, { name: 'window.error' })),
);
window.addEventListener(
  'unhandledrejection',
  (e) => void import('./telemetry').then((t) => t.reportError(e.reason, { name: 'unhandledrejection' })),
);

// ?inspect loads the inspector first so every actor is created with it.
void initInspect(createRoot)
  .catch(() => undefined)
  .finally(() => {
    const root = document.getElementById('root')!;
    const app = (
      <StrictMode>
        <App />
      </StrictMode>
    );
    // Public pages arrive prerendered (scripts/prerender.ts); every other route gets an empty root.
    // In a transition, React renders in slices and yields to input between them, so the first render
    // is no single long task (a benchmark target: total blocking time).
    startTransition(() => {
      if (root.firstElementChild) hydrateRoot(root, app);
      else createRoot(root).render(app);
    });
  });

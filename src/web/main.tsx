import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { App } from './App';
import { initInspect } from './inspect';

// Uncaught errors are reported; the telemetry module is fetched only when one happens.
window.addEventListener('error', (e) => void import('./telemetry').then((t) => t.reportError(e.error ?? e.message, { name: 'window.error' })));
window.addEventListener('unhandledrejection', (e) => void import('./telemetry').then((t) => t.reportError(e.reason, { name: 'unhandledrejection' })));

// ?inspect loads the Stately inspector first so every actor is created with it.
void initInspect()
  .catch(() => undefined)
  .finally(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });

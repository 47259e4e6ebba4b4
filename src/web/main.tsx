import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { App } from './App';
import { initInspect } from './inspect';
import { installGlobalErrorReporting } from './telemetry';

installGlobalErrorReporting();

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

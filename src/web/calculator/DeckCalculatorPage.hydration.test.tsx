// The prerendered /deck-calculator hydrates without a mismatch: the server's HTML and the browser's
// first render are the same (browser-only facts are read after hydration), and once React owns the
// page its controls come alive and the canvas mounts.
import { act, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static.browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { prerenderPage } from '../prerender';

// Konva needs a real canvas; the canvas is not part of the prerendered page anyway.
vi.mock('./DeckCanvas', () => ({ DeckCanvas: () => <div data-testid="deck-canvas" /> }));

/**
 * React's server renderer leaves the context values of its last task set when it finishes (harmless on
 * a server, which renders nothing else); the browser renderer shares the context objects, so before it
 * hydrates in this same process a render with no providers puts them back.
 */
async function resetServerContexts() {
  // The same build of the renderer as prerender.tsx's: each build keeps its own.
  const { prelude } = await prerender(<></>);
  await new Response(prelude).text();
}

/** The page as the build prerenders it: in Node, where there is no window or document. */
async function prerenderAsServer(url: string): Promise<string> {
  vi.stubGlobal('window', undefined);
  vi.stubGlobal('document', undefined);
  try {
    return (await prerenderPage(url)).html;
  } finally {
    vi.unstubAllGlobals();
    await resetServerContexts();
  }
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('hydrating the prerendered /deck-calculator', () => {
  it('matches the server HTML, then enables the tools and mounts the canvas', async () => {
    const html = await prerenderAsServer('/deck-calculator');
    // The catalogue stays in flight: the page hydrates in its loading state, as a first visit does.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    // jsdom has no ResizeObserver; Ark's segment groups measure their indicator with one.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    // The server renderer, having run in this process, makes the client warn about two renderers of
    // one context; that is this test's doing, not the page's, and is left out.
    const logError = console.error.bind(console);
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('multiple renderers concurrently')) logError(...args);
    });
    window.history.replaceState(null, '', '/deck-calculator');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const addShape = screen.getByRole('button', { name: 'Add Shape' });
    expect(addShape).toBeDisabled();

    const recoverable: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <App />
        </StrictMode>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Shape' })).toBeEnabled());
    // Hydrated in place: the server's button is the one React now owns.
    expect(screen.getByRole('button', { name: 'Add Shape' })).toBe(addShape);
    expect(await screen.findByTestId('deck-canvas')).toBeInTheDocument();
    // The edit mode sits among the secondary tools, a closed popover until a phone opens it (jsdom has no md-up stylesheet).
    expect(screen.getByRole('radio', { name: 'Scaling', hidden: true })).toBeEnabled();
    expect(recoverable).toEqual([]);
    expect(consoleError.mock.calls.filter((c) => /hydrat|did not match/i.test(String(c[0])))).toEqual([]);
  }, 60_000);
});

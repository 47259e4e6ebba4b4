// Starts the app on a page the server rendered with the catalogue (/products, /deck-calculator: src/server/pageRender.ts)
// once that page's content is on screen, so the first paint never waits for the app's code to download
// and run (the benchmark: the first photo is /products' largest paint, and on a fast connection the scripts
// arrived with it and ran before the paint; Lighthouse counted their download and evaluation into it).
// The build puts this file in place of the app's entry script and names the entry in data-app-entry
// (scripts/prerender.ts). Plain DOM code without imports: it is compiled on its own, not bundled.
const APP_ENTRY_ATTRIBUTE = 'data-app-entry';
/** A user-timing mark once the entry's module graph has run (the benchmark's initial-JS cut-off). */
const APP_STARTED_MARK = 'app-started';
/** Should the browser report no paint (it always does when the page is shown), start anyway. */
const PAINT_WAIT_LIMIT_MS = 2000;

function startApp(): void {
  const entry = document.querySelector(`script[${APP_ENTRY_ATTRIBUTE}]`)?.getAttribute(APP_ENTRY_ATTRIBUTE);
  if (entry) void import(/* @vite-ignore */ entry).then(() => performance.mark(APP_STARTED_MARK));
}

function afterFirstContentfulPaint(fn: () => void): void {
  let done = false;
  let observer: PerformanceObserver | null = null;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    clearTimeout(timer);
    fn();
  };
  const timer = setTimeout(once, PAINT_WAIT_LIMIT_MS);
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) once();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(once, 0));
  }
}

// A page opened in a background tab paints nothing until it is shown: start it at once.
if (document.visibilityState === 'visible') afterFirstContentfulPaint(startApp);
else startApp();

export {};

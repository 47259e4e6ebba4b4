// A URL hash scrolls smoothly to its section, on load and on in-page link clicks (docs/product.md#screens-and-routes),
// instantly for visitors who prefer reduced motion. Without a hash, a new page starts at the top.
// Sections above the target may still be arriving (code-split); while they do, the jump is repeated
// so the target ends at the top, unless the visitor scrolls by hand meanwhile.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

function targetOf(hash: string): HTMLElement | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return id ? document.getElementById(id) : null;
}

export function scrollToHash(hash: string, behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth'): boolean {
  const target = targetOf(hash);
  if (!target) return false;
  target.scrollIntoView({ behavior, block: 'start' });
  // Move focus for keyboard and screen-reader users without a second jump.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

/** How long the jump keeps following its target after first finding it (sections still arriving). */
const SETTLE_MS = 2000;
/** How long to wait for the target to exist at all (the page itself may be code-split). */
const FIND_MS = 10_000;

export function useHashScroll(): void {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0 });
      return;
    }
    let done = false;
    let found = false;
    let settle = 0;
    const started = Date.now();
    const attempt = () => {
      if (done || !scrollToHash(hash)) return;
      if (!found) {
        found = true;
        settle = window.setTimeout(stop, SETTLE_MS);
      }
    };
    // Layout above the target may change while code-split sections arrive: follow the target.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(attempt);
    const poll = window.setInterval(() => {
      if (found || Date.now() - started > FIND_MS) window.clearInterval(poll);
      else attempt();
    }, 50);
    function stop() {
      done = true;
      observer?.disconnect();
      window.clearInterval(poll);
      window.clearTimeout(settle);
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
      window.removeEventListener('keydown', stop);
    }
    observer?.observe(document.body);
    // A visitor who scrolls by hand takes over.
    window.addEventListener('wheel', stop, { passive: true });
    window.addEventListener('touchstart', stop, { passive: true });
    window.addEventListener('keydown', stop);
    attempt();
    return stop;
  }, [pathname, hash, key]);
}

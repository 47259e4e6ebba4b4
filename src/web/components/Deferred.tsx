// Renders a code-split section only when it comes near the viewport (or the URL has a hash, so an
// in-page jump lands on final layout), keeping its box reserved meanwhile. This is how the landing
// page keeps Ark UI and XState out of its first load (issue 9: 100 KB initial JS) without a layout
// shift: the placeholder has the section's minimum height, and content arrives off-screen.
// Once the page has loaded and the browser is idle, the content mounts anyway: a section only
// reachable by scrolling would otherwise be missing for anyone who looks for it by its text or label
// (find-in-page, assistive tech's element lists, automated tests) rather than by scrolling.
import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { css, cx } from 'styled-system/css';

export interface DeferredProps {
  children: ReactNode;
  /** Class of the box reserved before the content loads, e.g. css({ minH: '36rem' }): a class, not a
   * style attribute, because the CSP (style-src 'self') drops style attributes of prerendered HTML. */
  reserve: string;
  /** Start loading this far before the box scrolls into view. */
  rootMargin?: string;
}

/** Calls `fn` once the window has loaded and the main thread is idle; returns a cancel function. */
function afterLoadWhenIdle(fn: () => void): () => void {
  let idleId: number | undefined;
  let timerId: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof requestIdleCallback === 'function') idleId = requestIdleCallback(fn, { timeout: 2000 });
    else timerId = setTimeout(fn, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idleId !== undefined) cancelIdleCallback(idleId);
    if (timerId !== undefined) clearTimeout(timerId);
  };
}

const placeholderClass = css({ w: 'full' });

export function Deferred({ children, reserve, rootMargin = '400px 0px' }: DeferredProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  // Prerendered HTML holds the placeholder (no window there), so the browser's first render must too.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (hash !== '') setNear(true);
  }, [hash]);
  useEffect(() => {
    if (near || !ref.current) return;
    // A transition renders the section in slices, yielding to input: no long task (total blocking time).
    const show = () => startTransition(() => setNear(true));
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), { rootMargin });
    observer.observe(ref.current);
    const cancelIdle = afterLoadWhenIdle(show);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [near, rootMargin]);
  const placeholder = <div aria-hidden="true" className={cx(placeholderClass, reserve)} />;
  return <div ref={ref}>{near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}

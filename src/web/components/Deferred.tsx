// Renders a code-split section only when it comes near the viewport (or the URL has a hash, so an
// in-page jump lands on final layout), keeping its box reserved meanwhile. This is how the landing
// page keeps Ark UI and XState out of its first load (issue 9: 100 KB initial JS) without a layout
// shift: the placeholder has the section's minimum height, and content arrives off-screen.
// Once the page has loaded and the browser is idle, the content mounts anyway: a section only
// reachable by scrolling would otherwise be missing for anyone who looks for it by its text or label
// (find-in-page, assistive tech's element lists, automated tests) rather than by scrolling.
import { Suspense, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { css } from 'styled-system/css';

export interface DeferredProps {
  children: ReactNode;
  /** CSS length reserved before the content loads, e.g. '36rem'. */
  minHeight: string;
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

const placeholderClass = css({ w: 'full', minH: 'var(--deferred-min-h)' });

export function Deferred({ children, minHeight, rootMargin = '400px 0px' }: DeferredProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const visible = near || hash !== '';
  useEffect(() => {
    if (visible || !ref.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin });
    observer.observe(ref.current);
    const cancelIdle = afterLoadWhenIdle(() => setNear(true));
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [visible, rootMargin]);
  const placeholder = <div aria-hidden="true" className={placeholderClass} style={{ '--deferred-min-h': minHeight } as CSSProperties} />;
  return <div ref={ref}>{visible ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}

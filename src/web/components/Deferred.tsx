// Renders a code-split section only when it comes near the viewport (or the URL has a hash, so an
// in-page jump lands on final layout), keeping its box reserved meanwhile. This is how the landing
// page keeps Ark UI and XState out of its first load (a benchmark target: 100 KB initial JS) without a layout
// shift: the placeholder has the section's minimum height, and content arrives off-screen.
// Once the page has loaded and the browser is idle, the content mounts anyway: a section only
// reachable by scrolling would otherwise be missing for anyone who looks for it by its text or label
// (find-in-page, assistive tech's element lists, automated tests) rather than by scrolling.
// With `prerendered`, the build renders the content itself into the page's HTML, so its text is there
// before any script; the browser keeps that HTML as it is (a boundary suspended while hydrating stays
// server-rendered) and loads the code and hydrates it at the same moment as it would otherwise mount.
import { startTransition, Suspense, use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { css, cx } from 'styled-system/css';

export interface DeferredProps {
  children: ReactNode;
  /** Class of the box reserved before the content loads, e.g. css({ minH: '36rem' }): a class, not a
   * style attribute, because the CSP (style-src 'self') drops style attributes of prerendered HTML. */
  reserve: string;
  /** Start loading this far before the box scrolls into view. */
  rootMargin?: string;
  /** Render the content into the prerendered HTML too (text people, crawlers and find-in-page need). */
  prerendered?: boolean;
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

interface Gate {
  promise: Promise<void>;
  open: () => void;
}

function createGate(): Gate {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/** Its children once the gate is open; suspended until then (the server renders them at once). */
function AfterGate({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (typeof window !== 'undefined') use(gate.promise);
  return children;
}

export function Deferred({ children, reserve, rootMargin = '400px 0px', prerendered = false }: DeferredProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  // Prerendered HTML holds the placeholder (no window there), so the browser's first render must too.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  const [gate] = useState(createGate);
  useEffect(() => {
    if (hash !== '') setNear(true);
  }, [hash]);
  useEffect(() => {
    if (near) gate.open();
  }, [near, gate]);
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
  // One element for the prerendered boundary: a boundary still showing server HTML that received new
  // props would be thrown away and drawn again from its placeholder.
  const boundary = useMemo(
    () =>
      prerendered ? (
        <Suspense fallback={<div aria-hidden="true" className={cx(placeholderClass, reserve)} />}>
          <AfterGate gate={gate}>{children}</AfterGate>
        </Suspense>
      ) : null,
    [prerendered, reserve, gate, children],
  );
  if (boundary) return <div ref={ref}>{boundary}</div>;
  const placeholder = <div aria-hidden="true" className={cx(placeholderClass, reserve)} />;
  return <div ref={ref}>{near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}

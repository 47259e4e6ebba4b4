// Renders a code-split section only when it comes near the viewport (or the URL has a hash, so an
// in-page jump lands on final layout), keeping its box reserved meanwhile. This is how the landing
// page keeps Ark UI and XState out of its first load (issue 9: 100 KB initial JS) without a layout
// shift: the placeholder has the section's minimum height, and content arrives off-screen.
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
    return () => observer.disconnect();
  }, [visible, rootMargin]);
  const placeholder = <div aria-hidden="true" className={placeholderClass} style={{ '--deferred-min-h': minHeight } as CSSProperties} />;
  return <div ref={ref}>{visible ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}

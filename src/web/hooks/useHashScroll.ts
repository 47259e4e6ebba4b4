// A URL hash scrolls smoothly to its section, on load and on in-page link clicks (spec section 2),
// instantly for visitors who prefer reduced motion. Without a hash, a new page starts at the top.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function scrollToHash(hash: string): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return false;
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  // Move focus for keyboard and screen-reader users without a second jump.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

export function useHashScroll(): void {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0 });
      return;
    }
    if (scrollToHash(hash)) return;
    // The section may render a frame later (lazy page): try again briefly.
    let tries = 0;
    const timer = window.setInterval(() => {
      tries += 1;
      if (scrollToHash(hash) || tries > 20) window.clearInterval(timer);
    }, 50);
    return () => window.clearInterval(timer);
  }, [pathname, hash, key]);
}

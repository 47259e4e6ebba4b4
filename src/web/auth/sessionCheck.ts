// /login's first question (docs/product.md#login: an authenticated user is sent on): is this browser
// signed in? Its session lives in http-only cookies, so whatever its storage holds, only the server can
// say: POST /auth/session answers the user or null, and renews an access cookie that lapsed while the
// refresh cookie lives (docs/product.md#session-refresh refreshes only on non-public paths; see auth.routes.ts). It is asked
// with the plain client and read as a yes or no, so the auth machine (XState, zod) loads only for a
// signed-in browser, whose machine then checks properly, or on the first submit: never just to show the form.
import { useEffect, useRef, useState } from 'react';
import type { SessionAnswer } from '../../domain/schemas/auth';
import { api } from '../api/client';

/** False until the server has said this browser is signed in. */
export function useSignedInSession(): boolean {
  const [signedIn, setSignedIn] = useState(false);
  // One check per mount, also when StrictMode runs the effect twice: a second check could present the
  // refresh token the first one just rotated, which the server rightly takes for reuse.
  const asked = useRef<Promise<boolean> | null>(null);
  useEffect(() => {
    let live = true;
    // A failed check leaves the form; signing in still works.
    asked.current ??= api.post<SessionAnswer>('/auth/session').then(
      (answer) => answer?.user != null,
      () => false,
    );
    void asked.current.then((yes) => live && setSignedIn(yes));
    return () => {
      live = false;
    };
  }, []);
  return signedIn;
}

// How screens read the auth machine's states (docs/product.md#route-guard, docs/product.md#login): the guard's
// status and the sign-in button's label.
import type { AuthStatus } from '../../domain/authRoutes';

export const SIGN_IN_LABEL = 'Sign In';
export const SIGNING_IN_LABEL = 'Signing In...';

export function signInLabel(state: { matches: (v: 'loggingIn') => boolean }): string {
  return state.matches('loggingIn') ? SIGNING_IN_LABEL : SIGN_IN_LABEL;
}

/** What the guard sees: logging in counts as signed out, logging out as still signed in. */
export function authStatus(state: { matches: (v: 'checking' | 'authenticated' | 'loggingOut') => boolean }): AuthStatus {
  if (state.matches('checking')) return 'checking';
  if (state.matches('authenticated') || state.matches('loggingOut')) return 'authenticated';
  return 'unauthenticated';
}

// Where signed-in and signed-out users go (docs/product.md#route-guard, docs/product.md#login, docs/product.md#calls
// "Session refresh"): which paths are public, the guard's decision, and where /login sends a user on.
import { PORTAL_HOME_PATH, PUBLIC_PATHS, type UserRole } from './constants';
import type { User } from './schemas/auth';

/** 'checking' | 'authenticated' | 'unauthenticated' as the guard sees the session. */
export type AuthStatus = 'checking' | 'authenticated' | 'unauthenticated';

/** Public for the session-refresh logic: '/', '/login', '/unauthorized' and anything outside /app. */
export function isPublicPath(pathname: string): boolean {
  if ((PUBLIC_PATHS as readonly string[]).includes(pathname)) return true;
  return !(pathname === '/app' || pathname.startsWith('/app/'));
}

export type GuardDecision =
  { kind: 'spinner' } | { kind: 'render' } | { kind: 'redirect'; to: '/login'; from: string } | { kind: 'redirect'; to: '/unauthorized' };

export interface GuardInput {
  status: AuthStatus;
  user: User | null;
  /** The route's required role, if any; compared for equality. */
  requiredRole?: UserRole;
  /** Where the user was going (pathname + search + hash), remembered for after login. */
  location: string;
}

export function guardDecision({ status, user, requiredRole, location }: GuardInput): GuardDecision {
  if (status === 'checking') return { kind: 'spinner' };
  if (status === 'unauthenticated' || !user) return { kind: 'redirect', to: '/login', from: location };
  if (requiredRole !== undefined && user.role !== requiredRole) return { kind: 'redirect', to: '/unauthorized' };
  return { kind: 'render' };
}

/** The remembered origin when it is a path of this site other than /login. */
function rememberedOrigin(from: string | undefined | null): string | undefined {
  return from && from.startsWith('/') && !from.startsWith('//') && from !== '/login' ? from : undefined;
}

/** An already signed-in user opening /login: back where they came from, else '/' (docs/product.md#login). */
export function loginRedirectTarget(from: string | undefined | null): string {
  return rememberedOrigin(from) ?? '/';
}

/**
 * Signing in on /login: back where the user came from, else the portal (a sign-in from the public
 * header's Installer Portal button is for the portal; '/' would only offer that button again).
 */
export function signInTarget(from: string | undefined | null): string {
  return rememberedOrigin(from) ?? PORTAL_HOME_PATH;
}

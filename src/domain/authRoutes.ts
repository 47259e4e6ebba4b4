// Where signed-in and signed-out users go (spec section 2 "Route guard" and "Login", section 7
// "Session refresh"): which paths are public, the guard's decision, and where /login sends a user on.
import { PUBLIC_PATHS, type UserRole } from './constants';
import type { User } from './schemas/auth';

/** 'checking' | 'authenticated' | 'unauthenticated' as the guard sees the session. */
export type AuthStatus = 'checking' | 'authenticated' | 'unauthenticated';

/** Public for the session-refresh logic: '/', '/login', '/unauthorized' and anything outside /app. */
export function isPublicPath(pathname: string): boolean {
  if ((PUBLIC_PATHS as readonly string[]).includes(pathname)) return true;
  return !(pathname === '/app' || pathname.startsWith('/app/'));
}

export type GuardDecision =
  | { kind: 'spinner' }
  | { kind: 'render' }
  | { kind: 'redirect'; to: '/login'; from: string }
  | { kind: 'redirect'; to: '/unauthorized' };

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

/** After login (or when already signed in on /login): back where the user came from, else '/'. */
export function loginRedirectTarget(from: string | undefined | null): string {
  return from && from.startsWith('/') && !from.startsWith('//') && from !== '/login' ? from : '/';
}

// Authentication (spec sections 2 "Route guard" and "Login", 4 "Authentication", 7, 8).
// checking (GET /users/profile) -> authenticated | unauthenticated; login; logout. The refresh-once
// rule of section 7 lives in sessionRefresh.machine.ts; its failure arrives here as `session.expired`.
import { assign, fromPromise, setup } from 'xstate';
import { MESSAGES, PUBLIC_PATHS, type UserRole } from '../src/domain/constants';
import type { LoginRequest, LoginResponse, User } from '../src/domain/schemas/auth';
import { isUnauthorized, messageOr } from './errors';

export interface AuthContext {
  user: User | null;
  /** Login failure text: the server's message, else Login failed. */
  error: string | undefined;
}

export type AuthEvent =
  | { type: 'login.submit'; email: string; password: string }
  | { type: 'logout' }
  /** The session could not be refreshed (sessionRefresh machine): the user goes to /login. */
  | { type: 'session.expired' };

/** Calls that take nothing. */
export type NoInput = Record<string, never>;

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    // Provided by the app: GET /api/users/profile.
    fetchProfile: fromPromise<User, NoInput>(async () => {
      throw new Error('fetchProfile is provided by the app');
    }),
    // Provided by the app: POST /api/auth/login.
    login: fromPromise<LoginResponse, LoginRequest>(async () => {
      throw new Error('login is provided by the app');
    }),
    // Provided by the app: POST /api/auth/logout.
    logout: fromPromise<unknown, NoInput>(async () => {
      throw new Error('logout is provided by the app');
    }),
  },
  guards: {
    isUnauthorized: ({ event }) => 'error' in event && isUnauthorized(event.error),
  },
  actions: {
    // Provided by the app: console / error tracking (spec section 8: logged, nothing shown).
    logError: (_, _params: { error: unknown; during: 'profile' | 'logout' }) => {},
    // Provided by the app: navigate to /login.
    redirectToLogin: () => {},
    clearUser: assign({ user: null }),
  },
}).createMachine({
  id: 'auth',
  context: { user: null, error: undefined },
  initial: 'checking',
  on: {
    'session.expired': { target: '.unauthenticated', actions: ['clearUser', 'redirectToLogin'] },
  },
  states: {
    checking: {
      invoke: {
        id: 'fetchProfile',
        src: 'fetchProfile',
        input: () => ({}),
        onDone: { target: 'authenticated', actions: assign({ user: ({ event }) => event.output }) },
        onError: [
          // A 401 just means "not signed in"; any other failure is logged too. Both clear the user.
          { guard: 'isUnauthorized', target: 'unauthenticated', actions: 'clearUser' },
          {
            target: 'unauthenticated',
            actions: ['clearUser', { type: 'logError', params: ({ event }) => ({ error: event.error, during: 'profile' as const }) }],
          },
        ],
      },
    },
    unauthenticated: {
      on: {
        'login.submit': { target: 'loggingIn', actions: assign({ error: undefined }) },
      },
    },
    loggingIn: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          if (event.type !== 'login.submit') throw new Error(`loggingIn entered by ${event.type}`);
          return { email: event.email, password: event.password };
        },
        onDone: { target: 'authenticated', actions: assign({ user: ({ event }) => event.output.user, error: undefined }) },
        onError: {
          target: 'unauthenticated',
          actions: assign({ error: ({ event }) => messageOr(event.error, MESSAGES.loginFailed) }),
        },
      },
    },
    authenticated: {
      on: { logout: 'loggingOut' },
    },
    loggingOut: {
      invoke: {
        id: 'logout',
        src: 'logout',
        input: () => ({}),
        onDone: { target: 'unauthenticated', actions: 'clearUser' },
        // Logout errors are logged and the user is cleared anyway (spec section 8).
        onError: {
          target: 'unauthenticated',
          actions: ['clearUser', { type: 'logError', params: ({ event }) => ({ error: event.error, during: 'logout' as const }) }],
        },
      },
    },
  },
});

export const SIGN_IN_LABEL = 'Sign In';
export const SIGNING_IN_LABEL = 'Signing In...';

export function signInLabel(state: { matches: (v: 'loggingIn') => boolean }): string {
  return state.matches('loggingIn') ? SIGNING_IN_LABEL : SIGN_IN_LABEL;
}

// ---- Route guard (spec section 2 "Route guard", section 6) ----

export type AuthStatus = 'checking' | 'authenticated' | 'unauthenticated';

/** What the guard sees: logging in counts as signed out, logging out as still signed in. */
export function authStatus(state: { matches: (v: 'checking' | 'authenticated' | 'loggingOut') => boolean }): AuthStatus {
  if (state.matches('checking')) return 'checking';
  if (state.matches('authenticated') || state.matches('loggingOut')) return 'authenticated';
  return 'unauthenticated';
}

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

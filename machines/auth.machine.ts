// Authentication (docs/product.md#route-guard, docs/product.md#login, docs/product.md#authentication, docs/product.md#calls,
// docs/product.md#error-messages).
// checking (the profile check) -> authenticated | unauthenticated; login; logout. The refresh-once
// rule of docs/product.md#calls lives in sessionRefresh.machine.ts; its failure arrives here as `session.expired`.
// The profile check answers the user, or null where the app asks a way that says "nobody" without a 401
// (the public pages' session check, src/web/auth/authActor.ts).
// What the guard and /login decide from it is in src/domain/authRoutes.ts; the screen's reading of
// the states (guard status, button label) in src/web/auth/authView.ts.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { MESSAGES } from '../src/domain/messages';
import type { LoginRequest, LoginResponse, User } from '../src/domain/schemas/auth';
import { errorOf, isUnauthorized, messageOr } from './errors';

export interface AuthContext {
  user: User | null;
  /** Login failure text: the server's message, else Login failed. */
  error: string | undefined;
}

export type AuthEvent =
  | { type: 'login.submit'; email: string; password: string }
  | { type: 'logout' }
  /** The session could not be refreshed (sessionRefresh machine): the user goes to /login. */
  | { type: 'session.expired' }
  /** A one-time link set a password and signed the user in (docs/product.md#accounts). */
  | { type: 'session.started'; user: User };

/** Calls that take nothing. */
export type NoInput = Record<string, never>;

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    // Provided by the app: GET /api/users/profile behind the portal's guard, POST /api/auth/session on
    // public pages; null is "not signed in", as a 401 is.
    fetchProfile: fromPromise<User | null, NoInput>(async () => {
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
    hasUser: ({ event }) => 'output' in event && event.output != null,
  },
  actions: {
    // Provided by the app: console / error tracking (docs/product.md#error-messages: logged, nothing shown).
    logError: (_, _params: { error: unknown; during: 'profile' | 'logout' }) => {},
    // Navigate to /login. The app's route guard does it as the machine leaves `authenticated` (remembering
    // the origin), so the browser leaves this a no-op; it marks the spec's step in the chart and tests.
    redirectToLogin: () => {},
    clearUser: assign({ user: null }),
    setUser: assign({ user: (_, user: User) => user }),
    signIn: assign({ user: (_, user: User) => user, error: undefined }),
    clearError: assign({ error: undefined }),
    loginFailed: assign({ error: (_, error: unknown) => messageOr(error, MESSAGES.loginFailed) }),
  },
}).createMachine({
  id: 'auth',
  context: { user: null, error: undefined },
  initial: 'checking',
  on: {
    'session.expired': { target: '.unauthenticated', actions: ['clearUser', 'redirectToLogin'] },
    // The server already set the session's cookies; whatever this actor was doing, the user is now known.
    'session.started': { target: '.authenticated', actions: { type: 'signIn', params: ({ event }) => event.user } },
  },
  states: {
    checking: {
      invoke: {
        id: 'fetchProfile',
        src: 'fetchProfile',
        input: () => ({}),
        onDone: [
          { guard: 'hasUser', target: 'authenticated', actions: { type: 'setUser', params: ({ event }) => event.output! } },
          { target: 'unauthenticated', actions: 'clearUser' },
        ],
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
        'login.submit': { target: 'loggingIn', actions: 'clearError' },
      },
    },
    loggingIn: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'login.submit');
          return { email: event.email, password: event.password };
        },
        onDone: { target: 'authenticated', actions: { type: 'signIn', params: ({ event }) => event.output.user } },
        onError: {
          target: 'unauthenticated',
          actions: { type: 'loginFailed', params: errorOf },
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
        // Logout errors are logged and the user is cleared anyway (docs/product.md#error-messages).
        onError: {
          target: 'unauthenticated',
          actions: ['clearUser', { type: 'logError', params: ({ event }) => ({ error: event.error, during: 'logout' as const }) }],
        },
      },
    },
  },
});

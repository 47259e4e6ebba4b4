// The app's one auth actor (machines/auth.machine.ts), created on first use so public pages never
// make the profile call. Its actors are the real API calls, provided with .provide(); it also installs
// the session-refresh handler into the API client.
import '../api/zodConfig';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { authMachine } from '../../../machines/auth.machine';
import { isPublicPath } from '../../domain/authRoutes';
import { loginResponse, user, type User } from '../../domain/schemas/auth';
import { api, ApiError, setUnauthorizedHandler } from '../api/client';
import { getInspect } from '../inspect';
import { reportError } from '../telemetry';
import { createSessionRefresher } from './sessionRefresh';
import { clearSessionHint, hasSessionHint, setSessionHint } from './sessionHint';
import { rememberAppAuthActor } from './appAuthRef';

export type AuthActor = ActorRefFrom<typeof authMachine>;

/**
 * Where a failed refresh sends the user; AuthProvider registers a router navigator. Until one is
 * registered nothing happens here: the RouteGuard around every /app screen also redirects to /login
 * as soon as the machine leaves `authenticated`, remembering the origin (a full page load here would
 * lose it).
 */
let goToLogin: () => void = () => {};
export function setLoginNavigator(navigate: () => void): void {
  goToLogin = navigate;
}

/**
 * GET /users/profile. On a public page (/login) the API client refreshes nothing (spec section 7,
 * "Session refresh"), yet a browser whose 15-minute access cookie has lapsed (a new day, a restarted
 * browser) is still signed in while its refresh token lives, and /login must send such a user on
 * (spec section 2, "Login"). So where this browser was signed in, a 401 renews the session once here.
 */
async function fetchProfile(signal: AbortSignal): Promise<User> {
  try {
    return await api.get('/users/profile', { schema: user, signal });
  } catch (error) {
    const lapsed = error instanceof ApiError && error.status === 401 && isPublicPath(window.location.pathname) && hasSessionHint();
    if (!lapsed) throw error;
    await api.post('/auth/refresh', undefined, { signal });
    return api.get('/users/profile', { schema: user, signal });
  }
}

export const appAuthMachine = authMachine.provide({
  actors: {
    fetchProfile: fromPromise(({ signal }) => fetchProfile(signal)),
    login: fromPromise(({ input }) => api.post('/auth/login', input, { schema: loginResponse })),
    logout: fromPromise(() => api.post('/auth/logout')),
  },
  actions: {
    logError: (_, params) => reportError(params.error, { name: `auth.${params.during}` }),
    redirectToLogin: () => goToLogin(),
  },
});

export function createAuthActor(machine: typeof authMachine = appAuthMachine): AuthActor {
  const actor = createActor(machine, { inspect: getInspect() });
  // Keep the "probably signed in" hint in step with what the server says.
  actor.subscribe((snapshot) => {
    if (snapshot.matches('authenticated')) setSessionHint();
    else if (snapshot.matches('unauthenticated')) clearSessionHint();
  });
  return actor;
}

let appActor: AuthActor | null = null;

export { peekAppAuthActor } from './appAuthRef';

/** The app-wide auth actor, started (profile check) on first call, with session refresh installed. */
export function getAppAuthActor(): AuthActor {
  if (!appActor) {
    const actor = createAuthActor();
    const refresher = createSessionRefresher({
      refresh: () => api.post('/auth/refresh'),
      onExpired: () => actor.send({ type: 'session.expired' }),
    });
    setUnauthorizedHandler(refresher.handler);
    actor.start();
    appActor = actor;
    rememberAppAuthActor(actor);
  }
  return appActor;
}

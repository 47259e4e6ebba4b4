// The auth machine (machines/auth.machine.ts) with the real API calls, and the React context that
// gives a subtree its auth actor (XState's createActorContext): the portal behind its guard and the
// sign-in panel of /login each mount a provider, which creates, starts and stops their actor. This
// module and XState load only there, so the public pages never make the profile call.
import '../api/zodConfig';
import { createActorContext } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { authMachine } from '../../../machines/auth.machine';
import { isPublicPath } from '../../domain/authRoutes';
import { loginResponse, user, type User } from '../../domain/schemas/auth';
import { api, ApiError } from '../api/client';
import { getInspect } from '../inspect';
import { reportError } from '../telemetry';
import { hasSessionHint } from './sessionHint';

export type AuthActor = ActorRefFrom<typeof authMachine>;

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

// `redirectToLogin` stays the machine's no-op: a session can only expire behind the portal's guard
// (the refresher lives there), and the guard sends the user to /login, remembering the origin, as soon
// as the machine leaves `authenticated`.
export const appAuthMachine = authMachine.provide({
  actors: {
    fetchProfile: fromPromise(({ signal }) => fetchProfile(signal)),
    login: fromPromise(({ input }) => api.post('/auth/login', input, { schema: loginResponse })),
    logout: fromPromise(() => api.post('/auth/logout')),
  },
  actions: {
    logError: (_, params) => reportError(params.error, { name: `auth.${params.during}` }),
  },
});

/** The auth actor of the nearest AuthProvider (src/web/auth/AuthProvider.tsx). */
export const AuthActorContext = createActorContext(appAuthMachine, { inspect: getInspect() });

// The auth machine (machines/auth.machine.ts) with the real API calls, and the React context that
// gives a subtree its auth actor (XState's createActorContext): the portal behind its guard and the
// sign-in panel of /login each mount a provider (so do the one-time link pages), which creates, starts
// and stops their actor. This module and XState load only there, so other pages make no session check.
import '../api/zodConfig';
import { createActorContext } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { authMachine } from '../../../machines/auth.machine';
import { loginResponse, sessionAnswer, user } from '../../domain/schemas/auth';
import { api, type ApiClient } from '../api/client';
import { getInspect } from '../inspect';
import { reportError } from '../telemetry';

export type AuthActor = ActorRefFrom<typeof authMachine>;

// `redirectToLogin` stays the machine's no-op: a session can only expire behind the portal's guard
// (the refresher lives there), and the guard sends the user to /login, remembering the origin, as soon
// as the machine leaves `authenticated`.
//
// The profile check of the public pages (/login, the one-time link pages) is POST /auth/session.
// docs/product.md#session-refresh retries only calls made on non-public paths, yet a browser whose 15-minute
// access cookie has lapsed is still signed in while its refresh cookie lives, and /login must send such a
// user on (docs/product.md#login). The page cannot see its http-only cookies, so the server decides: the user
// of a live access cookie, else of the session the refresh cookie renews, else null. That answer is a
// 200, so the check costs a visitor who is not signed in no failed call, and the page needs no hint.
export const appAuthMachine = authMachine.provide({
  actors: {
    fetchProfile: fromPromise(async ({ signal }) => (await api.post('/auth/session', undefined, { schema: sessionAnswer, signal })).user),
    login: fromPromise(({ input }) => api.post('/auth/login', input, { schema: loginResponse })),
    logout: fromPromise(() => api.post('/auth/logout')),
  },
  actions: {
    logError: (_, params) => reportError(params.error, { name: `auth.${params.during}` }),
  },
});

/**
 * The portal's auth machine (RouteGuard.tsx): its profile check, GET /users/profile, goes through the
 * guard's client like every other call on a non-public path, so an expired access cookie is refreshed once
 * and the check retried (docs/product.md#session-refresh; docs/product.md#authentication: the first check too).
 */
export function portalAuthMachine(client: ApiClient): typeof appAuthMachine {
  return appAuthMachine.provide({
    actors: { fetchProfile: fromPromise(({ signal }) => client.get('/users/profile', { schema: user, signal })) },
  });
}

/** The auth actor of the nearest AuthProvider (src/web/auth/AuthProvider.tsx). */
export const AuthActorContext = createActorContext(appAuthMachine, { inspect: getInspect() });

// Session refresh (docs/product.md#session-refresh, docs/product.md#authentication): the API client
// reports every 401 here. A 401 on a request that was not retried, is not the refresh call itself,
// while no refresh runs and on a non-public page starts exactly one POST /auth/refresh. 401s that
// arrive while it runs wait for it. On success every waiting request is retried once; on failure they
// fail and the session expires (auth machine -> /login).
import { assign, fromPromise, setup } from 'xstate';
import { isPublicPath } from '../src/domain/authRoutes';
import { API_BASE_PATH } from '../src/domain/constants';
import type { NoInput } from './auth.machine';

export const REFRESH_PATH = `${API_BASE_PATH}/auth/refresh`;

export interface SessionRefreshContext {
  /** Requests waiting for the running refresh, in arrival order. */
  waiting: string[];
}

/** A 401 as the API client reports it (src/web/api/client.ts). */
export interface UnauthorizedRequest {
  /** The request's path including the base, e.g. /api/orders. */
  url: string;
  /** The request is itself a retry after a refresh. */
  retried: boolean;
  /** The page the user is on (location.pathname). */
  pagePath: string;
}

export type SessionRefreshEvent = { type: 'request.unauthorized'; requestId: string } & UnauthorizedRequest;

export function isRefreshCall(url: string): boolean {
  return url.split('?')[0] === REFRESH_PATH;
}

/** A first 401 that is not the refresh call's own: worth renewing the session once for, on any page. */
export function mayRenewFor(request: UnauthorizedRequest): boolean {
  return !request.retried && !isRefreshCall(request.url);
}

/** The docs/product.md#calls conditions other than "no refresh is running". */
export function mayRefreshFor(request: UnauthorizedRequest): boolean {
  return mayRenewFor(request) && !isPublicPath(request.pagePath);
}

export const sessionRefreshMachine = setup({
  types: {
    context: {} as SessionRefreshContext,
    events: {} as SessionRefreshEvent,
  },
  actors: {
    // Provided by the app: POST /api/auth/refresh.
    refreshSession: fromPromise<unknown, NoInput>(async () => {
      throw new Error('refreshSession is provided by the app');
    }),
  },
  guards: {
    mayRefresh: ({ event }) => mayRefreshFor(event),
  },
  actions: {
    // Provided by the API client: resend these requests once, marked as retried.
    retryRequests: (_, _params: { requestIds: string[] }) => {},
    // Provided by the API client: let these requests fail with their 401.
    failRequests: (_, _params: { requestIds: string[] }) => {},
    // Provided by the app: tell the auth machine (`session.expired`), which sends the user to /login.
    sessionExpired: () => {},
    enqueue: assign({ waiting: ({ context, event }) => [...context.waiting, event.requestId] }),
    clearWaiting: assign({ waiting: [] }),
  },
}).createMachine({
  id: 'sessionRefresh',
  context: { waiting: [] },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'request.unauthorized': [
          { guard: 'mayRefresh', target: 'refreshing', actions: 'enqueue' },
          { actions: { type: 'failRequests', params: ({ event }) => ({ requestIds: [event.requestId] }) } },
        ],
      },
    },
    refreshing: {
      invoke: {
        id: 'refreshSession',
        src: 'refreshSession',
        input: () => ({}),
        onDone: {
          target: 'idle',
          actions: [{ type: 'retryRequests', params: ({ context }) => ({ requestIds: context.waiting }) }, 'clearWaiting'],
        },
        onError: {
          target: 'idle',
          actions: [{ type: 'failRequests', params: ({ context }) => ({ requestIds: context.waiting }) }, 'clearWaiting', 'sessionExpired'],
        },
      },
      on: {
        // Concurrent 401s wait for the one refresh in flight instead of starting another.
        'request.unauthorized': [
          { guard: 'mayRefresh', actions: 'enqueue' },
          { actions: { type: 'failRequests', params: ({ event }) => ({ requestIds: [event.requestId] }) } },
        ],
      },
    },
  },
});

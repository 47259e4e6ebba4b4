// Bridges the API client's 401s to machines/sessionRefresh.machine.ts: one refresh in flight, the
// waiting requests retried once on success, failed (and the session expired) otherwise.
// The one actor the app makes outside a React context (machines/README.md "How a screen gets its
// actor"): it serves an API client, not a view, and lives and stops with the client that owns it
// (sessionRenewingClient.ts, the portal's guard).
import { createActor, fromPromise } from 'xstate';
import { mayRenewFor, sessionRefreshMachine } from '../../../machines/sessionRefresh.machine';
import type { UnauthorizedHandler } from '../api/client';
import { getInspect } from '../inspect';

export interface SessionRefresherDeps {
  /** POST /api/auth/refresh; rejects when the session cannot be renewed. */
  refresh: () => Promise<unknown>;
  /** Tell the auth machine the session is over (it clears the user; the guard goes to /login). */
  onExpired: () => void;
  /**
   * Renew on public pages too: the calculator's signed-in calls (sessionRenewingClient.ts). The portal's
   * refresher leaves them alone, as docs/product.md#session-refresh says.
   */
  onPublicPages?: boolean;
}

export function createSessionRefresher({ refresh, onExpired, onPublicPages = false }: SessionRefresherDeps): {
  handler: UnauthorizedHandler;
  stop: () => void;
} {
  const pending = new Map<string, (outcome: 'retry' | 'fail') => void>();
  let seq = 0;
  const settle = (ids: readonly string[], outcome: 'retry' | 'fail') => {
    for (const id of ids) {
      pending.get(id)?.(outcome);
      pending.delete(id);
    }
  };
  const actor = createActor(
    sessionRefreshMachine.provide({
      actors: { refreshSession: fromPromise(() => refresh()) },
      ...(onPublicPages ? { guards: { mayRefresh: ({ event }) => mayRenewFor(event) } } : {}),
      actions: {
        retryRequests: (_, params) => settle(params.requestIds, 'retry'),
        failRequests: (_, params) => settle(params.requestIds, 'fail'),
        sessionExpired: () => onExpired(),
      },
    }),
    { inspect: getInspect() },
  );
  actor.start();
  const handler: UnauthorizedHandler = (request) =>
    new Promise((resolve) => {
      seq += 1;
      const requestId = `req-${seq}`;
      pending.set(requestId, resolve);
      actor.send({ type: 'request.unauthorized', requestId, ...request });
    });
  const stop = () => {
    actor.stop();
    // Requests still waiting (their screen is gone) fail rather than hang.
    settle([...pending.keys()], 'fail');
  };
  return { handler, stop };
}

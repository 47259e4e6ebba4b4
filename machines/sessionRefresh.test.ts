import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { NoInput } from './auth.machine';
import { isRefreshCall, mayRefreshFor, sessionRefreshMachine, type SessionRefreshEvent } from './sessionRefresh.machine';
import type { InternalEvent } from './testing/pathTesting';
import { describeModel } from './testing/describeModel';

const unauthorized = (requestId: string, over: Partial<SessionRefreshEvent> = {}): SessionRefreshEvent => ({
  type: 'request.unauthorized',
  requestId,
  url: '/api/orders',
  retried: false,
  pagePath: '/app/orders',
  ...over,
});

describeModel({
  name: 'sessionRefresh',
  machine: sessionRefreshMachine,
  effects: ['retryRequests', 'failRequests', 'sessionExpired'],
  events: (s): (SessionRefreshEvent | InternalEvent)[] => [
    // At most two waiting requests keeps the graph finite.
    ...(s.context.waiting.length < 2 ? [unauthorized(`r${s.context.waiting.length + 1}`)] : []),
    unauthorized('retry', { retried: true }),
    unauthorized('refresh', { url: '/api/auth/refresh' }),
    unauthorized('public', { pagePath: '/deck-calculator' }),
    { type: 'xstate.done.actor.refreshSession', output: undefined },
    { type: 'xstate.error.actor.refreshSession', error: { status: 401 } },
  ],
  facts: (s) => ({ waiting: s.context.waiting }),
  check: (s, step) => {
    const e = step.event;
    const prev = step.previous;
    if (e?.type === 'request.unauthorized') {
      const eligible = mayRefreshFor(e as unknown as SessionRefreshEvent);
      // Exactly one refresh: only an eligible 401 while idle starts one.
      expect(step.invoked.length).toBe(eligible && prev?.matches('idle') ? 1 : 0);
      if (!eligible)
        expect(step.effects).toEqual([expect.objectContaining({ name: 'failRequests', params: { requestIds: [e.requestId] } })]);
    }
    if (e?.type === 'xstate.done.actor.refreshSession') {
      expect(step.effects.map((x) => [x.name, x.params])).toEqual([['retryRequests', { requestIds: prev?.context.waiting }]]);
    }
    if (e?.type === 'xstate.error.actor.refreshSession') {
      expect(step.effects.map((x) => x.name)).toEqual(['failRequests', 'sessionExpired']);
      expect(step.effects[0].params).toEqual({ requestIds: prev?.context.waiting });
    }
    if (s.matches('idle')) expect(s.context.waiting).toEqual([]);
  },
});

describe('sessionRefresh rules', () => {
  it('recognises the refresh call itself', () => {
    expect(isRefreshCall('/api/auth/refresh')).toBe(true);
    expect(isRefreshCall('/api/auth/login')).toBe(false);
  });

  it('makes one refresh for concurrent 401s and retries each request once', async () => {
    let refreshes = 0;
    const retried: string[][] = [];
    const machine = sessionRefreshMachine.provide({
      actors: {
        refreshSession: fromPromise<unknown, NoInput>(async () => {
          refreshes += 1;
          return undefined;
        }),
      },
      actions: {
        retryRequests: (_, p) => {
          retried.push(p.requestIds);
        },
      },
    });
    const actor = createActor(machine).start();
    actor.send(unauthorized('a'));
    actor.send(unauthorized('b', { url: '/api/projects' }));
    actor.send(unauthorized('c', { url: '/api/users/profile' }));
    await new Promise((r) => setTimeout(r, 0));
    expect(refreshes).toBe(1);
    expect(retried).toEqual([['a', 'b', 'c']]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('does not refresh on a public page', () => {
    const actor = createActor(sessionRefreshMachine).start();
    actor.send(unauthorized('a', { pagePath: '/' }));
    expect(actor.getSnapshot().value).toBe('idle');
  });
});

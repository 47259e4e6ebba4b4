import { expect } from 'vitest';
import { MESSAGES } from '../src/domain/messages';
import type { User } from '../src/domain/schemas/auth';
import { authMachine, type AuthEvent } from './auth.machine';
import type { InternalEvent } from './testing/pathTesting';
import { describeModel } from './testing/describeModel';

const client: User = { id: 'u1', email: 'client@boardwalk.example', role: 'client' };

describeModel({
  name: 'auth',
  machine: authMachine,
  effects: ['logError', 'redirectToLogin'],
  events: (): (AuthEvent | InternalEvent)[] => [
    { type: 'login.submit', email: 'client@boardwalk.example', password: 'boardwalk-demo' },
    { type: 'logout' },
    { type: 'session.expired' },
    { type: 'session.started', user: client },
    { type: 'xstate.done.actor.fetchProfile', output: client },
    { type: 'xstate.done.actor.fetchProfile', output: null },
    { type: 'xstate.error.actor.fetchProfile', error: { status: 401, message: 'Not signed in' } },
    { type: 'xstate.error.actor.fetchProfile', error: new TypeError('Failed to fetch') },
    { type: 'xstate.done.actor.login', output: { user: client } },
    { type: 'xstate.error.actor.login', error: { status: 401, message: 'Invalid email or password' } },
    { type: 'xstate.error.actor.login', error: new TypeError('Failed to fetch') },
    { type: 'xstate.done.actor.logout', output: undefined },
    { type: 'xstate.error.actor.logout', error: { status: 500 } },
  ],
  facts: (s) => ({ user: s.context.user?.email ?? null, error: s.context.error }),
  check: (s, step) => {
    const names = step.effects.map((e) => e.name);
    if (s.matches('authenticated')) expect(s.context.user).toEqual(client);
    if (s.matches('unauthenticated')) expect(s.context.user).toBeNull();
    for (const call of step.invoked) {
      if (call.id === 'login') expect(call.input).toEqual({ email: 'client@boardwalk.example', password: 'boardwalk-demo' });
    }
    const e = step.event;
    if (e?.type === 'xstate.error.actor.login') {
      const server = (e.error as { message?: string }).message;
      expect(s.context.error).toBe(server && 'status' in (e.error as object) ? server : MESSAGES.loginFailed);
    }
    // The session check's null is "not signed in", like a 401: nothing logged.
    if (e?.type === 'xstate.done.actor.fetchProfile') {
      expect(s.matches('authenticated')).toBe(e.output !== null);
      expect(names).toEqual([]);
    }
    if (e?.type === 'xstate.error.actor.fetchProfile') {
      // Non-401 failures are logged; a 401 is the normal "not signed in" answer.
      expect(names).toEqual((e.error as { status?: number }).status === 401 ? [] : ['logError']);
    }
    if (e?.type === 'xstate.error.actor.logout') expect(names).toEqual(['logError']);
    if (e?.type === 'session.expired') expect(names).toEqual(['redirectToLogin']);
  },
});

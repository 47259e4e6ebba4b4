import { describe, expect, it } from 'vitest';
import { authMachine } from '../../../machines/auth.machine';
import { authStatus, signInLabel } from './authView';

const states = ['checking', 'unauthenticated', 'loggingIn', 'authenticated', 'loggingOut'] as const;
const snapshotIn = (value: (typeof states)[number]) => authMachine.resolveState({ value, context: { user: null, error: undefined } });

describe('reading the auth machine', () => {
  it('labels the button Signing In... while logging in, else Sign In', () => {
    for (const value of states) expect(signInLabel(snapshotIn(value))).toBe(value === 'loggingIn' ? 'Signing In...' : 'Sign In');
  });

  it('maps machine states to guard statuses', () => {
    const is = (v: string) => ({ matches: (x: string) => x === v });
    expect(authStatus(is('checking'))).toBe('checking');
    expect(authStatus(is('loggingOut'))).toBe('authenticated');
    expect(authStatus(is('loggingIn'))).toBe('unauthenticated');
  });
});

import { describe, expect, it } from 'vitest';
import { guardDecision, isPublicPath, loginRedirectTarget, signInTarget } from './authRoutes';
import type { User } from './schemas/auth';

const client: User = { id: 'u1', email: 'client@boardwalk.example', role: 'client' };

describe('route guard', () => {
  it('treats /, /login, /unauthorized and anything outside /app as public', () => {
    for (const p of ['/', '/login', '/unauthorized', '/products', '/deck-calculator', '/orders', '/project/1', '/apple']) {
      expect(isPublicPath(p)).toBe(true);
    }
    for (const p of ['/app', '/app/dashboard', '/app/orders/create']) expect(isPublicPath(p)).toBe(false);
  });

  it('shows a spinner while checking', () => {
    expect(guardDecision({ status: 'checking', user: null, location: '/app/orders' })).toEqual({ kind: 'spinner' });
  });

  it('sends an unauthenticated user to /login remembering the origin', () => {
    expect(guardDecision({ status: 'unauthenticated', user: null, location: '/app/orders?x=1' })).toEqual({
      kind: 'redirect',
      to: '/login',
      from: '/app/orders?x=1',
    });
  });

  it('compares the required role for equality', () => {
    expect(guardDecision({ status: 'authenticated', user: client, requiredRole: 'admin', location: '/app' })).toEqual({
      kind: 'redirect',
      to: '/unauthorized',
    });
    expect(guardDecision({ status: 'authenticated', user: client, requiredRole: 'client', location: '/app' })).toEqual({ kind: 'render' });
    expect(guardDecision({ status: 'authenticated', user: client, location: '/app' })).toEqual({ kind: 'render' });
  });

  it('sends an already signed-in user on to the origin, else to /', () => {
    expect(loginRedirectTarget('/app/orders')).toBe('/app/orders');
    expect(loginRedirectTarget(undefined)).toBe('/');
    expect(loginRedirectTarget('//evil.example')).toBe('/');
  });

  it('returns to the origin after signing in, else opens the dashboard', () => {
    expect(signInTarget('/app/orders?x=1')).toBe('/app/orders?x=1');
    expect(signInTarget('/')).toBe('/');
    expect(signInTarget(undefined)).toBe('/app/dashboard');
    expect(signInTarget('/login')).toBe('/app/dashboard');
    expect(signInTarget('//evil.example')).toBe('/app/dashboard');
  });
});

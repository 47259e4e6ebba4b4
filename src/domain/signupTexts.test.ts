import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSitePath, returnPathOf, signupHref } from './signupTexts';

describe('the way back after a sign-up', () => {
  it('is a path of this site: never another host, a scheme or a control character', () => {
    for (const bad of ['//evil.example/', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/a\nb', '/a\tb', '', 'deck'])
      expect(isSitePath(bad), bad).toBe(false);
    for (const good of ['/deck-calculator', '/deck-calculator?brand=Millboard&color=x#plan', '/app/dashboard'])
      expect(isSitePath(good)).toBe(true);
  });

  it('survives the trip through /signup?next= and back (property)', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.webQueryParameters(), (path, query) => {
        const next = `/${path.replace(/^\/+/, '')}${query ? `?${query}` : ''}`;
        const href = signupHref(next);
        const back = new URL(href, 'http://localhost').searchParams.get('next');
        expect(back).toBe(next);
        expect(returnPathOf(back)).toBe(isSitePath(next) && next !== '/login' && next !== '/signup' ? next : null);
      }),
    );
  });

  it('drops /login, /signup and anything off the site', () => {
    expect(signupHref('https://evil.example/')).toBe('/signup');
    expect(signupHref(undefined)).toBe('/signup');
    expect(returnPathOf('/login')).toBeNull();
    expect(returnPathOf('/signup')).toBeNull();
    expect(returnPathOf('//evil.example')).toBeNull();
  });
});

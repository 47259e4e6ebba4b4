// A non-secret "this browser was signed in" hint. The session cookies are http-only, so the page
// cannot see them; without this hint the login page would call /users/profile on every visit and log
// a 401 for every anonymous visitor. The guard never trusts it: /app always checks with the server.
const KEY = 'boardwalk.signedIn';

export function hasSessionHint(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}
export function setSessionHint(): void {
  try {
    window.localStorage.setItem(KEY, '1');
  } catch {
    // Private mode: the hint is an optimisation only.
  }
}
export function clearSessionHint(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // ignore
  }
}

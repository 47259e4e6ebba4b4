// A non-secret "this browser was signed in" hint. The session cookies are http-only, so the page
// cannot see them; without this hint the public header could not offer the portal to a signed-in user
// without asking the server on every page. Nothing that decides trusts it: /app checks its session with
// the server, and so does /login (sessionCheck.ts), since storage can be cleared while the cookies live.
const KEY = 'boardwalk.signedIn';
/** Announces a change made in this tab; other tabs hear the browser's `storage` event. */
const CHANGE_EVENT = 'boardwalk:session-hint';

export function hasSessionHint(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

function write(update: (storage: Storage) => void): void {
  try {
    update(window.localStorage);
  } catch {
    // Private mode: the hint is an optimisation only.
    return;
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function setSessionHint(): void {
  if (!hasSessionHint()) write((storage) => storage.setItem(KEY, '1'));
}
export function clearSessionHint(): void {
  if (hasSessionHint()) write((storage) => storage.removeItem(KEY));
}

/** Calls `onChange` whenever the hint may have changed, in this tab or another; returns the unsubscribe. */
export function subscribeSessionHint(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

// The built-in inspector's one lazy entry (src/web/inspect.ts imports only this, on ?inspect): the
// recorder actors are created with, and the panel mounted beside the app.
// Gated (a production build), it asks the server once who is signed in, with GET /users/profile: a live
// access cookie answers, and nothing is renewed, so no refresh token rotates beside the page's own checks.
import type { createRoot } from 'react-dom/client';
import { api } from '../api/client';
import { fetchProfile } from '../api/users';
import { inspectEvent, markAdminBySession } from './inspectorStore';
import { mountInspector } from './InspectorPanel';

export function startBuiltInInspector(gated: boolean, createRootOf: typeof createRoot): typeof inspectEvent {
  mountInspector(gated, createRootOf);
  if (gated) {
    // A visitor's 401 (or any failure) leaves the panel hidden.
    fetchProfile(api).then(
      (profile) => markAdminBySession(profile.role === 'admin'),
      () => markAdminBySession(false),
    );
  }
  return inspectEvent;
}

// Holds the app-wide auth actor once authActor.ts has created it. Kept free of imports so pages can
// ask "is there already an auth actor?" without loading XState, zod and the API schemas.
import type { AuthActor } from './authActor';

let current: AuthActor | null = null;

export function peekAppAuthActor(): AuthActor | null {
  return current;
}

export function rememberAppAuthActor(actor: AuthActor): void {
  current = actor;
}

/** Loads the auth module and returns the app-wide actor (created and started on first use). */
export async function loadAppAuthActor(): Promise<AuthActor> {
  const { getAppAuthActor } = await import('./authActor');
  return getAppAuthActor();
}

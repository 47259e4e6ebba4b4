// The built-in inspector's memory (`?inspect`): every actor the page creates and every snapshot it
// takes, kept in this tab only (nothing is sent anywhere). Loaded on demand by src/web/inspect.ts
// before the first render, so every actor is created with `inspectEvent` as its inspect option.
import type { AnyActorRef, AnyStateMachine, AnyTransitionDefinition, InspectionEvent } from 'xstate';
import { keyOf } from '../../../machines/testing/pathTesting';
import { leafStateIds } from '../../../machines/testing/walkedPaths';

export interface InspectedActor {
  /** The actor's session id (unique on the page). */
  id: string;
  machine: AnyStateMachine;
  states: string[];
}

export interface LogEntry {
  n: number;
  actorId: string;
  machineId: string;
  event: string;
  from: string[];
  to: string[];
  /** Transitions taken (keys as the diagram names its arrows). */
  transitions: string[];
  time: number;
  context: unknown;
}

/** Keep the log bounded: a drag on the calculator sends an event per pointer move. */
const LOG_LIMIT = 500;

const actors = new Map<string, InspectedActor>();
let log: LogEntry[] = [];
let counter = 0;
let pendingTransitions = new Map<string, string[]>();
let version = 0;
const listeners = new Set<() => void>();

function isMachine(logic: unknown): logic is AnyStateMachine {
  return typeof logic === 'object' && logic !== null && 'root' in logic && 'getStateNodeById' in logic;
}

/** A plain copy of a context for the log (actor refs and functions are not data). */
function plain(value: unknown): unknown {
  try {
    return JSON.parse(
      JSON.stringify(value, (_k, v: unknown) => (typeof v === 'object' && v !== null && 'sessionId' in v ? '(actor)' : v)),
    ) as unknown;
  } catch {
    return '(not serialisable)';
  }
}

function changed() {
  version += 1;
  for (const l of listeners) l();
}

export function inspectEvent(ev: InspectionEvent): void {
  const ref = ev.actorRef as AnyActorRef;
  if (ev.type === '@xstate.actor') {
    const logic: unknown = (ref as unknown as { logic?: unknown }).logic;
    if (!isMachine(logic)) return;
    // Listed once started (its first snapshot): React may create an actor it never starts.
    actors.set(ref.sessionId, { id: ref.sessionId, machine: logic, states: [] });
    return;
  }
  const actor = actors.get(ref.sessionId);
  if (!actor) return;
  if (ev.type === '@xstate.microstep') {
    const taken = (ev as unknown as { _transitions: AnyTransitionDefinition[] })._transitions
      .map(keyOf)
      .filter((k): k is string => k !== undefined);
    pendingTransitions.set(actor.id, [...(pendingTransitions.get(actor.id) ?? []), ...taken]);
    return;
  }
  if (ev.type !== '@xstate.snapshot') return;
  const snapshot = ev.snapshot as { value?: unknown; context?: unknown };
  const to = leafStateIds(actor.machine.id, snapshot.value);
  counter += 1;
  log = [
    ...log.slice(-(LOG_LIMIT - 1)),
    {
      n: counter,
      actorId: actor.id,
      machineId: actor.machine.id,
      event: ev.event.type,
      from: actor.states,
      to,
      transitions: pendingTransitions.get(actor.id) ?? [],
      time: Date.now(),
      context: plain(snapshot.context),
    },
  ];
  pendingTransitions = new Map([...pendingTransitions].filter(([id]) => id !== actor.id));
  actor.states = to;
  changed();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getVersion = () => version;
export const getActors = (): InspectedActor[] => [...actors.values()].filter((a) => a.states.length > 0);
export const getLog = (): readonly LogEntry[] => log;

/** What the server answered the inspector's own profile check (builtInInspector.ts): an admin, or not. */
let serverSaysAdmin = false;

export function markAdminBySession(isAdmin: boolean): void {
  if (serverSaysAdmin === isAdmin) return;
  serverSaysAdmin = isAdmin;
  changed();
}

/**
 * The production gate: an admin is signed in, as the server said to the inspector's profile check (the
 * public pages run no auth actor) or as the page's own auth actor says (the portal, /login after sign-in).
 */
export function adminSignedIn(): boolean {
  if (serverSaysAdmin) return true;
  return getActors().some((a) => {
    if (a.machine.id !== 'auth' || !a.states.includes('auth.authenticated')) return false;
    const last = [...log].reverse().find((e) => e.actorId === a.id);
    const user = (last?.context as { user?: { role?: string } } | undefined)?.user;
    return user?.role === 'admin';
  });
}

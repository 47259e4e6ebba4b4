// Model-based path testing shared by every machine's tests.
//
// xstate/graph's createTestModel refuses machines with invoke/after, so paths come from
// getShortestPaths (plus getSimplePaths for small graphs) over the pure machine, and each path is
// replayed into a real actor whose invoked actors are faked (deferred promises settled by the
// path's `xstate.done.actor.*` / `xstate.error.actor.*` steps) and whose clock is simulated (the
// path's `xstate.after.*` steps advance it). The transitions each replay takes are read from the
// inspector's microsteps, so coverage is measured on what really ran, not on what the graph said.
import {
  createActor,
  fromPromise,
  initialTransition,
  transition,
  SimulatedClock,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type InspectionEvent,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type InputFrom,
} from 'xstate';
import { getShortestPaths, getSimplePaths, getStateNodes, type StatePath } from 'xstate/graph';
import { leafStateIds, type WalkedStep } from './walkedPaths';

type Snap<M extends AnyStateMachine> = ReturnType<M['transition']>;
const asMachineSnapshot = (s: unknown) => s as AnyMachineSnapshot;
type Ev<M extends AnyStateMachine> = EventFromLogic<M>;

export interface EffectCall {
  name: string;
  params: unknown;
  /** Context at the moment the action ran. */
  context: unknown;
}

export interface ActorCall {
  id: string;
  input: unknown;
}

/** Events the machine receives from its own actors and timers (done/error/after). */
export type InternalEvent = { type: `xstate.${string}`; output?: unknown; error?: unknown };

export interface StepInfo<M extends AnyStateMachine> {
  /** The event that led here (undefined for the initial snapshot). */
  event: { type: string; [key: string]: unknown } | undefined;
  /** The snapshot before the event. */
  previous: Snap<M> | undefined;
  /** Side-effect actions run by this step only. */
  effects: EffectCall[];
  /** Actors invoked by this step only (with their input). */
  invoked: ActorCall[];
}

export interface PathModel<M extends AnyStateMachine> {
  name: string;
  machine: M;
  input?: InputFrom<M>;
  /** Every event the model may send (payloads may depend on the snapshot); unhandled ones are filtered out. */
  events: (snapshot: Snap<M>) => readonly (Ev<M> | InternalEvent)[];
  /** The facts that tell states apart beyond their value; compared at every replayed step. */
  facts: (snapshot: Snap<M>) => unknown;
  /** Traversal limit (vertices explored) so a mistake cannot exhaust memory. */
  limit?: number;
  /** Also generate simple paths (only for small graphs). */
  simplePaths?: boolean;
  /** The input settles the machine at once (eventless transitions into a final state): the only path is the initial snapshot. */
  settlesAtOnce?: boolean;
  /** Names of side-effect actions (provided by the app) to record during replay. */
  effects?: readonly string[];
  /** Spec assertions run after every replayed step. */
  check?: (snapshot: Snap<M>, step: StepInfo<M>) => void;
}

/** One edge of a machine definition: a transition of some state node for some event (or eventless). */
export interface TransitionInfo {
  key: string;
  source: string;
  event: string;
  targets: string[];
  guard: string | undefined;
}

function guardName(t: AnyTransitionDefinition): string | undefined {
  const g = t.guard as unknown;
  if (!g) return undefined;
  if (typeof g === 'string') return g;
  if (typeof g === 'object' && g !== null && 'type' in g) return String((g as { type: unknown }).type);
  if (typeof g === 'function') return g.name || 'inline';
  return 'inline';
}

function allNodes(machine: AnyStateMachine): AnyStateNode[] {
  return [machine.root, ...getStateNodes(machine.root)];
}

export function keyOf(t: AnyTransitionDefinition): string | undefined {
  const source = t.source as AnyStateNode;
  if (t.eventType === '') {
    const i = source.always?.indexOf(t) ?? -1;
    return i < 0 ? undefined : `${source.id} [always #${i}]`;
  }
  const list = source.transitions.get(t.eventType);
  const i = list ? list.indexOf(t) : -1;
  return i < 0 ? undefined : `${source.id} [${t.eventType} #${i}]`;
}

/** Every transition in the machine definition: `on`, `after`, invoke onDone/onError, state onDone, `always`. */
export function listTransitions(machine: AnyStateMachine): TransitionInfo[] {
  const out: TransitionInfo[] = [];
  for (const node of allNodes(machine)) {
    const defs: AnyTransitionDefinition[] = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
    for (const t of defs) {
      const key = keyOf(t);
      if (!key) continue;
      out.push({
        key,
        source: node.id,
        event: t.eventType === '' ? '(always)' : t.eventType,
        targets: (t.target ?? []).map((n: AnyStateNode) => n.id),
        guard: guardName(t),
      });
    }
  }
  return out;
}

/** State node ids of the machine (e.g. `orderWizard.summary.submitting`). */
export function listStateIds(machine: AnyStateMachine): string[] {
  return allNodes(machine).map((n) => n.id);
}

function serialize<M extends AnyStateMachine>(model: PathModel<M>) {
  // The previous value and the incoming event (with its payload) are part of a vertex, so every edge between two
  // state values gets its own vertex and shortest paths walk every edge, not only every state.
  return (state: Snap<M>, event: Ev<M> | undefined, prev?: Snap<M>) =>
    JSON.stringify([prev ? asMachineSnapshot(prev).value : null, event ?? null, asMachineSnapshot(state).value, model.facts(state)]);
}

function eventKey(e: { type: string }): string {
  return JSON.stringify(e);
}

/** Shortest paths (and simple paths when asked), without paths that are prefixes of others. */
export function generatePaths<M extends AnyStateMachine>(model: PathModel<M>): StatePath<Snap<M>, Ev<M>>[] {
  const options = {
    events: (s: Snap<M>) => model.events(s) as readonly Ev<M>[],
    // Any event some transition takes (forbidden ones too, so "ignored here" is walked as well).
    filterEvents: (s: Snap<M>, e: Ev<M>) => model.machine.getTransitionData(asMachineSnapshot(s), e).length > 0,
    serializeState: serialize(model),
    serializeEvent: eventKey,
    limit: model.limit ?? 5000,
    input: model.input,
  };
  const paths = [...getShortestPaths(model.machine, options)];
  if (model.simplePaths) paths.push(...getSimplePaths(model.machine, options));
  const seqs = paths.map((p) => ({ p, seq: p.steps.map((s) => eventKey(s.event)) })).sort((a, b) => b.seq.length - a.seq.length);
  const kept: typeof seqs = [];
  for (const cand of seqs) {
    const covered = kept.some((k) => cand.seq.every((e, i) => k.seq[i] === e));
    if (!covered) kept.push(cand);
  }
  return kept.map((k) => k.p).reverse();
}

export function describePath(path: StatePath<Snap<AnyStateMachine>, { type: string }>): string {
  const types = path.steps.map((s) => s.event.type).filter((t, i) => !(i === 0 && t === 'xstate.init'));
  return types.length === 0 ? '(initial)' : types.join(' > ');
}

interface Deferred {
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
}

function delayOf(machine: AnyStateMachine, eventType: string, snapshot: AnyMachineSnapshot): number {
  // xstate.after.<delay>.<stateNodeId>
  const name = eventType.slice('xstate.after.'.length).split('.')[0];
  const asNumber = Number(name);
  if (Number.isFinite(asNumber)) return asNumber;
  const impl = (machine.implementations.delays as Record<string, unknown>)[name];
  if (typeof impl === 'number') return impl;
  if (typeof impl === 'function') return (impl as (a: { context: unknown }) => number)({ context: snapshot.context });
  throw new Error(`Unknown delay ${name}`);
}

function flush(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Plain-data view of a snapshot for comparison. */
export function shapeOf<M extends AnyStateMachine>(model: PathModel<M>, s: Snap<M>): unknown {
  const m = asMachineSnapshot(s);
  return { value: m.value, status: m.status, facts: model.facts(s) };
}

/**
 * Replays one generated path into a live actor with faked actors and a simulated clock, asserting
 * after every step that the live snapshot has the same value, status and facts the model predicted
 * and running the model's spec checks. Returns the keys of the transitions that really ran; when given
 * `trace`, also appends each step (event, the transitions it took, the leaf states after it) for the
 * coverage files.
 */
export async function replayPath<M extends AnyStateMachine>(
  model: PathModel<M>,
  path: StatePath<Snap<M>, Ev<M>>,
  assertEqual: (actual: unknown, expected: unknown, message: string) => void,
  trace?: WalkedStep[],
): Promise<Set<string>> {
  const walked = new Set<string>();
  let stepKeys: string[] = [];
  const pending = new Map<string, Deferred>();
  let effects: EffectCall[] = [];
  let invoked: ActorCall[] = [];

  const fakeActors: Record<string, unknown> = {};
  for (const name of Object.keys(model.machine.implementations.actors)) {
    fakeActors[name] = fromPromise<unknown, unknown>(({ input, self }) => {
      invoked.push({ id: self.id, input });
      return new Promise((resolve, reject) => pending.set(self.id, { resolve, reject }));
    });
  }
  const fakeActions: Record<string, unknown> = {};
  for (const name of model.effects ?? []) {
    fakeActions[name] = ({ context }: { context: unknown }, params: unknown) => {
      effects.push({ name, params, context: structuredClone(context) });
    };
  }
  const machine = model.machine.provide({ actors: fakeActors, actions: fakeActions } as never) as M;
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    input: model.input,
    clock,
    inspect: (ev: InspectionEvent) => {
      if (ev.type !== '@xstate.microstep') return;
      for (const t of (ev as unknown as { _transitions: AnyTransitionDefinition[] })._transitions) {
        const key = keyOf(t);
        if (!key) continue;
        walked.add(key);
        stepKeys.push(key);
      }
    },
  } as never) as unknown as AnyActorRef;
  // Keys of the provided machine's nodes are id-based, so they match the base machine's.
  actor.start();

  // Generated steps are (event, snapshot after it); the first is the initial snapshot ('xstate.init').
  const steps = path.steps.filter((s, i) => !(i === 0 && s.event.type === 'xstate.init'));
  let previous: Snap<M> | undefined;
  const check = (expected: Snap<M>, event: Ev<M> | undefined) => {
    const actual = actor.getSnapshot() as Snap<M>;
    const where = `after ${event ? event.type : 'start'} in ${describePath(path)}`;
    assertEqual(shapeOf(model, actual), shapeOf(model, expected), where);
    model.check?.(actual, { event: event as StepInfo<M>['event'], previous, effects, invoked });
    trace?.push({
      event: event ? event.type : 'xstate.init',
      keys: stepKeys,
      states: leafStateIds(model.machine.id, asMachineSnapshot(actual).value),
    });
    stepKeys = [];
    effects = [];
    invoked = [];
    previous = actual;
  };

  check(path.steps[0]?.state ?? path.state, undefined);
  for (const step of steps) {
    const event = step.event as Ev<M> & { output?: unknown; error?: unknown };
    const type: string = event.type;
    if (type.startsWith('xstate.done.actor.') || type.startsWith('xstate.error.actor.')) {
      const id = type.replace(/^xstate\.(done|error)\.actor\./, '');
      const d = pending.get(id);
      if (!d) throw new Error(`Path step ${type}: actor ${id} is not running`);
      pending.delete(id);
      if (type.startsWith('xstate.done')) d.resolve(event.output);
      else d.reject(event.error);
      await flush();
    } else if (type.startsWith('xstate.after.')) {
      clock.increment(delayOf(model.machine, type, actor.getSnapshot()));
      await flush();
    } else {
      actor.send(event);
    }
    check(step.state, event);
  }
  actor.stop();
  return walked;
}

/** One step of a path replayed with xstate's pure transition function. */
interface PureStep<M extends AnyStateMachine> {
  event: (Ev<M> | InternalEvent) & { type: string; [key: string]: unknown };
  prev: Snap<M>;
  state: Snap<M>;
  /** Keys of the transitions the step takes (as listTransitions names them). */
  keys: string[];
}

/**
 * The states a path's events lead to, replayed with xstate's pure transition function from the
 * model's input. (A generated path's own step states are the first snapshot found for each vertex,
 * whose context beyond the model's facts may come from another route; the replay gives the exact
 * context a page driven by the path must show.)
 */
export function replayPure<M extends AnyStateMachine>(model: PathModel<M>, path: StatePath<Snap<M>, Ev<M>>): PureStep<M>[] {
  let [prev] = (initialTransition as (m: AnyStateMachine, input: unknown) => [AnyMachineSnapshot, unknown])(model.machine, model.input);
  const steps = path.steps.filter((s, i) => !(i === 0 && s.event.type === 'xstate.init'));
  return steps.map((step) => {
    const event = step.event as PureStep<M>['event'];
    const keys = model.machine
      .getTransitionData(asMachineSnapshot(prev), event)
      .map(keyOf)
      .filter((k): k is string => k !== undefined);
    const [state] = transition(model.machine as AnyStateMachine, prev, event);
    const out = { event, prev: prev as Snap<M>, state: state as Snap<M>, keys };
    prev = state;
    return out;
  });
}

/** A path chosen for a walk, with its replayed steps. */
interface CoverPath<M extends AnyStateMachine> {
  path: StatePath<Snap<M>, Ev<M>>;
  steps: PureStep<M>[];
}

/**
 * Greedy cover for walks that are too slow to run every generated path (Playwright): the fewest
 * paths of the models that together take every transition any of them takes, shorter first on a tie.
 */
export function coverPaths<M extends AnyStateMachine>(models: PathModel<M>[]): CoverPath<M>[] {
  const candidates = models.flatMap((model) =>
    generatePaths(model).map((path) => {
      const steps = replayPure(model, path);
      return { path, steps, keys: new Set(steps.flatMap((s) => s.keys)) };
    }),
  );
  const remaining = new Set(candidates.flatMap((c) => [...c.keys]));
  const chosen: CoverPath<M>[] = [];
  const gain = (c: (typeof candidates)[number]) => [...c.keys].filter((k) => remaining.has(k)).length;
  while (remaining.size > 0) {
    candidates.sort((a, b) => gain(b) - gain(a) || a.steps.length - b.steps.length);
    const best = candidates.shift();
    if (!best) break;
    chosen.push({ path: best.path, steps: best.steps });
    best.keys.forEach((k) => remaining.delete(k));
  }
  return chosen;
}

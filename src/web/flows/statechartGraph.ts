// A machine definition read as a graph to draw: one node per state node (the root included, as the
// machine's frame) and one edge per transition of the definition. Edges come from the path tests'
// own `listTransitions`, so the picture and the coverage proof count the same transitions.
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { listStateIds, listTransitions } from '../../../machines/testing/pathTesting';

export interface FlowNode {
  id: string;
  /** Path below the machine (e.g. `ordering.delivery`), empty for the root. */
  path: string;
  key: string;
  parent: string | undefined;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** Entered by default when its parent is entered. */
  initial: boolean;
  invoked: string[];
  entry: string[];
  exit: string[];
  description: string | undefined;
}

export interface FlowEdge {
  /** The key `listTransitions` gives this transition (`<source> [<event> #<i>]`). */
  key: string;
  source: string;
  /** Target state ids; the source itself when the transition stays (no target). */
  targets: string[];
  stays: boolean;
  /** The event type as the machine knows it (what the trace table names). */
  rawEvent: string;
  /** The event as drawn (`after successDisplay`, `done: submitOrder`). */
  event: string;
  /** Named `after` delay (or milliseconds) when the event is a timer. */
  delay: string | undefined;
  guard: string | undefined;
  actions: string[];
  label: string;
}

export interface FlowGraph {
  machineId: string;
  nodes: FlowNode[];
  edges: FlowEdge[];
}

function names(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list.map((a: unknown) => {
    if (typeof a === 'string') return a;
    if ((typeof a === 'function' || typeof a === 'object') && a !== null && 'type' in a) return String((a as { type: unknown }).type);
    if (typeof a === 'function') return a.name || 'inline';
    return 'inline';
  });
}

function definitionOf(machine: AnyStateMachine, key: string, source: AnyStateNode, event: string): AnyTransitionDefinition | undefined {
  const index = Number(/#(\d+)\]$/.exec(key)?.[1] ?? -1);
  if (event === '(always)') return source.always?.[index];
  return source.transitions.get(event)?.[index];
}

/** `xstate.after.<delay>.<state id>` -> the delay's name (the state id may itself contain dots). */
function delayOf(event: string, source: string): string | undefined {
  const prefix = 'xstate.after.';
  const suffix = `.${source}`;
  if (!event.startsWith(prefix) || !event.endsWith(suffix)) return undefined;
  return event.slice(prefix.length, event.length - suffix.length);
}

function shortEvent(event: string): string {
  if (event.startsWith('xstate.done.actor.')) return `done: ${event.slice('xstate.done.actor.'.length)}`;
  if (event.startsWith('xstate.error.actor.')) return `error: ${event.slice('xstate.error.actor.'.length)}`;
  if (event.startsWith('xstate.done.state.')) return 'done';
  return event;
}

export function relativePath(machine: AnyStateMachine, id: string): string {
  return id === machine.id ? '' : id.slice(machine.id.length + 1);
}

export function flowGraphOf(machine: AnyStateMachine): FlowGraph {
  const nodes: FlowNode[] = listStateIds(machine).map((id) => {
    const node = machine.getStateNodeById(id);
    const parent = node.parent;
    const initialKeys = parent?.type === 'compound' ? (parent.initial?.target ?? []).map((t: AnyStateNode) => t.id) : [];
    return {
      id,
      path: relativePath(machine, id),
      key: node.key,
      parent: parent?.id,
      type: node.type,
      initial: initialKeys.includes(id),
      invoked: node.invoke.map((i) => (typeof i.src === 'string' ? i.src : i.id)),
      entry: names(node.entry),
      exit: names(node.exit),
      description: node.description,
    };
  });
  const edges: FlowEdge[] = listTransitions(machine).map((t) => {
    const source = machine.getStateNodeById(t.source);
    const def = definitionOf(machine, t.key, source, t.event);
    const delay = delayOf(t.event, t.source);
    const event = delay ? `after ${delay}` : shortEvent(t.event);
    // An inline guard function has no name worth showing (a production build minifies it to one letter).
    const guard = typeof def?.guard === 'function' ? 'inline guard' : t.guard;
    return {
      key: t.key,
      source: t.source,
      targets: t.targets.length > 0 ? t.targets : [t.source],
      stays: t.targets.length === 0,
      rawEvent: t.event,
      event,
      delay,
      guard,
      actions: names(def?.actions),
      label: guard ? `${event} [${guard}]` : event,
    };
  });
  return { machineId: machine.id, nodes, edges };
}

/** One row of the trace table in machines/README.md: a spec rule and the tests that walk it. */
export interface TraceRow {
  rule: string;
  machine: string;
  state: string;
  event: string;
  tests: string[];
}

/** Reads the `## Trace` table of machines/README.md (passed in as text, so no file access here). */
export function parseTrace(markdown: string): TraceRow[] {
  const start = markdown.indexOf('## Trace');
  if (start < 0) return [];
  const rows: TraceRow[] = [];
  for (const line of markdown.slice(start).split('\n')) {
    if (!line.startsWith('|') || line.startsWith('|---') || line.startsWith('| spec rule')) continue;
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    if (cells.length < 5) continue;
    const [rule, machine, state, event, tests] = cells as [string, string, string, string, string];
    rows.push({
      rule,
      machine,
      state,
      event,
      tests: tests
        .split(';')
        .map((s) => s.trim())
        .filter(Boolean),
    });
  }
  return rows;
}

/** Trace rows about a state (any event handled there) or about one transition (its source and event). */
export function tracesFor(rows: readonly TraceRow[], machineId: string, statePath: string, event?: string): TraceRow[] {
  return rows.filter((r) => r.machine === machineId && r.state === statePath && (event === undefined || r.event === event));
}

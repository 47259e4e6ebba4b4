// A machine drawn as a statechart (issue "Flows you can see"): the definition -> ELK layout -> SVG.
// Every state and every transition is a focusable element with a name; clicking one shows the spec
// rule it implements (the trace table of machines/README.md), its guard, actions and the tests that
// walk it. The transition table stays beneath the picture as its text alternative.
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { css, cx } from 'styled-system/css';
import type { AnyStateMachine } from 'xstate';
import { coverageKind, type CoverageKind, type MachineCoverage } from '../../../machines/testing/walkedPaths';
import { COVERAGE_LABELS, CoverageLegend, coverageStroke, replayedPath, WalkedPaths, type Replay } from './CoveragePanel';
import { FONT_SIZE, layoutFlow, nodeLines, type FlowLayout, type PlacedEdge, type PlacedNode, type Point } from './layout';
import { flowGraphOf, relativePath, tracesFor, type FlowEdge, type FlowNode, type TraceRow } from './statechartGraph';

type Selection = { kind: 'state'; id: string } | { kind: 'transition'; key: string } | undefined;

const ZOOM_STEP = 1.25;
/** Pixels a press must move before it pans instead of clicking. */
const PAN_THRESHOLD = 4;
const MIN_SCALE = 0.2;
const MAX_SCALE = 4;
const clampScale = (s: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, s));

const frame = css({
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  bg: 'bg.surface',
  overflow: 'auto',
  maxH: '80vh',
  touchAction: 'none',
  cursor: 'grab',
});
const toolbar = css({ display: 'flex', gap: '2', mb: '2' });
const toolButton = css({
  px: '3',
  py: '1',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  bg: 'bg.surface',
  fontSize: 'sm',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
});
const stateBox = css({ fill: 'bg.surface', stroke: 'fg.muted', strokeWidth: '1.5' });
const compoundBox = css({ fill: 'bg.subtle', stroke: 'fg.muted', strokeWidth: '1.5' });
const regionBox = css({ fill: 'bg.canvas', stroke: 'fg.muted', strokeWidth: '1.5', strokeDasharray: '6 4' });
const selectedBox = css({ stroke: 'brand.solid', strokeWidth: '3' });
const focusable = css({ cursor: 'pointer', outline: 'none', '&:focus-visible > .flow-shape': { stroke: 'brand.solid', strokeWidth: '3' } });
const stateText = css({ fill: 'fg.default', fontFamily: 'body' });
const subText = css({ fill: 'fg.muted', fontFamily: 'body' });
const arrowLine = css({ fill: 'none', stroke: 'fg.muted', strokeWidth: '1.5' });
const arrowSelected = css({ stroke: 'brand.solid', strokeWidth: '3' });
const arrowDim = css({ opacity: '0.25' });
const arrowCurrent = css({ strokeWidth: '4' });
const activeBox = css({ stroke: 'focus', strokeWidth: '4', fill: 'bg.accent' });
const labelBg = css({ fill: 'bg.surface', opacity: '0.9' });
const details = css({
  mt: '3',
  p: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  bg: 'bg.subtle',
  fontSize: 'sm',
});
const cell = css({ borderBottomWidth: '1px', borderColor: 'border.default', px: '2', py: '1', textAlign: 'left', fontSize: 'sm' });

function pathOf(points: Point[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x},${p.y}`).join(' ');
}

/** Name of a state as people read it: its path below the machine, the machine's id for the root. */
function stateName(machine: AnyStateMachine, id: string): string {
  return relativePath(machine, id) || machine.id;
}

export function stateLabel(machine: AnyStateMachine, node: FlowNode): string {
  const marks = [
    node.parent === undefined ? 'machine' : undefined,
    node.initial ? 'initial' : undefined,
    node.type === 'final' ? 'final' : undefined,
    node.type === 'parallel' ? 'parallel' : undefined,
    node.invoked.length > 0 ? `invokes ${node.invoked.join(', ')}` : undefined,
  ].filter(Boolean);
  return `state ${stateName(machine, node.id)}${marks.length > 0 ? ` (${marks.join(', ')})` : ''}`;
}

export function transitionLabel(machine: AnyStateMachine, edge: FlowEdge): string {
  const to = edge.stays ? 'stays' : `to ${edge.targets.map((t) => stateName(machine, t)).join(' and ')}`;
  return `transition ${edge.event} from ${stateName(machine, edge.source)} ${to}${edge.guard ? `, guard ${edge.guard}` : ''}`;
}

function activate(e: KeyboardEvent, run: () => void) {
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    run();
  }
}

function StateShape({
  node,
  machine,
  selected,
  onSelect,
  parentType,
  active,
}: {
  node: PlacedNode;
  machine: AnyStateMachine;
  selected: boolean;
  onSelect: () => void;
  parentType: string | undefined;
  active: boolean;
}) {
  const lines = nodeLines(node);
  const leaf = node.type === 'atomic' || node.type === 'final' || node.type === 'history';
  const shape = parentType === 'parallel' ? regionBox : leaf ? stateBox : compoundBox;
  const textX = node.x + (node.initial ? 20 : 12);
  return (
    <g
      className={focusable}
      tabIndex={0}
      role="button"
      aria-label={`${stateLabel(machine, node)}${active ? ', active' : ''}`}
      aria-pressed={selected}
      aria-current={active ? 'step' : undefined}
      data-flow-state={node.id}
      data-flow-active={active ? '' : undefined}
      onClick={(e) => {
        e.stopPropagation();
        onSelect();
      }}
      onKeyDown={(e) => activate(e, onSelect)}
    >
      <rect
        className={cx('flow-shape', shape, active && activeBox, selected && selectedBox)}
        x={node.x}
        y={node.y}
        width={node.width}
        height={node.height}
        rx={leaf ? 10 : 6}
      />
      {node.type === 'final' ? (
        <rect
          className={cx(stateBox, 'flow-final')}
          x={node.x + 4}
          y={node.y + 4}
          width={Math.max(0, node.width - 8)}
          height={Math.max(0, node.height - 8)}
          rx={7}
          fill="none"
        />
      ) : null}
      {node.initial ? (
        <circle className={css({ fill: 'fg.default' })} cx={node.x + 10} cy={node.y + 15} r={4} data-flow-initial="" />
      ) : null}
      {lines.map((line, i) => (
        <text
          key={line}
          className={i === 0 ? stateText : subText}
          x={textX}
          y={node.y + 19 + i * (FONT_SIZE + 6)}
          fontSize={FONT_SIZE}
          fontWeight={i === 0 ? 600 : 400}
        >
          {line}
        </text>
      ))}
    </g>
  );
}

function Arrow({
  edge,
  machine,
  markerId,
  selected,
  onSelect,
  coverage,
  emphasis,
}: {
  edge: PlacedEdge;
  machine: AnyStateMachine;
  markerId: string;
  selected: boolean;
  onSelect: () => void;
  /** How the tests walked it, when coverage is shown. */
  coverage: CoverageKind | undefined;
  /** On a replayed route: the step being shown, the rest of the route, or off the route. */
  emphasis: 'current' | 'route' | 'off' | undefined;
}) {
  return (
    <g
      tabIndex={0}
      role="button"
      aria-label={`${transitionLabel(machine, edge)}${coverage ? `, ${COVERAGE_LABELS[coverage].toLowerCase()}` : ''}`}
      aria-pressed={selected}
      aria-current={emphasis === 'current' ? 'step' : undefined}
      data-flow-transition={edge.key}
      data-flow-coverage={coverage}
      data-flow-emphasis={emphasis}
      className={cx(focusable, emphasis === 'off' && arrowDim)}
      onClick={(e) => {
        e.stopPropagation();
        onSelect();
      }}
      onKeyDown={(e) => activate(e, onSelect)}
    >
      {edge.sections.map((points, i) => (
        <path
          key={i}
          className={cx(
            'flow-shape',
            arrowLine,
            coverage && coverageStroke[coverage],
            emphasis === 'current' && arrowCurrent,
            selected && arrowSelected,
          )}
          d={pathOf(points)}
          markerEnd={`url(#${markerId})`}
        />
      ))}
      <rect className={labelBg} x={edge.labelAt.x} y={edge.labelAt.y} width={edge.labelWidth} height={FONT_SIZE + 4} />
      <text className={stateText} x={edge.labelAt.x} y={edge.labelAt.y + FONT_SIZE} fontSize={FONT_SIZE}>
        {edge.label}
      </text>
    </g>
  );
}

function Rules({ rows }: { rows: TraceRow[] }) {
  const tests = [...new Set(rows.flatMap((r) => r.tests))];
  return (
    <>
      <h4 className={css({ fontWeight: 'semibold', mt: '2' })}>Spec rules</h4>
      {rows.length > 0 ? (
        <ul>
          {rows.map((r) => (
            <li key={`${r.rule} ${r.event}`}>
              {r.rule} <span className={css({ color: 'fg.muted' })}>({r.event})</span>
            </li>
          ))}
        </ul>
      ) : (
        <p>No spec rule traced here in machines/README.md.</p>
      )}
      <h4 className={css({ fontWeight: 'semibold', mt: '2' })}>Tests that walk it</h4>
      {tests.length > 0 ? (
        <ul>
          {tests.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      ) : (
        <p>The machine's generated path tests (their coverage test walks every transition).</p>
      )}
    </>
  );
}

function Details({
  machine,
  layout,
  selection,
  trace,
}: {
  machine: AnyStateMachine;
  layout: FlowLayout;
  selection: Selection;
  trace: readonly TraceRow[];
}) {
  if (!selection)
    return <p>Select a state or an arrow (click, or Tab to it and press Enter) to see its spec rule, guard, actions and tests.</p>;
  if (selection.kind === 'state') {
    const node = layout.nodes.find((n) => n.id === selection.id);
    if (!node) return null;
    return (
      <>
        <h3 className={css({ fontSize: 'md', fontWeight: 'semibold' })}>State {stateName(machine, node.id)}</h3>
        <dl>
          <dt>Kind</dt>
          <dd>{[node.type, node.initial ? 'initial' : ''].filter(Boolean).join(', ')}</dd>
          {node.description ? (
            <>
              <dt>Description</dt>
              <dd>{node.description}</dd>
            </>
          ) : null}
          <dt>Invoked actors</dt>
          <dd>{node.invoked.join(', ') || 'none'}</dd>
          <dt>Entry actions</dt>
          <dd>{node.entry.join(', ') || 'none'}</dd>
          <dt>Exit actions</dt>
          <dd>{node.exit.join(', ') || 'none'}</dd>
        </dl>
        <Rules rows={tracesFor(trace, machine.id, node.path)} />
      </>
    );
  }
  const edge = layout.edges.find((e) => e.key === selection.key);
  if (!edge) return null;
  const guard = edge.guard ? machine.implementations.guards[edge.guard] : undefined;
  return (
    <>
      <h3 className={css({ fontSize: 'md', fontWeight: 'semibold' })}>Transition {edge.event}</h3>
      <dl>
        <dt>From</dt>
        <dd>{stateName(machine, edge.source)}</dd>
        <dt>To</dt>
        <dd>{edge.stays ? '(stays)' : edge.targets.map((t) => stateName(machine, t)).join(', ')}</dd>
        <dt>Guard</dt>
        <dd>{edge.guard ? `${edge.guard}${guard === undefined ? '' : ' (named guard in setup())'}` : 'none'}</dd>
        {edge.delay ? (
          <>
            <dt>Delay</dt>
            <dd>
              {edge.delay}
              {typeof machine.implementations.delays[edge.delay] === 'number'
                ? ` (${String(machine.implementations.delays[edge.delay])} ms)`
                : ''}
            </dd>
          </>
        ) : null}
        <dt>Actions</dt>
        <dd>{edge.actions.join(', ') || 'none'}</dd>
      </dl>
      <Rules rows={tracesFor(trace, machine.id, relativePath(machine, edge.source), edge.rawEvent)} />
    </>
  );
}

/** The transition table (the diagram's text alternative, as the Statecharts story showed it). */
export function TransitionTable({ machine, captionId }: { machine: AnyStateMachine; captionId?: string }) {
  const graph = useMemo(() => flowGraphOf(machine), [machine]);
  const short = (id: string) => relativePath(machine, id) || '(root)';
  return (
    <table className={css({ borderCollapse: 'collapse', w: 'full', mt: '4' })}>
      <caption id={captionId} className={css({ textAlign: 'left', fontWeight: 'semibold', mb: '1' })}>
        {machine.id}: {graph.nodes.length} states, {graph.edges.length} transitions
      </caption>
      <thead>
        <tr>
          {['from', 'event', 'guard', 'to'].map((h) => (
            <th key={h} className={cell} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {graph.edges.map((t) => (
          <tr key={t.key}>
            <td className={cell}>{short(t.source)}</td>
            <td className={cell}>{t.event}</td>
            <td className={cell}>{t.guard ?? ''}</td>
            <td className={cell}>{t.stays ? '(stays)' : t.targets.map(short).join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface StatechartDiagramProps {
  machine: AnyStateMachine;
  /** Rows of the trace table of machines/README.md (see `parseTrace`). */
  trace?: readonly TraceRow[];
  /** Called once the layout is drawn, with how long ELK took (the bench reads it). */
  onLaidOut?: (ms: number) => void;
  /** What the path tests and browser walks took: arrows coloured, a legend, the paths to replay. */
  coverage?: MachineCoverage;
  /** Whether to show the coverage legend and paths (a story does even before anything was recorded). */
  showCoverage?: boolean;
  /** Leaf state ids to highlight (a live actor's current state) and transitions just taken. */
  active?: { states: readonly string[]; transitions: readonly string[] };
}

export function StatechartDiagram({
  machine,
  trace = [],
  onLaidOut,
  coverage,
  showCoverage = coverage !== undefined,
  active,
}: StatechartDiagramProps) {
  const graph = useMemo(() => flowGraphOf(machine), [machine]);
  const [layout, setLayout] = useState<FlowLayout | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [selection, setSelection] = useState<Selection>();
  const [scale, setScale] = useState(1);
  const frameRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; left: number; top: number; panning: boolean; pointerId: number } | undefined>(undefined);
  const uid = useId();
  const markerId = `${uid}-arrow`;
  const titleId = `${uid}-title`;
  const tableId = `${uid}-table`;
  const [replay, setReplayState] = useState<Replay>();
  const setReplay = useCallback((r: Replay | undefined) => setReplayState(r), []);
  const replayed = replayedPath(coverage, replay);
  const replayStep = replayed && replay ? replayed.steps[replay.step] : undefined;
  const route = useMemo(() => new Set(replayed?.steps.flatMap((s) => s.keys)), [replayed]);
  const current = new Set(replayStep ? replayStep.keys : (active?.transitions ?? []));
  // A leaf state is drawn active with its ancestors, as the machine is in all of them.
  const activeStates = useMemo(() => {
    const leaves = replayStep ? replayStep.states : (active?.states ?? []);
    const parents = new Map(graph.nodes.map((n) => [n.id, n.parent]));
    const out = new Set<string>();
    for (const leaf of leaves) for (let id: string | undefined = leaf; id && id !== machine.id; id = parents.get(id)) out.add(id);
    return out;
  }, [replayStep, active, graph, machine.id]);

  useEffect(() => {
    let current = true;
    const started = performance.now();
    setLayout(undefined);
    setSelection(undefined);
    layoutFlow(graph).then(
      (laid) => {
        if (!current) return;
        setLayout(laid);
        onLaidOut?.(performance.now() - started);
      },
      (error: unknown) => current && setFailure(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      current = false;
    };
  }, [graph, onLaidOut]);

  const counts = `${graph.nodes.length} states and ${graph.edges.length} transitions`;
  const summary = `Statechart of ${machine.id}: ${counts} (listed in the table below)`;
  const parentType = useMemo(() => new Map(graph.nodes.map((n) => [n.id, graph.nodes.find((p) => p.id === n.parent)?.type])), [graph]);
  const zoom = (factor: number) => setScale((s) => clampScale(s * factor));
  // Ctrl+wheel (and trackpad pinch) zooms; the plain wheel keeps scrolling the frame. React's wheel
  // listeners are passive, so this one is added by hand to keep the browser from zooming the page.
  useEffect(() => {
    const el = frameRef.current;
    if (!el) return;
    const onWheel = (e: globalThis.WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return;
      e.preventDefault();
      setScale((s) => clampScale(s * (e.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP)));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [layout]);
  // Dragging anywhere pans, over a state or an arrow too (compound states cover most of the drawing, so
  // panning from the bare background alone left a few pixels of margin). A press that moves less than
  // PAN_THRESHOLD is a click and still selects; a drag swallows the click that ends it.
  const onPointerDown = (e: PointerEvent<SVGSVGElement>) => {
    if (e.button !== 0) return;
    const el = frameRef.current;
    drag.current = {
      x: e.clientX,
      y: e.clientY,
      left: el?.scrollLeft ?? 0,
      top: el?.scrollTop ?? 0,
      panning: false,
      pointerId: e.pointerId,
    };
  };
  const onPointerMove = (e: PointerEvent<SVGSVGElement>) => {
    const start = drag.current;
    if (!start) return;
    const dx = e.clientX - start.x;
    const dy = e.clientY - start.y;
    if (!start.panning) {
      if (Math.hypot(dx, dy) < PAN_THRESHOLD) return;
      start.panning = true;
      e.currentTarget.setPointerCapture?.(start.pointerId);
    }
    frameRef.current?.scrollTo(start.left - dx, start.top - dy);
  };
  const endDrag = () => {
    // Kept until the click that follows a pan has been swallowed; a plain press ends here.
    if (!drag.current?.panning) drag.current = undefined;
  };
  const swallowPanClick = (e: MouseEvent) => {
    if (!drag.current?.panning) return;
    drag.current = undefined;
    e.stopPropagation();
    e.preventDefault();
  };

  return (
    <figure className={css({ fontFamily: 'body' })} data-flow-machine={machine.id}>
      <figcaption className={css({ fontSize: 'xl', fontWeight: 'semibold', mb: '2' })}>{machine.id}</figcaption>
      <div className={toolbar}>
        <button type="button" className={toolButton} onClick={() => zoom(ZOOM_STEP)}>
          Zoom in
        </button>
        <button type="button" className={toolButton} onClick={() => zoom(1 / ZOOM_STEP)}>
          Zoom out
        </button>
        <button
          type="button"
          className={toolButton}
          onClick={() => {
            setScale(1);
            frameRef.current?.scrollTo(0, 0);
          }}
        >
          Reset view
        </button>
      </div>
      {failure ? <p role="alert">The diagram could not be laid out: {failure}</p> : null}
      {!layout && !failure ? <p role="status">Laying out {machine.id}…</p> : null}
      {layout ? (
        // Drawn at its natural size times the zoom, so even the order wizard is readable; the frame scrolls and
        // dragging the background pans it.
        <div className={frame} ref={frameRef}>
          <svg
            role="group"
            aria-labelledby={titleId}
            aria-describedby={tableId}
            width={layout.width * scale}
            height={layout.height * scale}
            viewBox={`0 0 ${layout.width} ${layout.height}`}
            className={css({ display: 'block' })}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={endDrag}
            onPointerCancel={() => (drag.current = undefined)}
            onClickCapture={swallowPanClick}
            onClick={(e) => e.target === e.currentTarget && setSelection(undefined)}
          >
            <title id={titleId}>{summary}</title>
            <defs>
              <marker id={markerId} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
                <path d="M0,0 L10,5 L0,10 z" className={css({ fill: 'fg.muted' })} />
              </marker>
            </defs>
            <g>
              {layout.nodes.map((node) => (
                <StateShape
                  key={node.id}
                  node={node}
                  machine={machine}
                  parentType={parentType.get(node.id)}
                  selected={selection?.kind === 'state' && selection.id === node.id}
                  onSelect={() => setSelection({ kind: 'state', id: node.id })}
                  active={activeStates.has(node.id)}
                />
              ))}
              {layout.edges.map((edge) => (
                <Arrow
                  key={edge.key}
                  edge={edge}
                  machine={machine}
                  markerId={markerId}
                  selected={selection?.kind === 'transition' && selection.key === edge.key}
                  onSelect={() => setSelection({ kind: 'transition', key: edge.key })}
                  coverage={showCoverage ? coverageKind(coverage, edge.key) : undefined}
                  emphasis={current.has(edge.key) ? 'current' : replayed ? (route.has(edge.key) ? 'route' : 'off') : undefined}
                />
              ))}
            </g>
          </svg>
        </div>
      ) : null}
      {showCoverage ? (
        <>
          <CoverageLegend coverage={coverage} keys={graph.edges.map((e) => e.key)} />
          <WalkedPaths coverage={coverage} replay={replay} onReplay={setReplay} />
        </>
      ) : null}
      <section aria-label="Details" aria-live="polite" className={details}>
        {layout ? <Details machine={machine} layout={layout} selection={selection} trace={trace} /> : null}
      </section>
      <TransitionTable machine={machine} captionId={tableId} />
    </figure>
  );
}

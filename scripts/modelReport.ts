// The model coverage report of `npm run test:model` (scripts/testModel.ts): one row per machine (states,
// transitions, walked by the path tests, walked in the browser, paths) from the files the walks wrote to
// coverage/model/, and an offline HTML page per machine with its statechart (the Flows stories' own
// graph and ELK layout) drawn with every arrow coloured by coverage. Pure: the runner does the files.
import type { AnyStateMachine } from 'xstate';
import { coverageKind, TESTS_PER_TRANSITION, type CoverageKind, type MachineCoverage } from '../machines/testing/walkedPaths';
import { FONT_SIZE, layoutFlow, nodeLines, type FlowLayout, type PlacedEdge, type PlacedNode } from '../src/web/flows/layout';
import { flowGraphOf, relativePath } from '../src/web/flows/statechartGraph';

export interface MachineReport {
  machine: string;
  states: number;
  transitions: number;
  walkedByPaths: number;
  walkedInBrowser: number;
  paths: number;
  browserWalks: number;
  /** Transitions neither the path tests nor the browser walked (`<source> [<event> #i] -> targets`). */
  unwalked: string[];
  /** Every transition, with who walked it and the tests that did. */
  byTransition: TransitionReport[];
}

export interface TransitionReport {
  /** `<source> [<event> #i] -> targets`, as `unwalked` names it. */
  transition: string;
  coverage: CoverageKind;
  /** Steps of the path tests / browser walks that took it. */
  stepsByPaths: number;
  stepsInBrowser: number;
  /** The first path tests, then browser walks, that take it (full test names, at most TESTS_PER_TRANSITION of each). */
  tests: string[];
}

export function machineReport(machine: AnyStateMachine, coverage: MachineCoverage | undefined): MachineReport {
  const graph = flowGraphOf(machine);
  const kinds = graph.edges.map((e) => coverageKind(coverage, e.key));
  const named = graph.edges.map((e) => `${e.key} -> ${e.stays ? '(stays)' : e.targets.map((t) => relativePath(machine, t)).join(', ')}`);
  return {
    machine: machine.id,
    states: graph.nodes.length,
    transitions: graph.edges.length,
    walkedByPaths: kinds.filter((k) => k === 'paths' || k === 'both').length,
    walkedInBrowser: kinds.filter((k) => k === 'browser' || k === 'both').length,
    paths: coverage?.pathCount ?? 0,
    browserWalks: coverage?.browserPathCount ?? 0,
    unwalked: named.filter((_, i) => kinds[i] === 'none'),
    byTransition: graph.edges.map((e, i) => ({
      transition: named[i]!,
      coverage: kinds[i]!,
      stepsByPaths: coverage?.byPaths.get(e.key) ?? 0,
      stepsInBrowser: coverage?.byBrowser.get(e.key) ?? 0,
      tests: [...(coverage?.testsByPaths.get(e.key) ?? []), ...(coverage?.testsByBrowser.get(e.key) ?? [])],
    })),
  };
}

const HEADERS = ['machine', 'states', 'transitions', 'walked by paths', 'walked in the browser', 'paths'] as const;

/** The table printed by test:model (browser walks beside the paths when there are any). */
export function reportTable(rows: readonly MachineReport[]): string {
  const cells = rows.map((r) => [
    r.machine,
    String(r.states),
    String(r.transitions),
    `${r.walkedByPaths}/${r.transitions}`,
    r.browserWalks > 0 ? `${r.walkedInBrowser}/${r.transitions}` : '-',
    r.browserWalks > 0 ? `${r.paths} + ${r.browserWalks} browser` : String(r.paths),
  ]);
  const widths = HEADERS.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: readonly string[]) => c.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  return [line(HEADERS), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

const COLOURS: Record<CoverageKind, string> = { both: '#3f7d4e', paths: '#2f6f9f', browser: '#b7791f', none: '#b23a2e' };
const KIND_LABELS: Record<CoverageKind, string> = {
  both: 'Walked by machine paths and in the browser',
  paths: 'Walked by machine paths only',
  browser: 'Walked in the browser only',
  none: 'Not walked',
};

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type Attrs = Record<string, string | number | undefined>;

/** One element as markup; attribute values are escaped, children are markup already. */
function el(tag: string, attrs: Attrs, ...children: string[]): string {
  const list = Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${escapeHtml(String(v))}"`)
    .join('');
  return children.length === 0 && tag !== 'span' ? `<${tag}${list}/>` : `<${tag}${list}>${children.join('')}</${tag}>`;
}
const text = (s: string | number) => escapeHtml(String(s));
const KINDS = Object.keys(COLOURS) as CoverageKind[];
const arrowHead = (kind: CoverageKind) =>
  el(
    'marker',
    { id: `a-${kind}`, viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 7, markerHeight: 7, orient: 'auto-start-reverse' },
    el('path', { d: 'M0,0 L10,5 L0,10 z', fill: COLOURS[kind] }),
  );

function stateMarkup(machine: AnyStateMachine, node: PlacedNode): string {
  const leaf = node.type === 'atomic' || node.type === 'final' || node.type === 'history';
  const name = relativePath(machine, node.id) || machine.id;
  const box = { x: node.x, y: node.y, width: node.width, height: node.height, rx: leaf ? 10 : 6 };
  const inner = { x: node.x + 4, y: node.y + 4, width: Math.max(0, node.width - 8), height: Math.max(0, node.height - 8), rx: 7 };
  return el(
    'g',
    { 'data-flow-state': node.id },
    el('title', {}, text(`state ${name}`)),
    el('rect', { ...box, fill: leaf ? '#fff' : '#f5efe6', stroke: '#6b6158', 'stroke-width': 1.5 }),
    node.type === 'final' ? el('rect', { ...inner, fill: 'none', stroke: '#6b6158' }) : '',
    node.initial ? el('circle', { cx: node.x + 10, cy: node.y + 15, r: 4, fill: '#2b2420' }) : '',
    ...nodeLines(node).map((line, i) =>
      el(
        'text',
        {
          x: node.x + (node.initial ? 20 : 12),
          y: node.y + 19 + i * (FONT_SIZE + 6),
          'font-size': FONT_SIZE,
          'font-weight': i === 0 ? 600 : 400,
        },
        text(line),
      ),
    ),
  );
}

/** The id of a transition's row in the machine's table (its arrow links there). */
const rowId = (machine: AnyStateMachine, index: number) => `${machine.id}--transition-${index + 1}`;

function arrowMarkup(edge: PlacedEdge, kind: CoverageKind, href: string): string {
  const lines = edge.sections.map((points) =>
    el('path', {
      d: points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x},${p.y}`).join(' '),
      fill: 'none',
      stroke: COLOURS[kind],
      'stroke-width': 2,
      'stroke-dasharray': kind === 'none' ? '5 4' : undefined,
      'marker-end': `url(#a-${kind})`,
    }),
  );
  const { x, y } = edge.labelAt;
  return el(
    'a',
    { href },
    el(
      'g',
      { 'data-flow-transition': edge.key, 'data-flow-coverage': kind },
      el('title', {}, text(`${edge.label}: ${KIND_LABELS[kind]} (select for the tests that walk it)`)),
      ...lines,
      el('rect', { x, y, width: edge.labelWidth, height: FONT_SIZE + 4, fill: '#fff', opacity: 0.9 }),
      el('text', { x, y: y + FONT_SIZE, 'font-size': FONT_SIZE }, text(edge.label)),
    ),
  );
}

/** The statechart as SVG markup: the same layout as the Flows stories, arrows coloured by coverage. */
export function diagramSvg(machine: AnyStateMachine, layout: FlowLayout, coverage: MachineCoverage | undefined): string {
  const keys = flowGraphOf(machine).edges.map((e) => e.key);
  return el(
    'svg',
    {
      role: 'img',
      'aria-label': `Statechart of ${machine.id}`,
      width: layout.width,
      height: layout.height,
      viewBox: `0 0 ${layout.width} ${layout.height}`,
      'font-family': 'system-ui, sans-serif',
    },
    el('defs', {}, ...KINDS.map(arrowHead)),
    ...layout.nodes.map((node) => stateMarkup(machine, node)),
    ...layout.edges.map((edge) => {
      const index = keys.indexOf(edge.key);
      return arrowMarkup(edge, coverageKind(coverage, edge.key), `#${rowId(machine, index)}`);
    }),
  );
}

/** Each transition with who walked it and the tests that do (the arrows of the diagram link here). */
function transitionTable(machine: AnyStateMachine, row: MachineReport): string {
  const steps = (t: TransitionReport) =>
    [t.stepsByPaths > 0 ? `${t.stepsByPaths} by paths` : '', t.stepsInBrowser > 0 ? `${t.stepsInBrowser} in the browser` : '']
      .filter(Boolean)
      .join(', ');
  const rows = row.byTransition.map((t, i) =>
    el(
      'tr',
      { id: rowId(machine, i) },
      el('td', {}, text(t.transition)),
      el('td', { class: t.coverage === 'none' ? 'bad' : undefined }, text(`${KIND_LABELS[t.coverage]}${steps(t) ? ` (${steps(t)})` : ''}`)),
      el('td', {}, t.tests.length > 0 ? el('ul', {}, ...t.tests.map((name) => el('li', {}, text(name)))) : text('none')),
    ),
  );
  const head = ['Transition', 'Walked', `Tests that walk it (the first ${TESTS_PER_TRANSITION} of each kind)`];
  return el(
    'table',
    { class: 'transitions' },
    el('caption', {}, text(`Transitions of ${machine.id}`)),
    el('thead', {}, el('tr', {}, ...head.map((h) => el('th', { scope: 'col' }, text(h))))),
    el('tbody', {}, ...rows),
  );
}

const STYLE = [
  'body{font-family:system-ui,sans-serif;margin:2rem;color:#2b2420}',
  'table{border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:.25rem .6rem;text-align:right}',
  'td:first-child,th:first-child{text-align:left}section{break-before:page;margin-top:3rem}',
  '.diagram{overflow:auto;border:1px solid #ddd;max-height:80vh}.legend li{display:inline-block;margin-right:1.5rem}',
  '.sw{display:inline-block;width:24px;height:4px;vertical-align:middle;margin-right:.3rem}.bad{color:#b23a2e}',
  '.transitions td{text-align:left;vertical-align:top}.transitions ul{margin:0;padding-left:1rem}',
  '.transitions tr:target{background:#fdf3d8}',
].join('');

async function machinePage(machine: AnyStateMachine, row: MachineReport, cov: MachineCoverage | undefined): Promise<string> {
  const layout = await layoutFlow(flowGraphOf(machine));
  const legend = KINDS.map((k) =>
    el(
      'li',
      {},
      el('span', { class: 'sw', style: `background:${COLOURS[k]}` }),
      text(`${KIND_LABELS[k]}: ${layout.edges.filter((e) => coverageKind(cov, e.key) === k).length}`),
    ),
  );
  const unwalked =
    row.unwalked.length > 0
      ? el('h3', { class: 'bad' }, 'Not walked') + el('ul', {}, ...row.unwalked.map((u) => el('li', {}, text(u))))
      : el('p', {}, 'Every transition walked.');
  const kept = [...(cov?.paths ?? []), ...(cov?.browserPaths ?? [])].map((p) =>
    el('li', {}, text(`${p.name}: ${p.steps.map((s) => s.event).join(' > ')}`)),
  );
  const summary = `${row.states} states, ${row.transitions} transitions; ${row.walkedByPaths} walked by ${row.paths} machine paths, ${
    row.walkedInBrowser
  } walked in ${row.browserWalks} browser walks.`;
  return el(
    'section',
    { id: machine.id },
    el('h2', {}, text(machine.id)),
    el('p', {}, text(summary)),
    el('ul', { class: 'legend' }, ...legend),
    el('div', { class: 'diagram' }, diagramSvg(machine, layout, cov)),
    unwalked,
    transitionTable(machine, row),
    kept.length > 0 ? el('details', {}, el('summary', {}, 'Paths kept for replay'), el('ol', {}, ...kept)) : '',
    el('p', {}, el('a', { href: '#top' }, 'Back to the summary')),
  );
}

/** The whole offline report: a summary table linking to one page (section) per machine. */
export async function reportHtml(
  machines: readonly AnyStateMachine[],
  coverage: ReadonlyMap<string, MachineCoverage>,
  generatedAt: string,
): Promise<string> {
  const rows = machines.map((m) => machineReport(m, coverage.get(m.id)));
  const pages = await Promise.all(machines.map((machine, i) => machinePage(machine, rows[i]!, coverage.get(machine.id))));
  const head = ['machine', 'states', 'transitions', 'walked by paths', 'walked in the browser', 'paths', 'browser walks'];
  const summary = rows.map((r) =>
    el(
      'tr',
      {},
      el('td', {}, el('a', { href: `#${r.machine}` }, text(r.machine))),
      el('td', {}, text(r.states)),
      el('td', {}, text(r.transitions)),
      el('td', { class: r.unwalked.length > 0 ? 'bad' : undefined }, text(`${r.walkedByPaths}/${r.transitions}`)),
      el('td', {}, text(r.browserWalks > 0 ? `${r.walkedInBrowser}/${r.transitions}` : '-')),
      el('td', {}, text(r.paths)),
      el('td', {}, text(r.browserWalks)),
    ),
  );
  const table = el('table', {}, el('thead', {}, el('tr', {}, ...head.map((h) => el('th', {}, h)))), el('tbody', {}, ...summary));
  return `<!doctype html>${el(
    'html',
    { lang: 'en' },
    el('head', {}, '<meta charset="utf-8">', el('title', {}, 'Boardwalk model coverage'), el('style', {}, STYLE)),
    el(
      'body',
      {},
      el('h1', { id: 'top' }, 'Boardwalk model coverage'),
      el('p', {}, text(`Generated ${generatedAt} by npm run test:model.`)),
      table,
      ...pages,
    ),
  )}`;
}

// Lays a flow graph out with ELK (the layered algorithm Stately's editor uses). elkjs is large, so it is
// imported here on demand: only Storybook, the model report and the `?inspect` panel load it.
import type { ELK, ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { FlowEdge, FlowGraph, FlowNode } from './statechartGraph';

export interface Point {
  x: number;
  y: number;
}

export interface PlacedNode extends FlowNode {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedEdge extends FlowEdge {
  /** Polylines of the arrow (one per ELK section: several for a transition with several targets). */
  sections: Point[][];
  labelAt: Point;
  labelWidth: number;
}

export interface FlowLayout {
  width: number;
  height: number;
  nodes: PlacedNode[];
  edges: PlacedEdge[];
}

/** Text metrics without a DOM (tests run in jsdom): an average glyph width of the diagram's font size. */
export const FONT_SIZE = 12;
const CHAR_WIDTH = FONT_SIZE * 0.6;
const LINE_HEIGHT = FONT_SIZE + 6;
const textWidth = (text: string) => Math.ceil(text.length * CHAR_WIDTH);

export function nodeLines(node: FlowNode): string[] {
  return [node.key, ...node.invoked.map((i) => `invoke: ${i}`)];
}

const DIAGRAM = '(diagram)';

/** Left-to-right layered layout across the hierarchy (set again on each parallel region, laid out on its own). */
const FLOW_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.direction': 'RIGHT',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.layered.spacing.nodeNodeBetweenLayers': '48',
  'elk.spacing.nodeNode': '28',
  'elk.spacing.edgeLabel': '4',
  'elk.edgeLabels.inline': 'false',
};

function toElk(graph: FlowGraph): ElkNode {
  const byParent = new Map<string | undefined, FlowNode[]>();
  for (const n of graph.nodes) byParent.set(n.parent, [...(byParent.get(n.parent) ?? []), n]);
  const parentOf = new Map(graph.nodes.map((n) => [n.id, n.parent]));
  const typeOf = new Map(graph.nodes.map((n) => [n.id, n.type]));
  // Each edge lives in the innermost node holding both ends (a proper ancestor of each), so ELK routes it
  // inside that node: needed where parallel regions are laid out on their own (below).
  const ancestors = (id: string): string[] => {
    const out: string[] = [];
    for (let p = parentOf.get(id); p !== undefined; p = parentOf.get(p)) out.push(p);
    return [...out, DIAGRAM];
  };
  const edgesIn = new Map<string, ElkExtendedEdge[]>();
  for (const e of graph.edges) {
    const others = e.targets.map(ancestors);
    const container = ancestors(e.source).find((a) => others.every((list) => list.includes(a))) ?? DIAGRAM;
    const edge = {
      id: e.key,
      sources: [e.source],
      targets: e.targets,
      labels: [{ text: e.label, width: textWidth(e.label), height: LINE_HEIGHT }],
    };
    edgesIn.set(container, [...(edgesIn.get(container) ?? []), edge]);
  }
  const build = (node: FlowNode): ElkNode => {
    const children = (byParent.get(node.id) ?? []).map(build);
    const lines = nodeLines(node);
    const header = lines.length * LINE_HEIGHT + 8;
    const width = Math.max(...lines.map(textWidth)) + 28;
    if (children.length === 0) return { id: node.id, width, height: header + 8 };
    const inParallel = typeOf.get(node.parent ?? '') === 'parallel';
    return {
      id: node.id,
      children,
      edges: edgesIn.get(node.id) ?? [],
      layoutOptions: {
        'elk.padding': `[top=${header + 8},left=16,bottom=16,right=16]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${width}, ${header + 24})`,
        // Parallel regions side by side (boxes in one row), each region laid out on its own.
        ...(node.type === 'parallel'
          ? { 'elk.algorithm': 'box', 'elk.aspectRatio': '100', 'elk.hierarchyHandling': 'SEPARATE_CHILDREN', 'elk.spacing.nodeNode': '24' }
          : inParallel
            ? { ...FLOW_OPTIONS }
            : {}),
      },
    };
  };
  const root = graph.nodes.find((n) => n.parent === undefined);
  if (!root) throw new Error(`machine ${graph.machineId} has no root`);
  return {
    id: DIAGRAM,
    layoutOptions: {
      ...FLOW_OPTIONS,
      'elk.json.edgeCoords': 'ROOT',
      'elk.json.shapeCoords': 'ROOT',
      'elk.padding': '[top=8,left=8,bottom=8,right=8]',
    },
    children: [build(root)],
    edges: edgesIn.get(DIAGRAM) ?? [],
  };
}

let elk: Promise<ELK> | undefined;

function loadElk(): Promise<ELK> {
  elk ??= import('elkjs/lib/elk.bundled.js').then(({ default: Elk }) => new Elk());
  return elk;
}

function midpoint(points: Point[]): Point {
  if (points.length === 0) return { x: 0, y: 0 };
  const a = points[Math.floor((points.length - 1) / 2)] ?? points[0]!;
  const b = points[Math.floor((points.length - 1) / 2) + 1] ?? a;
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

export async function layoutFlow(graph: FlowGraph): Promise<FlowLayout> {
  const laid = await (await loadElk()).layout(toElk(graph));
  const placed = new Map<string, { x: number; y: number; width: number; height: number }>();
  const visit = (n: ElkNode) => {
    placed.set(n.id, { x: n.x ?? 0, y: n.y ?? 0, width: n.width ?? 0, height: n.height ?? 0 });
    n.children?.forEach(visit);
  };
  visit(laid);
  const laidEdges = new Map<string, ElkExtendedEdge>();
  const collect = (n: ElkNode) => {
    n.edges?.forEach((e) => laidEdges.set(e.id, e));
    n.children?.forEach(collect);
  };
  collect(laid);
  const nodes = graph.nodes.map((n) => ({ ...n, ...(placed.get(n.id) ?? { x: 0, y: 0, width: 0, height: 0 }) }));
  const edges = graph.edges.map((e) => {
    const laidEdge = laidEdges.get(e.key);
    const routed = (laidEdge?.sections ?? []).map((s) => [s.startPoint, ...(s.bendPoints ?? []), s.endPoint]);
    // ELK leaves an edge between two parallel regions unrouted: draw it straight, centre to centre.
    const centre = (id: string) => {
      const p = placed.get(id) ?? { x: 0, y: 0, width: 0, height: 0 };
      return { x: p.x + p.width / 2, y: p.y + p.height / 2 };
    };
    const sections = routed.length > 0 ? routed : e.targets.map((t) => [centre(e.source), centre(t)]);
    const label = laidEdge?.labels?.[0];
    const labelAt = label?.x !== undefined && label.y !== undefined ? { x: label.x, y: label.y } : midpoint(sections[0] ?? []);
    return { ...e, sections, labelAt, labelWidth: textWidth(e.label) };
  });
  return { width: laid.width ?? 0, height: laid.height ?? 0, nodes, edges };
}

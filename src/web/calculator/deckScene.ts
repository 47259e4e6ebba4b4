// The deck drawing's Konva scene, driven imperatively by DeckCanvas, for load time. Konva's core and the
// two shapes used (Line, Rect) are imported on their own, and no React reconciler (react-konva) sits
// between the view and the canvas: that reconciler alone was about 35 KB gzip of the calculator's
// JavaScript, and re-reconciling every node on each pointer move cost frames during a drag. Edge
// labels are plain fillText calls in one custom shape per deck shape: Konva.Text's layout (wrapping,
// measuring every line on each change) is not needed for a one-line centred label, and weighs 6 KB.
//
// What stays cheap per pointer move: a shape whose drawn inputs did not change keeps its nodes
// untouched; the shape being dragged sits on a layer of its own, so a move redraws that one shape and
// not the others; the grid layer is redrawn only when the view or size changes; and the hit canvases
// (only read when a press hit-tests) are redrawn lazily before that read instead of on every draw.
import Konva from 'konva/lib/Core';
import { Line } from 'konva/lib/shapes/Line';
import { Rect } from 'konva/lib/shapes/Rect';
import { GRID_STEP, POINT_HANDLE_SIZE, type EditMode, type LengthUnit } from '../../domain/constants';
import { edgeMidpoints, shapeMetrics, type Point, type Shape } from '../../domain/geometry';
import { canvasColors, type CanvasColors } from './canvasColors';
import { placeEdgeLabels, type EdgeLabel } from './edgeLabels';

const LABEL_FONT_PX = 12;
const LABEL_FONT = '"Inter Variable", system-ui, sans-serif';

export interface SceneView {
  /** Stage scale (zoom x px per mm) and offset in screen pixels. */
  scale: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SceneContent {
  shapes: readonly Shape[];
  mode: EditMode;
  unit: LengthUnit;
  selectedId: string | null;
  /** The shape being dragged, if any: drawn on its own layer (and so above the others) meanwhile. */
  activeId?: string | null;
}

let measureContext: CanvasRenderingContext2D | null | undefined;
/** A label's width in screen px, as the scene draws it. */
function measureLabel(text: string): number {
  measureContext ??= document.createElement('canvas').getContext('2d');
  if (!measureContext) return text.length * LABEL_FONT_PX * 0.6;
  measureContext.font = `${LABEL_FONT_PX}px ${LABEL_FONT}`;
  return measureContext.measureText(text).width;
}

interface ShapeNodes {
  group: Konva.Group;
  outline: Line;
  /** Draws the edge lengths from `label`: one node for all of a shape's labels. */
  labels: Konva.Shape;
  label: { items: EdgeLabel[]; fontSize: number; fill: string };
  edges: Rect[];
  corners: Rect[];
  /** What the nodes were last drawn from: unchanged inputs skip the update. */
  drawn: { shape: Shape; index: number; selected: boolean; mode: EditMode; unit: LengthUnit; view: SceneView } | null;
}

/** Grid spacing in mm: the finest multiple of the 10 mm snap step whose lines stay at least 8 px apart. */
export function gridSpacing(scale: number): number {
  let step = GRID_STEP;
  while (step * scale < 8) step *= 10;
  return step;
}

export class DeckScene {
  readonly stage: Konva.Stage;
  private readonly gridLayer: Konva.Layer;
  private readonly shapesLayer: Konva.Layer;
  private readonly activeLayer: Konva.Layer;
  private readonly nodes = new Map<string, ShapeNodes>();
  private view: SceneView;
  private readonly colors: CanvasColors = canvasColors();
  /** Layers whose scene must be redrawn, and those whose hit canvas is out of date. */
  private readonly dirty = new Set<Konva.Layer>();
  private readonly hitStale = new Set<Konva.Layer>();

  constructor(container: HTMLDivElement, view: SceneView) {
    this.view = view;
    this.stage = new Konva.Stage({
      container,
      width: view.width,
      height: view.height,
      scaleX: view.scale,
      scaleY: view.scale,
      x: view.x,
      y: view.y,
    });
    // Gestures are read by DeckCanvas from its own element; Konva's listeners on its content element
    // would hit-test every pointer move for hover events nobody uses.
    this.stage.content.style.pointerEvents = 'none';
    this.gridLayer = new Konva.Layer({ listening: false });
    this.gridLayer.add(new Konva.Shape({ listening: false, perfectDrawEnabled: false, sceneFunc: (ctx) => this.drawGrid(ctx) }));
    this.shapesLayer = new Konva.Layer();
    this.activeLayer = new Konva.Layer();
    this.stage.add(this.gridLayer, this.shapesLayer, this.activeLayer);
    this.gridLayer.drawScene();
  }

  /** Follows the stage view (zoom, pan, size); redraws the grid when it changed. */
  setView(view: SceneView): boolean {
    const v = this.view;
    if (v.scale === view.scale && v.x === view.x && v.y === view.y && v.width === view.width && v.height === view.height) return false;
    this.view = view;
    this.stage.setAttrs({ width: view.width, height: view.height, scaleX: view.scale, scaleY: view.scale, x: view.x, y: view.y });
    this.gridLayer.drawScene();
    this.dirty.add(this.shapesLayer).add(this.activeLayer);
    return true;
  }

  /** Brings the nodes in line with the shapes; returns whether anything changed (then call draw). */
  setContent({ shapes, mode, unit, selectedId, activeId = null }: SceneContent): boolean {
    const view = this.view;
    let reorder = false;
    const live = new Set<string>();
    shapes.forEach((shape, index) => {
      live.add(shape.id);
      let n = this.nodes.get(shape.id);
      if (!n) {
        n = this.createNodes();
        this.nodes.set(shape.id, n);
        reorder = true;
      }
      const layer = shape.id === activeId ? this.activeLayer : this.shapesLayer;
      if (n.group.getLayer() !== layer) {
        this.dirty.add(n.group.getLayer() as Konva.Layer).add(layer);
        n.group.moveTo(layer);
        reorder = true;
      }
      const selected = shape.id === selectedId;
      const d = n.drawn;
      // Labels keep inside the visible stage, so any change of view (not only zoom) moves them.
      const same = d && d.shape === shape && d.index === index && d.selected === selected && d.mode === mode && d.unit === unit;
      if (same && d.view === view) return;
      if (d?.index !== index) reorder = true;
      this.updateNodes(n, shape, index, selected, mode, unit, view);
      this.dirty.add(layer);
    });
    for (const [id, n] of this.nodes) {
      if (live.has(id)) continue;
      this.dirty.add(n.group.getLayer() as Konva.Layer);
      n.group.destroy();
      this.nodes.delete(id);
    }
    // Later shapes are drawn above earlier ones.
    if (reorder) for (const shape of shapes) this.nodes.get(shape.id)!.group.moveToTop();
    return this.dirty.size > 0;
  }

  /** Redraws the layers that changed (their hit canvases wait until a press needs them). */
  draw(): void {
    for (const layer of this.dirty) {
      layer.drawScene();
      this.hitStale.add(layer);
    }
    this.dirty.clear();
  }

  /** The node under a point of the stage's container (px), by Konva's hit canvas. */
  hitTest(at: Point): Konva.Node | null {
    for (const layer of this.hitStale) layer.drawHit();
    this.hitStale.clear();
    return this.stage.getIntersection(at);
  }

  destroy(): void {
    this.stage.destroy();
    this.nodes.clear();
  }

  private createNodes(): ShapeNodes {
    const group = new Konva.Group();
    const outline = new Line({ closed: true, perfectDrawEnabled: false });
    const label: ShapeNodes['label'] = { items: [], fontSize: LABEL_FONT_PX, fill: this.colors.label };
    const labels = new Konva.Shape({
      listening: false,
      perfectDrawEnabled: false,
      sceneFunc: (ctx) => {
        ctx.font = `${label.fontSize}px ${LABEL_FONT}`;
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillStyle = label.fill;
        for (const l of label.items) ctx.fillText(l.text, l.x, l.y);
      },
    });
    group.add(outline, labels);
    this.shapesLayer.add(group);
    return { group, outline, labels, label, edges: [], corners: [], drawn: null };
  }

  private updateNodes(n: ShapeNodes, shape: Shape, s: number, selected: boolean, mode: EditMode, unit: LengthUnit, view: SceneView): void {
    const { scale } = view;
    const { points } = shape;
    const count = points.length;
    // A split (or a new shape) changes how many handles there are: rebuild them in drawing order
    // (edge handles, then corner handles) above the outline and its labels.
    if (n.corners.length !== count) {
      for (const node of [...n.edges, ...n.corners]) node.destroy();
      n.edges = points.map(() => new Rect({ stroke: this.colors.outlineSelected, perfectDrawEnabled: false }));
      n.corners = points.map(() => new Rect({ stroke: this.colors.handle, perfectDrawEnabled: false }));
      n.group.add(...n.edges, ...n.corners);
    }
    const metrics = shapeMetrics(points);
    const c = this.colors;
    const stroke = metrics.isValid ? (selected ? c.outlineSelected : c.outline) : c.invalid;
    const fill = metrics.isValid ? c.fill : c.invalidFill;
    n.outline.setAttrs({
      name: `shape:${s}`,
      points: points.flatMap((p) => [p.x, p.y]),
      fill,
      stroke,
      strokeWidth: (selected ? 3 : 2) / scale,
    });

    const handle = POINT_HANDLE_SIZE / scale;
    const fontSize = LABEL_FONT_PX / scale;
    const mids = edgeMidpoints(points);
    n.label.fontSize = fontSize;
    n.label.fill = metrics.isValid ? c.label : c.labelInvalid;
    const [minX, minY] = [-view.x / scale, -view.y / scale];
    const visible = { minX, minY, maxX: minX + view.width / scale, maxY: minY + view.height / scale };
    const labelOptions = { unit, scale, visible, handlePx: POINT_HANDLE_SIZE, fontPx: LABEL_FONT_PX, measure: measureLabel };
    n.label.items = placeEdgeLabels(points, labelOptions);
    // A handle is a square of `handle` px on screen centred on its point, easy to hit with a finger.
    const handleAt = (p: { x: number; y: number }) => ({
      x: p.x - handle / 2,
      y: p.y - handle / 2,
      width: handle,
      height: handle,
      strokeWidth: 1.5 / scale,
      hitStrokeWidth: 14 / scale,
    });
    mids.forEach((m, i) => {
      const fill = mode === 'individual' ? c.handleSplit : c.handle;
      n.edges[i].setAttrs({ ...handleAt(m), name: `edge:${s}:${i}`, cornerRadius: handle / 2, fill });
    });
    points.forEach((p, i) => {
      n.corners[i].setAttrs({ ...handleAt(p), name: `corner:${s}:${i}`, fill: selected ? c.outlineSelected : c.outline });
    });
    n.drawn = { shape, index: s, selected, mode, unit, view };
  }

  private drawGrid(ctx: Konva.Context): void {
    const { scale, x, y, width, height } = this.view;
    const spacing = gridSpacing(scale);
    const minX = Math.floor(-x / scale / spacing) * spacing;
    const minY = Math.floor(-y / scale / spacing) * spacing;
    const maxX = minX + width / scale + spacing * 2;
    const maxY = minY + height / scale + spacing * 2;
    ctx.beginPath();
    for (let gx = minX; gx <= maxX; gx += spacing) {
      ctx.moveTo(gx, minY);
      ctx.lineTo(gx, maxY);
    }
    for (let gy = minY; gy <= maxY; gy += spacing) {
      ctx.moveTo(minX, gy);
      ctx.lineTo(maxX, gy);
    }
    ctx.strokeStyle = this.colors.grid;
    ctx.lineWidth = 1 / scale;
    ctx.stroke();
    // Every tenth line is darker so metres read at a glance.
    const major = spacing * 10;
    ctx.beginPath();
    for (let gx = Math.floor(minX / major) * major; gx <= maxX; gx += major) {
      ctx.moveTo(gx, minY);
      ctx.lineTo(gx, maxY);
    }
    for (let gy = Math.floor(minY / major) * major; gy <= maxY; gy += major) {
      ctx.moveTo(minX, gy);
      ctx.lineTo(maxX, gy);
    }
    ctx.strokeStyle = this.colors.gridMajor;
    ctx.stroke();
  }
}

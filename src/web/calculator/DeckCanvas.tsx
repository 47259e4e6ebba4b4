// The deck drawing (docs/product.md#flows, docs/product.md#validation-rules, docs/product.md#figures-and-limits) on a react-konva stage:
// Stage, Layer, Line, Rect, Circle
// and Text as declarative components, drawn from the editor's snapshot. A view: the committed shapes,
// mode, unit and the stage view come in as props, a drag's preview is read from the editor actor
// (useDrawing); the container's DOM pointer events (mouse, pen and touch alike) go to the editor
// machine as they are, with what Konva's hit test found under the press. The machine tells a click from
// a drag, a split from an edge drag, a label click and a pinch; nothing here edits a shape or keeps
// gesture state. Konva's own draggable nodes are not used, so that the drawing is always exactly the
// machine's snapshot (a rejected edit snaps straight back).
//
// What keeps a drag at frame rate: the dragged shape is on a layer of its own that does not listen (a
// move redraws that one shape and no hit canvas), and it alone reads the drag's preview, from inside
// the stage: a pointer move re-renders that one shape in react-konva's own renderer, while the stage
// (whose every render re-applies its whole tree and walks the page's contexts) keeps props that do not
// change during a drag. Every other shape is a memoised component, so React and Konva leave its layer
// alone; the grid, the board layout and the frame share one non-listening layer (one canvas), redrawn only
// when the view (or the plan) changes. Konva's core and the four node classes used are imported on their own
// (react-konva's core entry), not all of Konva.
//
// Units: world coordinates are millimetres; the stage scale is the view's scale (zoom) x PX_PER_MM (canvasUnits.ts).
import type Konva from 'konva/lib/Core';
import 'konva/lib/shapes/Circle';
import 'konva/lib/shapes/Line';
import 'konva/lib/shapes/Rect';
import 'konva/lib/shapes/Text';
import { memo, useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { CanvasTarget } from '../../../machines/calculatorEditor.machine';
import { DeckEditorContext } from './deckEditorActor';
import { useDrawing, type DragInfo } from './useDeckEditor';
import { Circle, Layer, Line, Rect, Shape as KonvaShape, Stage, Text } from 'react-konva/lib/ReactKonvaCore';
import { css } from 'styled-system/css';
import { DEFAULT_CANVAS, GRID_STEP, POINT_HANDLE_SIZE, type EditMode, type LengthUnit } from '../../domain/constants';
import { edgeMidpoints, shapeMetrics, type Point, type Shape } from '../../domain/geometry';
import type { CanvasBoards, CanvasFrame } from './canvasBoards';
import { FrameLayer } from './FrameLayer';
import { fillRings, strokeSegments } from './canvasPaths';
import { canvasColors, type CanvasColors } from './canvasColors';
import type { StageView } from '../../domain/canvasView';
import { CANVAS_MARGIN_PX, PX_PER_MM } from './canvasUnits';
import { cornerAngle, placeEdgeLabels } from './edgeLabels';

const LABEL_FONT_PX = 12;
const LABEL_FONT = '"Inter Variable", system-ui, sans-serif';

/** What is being dragged, for the live angle beside a dragged corner. */
export interface DeckCanvasProps {
  /** The committed shapes; a drag's preview of one of them is read from the editor actor. */
  shapes: readonly Shape[];
  /** A tint of the chosen colour's swatch filling each valid shape; null: the theme's plain fill. */
  shapeFill: string | null;
  /** The board layout beneath the shapes (Show boards), or null. */
  boards: CanvasBoards | null;
  /** The frame's switched-on layers and the steps, or null. */
  frame?: CanvasFrame | null;
  mode: EditMode;
  unit: LengthUnit;
  selectedId: string | null;
  view: StageView;
  /** Accessible name of the drawing. */
  label?: string;
  /** Extra description (e.g. a summary of the shapes) for assistive technology. */
  describedBy?: string;
}

/** Stage scale (zoom x px per mm) and offset in screen pixels, with the stage's size. */
interface SceneView {
  scale: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Node names carry the hit target: 'corner:<shape index>:<i>', 'edge:…', 'label:…', 'shape:<shape index>'. */
function targetOf(node: Konva.Node | null, shapes: readonly Shape[]): CanvasTarget | null {
  const name = node?.name() ?? '';
  const [kind, s, i] = name.split(':');
  const shape = shapes[Number(s)];
  if (!shape) return null;
  if (kind === 'corner' || kind === 'edge' || kind === 'label') return { kind, shapeId: shape.id, index: Number(i) };
  if (kind === 'shape') return { kind, shapeId: shape.id };
  return null;
}

/**
 * The container's size, following the container; the spec's default 800 x 600 where it has none (no
 * ResizeObserver, or an empty box). Null until the observer's first report, so that the stage is made
 * once, at its real size, and in a task of its own rather than inside the commit that mounts the canvas.
 */
function useContainerSize(ref: React.RefObject<HTMLDivElement | null>) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (typeof ResizeObserver === 'undefined') {
      setSize({ ...DEFAULT_CANVAS });
      return;
    }
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry.contentRect.width);
      const height = Math.floor(entry.contentRect.height);
      setSize((was) => {
        if (width === 0 || height === 0) return was ?? { ...DEFAULT_CANVAS };
        return was && was.width === width && was.height === height ? was : { width, height };
      });
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

let measureContext: CanvasRenderingContext2D | null | undefined;
/** A label's width in screen px, as Konva draws it. */
function measureLabel(text: string): number {
  measureContext ??= document.createElement('canvas').getContext('2d');
  if (!measureContext) return text.length * LABEL_FONT_PX * 0.6;
  measureContext.font = `${LABEL_FONT_PX}px ${LABEL_FONT}`;
  return measureContext.measureText(text).width;
}

/** Grid spacing in mm: the finest multiple of the 10 mm snap step whose lines stay at least 8 px apart. */
export function gridSpacing(scale: number): number {
  let step = GRID_STEP;
  while (step * scale < 8) step *= 10;
  return step;
}

/** The grid, one custom shape: thin lines every snap step (or a multiple), darker every tenth. */
const Grid = memo(function Grid({ view, colors }: { view: SceneView; colors: CanvasColors }) {
  const { scale, x, y, width, height } = view;
  return (
    <KonvaShape
      listening={false}
      perfectDrawEnabled={false}
      sceneFunc={(ctx) => {
        const spacing = gridSpacing(scale);
        const minX = Math.floor(-x / scale / spacing) * spacing;
        const minY = Math.floor(-y / scale / spacing) * spacing;
        const maxX = minX + width / scale + spacing * 2;
        const maxY = minY + height / scale + spacing * 2;
        const lines = (step: number, from: Point) => {
          ctx.beginPath();
          for (let gx = from.x; gx <= maxX; gx += step) {
            ctx.moveTo(gx, minY);
            ctx.lineTo(gx, maxY);
          }
          for (let gy = from.y; gy <= maxY; gy += step) {
            ctx.moveTo(minX, gy);
            ctx.lineTo(maxX, gy);
          }
        };
        ctx.lineWidth = 1 / scale;
        lines(spacing, { x: minX, y: minY });
        ctx.strokeStyle = colors.grid;
        ctx.stroke();
        const major = spacing * 10;
        lines(major, { x: Math.floor(minX / major) * major, y: Math.floor(minY / major) * major });
        ctx.strokeStyle = colors.gridMajor;
        ctx.stroke();
      }}
    />
  );
});

/**
 * The board layout beneath the shapes: joists faintly, each piece in the board colour with a thin gap
 * line. One custom shape on the underlay layer, memoised on the layout and the zoom, so a drag of a
 * shape above it never redraws it.
 */
const BoardsLayer = memo(function BoardsLayer({ boards, scale, colors }: { boards: CanvasBoards; scale: number; colors: CanvasColors }) {
  return (
    <KonvaShape
      listening={false}
      perfectDrawEnabled={false}
      sceneFunc={(ctx) => {
        ctx.globalAlpha = 0.6;
        strokeSegments(ctx, boards.joists, colors.gridMajor, 1, scale);
        ctx.globalAlpha = 1;
        fillRings(ctx, boards.pieces.flat(), boards.boardFill, colors.outline, 0.5, scale);
      }}
    />
  );
});

interface DeckShapeProps {
  shape: Shape;
  index: number;
  selected: boolean;
  mode: EditMode;
  unit: LengthUnit;
  view: SceneView;
  colors: CanvasColors;
  fill: string | null;
  /** Being dragged: live lengths in bold, and the dragged corner's angle. */
  drag: DragInfo | null;
}

/** One deck shape: outline, edge lengths, edge handles and corner handles (in that drawing order). */
const DeckShape = memo(function DeckShape({ shape, index: s, selected, mode, unit, view, colors: c, fill, drag }: DeckShapeProps) {
  const { scale } = view;
  const { points } = shape;
  const metrics = useMemo(() => shapeMetrics(points), [points]);
  const labels = useMemo(() => {
    const [minX, minY] = [-view.x / scale, -view.y / scale];
    const visible = { minX, minY, maxX: minX + view.width / scale, maxY: minY + view.height / scale };
    return placeEdgeLabels(points, { unit, scale, visible, handlePx: POINT_HANDLE_SIZE, fontPx: LABEL_FONT_PX, measure: measureLabel });
  }, [points, unit, scale, view]);
  const mids = useMemo(() => edgeMidpoints(points), [points]);
  const handle = POINT_HANDLE_SIZE / scale;
  const stroke = metrics.isValid ? (selected ? c.outlineSelected : c.outline) : c.invalid;
  const labelFill = metrics.isValid ? c.label : c.labelInvalid;
  // The edges that move with a dragged corner (its two) or edge (it and its neighbours) read in bold.
  const n = points.length;
  const live = (i: number) =>
    drag !== null &&
    (drag.kind === 'shape' ||
      (drag.index !== null &&
        (i === drag.index || i === (drag.index + n - 1) % n || (drag.kind === 'edge' && i === (drag.index + 1) % n))));
  const angleAt = drag?.kind === 'corner' && drag.index !== null && drag.index < n ? drag.index : null;
  return (
    <>
      <Line
        name={`shape:${s}`}
        points={points.flatMap((p) => [p.x, p.y])}
        closed
        fill={metrics.isValid ? (fill ?? c.fill) : c.invalidFill}
        stroke={stroke}
        strokeWidth={(selected ? 3 : 2) / scale}
        perfectDrawEnabled={false}
      />
      {labels.map((l, i) => (
        <Text
          key={`l${i}`}
          name={`label:${s}:${i}`}
          text={l.text}
          x={l.x - l.width / 2}
          y={l.y - l.height / 2}
          width={l.width}
          height={l.height}
          align="center"
          verticalAlign="middle"
          fontSize={LABEL_FONT_PX / scale}
          fontFamily={LABEL_FONT}
          fontStyle={live(i) ? 'bold' : 'normal'}
          fill={labelFill}
          perfectDrawEnabled={false}
        />
      ))}
      {mids.map((m, i) => (
        <Circle
          key={`e${i}`}
          name={`edge:${s}:${i}`}
          x={m.x}
          y={m.y}
          radius={handle / 2}
          fill={mode === 'individual' ? c.handleSplit : c.handle}
          stroke={c.outlineSelected}
          strokeWidth={1.5 / scale}
          hitStrokeWidth={14 / scale}
          perfectDrawEnabled={false}
        />
      ))}
      {points.map((p, i) => (
        <Rect
          key={`c${i}`}
          name={`corner:${s}:${i}`}
          x={p.x - handle / 2}
          y={p.y - handle / 2}
          width={handle}
          height={handle}
          fill={selected ? c.outlineSelected : c.outline}
          stroke={c.handle}
          strokeWidth={1.5 / scale}
          hitStrokeWidth={14 / scale}
          perfectDrawEnabled={false}
        />
      ))}
      {angleAt !== null ? (
        <Text
          text={`${Math.round(cornerAngle(points, angleAt))}°`}
          x={points[angleAt].x + handle}
          y={points[angleAt].y + handle}
          fontSize={LABEL_FONT_PX / scale}
          fontFamily={LABEL_FONT}
          fontStyle="bold"
          fill={c.outlineSelected}
          listening={false}
          perfectDrawEnabled={false}
        />
      ) : null}
    </>
  );
});

/**
 * The shape being dragged, from the drag's preview. It reads the editor actor itself (react-konva carries
 * the page's contexts into the stage), so a pointer move re-renders this shape alone, not the stage.
 */
function DraggedShape(props: Omit<DeckShapeProps, 'shape' | 'drag'>) {
  const drawing = useDrawing(DeckEditorContext.useActorRef());
  const shape = drawing.shapes[props.index];
  return shape ? <DeckShape {...props} shape={shape} drag={drawing.drag} /> : null;
}

interface DeckStageProps {
  stageRef: React.RefObject<Konva.Stage | null>;
  shapes: readonly Shape[];
  /** The shape being dragged, if any: drawn on its own layer so that a move redraws it alone. */
  draggedId: string | null;
  selectedId: string | null;
  mode: EditMode;
  unit: LengthUnit;
  view: SceneView;
  colors: CanvasColors;
  fill: string | null;
  boards: CanvasBoards | null;
  frame: CanvasFrame | null;
}

/**
 * The stage and its layers. Memoised on props a drag leaves alone (the committed shapes, the dragged
 * shape's id): react-konva's Stage re-applies its whole tree whenever it renders.
 */
const DeckStage = memo(function DeckStage(props: DeckStageProps) {
  const { stageRef, shapes, draggedId, selectedId, mode, unit, view, colors, fill, boards, frame } = props;
  const shapeProps = (shape: Shape, index: number) => ({
    index,
    selected: shape.id === selectedId,
    mode,
    unit,
    view,
    colors,
    fill,
  });
  const active = draggedId === null ? -1 : shapes.findIndex((s) => s.id === draggedId);
  return (
    <Stage ref={stageRef} width={view.width} height={view.height} scaleX={view.scale} scaleY={view.scale} x={view.x} y={view.y}>
      {/* The underlay: one canvas for what lies beneath the shapes and changes only with the view or the
          plan (each layer is a canvas of the stage's size, composited again on every frame of a drag). */}
      <Layer listening={false}>
        <Grid view={view} colors={colors} />
        {boards ? <BoardsLayer boards={boards} scale={view.scale} colors={colors} /> : null}
        {frame ? <FrameLayer frame={frame} scale={view.scale} colors={colors} /> : null}
      </Layer>
      <Layer>
        {shapes.map((shape, i) => (i === active ? null : <DeckShape key={shape.id} shape={shape} {...shapeProps(shape, i)} drag={null} />))}
      </Layer>
      <Layer listening={false}>{active >= 0 ? <DraggedShape {...shapeProps(shapes[active], active)} /> : null}</Layer>
    </Stage>
  );
});

/** Memoised: the page re-renders for what the drawing does not show; a drag move re-renders this container and the dragged shape. */
export const DeckCanvas = memo(function DeckCanvas(props: DeckCanvasProps) {
  const { shapes, mode, unit, selectedId, view, label = 'Deck drawing', describedBy } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<Konva.Stage>(null);
  const size = useContainerSize(containerRef);
  const colors = useMemo(() => canvasColors(), []);
  const scale = view.scale * PX_PER_MM;
  const width = size?.width ?? 0;
  const height = size?.height ?? 0;
  const sceneView = useMemo<SceneView>(
    () => ({ scale, x: view.x + CANVAS_MARGIN_PX, y: view.y + CANVAS_MARGIN_PX, width, height }),
    [scale, view.x, view.y, width, height],
  );

  // Gestures are read by this component from its own element; Konva's listeners on its content element
  // would hit-test every pointer move for hover events nobody uses.
  useEffect(() => {
    const content = stageRef.current?.content;
    if (content) content.style.pointerEvents = 'none';
  }, [width]);

  const actor = DeckEditorContext.useActorRef();
  const send = actor.send;
  // The shapes as drawn (a drag's preview in place of the dragged shape), for the element's data-shapes.
  const drawing = useDrawing(actor);
  /** The pointer in stage px, from the machine's stage origin. */
  const local = (e: { clientX: number; clientY: number }): Point => {
    const rect = containerRef.current!.getBoundingClientRect();
    return { x: e.clientX - rect.left - CANVAS_MARGIN_PX, y: e.clientY - rect.top - CANVAS_MARGIN_PX };
  };

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    const at = local(e);
    e.currentTarget.setPointerCapture?.(e.pointerId);
    // Konva redraws a changed layer's hit canvas on its next frame; a press that comes sooner (right after
    // a delete) would hit the shape that was there before. A press is rare, so the hit canvases are drawn now.
    for (const layer of stageRef.current?.getLayers() ?? []) if (layer.isListening()) layer.drawHit();
    const node = stageRef.current?.getIntersection({ x: at.x + CANVAS_MARGIN_PX, y: at.y + CANVAS_MARGIN_PX }) ?? null;
    send({ type: 'pointer.down', pointerId: e.pointerId, at, target: targetOf(node, shapes) });
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => send({ type: 'pointer.move', pointerId: e.pointerId, at: local(e) });
  const onPointerUp = (e: ReactPointerEvent<HTMLDivElement>) => send({ type: 'pointer.up', pointerId: e.pointerId });
  const onPointerCancel = (e: ReactPointerEvent<HTMLDivElement>) => send({ type: 'pointer.cancel', pointerId: e.pointerId });

  // ctrl/cmd + wheel (and trackpad pinch, which the browser reports that way) zooms about the pointer;
  // a plain wheel keeps scrolling the page.
  useEffect(() => {
    const el = containerRef.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return;
      e.preventDefault();
      const rect = el.getBoundingClientRect();
      send({
        type: 'zoom.by',
        factor: Math.exp(-e.deltaY * 0.002),
        at: { x: e.clientX - rect.left - CANVAS_MARGIN_PX, y: e.clientY - rect.top - CANVAS_MARGIN_PX },
      });
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [send]);

  return (
    <div
      ref={containerRef}
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      data-testid="deck-canvas"
      data-zoom={view.scale}
      data-pan-x={view.x + CANVAS_MARGIN_PX}
      data-pan-y={view.y + CANVAS_MARGIN_PX}
      data-shapes={JSON.stringify(drawing.shapes)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      className={css({ position: 'absolute', inset: '0', touchAction: 'none', userSelect: 'none', overflow: 'hidden', bg: 'canvas.bg' })}
    >
      {/* Made once its size is known, after the frame that shows the canvas's box. */}
      {size ? (
        <DeckStage
          stageRef={stageRef}
          shapes={shapes}
          draggedId={drawing.draggedId}
          selectedId={selectedId}
          mode={mode}
          unit={unit}
          view={sceneView}
          colors={colors}
          fill={props.shapeFill}
          boards={props.boards}
          frame={props.frame ?? null}
        />
      ) : null}
    </div>
  );
});

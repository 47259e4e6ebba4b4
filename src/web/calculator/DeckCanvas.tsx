// The deck drawing (spec sections 4, 5, 9) on a Konva stage. Pure view: shapes, mode, unit and the
// stage view come in as props; pointer gestures go out as intents, which the page turns into
// calculatorEditor events. Nothing here edits a shape.
//
// Gestures are read from DOM pointer events on the stage's container (mouse, pen and touch alike)
// and hit-tested with Konva, rather than with Konva's own draggable nodes, so that the drawing is
// always exactly the machine's snapshot (a rejected edit snaps straight back) and so that a second
// finger can turn any drag into a pinch.
//
// Units: world coordinates are millimetres; the stage scale is zoom x PX_PER_MM (canvasUnits.ts).
import 'konva/lib/shapes/Line';
import 'konva/lib/shapes/Rect';
import 'konva/lib/shapes/Text';
import type Konva from 'konva/lib/Core';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Group, Layer, Line, Rect, Shape as KonvaShape, Stage, Text } from 'react-konva/lib/ReactKonvaCore';
import { css } from 'styled-system/css';
import { DEFAULT_CANVAS, GRID_STEP, POINT_HANDLE_SIZE, type EditMode, type LengthUnit } from '../../domain/constants';
import { edgeMidpoints, formatLength, shapeMetrics, type Point, type Shape } from '../../domain/geometry';
import { PX_PER_MM } from './canvasUnits';
/** Pointer travel (screen px) below which a press on an edge handle is a click (split), not a drag. */
const CLICK_SLOP_PX = 4;
const LABEL_FONT_PX = 12;
/**
 * The machine's stage origin sits this far inside the canvas, so shapes drawn near (0, 0) keep their
 * handles and dimension labels in view. Pointer positions are handed out relative to that origin.
 */
export const CANVAS_MARGIN_PX = 28;

export interface StageView {
  /** Zoom factor, 0.1..5. */
  zoom: number;
  /** Stage offset in screen pixels. */
  x: number;
  y: number;
}

/** A drag starts once the pointer has moved past the click slop; 'cancel' when a second finger lands. */
export type DragPhase = 'start' | 'move' | 'end' | 'cancel';
export type PinchPhase = 'start' | 'move' | 'end';

export interface DeckCanvasProps {
  shapes: readonly Shape[];
  mode: EditMode;
  unit: LengthUnit;
  selectedId: string | null;
  view: StageView;
  onSelect: (shapeId: string | null) => void;
  /** Corner drag: `to` is the pointer in mm (the domain snaps it). */
  onCornerDrag: (shapeId: string, index: number, to: Point, phase: DragPhase) => void;
  /** Edge-midpoint drag (scaling mode): the pointer in mm ('start' carries the press point). */
  onEdgeDrag: (shapeId: string, edgeIndex: number, point: Point, phase: DragPhase) => void;
  /** Edge-midpoint click (individual mode). */
  onEdgeSplit: (shapeId: string, edgeIndex: number) => void;
  /** Whole-shape drag: the pointer in mm ('start' carries the press point). */
  onShapeDrag: (shapeId: string, point: Point, phase: DragPhase) => void;
  /** Two-finger pan and zoom: both touches in canvas pixels (the machine clamps the zoom). */
  onPinch: (phase: PinchPhase, touches?: readonly [Point, Point]) => void;
  /** ctrl/cmd + wheel (and trackpad pinch): zoom by a factor about a canvas point. */
  onZoomAt: (factor: number, at: Point) => void;
  /** Accessible name of the drawing. */
  label?: string;
  /** Extra description (e.g. a summary of the shapes) for assistive technology. */
  describedBy?: string;
}

type Target =
  | { kind: 'corner'; shapeId: string; index: number }
  | { kind: 'edge'; shapeId: string; index: number }
  | { kind: 'shape'; shapeId: string };

interface Drag {
  pointerId: number;
  target: Target;
  startScreen: Point;
  startWorld: Point;
  /** Travelled past the click slop (so it is no longer a click). */
  far: boolean;
  /** The drag was started (its 'start' sent). */
  moved: boolean;
}

/** Node names carry the hit target: 'corner:<shape index>:<i>', 'edge:<shape index>:<i>', 'shape:<shape index>'. */
function targetOf(node: Konva.Node | null, shapes: readonly Shape[]): Target | null {
  const name = node?.name() ?? '';
  const [kind, s, i] = name.split(':');
  const shape = shapes[Number(s)];
  if (!shape) return null;
  if (kind === 'corner') return { kind, shapeId: shape.id, index: Number(i) };
  if (kind === 'edge') return { kind, shapeId: shape.id, index: Number(i) };
  if (kind === 'shape') return { kind, shapeId: shape.id };
  return null;
}

/** Grid spacing in mm: the finest multiple of the 10 mm snap step whose lines stay at least 8 px apart. */
function gridSpacing(scale: number): number {
  let step = GRID_STEP;
  while (step * scale < 8) step *= 10;
  return step;
}

/** The container's size, starting from the spec's default 800 x 600 and following the container. */
function useContainerSize(ref: React.RefObject<HTMLDivElement | null>) {
  const [size, setSize] = useState<{ width: number; height: number }>({ ...DEFAULT_CANVAS });
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = entry.contentRect;
      if (width > 0 && height > 0) setSize({ width: Math.floor(width), height: Math.floor(height) });
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

export function DeckCanvas(props: DeckCanvasProps) {
  const { shapes, mode, unit, selectedId, view, label = 'Deck drawing', describedBy } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<Konva.Stage>(null);
  const size = useContainerSize(containerRef);
  const scale = view.zoom * PX_PER_MM;

  // Gesture state lives in refs: it changes on every pointer move and is not part of the drawing.
  const pointers = useRef(new Map<number, Point>());
  const drag = useRef<Drag | null>(null);
  const pinching = useRef(false);
  // The latest props, for pointer handlers that outlive a render.
  const latest = useRef(props);
  latest.current = props;

  const local = (e: { clientX: number; clientY: number }): Point => {
    const rect = containerRef.current!.getBoundingClientRect();
    return { x: e.clientX - rect.left - CANVAS_MARGIN_PX, y: e.clientY - rect.top - CANVAS_MARGIN_PX };
  };
  const toWorld = (p: Point, v: StageView = latest.current.view): Point => {
    const s = v.zoom * PX_PER_MM;
    return { x: (p.x - v.x) / s, y: (p.y - v.y) / s };
  };

  const emit = (d: Drag, phase: DragPhase, screen: Point) => {
    const p = latest.current;
    const world = phase === 'start' ? d.startWorld : toWorld(screen);
    const t = d.target;
    if (t.kind === 'corner') p.onCornerDrag(t.shapeId, t.index, world, phase);
    else if (t.kind === 'shape') p.onShapeDrag(t.shapeId, world, phase);
    else if (p.mode === 'scaling') p.onEdgeDrag(t.shapeId, t.index, world, phase);
  };

  const touchPair = (): [Point, Point] => {
    const [a, b] = [...pointers.current.values()];
    return [a, b];
  };

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    const screen = local(e);
    pointers.current.set(e.pointerId, screen);
    e.currentTarget.setPointerCapture?.(e.pointerId);
    if (pointers.current.size === 2) {
      // A second finger turns the gesture into pan/zoom; an unfinished drag is abandoned.
      if (drag.current?.moved) emit(drag.current, 'cancel', drag.current.startScreen);
      drag.current = null;
      pinching.current = true;
      latest.current.onPinch('start', touchPair());
      return;
    }
    if (pointers.current.size > 2) return;
    const node = stageRef.current?.getIntersection({ x: screen.x + CANVAS_MARGIN_PX, y: screen.y + CANVAS_MARGIN_PX }) ?? null;
    const target = targetOf(node, latest.current.shapes);
    latest.current.onSelect(target?.shapeId ?? null);
    if (target) drag.current = { pointerId: e.pointerId, target, startScreen: screen, startWorld: toWorld(screen), far: false, moved: false };
  };

  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(e.pointerId)) return;
    const screen = local(e);
    pointers.current.set(e.pointerId, screen);
    if (pinching.current) {
      if (pointers.current.size >= 2) latest.current.onPinch('move', touchPair());
      return;
    }
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    if (!d.far && Math.hypot(screen.x - d.startScreen.x, screen.y - d.startScreen.y) < CLICK_SLOP_PX) return;
    d.far = true;
    // Individual mode: edge handles split on click and do not drag.
    if (d.target.kind === 'edge' && latest.current.mode !== 'scaling') return;
    if (!d.moved) {
      d.moved = true;
      emit(d, 'start', d.startScreen);
    }
    emit(d, 'move', screen);
  };

  const onPointerEnd = (e: ReactPointerEvent<HTMLDivElement>, cancelled: boolean) => {
    if (!pointers.current.has(e.pointerId)) return;
    const screen = local(e);
    pointers.current.delete(e.pointerId);
    if (pinching.current) {
      if (pointers.current.size < 2) {
        pinching.current = false;
        latest.current.onPinch('end');
      }
      return;
    }
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    drag.current = null;
    const p = latest.current;
    if (!d.far && d.target.kind === 'edge' && p.mode === 'individual' && !cancelled) p.onEdgeSplit(d.target.shapeId, d.target.index);
    if (!d.moved) return;
    emit(d, cancelled ? 'cancel' : 'end', screen);
  };

  // ctrl/cmd + wheel (and trackpad pinch, which the browser reports that way) zooms about the pointer;
  // a plain wheel keeps scrolling the page.
  useEffect(() => {
    const el = containerRef.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return;
      e.preventDefault();
      const rect = el.getBoundingClientRect();
      latest.current.onZoomAt(Math.exp(-e.deltaY * 0.002), { x: e.clientX - rect.left - CANVAS_MARGIN_PX, y: e.clientY - rect.top - CANVAS_MARGIN_PX });
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  const handle = POINT_HANDLE_SIZE / scale;
  const fontSize = LABEL_FONT_PX / scale;
  const spacing = gridSpacing(scale);

  return (
    <div
      ref={containerRef}
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      data-testid="deck-canvas"
      data-zoom={view.zoom}
      data-pan-x={view.x + CANVAS_MARGIN_PX}
      data-pan-y={view.y + CANVAS_MARGIN_PX}
      data-shapes={JSON.stringify(shapes)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(e) => onPointerEnd(e, false)}
      onPointerCancel={(e) => onPointerEnd(e, true)}
      className={css({ position: 'absolute', inset: '0', touchAction: 'none', userSelect: 'none', overflow: 'hidden', bg: '#fbfaf7' })}
    >
      <Stage
        ref={stageRef}
        width={size.width}
        height={size.height}
        scaleX={scale}
        scaleY={scale}
        x={view.x + CANVAS_MARGIN_PX}
        y={view.y + CANVAS_MARGIN_PX}
      >
        <Layer listening={false}>
          <KonvaShape
            sceneFunc={(ctx) => {
              const minX = Math.floor(-(view.x + CANVAS_MARGIN_PX) / scale / spacing) * spacing;
              const minY = Math.floor(-(view.y + CANVAS_MARGIN_PX) / scale / spacing) * spacing;
              const maxX = minX + size.width / scale + spacing * 2;
              const maxY = minY + size.height / scale + spacing * 2;
              ctx.beginPath();
              for (let x = minX; x <= maxX; x += spacing) {
                ctx.moveTo(x, minY);
                ctx.lineTo(x, maxY);
              }
              for (let y = minY; y <= maxY; y += spacing) {
                ctx.moveTo(minX, y);
                ctx.lineTo(maxX, y);
              }
              ctx.strokeStyle = '#e7e1d8';
              ctx.lineWidth = 1 / scale;
              ctx.stroke();
              // Every tenth line is darker so metres read at a glance.
              const major = spacing * 10;
              ctx.beginPath();
              for (let x = Math.floor(minX / major) * major; x <= maxX; x += major) {
                ctx.moveTo(x, minY);
                ctx.lineTo(x, maxY);
              }
              for (let y = Math.floor(minY / major) * major; y <= maxY; y += major) {
                ctx.moveTo(minX, y);
                ctx.lineTo(maxX, y);
              }
              ctx.strokeStyle = '#cfc5b7';
              ctx.stroke();
            }}
          />
        </Layer>
        <Layer>
          {shapes.map((shape, s) => {
            const metrics = shapeMetrics(shape.points);
            const selected = shape.id === selectedId;
            const stroke = metrics.isValid ? (selected ? '#5c3b22' : '#7c5232') : '#c0392b';
            const fill = metrics.isValid ? 'rgba(201, 131, 44, 0.28)' : 'rgba(192, 57, 43, 0.25)';
            const flat = shape.points.flatMap((p) => [p.x, p.y]);
            const mids = edgeMidpoints(shape.points);
            const centre = { x: metrics.bounds.minX + metrics.bounds.width / 2, y: metrics.bounds.minY + metrics.bounds.height / 2 };
            return (
              <Group key={shape.id}>
                <Line name={`shape:${s}`} points={flat} closed fill={fill} stroke={stroke} strokeWidth={(selected ? 3 : 2) / scale} />
                {metrics.edgeLengths.map((length, i) => {
                  const a = shape.points[i];
                  const b = shape.points[(i + 1) % shape.points.length];
                  const m = mids[i];
                  // Label sits just outside the edge, pushed away from the shape's centre.
                  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
                  let nx = -(b.y - a.y) / len;
                  let ny = (b.x - a.x) / len;
                  if ((m.x - centre.x) * nx + (m.y - centre.y) * ny < 0) {
                    nx = -nx;
                    ny = -ny;
                  }
                  const text = formatLength(length, unit);
                  const width = text.length * fontSize * 0.62;
                  const off = fontSize * 1.2;
                  return (
                    <Text
                      key={`l${i}`}
                      listening={false}
                      text={text}
                      x={m.x + nx * off - width / 2}
                      y={m.y + ny * off - fontSize / 2}
                      width={width}
                      align="center"
                      fontSize={fontSize}
                      fontFamily="Inter Variable, system-ui, sans-serif"
                      fill={metrics.isValid ? '#2b1c10' : '#a83a26'}
                    />
                  );
                })}
                {mids.map((m, i) => (
                  <Rect
                    key={`e${i}`}
                    name={`edge:${s}:${i}`}
                    x={m.x - handle / 2}
                    y={m.y - handle / 2}
                    width={handle}
                    height={handle}
                    rotation={0}
                    cornerRadius={handle / 2}
                    fill={mode === 'individual' ? '#e0a04a' : '#ffffff'}
                    stroke="#5c3b22"
                    strokeWidth={1.5 / scale}
                    hitStrokeWidth={14 / scale}
                  />
                ))}
                {shape.points.map((p, i) => (
                  <Rect
                    key={`c${i}`}
                    name={`corner:${s}:${i}`}
                    x={p.x - handle / 2}
                    y={p.y - handle / 2}
                    width={handle}
                    height={handle}
                    fill={selected ? '#5c3b22' : '#7c5232'}
                    stroke="#ffffff"
                    strokeWidth={1.5 / scale}
                    hitStrokeWidth={14 / scale}
                  />
                ))}
              </Group>
            );
          })}
        </Layer>
      </Stage>
    </div>
  );
}

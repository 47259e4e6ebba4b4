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
import type Konva from 'konva/lib/Core';
import { memo, useEffect, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { css } from 'styled-system/css';
import { DEFAULT_CANVAS, type EditMode, type LengthUnit } from '../../domain/constants';
import type { Point, Shape } from '../../domain/geometry';
import { CANVAS_MARGIN_PX, PX_PER_MM } from './canvasUnits';
import { DeckScene, type SceneContent, type SceneView } from './deckScene';
import type { CanvasBoards } from './canvasBoards';
/** Pointer travel (screen px) below which a press on an edge handle is a click (split), not a drag. */
const CLICK_SLOP_PX = 4;

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
  /** A tint of the chosen colour's swatch filling each valid shape; null: the theme's plain fill. */
  shapeFill: string | null;
  /** The board layout beneath the shapes (Show boards), or null. */
  boards: CanvasBoards | null;
  mode: EditMode;
  unit: LengthUnit;
  selectedId: string | null;
  /** The shape being dragged, if any: drawn on its own layer so that a move redraws it alone. */
  draggedId?: string | null;
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

/**
 * The container's size, following the container; the spec's default 800 x 600 where it has none (no
 * ResizeObserver, or an empty box). Null until the observer's first report, so that the stage is made
 * once, at its real size (sizing Konva's canvases twice, every layer with its hit canvas, was a long
 * task on a phone), and in a task of its own rather than inside the commit that mounts the canvas.
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

/** Brings the scene to a view and content; draws what changed. */
function syncScene(s: DeckScene, view: SceneView, content: SceneContent) {
  const viewChanged = s.setView(view);
  const contentChanged = s.setContent(content);
  if (viewChanged || contentChanged) s.draw();
}

/** Memoised: during a drag only the canvas re-renders, and only when its own props change. */
export const DeckCanvas = memo(function DeckCanvas(props: DeckCanvasProps) {
  const { shapes, mode, unit, selectedId, draggedId = null, view, label = 'Deck drawing', describedBy } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const scene = useRef<DeckScene | null>(null);
  const size = useContainerSize(containerRef);
  const scale = view.zoom * PX_PER_MM;

  // The Konva scene lives as long as the canvas. It is made once its size is known, after the frame
  // that shows the canvas's box (its colour, no drawing yet): making Konva's canvases and drawing
  // them is then a task of its own rather than part of the commit that mounts the page's widgets
  // (a benchmark target: blocking time). From then on each render hands it, before paint, what it draws.
  useLayoutEffect(
    () => () => {
      scene.current?.destroy();
      scene.current = null;
    },
    [],
  );
  const width = size?.width ?? 0;
  const height = size?.height ?? 0;
  useLayoutEffect(() => {
    if (scene.current)
      syncScene(
        scene.current,
        { scale, x: view.x + CANVAS_MARGIN_PX, y: view.y + CANVAS_MARGIN_PX, width, height },
        { shapes, mode, unit, selectedId, activeId: draggedId },
      );
  }, [scale, view.x, view.y, width, height, shapes, mode, unit, selectedId, draggedId]);
  useEffect(() => {
    if (width === 0 || scene.current) return;
    const sceneView = { scale, x: view.x + CANVAS_MARGIN_PX, y: view.y + CANVAS_MARGIN_PX, width, height };
    scene.current = new DeckScene(hostRef.current!, sceneView);
    syncScene(scene.current, sceneView, { shapes, mode, unit, selectedId, activeId: draggedId });
  }, [scale, view.x, view.y, width, height, shapes, mode, unit, selectedId, draggedId]);

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
    const node = scene.current?.hitTest({ x: screen.x + CANVAS_MARGIN_PX, y: screen.y + CANVAS_MARGIN_PX }) ?? null;
    const target = targetOf(node, latest.current.shapes);
    latest.current.onSelect(target?.shapeId ?? null);
    if (target)
      drag.current = { pointerId: e.pointerId, target, startScreen: screen, startWorld: toWorld(screen), far: false, moved: false };
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
      latest.current.onZoomAt(Math.exp(-e.deltaY * 0.002), {
        x: e.clientX - rect.left - CANVAS_MARGIN_PX,
        y: e.clientY - rect.top - CANVAS_MARGIN_PX,
      });
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

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
      className={css({ position: 'absolute', inset: '0', touchAction: 'none', userSelect: 'none', overflow: 'hidden', bg: 'canvas.bg' })}
    >
      <div ref={hostRef} />
    </div>
  );
});

// Edge length labels on the deck drawing: on first load of /deck-calculator (the new shape at (50, 50)
// mm, zoom 1, the stage origin CANVAS_MARGIN_PX inside the canvas) every label is inside the visible
// stage and off every handle, at a desktop and a phone width; away from the stage's sides the labels
// still sit outside their edges.
import { describe, expect, it } from 'vitest';
import { DEFAULT_LENGTH_UNIT, LENGTH_UNITS, POINT_HANDLE_SIZE } from '../../domain/constants';
import { edgeMidpoints, newShape, type Point } from '../../domain/geometry';
import { CANVAS_MARGIN_PX, PX_PER_MM } from './canvasUnits';
import { cornerAngle, placeEdgeLabels, type EdgeLabel, type WorldRect } from './edgeLabels';

const FONT_PX = 12;
/** A generous width for the label font (wider than Inter's digits and "mm"). */
const measure = (text: string) => text.length * FONT_PX * 0.62;

interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}
const box = (x: number, y: number, w: number, h: number): Box => ({ minX: x - w / 2, maxX: x + w / 2, minY: y - h / 2, maxY: y + h / 2 });
const labelBox = (l: EdgeLabel): Box => box(l.x, l.y, l.width, l.height);
const handleBox = (p: Point, size: number): Box => box(p.x, p.y, size, size);
const overlaps = (a: Box, b: Box) => a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;
const within = (a: Box, r: WorldRect) => a.minX >= r.minX && a.maxX <= r.maxX && a.minY >= r.minY && a.maxY <= r.maxY;

function firstLoad(width: number, height: number) {
  const scale = 1 * PX_PER_MM;
  const offset = CANVAS_MARGIN_PX;
  const visible = { minX: -offset / scale, minY: -offset / scale, maxX: (width - offset) / scale, maxY: (height - offset) / scale };
  const { points } = newShape(0);
  return { points, scale, visible };
}

describe('edge length labels', () => {
  for (const [width, height] of [
    [800, 600],
    [358, 420],
  ]) {
    for (const unit of LENGTH_UNITS) {
      it(`on first load at ${width} x ${height} px (${unit}) stay inside the stage and off the handles`, () => {
        const { points, scale, visible } = firstLoad(width, height);
        const labels = placeEdgeLabels(points, { unit, scale, visible, handlePx: POINT_HANDLE_SIZE, fontPx: FONT_PX, measure });
        expect(labels).toHaveLength(points.length);
        const handle = POINT_HANDLE_SIZE / scale;
        const handles = [...edgeMidpoints(points), ...points].map((p) => handleBox(p, handle));
        for (const label of labels) {
          expect(within(labelBox(label), visible), `${label.text} at ${label.x}, ${label.y}`).toBe(true);
          for (const h of handles) expect(overlaps(labelBox(label), h), `${label.text} on a handle`).toBe(false);
        }
      });
    }
  }

  it('sit outside their edges when the stage has room', () => {
    const points = [
      { x: 2000, y: 2000 },
      { x: 4000, y: 2000 },
      { x: 4000, y: 3000 },
      { x: 2000, y: 3000 },
    ];
    const visible = { minX: 0, minY: 0, maxX: 8000, maxY: 6000 };
    const options = { unit: DEFAULT_LENGTH_UNIT, scale: PX_PER_MM, visible, handlePx: POINT_HANDLE_SIZE, fontPx: FONT_PX, measure };
    const labels = placeEdgeLabels(points, options);
    expect(labels).toHaveLength(4);
    const [top, right, bottom, left] = labels.map(labelBox);
    expect(top.maxY).toBeLessThan(2000);
    expect(right.minX).toBeGreaterThan(4000);
    expect(bottom.minY).toBeGreaterThan(3000);
    expect(left.maxX).toBeLessThan(2000);
  });
});

describe('cornerAngle', () => {
  const L: Point[] = [
    { x: 0, y: 0 },
    { x: 1000, y: 0 },
    { x: 1000, y: 500 },
    { x: 500, y: 500 },
    { x: 500, y: 1000 },
    { x: 0, y: 1000 },
  ];
  it('reads 90 at every corner of a square, either winding', () => {
    const square = newShape(1).points;
    for (const pts of [square, [...square].reverse()]) for (let i = 0; i < 4; i++) expect(cornerAngle(pts, i)).toBeCloseTo(90, 9);
  });
  it('reads 270 at the inner corner of an L and 90 elsewhere', () => {
    expect(L.map((_, i) => Math.round(cornerAngle(L, i)))).toEqual([90, 90, 90, 270, 90, 90]);
  });
  it('reads 45 and 135 on a right trapezoid', () => {
    const t: Point[] = [
      { x: 0, y: 0 },
      { x: 1000, y: 0 },
      { x: 500, y: 500 },
      { x: 0, y: 500 },
    ];
    expect(t.map((_, i) => Math.round(cornerAngle(t, i)))).toEqual([90, 45, 135, 90]);
  });
});

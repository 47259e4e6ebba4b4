// Typed edge lengths (spec section 4 "Calculator", section 5 "Snapping"): properties over rectangles
// of any grid size and position, and the parsing of what a visitor types.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitView, PX_PER_MM, zoomAbout } from './canvasView';
import { parseEdgeLength, withEdgeLength } from './edgeLength';
import { edgeLengths, isRectangle, polygonArea, type Point } from './geometry';

const grid = (min: number, max: number) => fc.integer({ min: min / 10, max: max / 10 }).map((n) => n * 10);
/** An axis-aligned rectangle on the 10 mm grid, corners clockwise from its top-left. */
const rectangle = fc
  .record({ x: grid(-5000, 5000), y: grid(-5000, 5000), w: grid(320, 20_000), h: grid(320, 20_000) })
  .map(({ x, y, w, h }): Point[] => [
    { x, y },
    { x: x + w, y },
    { x: x + w, y: y + h },
    { x, y: y + h },
  ]);

describe('withEdgeLength', () => {
  it('individual: the edge gets the length, the rectangle stays a rectangle, its first corner stays put', () => {
    fc.assert(
      fc.property(rectangle, fc.integer({ min: 0, max: 3 }), grid(10, 30_000), (points, edge, length) => {
        const next = withEdgeLength(points, edge, length, 'individual');
        expect(edgeLengths(next)[edge]).toBe(length);
        expect(isRectangle(next)).toBe(true);
        expect(next[edge]).toEqual(points[edge]);
        for (const p of next) expect([p.x % 10, p.y % 10].map(Math.abs)).toEqual([0, 0]);
      }),
    );
  });

  it('scaling: the edge gets the length and the area scales with its square', () => {
    fc.assert(
      fc.property(rectangle, fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 8 }), (points, edge, factor) => {
        const length = edgeLengths(points)[edge] * factor;
        const next = withEdgeLength(points, edge, length, 'scaling');
        expect(edgeLengths(next)[edge]).toBe(length);
        expect(polygonArea(next)).toBe(polygonArea(points) * factor * factor);
        expect(next[edge]).toEqual(points[edge]);
      }),
    );
  });

  it('individual on an L moves only the edge’s end corner', () => {
    const L: Point[] = [
      { x: 0, y: 0 },
      { x: 1000, y: 0 },
      { x: 1000, y: 500 },
      { x: 500, y: 500 },
      { x: 500, y: 1000 },
      { x: 0, y: 1000 },
    ];
    const next = withEdgeLength(L, 0, 1500, 'individual');
    expect(next.filter((p, i) => p.x !== L[i].x || p.y !== L[i].y)).toEqual([{ x: 1500, y: 0 }]);
  });
});

describe('parseEdgeLength', () => {
  it('reads millimetres, with or without "mm", snapped to the 10 mm grid', () => {
    expect(['2000', ' 2000 mm', '2004', '1995.5', '0.4', 'two', '-100', '', '1e3'].map(parseEdgeLength)).toEqual([
      2000,
      2000,
      2000,
      2000,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('stage view', () => {
  it('Fit to shapes puts every point inside the stage (zoom within 0.1..5)', () => {
    const stage = fc.record({ width: fc.integer({ min: 200, max: 2000 }), height: fc.integer({ min: 200, max: 2000 }) });
    fc.assert(
      fc.property(rectangle, stage, (points, { width, height }) => {
        const view = fitView(points, width, height, { scale: 1, x: 0, y: 0 });
        expect(view.scale).toBeGreaterThanOrEqual(0.1);
        expect(view.scale).toBeLessThanOrEqual(5);
        const s = view.scale * PX_PER_MM;
        if (view.scale > 0.1)
          for (const p of points) {
            expect(view.x + p.x * s).toBeGreaterThanOrEqual(-1e-6);
            expect(view.x + p.x * s).toBeLessThanOrEqual(width + 1e-6);
            expect(view.y + p.y * s).toBeGreaterThanOrEqual(-1e-6);
            expect(view.y + p.y * s).toBeLessThanOrEqual(height + 1e-6);
          }
      }),
    );
  });

  it('zooming about a point keeps that point where it is', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.2, max: 4, noNaN: true }),
        fc.integer({ min: 0, max: 800 }),
        fc.integer({ min: 0, max: 600 }),
        (f, x, y) => {
          const view = { scale: 1, x: 30, y: -20 };
          const next = zoomAbout(view, f, { x, y });
          const world = { x: (x - view.x) / view.scale, y: (y - view.y) / view.scale };
          expect(next.x + world.x * next.scale).toBeCloseTo(x, 6);
          expect(next.y + world.y * next.scale).toBeCloseTo(y, 6);
        },
      ),
    );
  });
});

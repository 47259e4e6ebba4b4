// Typed edge lengths (docs/product.md#calculator-editing, docs/product.md#shape-validity): properties over rectangles
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

  it('a rectangle in either mode: the edge and its opposite get the length, the other two stay', () => {
    fc.assert(
      fc.property(
        rectangle,
        fc.integer({ min: 0, max: 3 }),
        grid(320, 30_000),
        fc.constantFrom('scaling', 'individual'),
        (points, edge, length, mode) => {
          const next = withEdgeLength(points, edge, length, mode);
          const before = edgeLengths(points);
          const after = edgeLengths(next);
          expect(after[edge]).toBe(length);
          expect(after[(edge + 2) % 4]).toBe(length);
          expect(after[(edge + 1) % 4]).toBe(before[(edge + 1) % 4]);
          expect(after[(edge + 3) % 4]).toBe(before[(edge + 3) % 4]);
          expect(isRectangle(next)).toBe(true);
          expect(next[edge]).toEqual(points[edge]);
        },
      ),
    );
  });

  it('typing 4000 on the top edge of a 1 m square in scaling mode makes it 4 m x 1 m, not 4 m x 4 m', () => {
    const square: Point[] = [
      { x: 50, y: 50 },
      { x: 1050, y: 50 },
      { x: 1050, y: 1050 },
      { x: 50, y: 1050 },
    ];
    expect(polygonArea(withEdgeLength(square, 0, 4000, 'scaling'))).toBe(4_000_000);
  });

  it('scaling a shape that is no rectangle: the edge gets the length and the area scales with its square', () => {
    const L: Point[] = [
      { x: 0, y: 0 },
      { x: 1000, y: 0 },
      { x: 1000, y: 500 },
      { x: 500, y: 500 },
      { x: 500, y: 1000 },
      { x: 0, y: 1000 },
    ];
    const next = withEdgeLength(L, 0, 2000, 'scaling');
    expect(edgeLengths(next)[0]).toBe(2000);
    expect(polygonArea(next)).toBe(polygonArea(L) * 4);
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

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  acceptEdit,
  anchorIndex,
  bounds,
  canAddShape,
  clampZoom,
  edgeMidpoints,
  formatArea,
  fractionAlong,
  formatLength,
  isRectangle,
  isSelfIntersecting,
  isValidShape,
  moveCorner,
  moveEdge,
  newShape,
  pointAlong,
  polygonArea,
  scaleFromCorner,
  segmentLength,
  segmentsIntersect,
  shapeMetrics,
  shapeToQuoteBox,
  snapToGrid,
  splitEdge,
  translate,
  type Point,
  type Segment,
} from './geometry';

const rect = (x: number, y: number, w: number, h: number): Point[] => [
  { x, y },
  { x: x + w, y },
  { x: x + w, y: y + h },
  { x, y: y + h },
];

const SQUARE = rect(50, 50, 1000, 1000);

describe('snapToGrid', () => {
  it('rounds to the nearest 10 by default', () => {
    expect(snapToGrid(0)).toBe(0);
    expect(snapToGrid(4)).toBe(0);
    expect(snapToGrid(5)).toBe(10);
    expect(snapToGrid(14.9)).toBe(10);
    expect(snapToGrid(1055)).toBe(1060);
    expect(snapToGrid(-14)).toBe(-10);
  });
  it('never yields negative zero', () => {
    expect(Object.is(snapToGrid(-3), 0)).toBe(true);
  });
  it('honours another step', () => {
    expect(snapToGrid(26, 25)).toBe(25);
    expect(snapToGrid(38, 25)).toBe(50);
  });
});

describe('newShape', () => {
  it('is a 1000 x 1000 square from (50,50) with 4 points and id box-{timestamp}', () => {
    const s = newShape(1_700_000_000_000);
    expect(s.id).toBe('box-1700000000000');
    expect(s.points).toEqual([
      { x: 50, y: 50 },
      { x: 1050, y: 50 },
      { x: 1050, y: 1050 },
      { x: 50, y: 1050 },
    ]);
    const m = shapeMetrics(s.points);
    expect(m.area).toBe(1_000_000);
    expect(m.isValid).toBe(true);
    expect(m.isRectangle).toBe(true);
  });
});

describe('shapeMetrics', () => {
  it('measures the 1000 x 1000 square', () => {
    const m = shapeMetrics(SQUARE);
    expect(m.area).toBe(1_000_000);
    expect(m.perimeter).toBe(4000);
    expect(m.edgeLengths).toEqual([1000, 1000, 1000, 1000]);
    expect(m.bounds).toEqual({ minX: 50, maxX: 1050, minY: 50, maxY: 1050, width: 1000, height: 1000 });
  });

  it('measures a right triangle and an L shape', () => {
    const tri = [
      { x: 0, y: 0 },
      { x: 3000, y: 0 },
      { x: 0, y: 4000 },
    ];
    const m = shapeMetrics(tri);
    expect(m.area).toBe(6_000_000);
    expect(m.edgeLengths).toEqual([3000, 5000, 4000]);
    expect(m.perimeter).toBe(12000);
    expect(m.isRectangle).toBe(false);
    expect(m.isValid).toBe(true);

    const ell = [
      { x: 0, y: 0 },
      { x: 2000, y: 0 },
      { x: 2000, y: 1000 },
      { x: 1000, y: 1000 },
      { x: 1000, y: 2000 },
      { x: 0, y: 2000 },
    ];
    const l = shapeMetrics(ell);
    expect(l.area).toBe(3_000_000);
    expect(l.perimeter).toBe(8000);
    expect(l.isValid).toBe(true);
    expect(l.isRectangle).toBe(false);
  });

  it('gives the same area for either winding order', () => {
    expect(polygonArea([...SQUARE].reverse())).toBe(1_000_000);
  });

  it('handles fewer than 3 points without throwing, and marks them invalid', () => {
    expect(shapeMetrics([]).bounds).toEqual({ minX: 0, maxX: 0, minY: 0, maxY: 0, width: 0, height: 0 });
    expect(shapeMetrics([]).isValid).toBe(false);
    const two = shapeMetrics([
      { x: 0, y: 0 },
      { x: 1000, y: 0 },
    ]);
    expect(two.area).toBe(0);
    expect(two.isValid).toBe(false);
  });
});

describe('validity', () => {
  it('accepts exactly 0.1 m2 (100000 mm2) and rejects just under it', () => {
    expect(isValidShape(rect(0, 0, 400, 250))).toBe(true); // 100000
    expect(isValidShape(rect(0, 0, 1000, 100))).toBe(true); // 100000
    expect(isValidShape(rect(0, 0, 310, 320))).toBe(false); // 99200
    expect(isValidShape(rect(0, 0, 1000, 90))).toBe(false); // 90000
  });

  it('rejects two points closer than 1 mm', () => {
    const pts = [...SQUARE.slice(0, 2), { x: 1050, y: 50.5 }, ...SQUARE.slice(2)];
    expect(polygonArea(pts)).toBeGreaterThan(100000);
    expect(isValidShape(pts)).toBe(false);
    // duplicate corner
    expect(isValidShape([...SQUARE, { x: 50, y: 1050 }])).toBe(false);
  });

  it('accepts points exactly 1 mm apart', () => {
    const pts = [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 1000, y: 0 },
      { x: 1000, y: 1000 },
      { x: 0, y: 1000 },
    ];
    // collinear points on one edge are allowed: not closer than 1, no fold-back
    expect(isValidShape(pts)).toBe(true);
  });

  it('rejects a self-intersecting bowtie even though its shoelace area is large', () => {
    const bowtie = [
      { x: 0, y: 0 },
      { x: 2000, y: 2000 },
      { x: 2000, y: 0 },
      { x: 0, y: 2000 },
    ];
    expect(isSelfIntersecting(bowtie)).toBe(true);
    expect(isValidShape(bowtie)).toBe(false);
    expect(shapeMetrics(bowtie).isValid).toBe(false);
    const lopsided = [
      { x: 0, y: 0 },
      { x: 3000, y: 2000 },
      { x: 3000, y: 0 },
      { x: 0, y: 1000 },
    ];
    expect(polygonArea(lopsided)).toBeGreaterThan(100000);
    expect(isValidShape(lopsided)).toBe(false);
  });

  it('rejects a vertex touching a non-adjacent edge', () => {
    // corner 4 lies on edge 0-1
    const pts = [
      { x: 0, y: 0 },
      { x: 2000, y: 0 },
      { x: 2000, y: 1000 },
      { x: 1000, y: 1000 },
      { x: 1000, y: 0 },
      { x: 0, y: 1000 },
    ];
    expect(isSelfIntersecting(pts)).toBe(true);
    expect(isValidShape(pts)).toBe(false);
  });

  it('rejects an edge that folds straight back over its neighbour', () => {
    const pts = [
      { x: 0, y: 0 },
      { x: 2000, y: 0 },
      { x: 1000, y: 0 },
      { x: 1000, y: 1000 },
      { x: 0, y: 1000 },
    ];
    expect(isSelfIntersecting(pts)).toBe(true);
    expect(isValidShape(pts)).toBe(false);
  });

  it('does not flag simple convex and concave polygons', () => {
    expect(isSelfIntersecting(SQUARE)).toBe(false);
    expect(
      isSelfIntersecting([
        { x: 0, y: 0 },
        { x: 1000, y: 500 },
        { x: 0, y: 1000 },
        { x: 300, y: 500 },
      ]),
    ).toBe(false);
  });

  it('rejects non-finite coordinates', () => {
    expect(
      isValidShape([
        { x: 0, y: 0 },
        { x: Number.NaN, y: 0 },
        { x: 0, y: 1000 },
      ]),
    ).toBe(false);
  });
});

describe('segmentsIntersect', () => {
  it('detects crossing, touching and collinear overlap, and not disjoint segments', () => {
    const o = { x: 0, y: 0 };
    expect(segmentsIntersect(o, { x: 10, y: 10 }, { x: 0, y: 10 }, { x: 10, y: 0 })).toBe(true);
    expect(segmentsIntersect(o, { x: 10, y: 0 }, { x: 5, y: 0 }, { x: 5, y: 10 })).toBe(true);
    expect(segmentsIntersect(o, { x: 10, y: 0 }, { x: 5, y: 0 }, { x: 20, y: 0 })).toBe(true);
    expect(segmentsIntersect(o, { x: 10, y: 0 }, { x: 11, y: 0 }, { x: 20, y: 0 })).toBe(false);
    expect(segmentsIntersect(o, { x: 10, y: 0 }, { x: 0, y: 1 }, { x: 10, y: 1 })).toBe(false);
  });
});

describe('isRectangle', () => {
  it('recognises axis-aligned and rotated rectangles, not other quadrilaterals', () => {
    expect(isRectangle(rect(0, 0, 3000, 1000))).toBe(true);
    expect(
      isRectangle([
        { x: 0, y: 1000 },
        { x: 1000, y: 0 },
        { x: 3000, y: 2000 },
        { x: 2000, y: 3000 },
      ]),
    ).toBe(true);
    expect(
      isRectangle([
        { x: 0, y: 0 },
        { x: 2000, y: 0 },
        { x: 2500, y: 1000 },
        { x: 500, y: 1000 },
      ]),
    ).toBe(false);
    expect(isRectangle(rect(0, 0, 1000, 1000).slice(0, 3))).toBe(false);
  });
});

describe('moveCorner (individual mode)', () => {
  it('moves only the dragged corner, snapped to the grid, without mutating input', () => {
    const input = SQUARE.map((p) => ({ ...p }));
    const out = moveCorner(input, 2, { x: 1504, y: 1296 });
    expect(out).toEqual([
      { x: 50, y: 50 },
      { x: 1050, y: 50 },
      { x: 1500, y: 1300 },
      { x: 50, y: 1050 },
    ]);
    expect(input).toEqual(SQUARE);
    expect(shapeMetrics(out).isRectangle).toBe(false);
  });

  it('can produce an invalid shape that acceptEdit then ignores', () => {
    const crossed = moveCorner(SQUARE, 2, { x: 50, y: -500 });
    expect(isValidShape(crossed)).toBe(false);
    expect(acceptEdit(SQUARE, crossed)).toBe(SQUARE);
    const ok = moveCorner(SQUARE, 2, { x: 2000, y: 2000 });
    expect(acceptEdit(SQUARE, ok)).toBe(ok);
  });

  it('rejects an out-of-range index', () => {
    expect(() => moveCorner(SQUARE, 4, { x: 0, y: 0 })).toThrow(RangeError);
    expect(() => moveCorner(SQUARE, -1, { x: 0, y: 0 })).toThrow(RangeError);
  });
});

describe('scaleFromCorner (scaling mode)', () => {
  it('uses the opposite corner of a rectangle as anchor', () => {
    expect(anchorIndex(SQUARE, 2)).toBe(0);
    expect(anchorIndex(SQUARE, 1)).toBe(3);
  });

  it('doubles the square when the far corner is dragged out along the diagonal', () => {
    const out = scaleFromCorner(SQUARE, 2, { x: 2050, y: 2050 });
    expect(out).toEqual(rect(50, 50, 2000, 2000));
  });

  it('keeps proportions of a 3:1 rectangle even for an off-diagonal pointer', () => {
    const r = rect(0, 0, 3000, 1000);
    const out = scaleFromCorner(r, 2, { x: 6000, y: 2000 + 300 });
    const b = bounds(out);
    expect(b.minX).toBe(0);
    expect(b.minY).toBe(0);
    expect(b.width / b.height).toBeCloseTo(3, 1);
    expect(shapeMetrics(out).isRectangle).toBe(true);
  });

  it('shrinks about the anchor and snaps', () => {
    const out = scaleFromCorner(SQUARE, 0, { x: 550, y: 550 });
    expect(out).toEqual(rect(550, 550, 500, 500));
  });

  it('collapses to an invalid shape when dragged past the anchor', () => {
    const out = scaleFromCorner(SQUARE, 2, { x: -500, y: -500 });
    expect(isValidShape(out)).toBe(false);
  });
});

describe('moveEdge (scaling mode)', () => {
  it('moves a horizontal edge vertically only', () => {
    // edge 2 is (1050,1050)->(50,1050), the bottom edge
    const out = moveEdge(SQUARE, 2, { x: 333, y: 500 });
    expect(out).toEqual([
      { x: 50, y: 50 },
      { x: 1050, y: 50 },
      { x: 1050, y: 1550 },
      { x: 50, y: 1550 },
    ]);
  });

  it('moves a vertical edge horizontally only, with snapping', () => {
    // edge 1 is (1050,50)->(1050,1050), the right edge
    const out = moveEdge(SQUARE, 1, { x: -204, y: 999 });
    expect(out).toEqual([
      { x: 50, y: 50 },
      { x: 850, y: 50 },
      { x: 850, y: 1050 },
      { x: 50, y: 1050 },
    ]);
  });

  it('moves the closing edge (last point back to the first)', () => {
    const out = moveEdge(SQUARE, 3, { x: -100, y: 0 });
    expect(out).toEqual([
      { x: -50, y: 50 },
      { x: 1050, y: 50 },
      { x: 1050, y: 1050 },
      { x: -50, y: 1050 },
    ]);
  });

  it('returns a degenerate, invalid shape when an edge is pushed onto its opposite', () => {
    expect(isValidShape(moveEdge(SQUARE, 1, { x: -1000, y: 0 }))).toBe(false);
  });
});

describe('splitEdge (individual mode)', () => {
  it('inserts the midpoint after the edge start', () => {
    const out = splitEdge(SQUARE, 0);
    expect(out).toHaveLength(5);
    expect(out[1]).toEqual({ x: 550, y: 50 });
    expect(out[0]).toEqual(SQUARE[0]);
    expect(out[2]).toEqual(SQUARE[1]);
    expect(polygonArea(out)).toBe(1_000_000);
    expect(isValidShape(out)).toBe(true);
  });

  it('splits the closing edge by appending', () => {
    const out = splitEdge(SQUARE, 3);
    expect(out[4]).toEqual({ x: 50, y: 550 });
  });

  it('a too-short edge gives a duplicate point, which is invalid', () => {
    const pts = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 1000, y: 1000 },
      { x: 0, y: 1000 },
    ];
    expect(isValidShape(splitEdge(pts, 0))).toBe(false);
  });
});

describe('translate', () => {
  it('moves every point, snapped, keeping area', () => {
    const out = translate(SQUARE, 123, -47);
    expect(out[0]).toEqual({ x: 170, y: 0 });
    expect(polygonArea(out)).toBe(1_000_000);
  });
});

describe('edgeMidpoints', () => {
  it('gives one midpoint per edge, index i for edge i', () => {
    expect(edgeMidpoints(SQUARE)).toEqual([
      { x: 550, y: 50 },
      { x: 1050, y: 550 },
      { x: 550, y: 1050 },
      { x: 50, y: 550 },
    ]);
    expect(edgeMidpoints([{ x: 0, y: 0 }])).toEqual([]);
  });
});

describe('formatLength', () => {
  it('shows mm under 1000', () => {
    expect(formatLength(0, 'cm')).toBe('0 mm');
    expect(formatLength(999, 'cm')).toBe('999 mm');
    expect(formatLength(999, 'm')).toBe('999 mm');
    expect(formatLength(707.1068, 'cm')).toBe('707 mm');
  });
  it('shows cm with one decimal from 1000 in cm mode', () => {
    expect(formatLength(1000, 'cm')).toBe('100.0 cm');
    expect(formatLength(1414.2136, 'cm')).toBe('141.4 cm');
    expect(formatLength(5400, 'cm')).toBe('540.0 cm');
  });
  it('shows m with two decimals from 1000 in m mode', () => {
    expect(formatLength(1000, 'm')).toBe('1.00 m');
    expect(formatLength(1414.2136, 'm')).toBe('1.41 m');
    expect(formatLength(12345, 'm')).toBe('12.35 m');
  });
  it('does not print "1000 mm" for values that round up to 1000', () => {
    expect(formatLength(999.6, 'm')).toBe('1.00 m');
  });
});

describe('formatArea', () => {
  it('shows m2 (mm2 / 1,000,000) with two decimals', () => {
    expect(formatArea(1_000_000)).toBe('1.00 m²');
    expect(formatArea(100_000)).toBe('0.10 m²');
  });
});

describe('shapeToQuoteBox', () => {
  it('uses the bounds, and sends the outline beside them', () => {
    const s = { id: 'box-1', points: rect(50, 60, 3000, 1200) };
    expect(shapeToQuoteBox(s)).toEqual({ id: 'box-1', width: 3000, height: 1200, x: 50, y: 60, points: rect(50, 60, 3000, 1200) });
  });

  it('sends an L-shaped outline corner by corner, not its bounding rectangle', () => {
    const l = [
      { x: 0, y: 0 },
      { x: 4000, y: 0 },
      { x: 4000, y: 2000 },
      { x: 2000, y: 2000 },
      { x: 2000, y: 4000 },
      { x: 0, y: 4000 },
    ];
    const box = shapeToQuoteBox({ id: 'l', points: l });
    expect(box).toMatchObject({ width: 4000, height: 4000, x: 0, y: 0 });
    expect(box.points).toEqual(l);
  });
});

describe('limits', () => {
  it('Add Shape is allowed up to 5 shapes', () => {
    expect(canAddShape(0)).toBe(true);
    expect(canAddShape(4)).toBe(true);
    expect(canAddShape(5)).toBe(false);
  });
  it('zoom stays within 0.1 to 5', () => {
    expect(clampZoom(0.05)).toBe(0.1);
    expect(clampZoom(0.1)).toBe(0.1);
    expect(clampZoom(2.5)).toBe(2.5);
    expect(clampZoom(5)).toBe(5);
    expect(clampZoom(9)).toBe(5);
    expect(clampZoom(Number.NaN)).toBe(1);
  });
});

describe('properties', () => {
  const gridCoord = fc.integer({ min: -500, max: 500 }).map((n) => n * 10);
  const gridRect = fc
    .tuple(gridCoord, gridCoord, fc.integer({ min: 40, max: 600 }), fc.integer({ min: 40, max: 600 }))
    .map(([x, y, w, h]) => rect(x, y, w * 10, h * 10));

  it('every edit result lies on the 10 mm grid', () => {
    fc.assert(
      fc.property(
        gridRect,
        fc.integer({ min: 0, max: 3 }),
        fc.double({ min: -5000, max: 5000, noNaN: true }),
        fc.double({ min: -5000, max: 5000, noNaN: true }),
        (pts, i, dx, dy) => {
          const results = [
            moveCorner(pts, i, { x: dx, y: dy }),
            scaleFromCorner(pts, i, { x: dx, y: dy }),
            moveEdge(pts, i, { x: dx, y: dy }),
            splitEdge(pts, i),
            translate(pts, dx, dy),
          ];
          for (const r of results) {
            for (const p of r) {
              expect(Math.abs(p.x % 10)).toBe(0);
              expect(Math.abs(p.y % 10)).toBe(0);
            }
          }
        },
      ),
    );
  });

  it('translation keeps area and validity of any rectangle', () => {
    fc.assert(
      fc.property(gridRect, gridCoord, gridCoord, (pts, dx, dy) => {
        const moved = translate(pts, dx, dy);
        expect(polygonArea(moved)).toBe(polygonArea(pts));
        expect(isValidShape(moved)).toBe(isValidShape(pts));
      }),
    );
  });

  it('splitting an edge of a valid rectangle keeps its area', () => {
    fc.assert(
      fc.property(gridRect, fc.integer({ min: 0, max: 3 }), (pts, i) => {
        expect(polygonArea(splitEdge(pts, i))).toBeCloseTo(polygonArea(pts), 6);
      }),
    );
  });
});

describe('segments', () => {
  const coord = fc.integer({ min: -20_000, max: 20_000 });
  const point = fc.record({ x: coord, y: coord });
  const segment = fc.tuple(point, point).filter(([a, b]) => a.x !== b.x || a.y !== b.y) as fc.Arbitrary<Segment>;

  it('measures a 3-4-5 segment and finds points along it', () => {
    const s: Segment = [
      { x: 0, y: 0 },
      { x: 3000, y: 4000 },
    ];
    expect(segmentLength(s)).toBe(5000);
    expect(pointAlong(s, 0.5)).toEqual({ x: 1500, y: 2000 });
    expect(fractionAlong({ x: 1500, y: 2000 }, s)).toBeCloseTo(0.5);
    // 1 mm off the line is on it; 2 mm is not; past either end is not.
    expect(fractionAlong({ x: 1500 + 0.8, y: 2000 - 0.6 }, s)).not.toBeNull();
    expect(fractionAlong({ x: 1500 + 1.6, y: 2000 - 1.2 }, s)).toBeNull();
    expect(fractionAlong({ x: 3300, y: 4400 }, s)).toBeNull();
    expect(
      fractionAlong({ x: 0, y: 0 }, [
        { x: 5, y: 5 },
        { x: 5, y: 5 },
      ]),
    ).toBeNull();
  });

  it('finds again the fraction of any point it put along a segment', () => {
    fc.assert(
      fc.property(segment, fc.double({ min: 0, max: 1, noNaN: true }), (s, t) => {
        const found = fractionAlong(pointAlong(s, t), s);
        expect(found).not.toBeNull();
        expect(Math.abs((found ?? 0) - t) * segmentLength(s)).toBeLessThan(1e-6 * Math.max(1, segmentLength(s)));
      }),
    );
  });
});

// docs/product.md#site-photo: the photo's scale, size and placement.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distance } from './geometry';
import {
  DEFAULT_PLACEMENT,
  faded,
  formatMetres,
  moved,
  parseScaleDistance,
  photoToPlan,
  planToPhoto,
  rotated,
  scaleFromPoints,
  shrunkSize,
  SITE_PHOTO_ERRORS,
  SITE_PHOTO_MAX_BYTES,
  SITE_PHOTO_MAX_SIDE,
  sitePhotoFileError,
  sitePhotoPlacementSchema,
  withScale,
} from './sitePhoto';

const coord = fc.double({ min: -5000, max: 5000, noNaN: true });
const point = fc.record({ x: coord, y: coord });
const placement = fc.record({
  metresPerPixel: fc.double({ min: 0.001, max: 0.1, noNaN: true }),
  x: coord,
  y: coord,
  rotation: fc.double({ min: -180, max: 180, noNaN: true }),
  opacity: fc.double({ min: 0, max: 1, noNaN: true }),
});

describe('site photo', () => {
  it('round-trips photo pixels through the plan for any placement', () => {
    fc.assert(
      fc.property(point, placement, (p, pl) => {
        const back = planToPhoto(photoToPlan(p, pl), pl);
        expect(back.x).toBeCloseTo(p.x, 6);
        expect(back.y).toBeCloseTo(p.y, 6);
      }),
    );
  });

  it('reads 5.00 m between two points marked 5 m apart, however the photo is then moved, rotated or faded', () => {
    const pixelPoint = fc.record({ x: fc.double({ min: 0, max: 2048, noNaN: true }), y: fc.double({ min: 0, max: 2048, noNaN: true }) });
    fc.assert(
      fc.property(
        pixelPoint,
        pixelPoint,
        placement,
        coord,
        coord,
        fc.double({ min: -360, max: 360, noNaN: true }),
        (a, b, pl, dx, dy, deg) => {
          fc.pre(distance(a, b) > 1);
          const scaled = withScale(pl, a, b, 5);
          expect(scaled).not.toBeNull();
          const after = faded(rotated(moved(scaled!, dx, dy), deg, 2048, 1536), 0.3);
          expect(formatMetres(distance(photoToPlan(a, after), photoToPlan(b, after)))).toBe('5.00 m');
        },
      ),
    );
  });

  it('keeps the first marked point in place when the scale is set', () => {
    const scaled = withScale(DEFAULT_PLACEMENT, { x: 100, y: 50 }, { x: 600, y: 50 }, 5)!;
    expect(scaled.metresPerPixel).toBeCloseTo(0.01);
    expect(photoToPlan({ x: 100, y: 50 }, scaled)).toEqual(photoToPlan({ x: 100, y: 50 }, DEFAULT_PLACEMENT));
  });

  it('refuses a scale from one point twice', () => {
    expect(scaleFromPoints({ x: 3, y: 3 }, { x: 3, y: 3 }, 5)).toBeNull();
  });

  it('reads a distance of at least 0.5 m', () => {
    expect(parseScaleDistance('5')).toBe(5);
    expect(parseScaleDistance(' 2.5 m ')).toBe(2.5);
    expect(parseScaleDistance('0.4')).toBeNull();
    expect(parseScaleDistance('five')).toBeNull();
    expect(parseScaleDistance('-3')).toBeNull();
  });

  it('shrinks to at most 2,048 px on the long side, keeping the aspect and never enlarging', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12000 }), fc.integer({ min: 1, max: 12000 }), (w, h) => {
        const s = shrunkSize(w, h);
        expect(Math.max(s.width, s.height)).toBeLessThanOrEqual(SITE_PHOTO_MAX_SIDE);
        expect(s.width).toBeLessThanOrEqual(w);
        expect(s.height).toBeLessThanOrEqual(h);
        if (Math.max(w, h) <= SITE_PHOTO_MAX_SIDE) expect(s).toEqual({ width: w, height: h });
      }),
    );
    expect(shrunkSize(4000, 3000)).toEqual({ width: 2048, height: 1536 });
  });

  it('accepts JPEG, PNG and WebP up to 15 MB', () => {
    expect(sitePhotoFileError({ type: 'image/jpeg', size: SITE_PHOTO_MAX_BYTES })).toBeNull();
    expect(sitePhotoFileError({ type: 'image/webp', size: 10 })).toBeNull();
    expect(sitePhotoFileError({ type: 'image/gif', size: 10 })).toBe(SITE_PHOTO_ERRORS.type);
    expect(sitePhotoFileError({ type: 'image/png', size: SITE_PHOTO_MAX_BYTES + 1 })).toBe(SITE_PHOTO_ERRORS.size);
  });

  it('validates a placement with one schema', () => {
    expect(sitePhotoPlacementSchema.safeParse(DEFAULT_PLACEMENT).success).toBe(true);
    expect(sitePhotoPlacementSchema.safeParse({ ...DEFAULT_PLACEMENT, opacity: 2 }).success).toBe(false);
    expect(sitePhotoPlacementSchema.safeParse({ ...DEFAULT_PLACEMENT, metresPerPixel: 0 }).success).toBe(false);
  });
});

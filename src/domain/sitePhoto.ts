// The site photo under the calculator's grid (docs/product.md#site-photo): a photo of the yard, a drone
// shot or a scanned plan, scaled from two marked points and the real distance typed between them, then
// moved, rotated and faded under the drawing. Plan coordinates are millimetres; the photo's are its
// pixels. The scale is metres per photo pixel (docs/product.md#site-photo), at least 0.5 m between the
// two points. Pure: the calculator's machine and the server both use it.
import { z } from 'zod';
import { distance, type Point } from './geometry';

/** Accepted upload types (checked by content on the server, by type in the file input). */
export const SITE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Largest upload, bytes (15 MB). */
export const SITE_PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** The stored photo's long side is at most this many pixels. */
export const SITE_PHOTO_MAX_SIDE = 2048;
/** The two scale points' real distance is at least this, metres. */
export const SITE_PHOTO_MIN_SCALE_M = 0.5;
/** Fade: 0 (hidden) to 1 (opaque); a new photo starts half faded so the grid reads over it. */
export const SITE_PHOTO_DEFAULT_OPACITY = 0.5;

export const SITE_PHOTO_ERRORS = {
  type: 'The site photo must be a JPEG, PNG or WebP image.',
  size: 'The site photo must be 15 MB or smaller.',
  distance: 'Type the distance in metres, at least 0.5, for example 5.',
  points: 'Mark two different points on the photo.',
} as const;

/** Why a chosen file is refused, or null when it is accepted. */
export function sitePhotoFileError(file: { type: string; size: number }): string | null {
  if (!(SITE_PHOTO_TYPES as readonly string[]).includes(file.type)) return SITE_PHOTO_ERRORS.type;
  if (file.size > SITE_PHOTO_MAX_BYTES) return SITE_PHOTO_ERRORS.size;
  return null;
}

/** The stored size: the long side at most SITE_PHOTO_MAX_SIDE, the aspect kept, never enlarged. */
export function shrunkSize(width: number, height: number, maxSide: number = SITE_PHOTO_MAX_SIDE): { width: number; height: number } {
  const long = Math.max(width, height);
  if (long <= maxSide) return { width, height };
  const f = maxSide / long;
  return { width: Math.max(1, Math.round(width * f)), height: Math.max(1, Math.round(height * f)) };
}

/** The typed distance in metres, or null when it is not a number of at least 0.5 m. */
export function parseScaleDistance(text: string): number | null {
  const trimmed = text.trim().replace(/\s*m$/i, '');
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  const m = Number(trimmed);
  return Number.isFinite(m) && m >= SITE_PHOTO_MIN_SCALE_M ? m : null;
}

/** Metres per photo pixel from two photo points and the real distance between them; null when the points coincide. */
export function scaleFromPoints(a: Point, b: Point, metres: number): number | null {
  const px = distance(a, b);
  if (!(px > 0) || !(metres > 0)) return null;
  return metres / px;
}

export const sitePhotoPlacementSchema = z.object({
  /** Metres per photo pixel. */
  metresPerPixel: z.number().positive().finite(),
  /** Where the photo's top-left corner sits on the plan, mm. */
  x: z.number().finite(),
  y: z.number().finite(),
  /** Degrees clockwise about the photo's top-left corner. */
  rotation: z.number().min(-180).max(180),
  opacity: z.number().min(0).max(1),
});
export type SitePhotoPlacement = z.infer<typeof sitePhotoPlacementSchema>;

/** A new photo's placement: 1 cm per pixel until its scale is set, at the plan's origin. */
export const DEFAULT_PLACEMENT: SitePhotoPlacement = {
  metresPerPixel: 0.01,
  x: 0,
  y: 0,
  rotation: 0,
  opacity: SITE_PHOTO_DEFAULT_OPACITY,
};

/** Rotation kept in -180..180. */
export function normalRotation(degrees: number): number {
  const r = ((((degrees + 180) % 360) + 360) % 360) - 180;
  return r === -180 && degrees > 0 ? 180 : r;
}

/** A photo pixel's position on the plan, mm. */
export function photoToPlan(p: Point, placement: SitePhotoPlacement): Point {
  const mm = placement.metresPerPixel * 1000;
  const t = (placement.rotation * Math.PI) / 180;
  const x = p.x * mm;
  const y = p.y * mm;
  return { x: placement.x + x * Math.cos(t) - y * Math.sin(t), y: placement.y + x * Math.sin(t) + y * Math.cos(t) };
}

/** A plan point (mm) as a photo pixel. */
export function planToPhoto(p: Point, placement: SitePhotoPlacement): Point {
  const mm = placement.metresPerPixel * 1000;
  const t = (placement.rotation * Math.PI) / 180;
  const dx = p.x - placement.x;
  const dy = p.y - placement.y;
  return { x: (dx * Math.cos(t) + dy * Math.sin(t)) / mm, y: (-dx * Math.sin(t) + dy * Math.cos(t)) / mm };
}

/** The placement with its scale set and the first marked point kept where it was on the plan. */
export function withScale(placement: SitePhotoPlacement, a: Point, b: Point, metres: number): SitePhotoPlacement | null {
  const metresPerPixel = scaleFromPoints(a, b, metres);
  if (metresPerPixel === null) return null;
  const anchor = photoToPlan(a, placement);
  const scaled = { ...placement, metresPerPixel };
  const moved = photoToPlan(a, scaled);
  return { ...scaled, x: scaled.x + anchor.x - moved.x, y: scaled.y + anchor.y - moved.y };
}

/** Moved by (dx, dy) mm on the plan. */
export function moved(placement: SitePhotoPlacement, dx: number, dy: number): SitePhotoPlacement {
  return { ...placement, x: placement.x + dx, y: placement.y + dy };
}

/** Rotated to `degrees`, about the photo's centre (width x height pixels) so it turns in place. */
export function rotated(placement: SitePhotoPlacement, degrees: number, width: number, height: number): SitePhotoPlacement {
  const centrePx = { x: width / 2, y: height / 2 };
  const centre = photoToPlan(centrePx, placement);
  const turned = { ...placement, rotation: normalRotation(degrees) };
  const after = photoToPlan(centrePx, turned);
  return { ...turned, x: turned.x + centre.x - after.x, y: turned.y + centre.y - after.y };
}

/** Faded to `opacity`, kept in 0..1. */
export function faded(placement: SitePhotoPlacement, opacity: number): SitePhotoPlacement {
  return { ...placement, opacity: Math.min(1, Math.max(0, opacity)) };
}

/** A plan length in mm read in metres to two places, as the calculator says it ("5.00 m"). */
export function formatMetres(mm: number): string {
  return `${(mm / 1000).toFixed(2)} m`;
}

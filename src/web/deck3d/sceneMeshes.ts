// three.js objects for the scene model (src/domain/deckScene.ts): each list of beams is one instanced
// box, each list of cut boards one merged extrusion, so a 60 m² deck is a handful of draw calls
// (docs/product.md#3d-view). Loaded with the 3D view only.
import { BufferGeometry, CanvasTexture, ExtrudeGeometry, Matrix4, Path, RepeatWrapping, Shape, SRGBColorSpace, Vector3 } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { Beam, Slab } from '../../domain/deckScene';

const UP = new Vector3(0, 1, 0);
const ACROSS = new Vector3(1, 0, 0);
const x = new Vector3();
const y = new Vector3();
const z = new Vector3();

/** The matrix taking a unit cube to the beam: x along it, y its depth (as near up as it can be), z across. */
export function beamMatrix(beam: Beam, out = new Matrix4()): Matrix4 {
  const [fx, fy, fz] = beam.from;
  const [tx, ty, tz] = beam.to;
  x.set(tx - fx, ty - fy, tz - fz);
  const length = x.length();
  if (length === 0) x.set(1, 0, 0);
  else x.divideScalar(length);
  const reference = Math.abs(x.dot(UP)) > 0.999 ? ACROSS : UP;
  y.copy(reference).addScaledVector(x, -reference.dot(x)).normalize();
  z.crossVectors(x, y);
  const L = Math.max(length, 1e-4);
  const d = beam.depthM;
  const w = beam.widthM;
  // prettier-ignore
  return out.set(
    x.x * L, y.x * d, z.x * w, (fx + tx) / 2,
    x.y * L, y.y * d, z.y * w, (fy + ty) / 2,
    x.z * L, y.z * d, z.z * w, (fz + tz) / 2,
    0, 0, 0, 1,
  );
}

const ring = <T extends Shape | Path>(points: Slab['outline'], into: T): T => {
  points.forEach((p, i) => (i === 0 ? into.moveTo(p.x, p.y) : into.lineTo(p.x, p.y)));
  into.closePath();
  return into;
};

/** Boards cut to a shape, extruded down from their top and merged into one geometry; null for none. */
export function slabGeometry(slabs: readonly Slab[]): BufferGeometry | null {
  if (slabs.length === 0) return null;
  const parts = slabs.map((slab) => {
    const shape = ring(slab.outline, new Shape());
    shape.holes = slab.holes.map((h) => ring(h, new Path()));
    const g = new ExtrudeGeometry(shape, { depth: slab.thicknessM, bevelEnabled: false });
    // The plan's (x, y) lie on the ground as (x, z); the extrusion goes down from the top.
    g.rotateX(Math.PI / 2);
    g.translate(0, slab.topM, 0);
    return g;
  });
  const merged = mergeGeometries(parts);
  for (const p of parts) p.dispose();
  return merged;
}

/**
 * A faint grain along the boards, white around the colour so the material's colour (the swatch)
 * shows through: composite boards have a brushed, streaked face. Null where canvases do not draw.
 */
export function grainTexture(): CanvasTexture | null {
  const canvas = document.createElement('canvas');
  canvas.width = 256;
  canvas.height = 32;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, 256, 32);
  // A fixed pattern (no randomness): the same deck draws the same picture.
  for (let i = 0; i < 48; i++) {
    const row = (i * 7) % 32;
    const shade = 214 + ((i * 37) % 36);
    ctx.fillStyle = `rgb(${shade}, ${shade}, ${shade})`;
    ctx.fillRect((i * 53) % 256, row, 60 + ((i * 29) % 140), 1 + (i % 2));
  }
  const texture = new CanvasTexture(canvas);
  texture.wrapS = RepeatWrapping;
  texture.wrapT = RepeatWrapping;
  texture.colorSpace = SRGBColorSpace;
  return texture;
}

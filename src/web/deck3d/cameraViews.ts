// Where the 3D view's camera stands for Reset view, Top, Front and Side, and the view put in words for
// screen readers (docs/product.md#3d-view). Plain numbers: the view moves three's camera to them.
import type { CameraPreset } from '../../../machines/deckView.machine';
import type { DeckScene } from '../../domain/deckScene';

export interface CameraPlacement {
  position: [number, number, number];
  target: [number, number, number];
}

/** Reset view looks from the front left and above; Top straight down (the plan's way up); Front along the plan's y; Side along x. */
const DIRECTIONS: Record<CameraPreset, [number, number, number]> = {
  reset: [-0.62, 0.55, 0.9],
  top: [0, 1, 0.0001],
  front: [0, 0.22, 1],
  side: [1, 0.22, 0],
};

export function deckCentre(scene: DeckScene): [number, number, number] {
  const { minX, maxX, minZ, maxZ, heightM } = scene.bounds;
  return [(minX + maxX) / 2, heightM / 2, (minZ + maxZ) / 2];
}

/** Far enough back for the whole deck to fit a 40° view, with a little room. */
export function viewDistance(scene: DeckScene): number {
  const { minX, maxX, minZ, maxZ, heightM } = scene.bounds;
  const size = Math.max(maxX - minX, maxZ - minZ, heightM, 1);
  return size * 1.55 + 1;
}

export function placement(preset: CameraPreset, scene: DeckScene): CameraPlacement {
  const target = deckCentre(scene);
  const [dx, dy, dz] = DIRECTIONS[preset];
  const n = Math.hypot(dx, dy, dz);
  const r = viewDistance(scene);
  return { target, position: [target[0] + (dx / n) * r, target[1] + (dy / n) * r, target[2] + (dz / n) * r] };
}

const SIDES = ['front', 'front right', 'right', 'back right', 'back', 'back left', 'left', 'front left'] as const;

/** "Seen from the front left, 30° above, 9.5 m away." from the camera's place around the deck. */
export function describeView(offset: { x: number; y: number; z: number }): string {
  const distance = Math.hypot(offset.x, offset.y, offset.z);
  const elevation = Math.round((Math.asin(Math.max(-1, Math.min(1, offset.y / (distance || 1)))) * 180) / Math.PI);
  if (elevation >= 85) return `Seen from above, ${distance.toFixed(1)} m away.`;
  // 0 at the front (+z), turning towards +x (the right).
  const azimuth = (Math.atan2(offset.x, offset.z) * 180) / Math.PI;
  const side = SIDES[((Math.round(azimuth / 45) % 8) + 8) % 8];
  return `Seen from the ${side}, ${elevation}° above, ${distance.toFixed(1)} m away.`;
}

// Generated product photos: a JPEG of three deck boards in the colour's tone. WoodEvo boards get a
// brushed capped-composite finish, Millboard a moulded oak grain; grooved boards show the side groove
// that takes the hidden clip. Deterministic per item (seeded by item_id) so ETags are stable.
import jpeg from 'jpeg-js';

export const IMAGE_WIDTH = 640;
export const IMAGE_HEIGHT = 400;

/** Realistic board tones (the UI swatch lookup is a separate, simpler fact in the domain). */
export const BOARD_IMAGE_TONES: Record<string, [number, number, number]> = {
  Barossa: [110, 60, 42],
  Basalt: [78, 78, 76],
  Charcoal: [54, 50, 47],
  Hampton: [163, 155, 143],
  Victorian_Maple: [176, 122, 79],
  Smoked_Ash: [125, 114, 104],
  Sandstone: [194, 167, 127],
  Antique_Oak: [138, 100, 64],
  Golden_Oak: [181, 131, 63],
  Smoked_Oak: [94, 74, 58],
  Coppered_Oak: [154, 91, 52],
  Burnt_Cedar: [90, 52, 36],
  Driftwood: [156, 145, 130],
  Ironbark: [75, 59, 51],
};
const FALLBACK_TONE: [number, number, number] = [139, 115, 85]; // #8B7355

export interface BoardImageInput {
  itemId: string;
  color: string; // cf_board_colour, e.g. 'Victorian_Maple'
  brand: string; // 'WoodEvo' | 'MillBoard'
  type: string; // 'Grooved' | 'Square Edge'
}

function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Smooth 1-D value noise over a precomputed lattice. */
function noise1d(lattice: Float32Array, x: number): number {
  const i = Math.floor(x);
  const f = x - i;
  const n = lattice.length;
  const a = lattice[((i % n) + n) % n];
  const b = lattice[(((i + 1) % n) + n) % n];
  const t = f * f * (3 - 2 * f);
  return a + (b - a) * t;
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : v);

export interface BoardPixels {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * The photo as RGBA pixels at any width and height. The pattern is laid out in the coordinates of the
 * 640 x 400 photo and scaled, so every width variant shows the same boards (only sharper or softer).
 */
export function renderBoardPixels(input: BoardImageInput, width = IMAGE_WIDTH, height = IMAGE_HEIGHT): BoardPixels {
  const random = mulberry32(hashString(input.itemId));
  const tone = BOARD_IMAGE_TONES[input.color] ?? FALLBACK_TONE;
  const brushed = input.brand !== 'MillBoard';
  const grooved = input.type === 'Grooved';
  const boards = 3;
  const sx = width / IMAGE_WIDTH; // pixels per reference pixel
  const sy = height / IMAGE_HEIGHT;
  const refGap = Math.max(4, Math.round(IMAGE_HEIGHT / 60));
  const gap = Math.max(1, Math.round(refGap * sy));
  const boardHeight = (height - gap * (boards - 1)) / boards;
  const refBoardHeight = (IMAGE_HEIGHT - refGap * (boards - 1)) / boards;
  const data = Buffer.alloc(width * height * 4);

  const lattices = Array.from({ length: boards }, () => {
    const l = new Float32Array(512);
    for (let i = 0; i < l.length; i++) l[i] = random() * 2 - 1;
    return l;
  });
  const phases = Array.from({ length: boards * 4 }, () => random() * Math.PI * 2);
  // Each board differs slightly in shade, as real boards from one batch do.
  const shade = Array.from({ length: boards }, () => 0.92 + random() * 0.16);
  // Butt joints: each board has one end joint at a random position.
  const joints = Array.from({ length: boards }, () => Math.round(width * (0.2 + random() * 0.6)));
  const jointHalf = 2 * sx;

  // What depends only on the column, once per board instead of once per pixel.
  const columns = Array.from({ length: boards }, (_, b) => {
    const warp = new Float64Array(width);
    const swirl = new Float64Array(width);
    const figure = new Float64Array(width);
    for (let x = 0; x < width; x++) {
      const rx = x / sx;
      warp[x] = 6 * Math.sin(rx / 97 + phases[b * 4]) + 3 * Math.sin(rx / 41 + phases[b * 4 + 1]);
      swirl[x] = 10 * Math.sin(rx / 180 + phases[b * 4 + 3]);
      figure[x] = noise1d(lattices[b], rx * 0.01) * 2;
    }
    return { warp, swirl, figure };
  });

  for (let y = 0; y < height; y++) {
    const band = Math.floor(y / (boardHeight + gap));
    const yPix = y - band * (boardHeight + gap);
    const inGap = yPix >= boardHeight || band >= boards;
    const b = Math.min(band, boards - 1);
    const lattice = lattices[b];
    const { warp: warps, swirl, figure } = columns[b];
    const v = yPix / boardHeight; // 0..1 across the board's width
    const yIn = v * refBoardHeight; // the same place on the 640 x 400 photo
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      if (inGap || Math.abs(x - joints[b]) < jointHalf) {
        // Shadowed gap between boards; a butt joint is a thinner, less deep line.
        const dark = inGap ? 0.12 : 0.35;
        data[o] = tone[0] * dark;
        data[o + 1] = tone[1] * dark;
        data[o + 2] = tone[2] * dark;
        data[o + 3] = 255;
        continue;
      }
      const rx = x / sx;
      const warp = warps[x];
      let k: number;
      if (brushed) {
        // Fine longitudinal brushing with faint streaks.
        const streak = noise1d(lattice, (yIn + warp * 0.3) * 0.9) * 0.06;
        const fine = noise1d(lattice, yIn * 3.1 + rx * 0.002 + 100) * 0.05;
        const wave = Math.sin((yIn + warp) * 0.35 + phases[b * 4 + 2]) * 0.025;
        k = 1 + streak + fine + wave;
      } else {
        // Oak-like grain: bands that swirl along the board, with darker late-wood lines.
        const g = (yIn + warp * 2 + swirl[x]) * 0.18;
        const ring = Math.abs(Math.sin(g + figure[x]));
        const line = ring < 0.12 ? -0.18 * (1 - ring / 0.12) : 0;
        const pores = noise1d(lattice, rx * 0.9 + yIn * 7.3) * 0.05;
        k = 1 + line + pores + noise1d(lattice, yIn * 0.4 + 50) * 0.08;
      }
      // Edges: rounded arris highlight/shadow; grooved boards show a dark groove channel.
      let edge = 1;
      if (v < 0.03) edge = 0.8 + v * 6;
      else if (v > 0.97) edge = 0.8 + (1 - v) * 6;
      if (grooved && ((v > 0.06 && v < 0.1) || (v > 0.9 && v < 0.94))) edge *= 0.62;
      // Soft light from the top left.
      const light = 1.06 - 0.12 * (x / width) - 0.05 * (y / height);
      const f = k * edge * light * shade[b];
      data[o] = clamp(tone[0] * f);
      data[o + 1] = clamp(tone[1] * f);
      data[o + 2] = clamp(tone[2] * f);
      data[o + 3] = 255;
    }
  }
  return { data, width, height };
}

export const JPEG_QUALITY = 82;

export function encodeBoardJpeg(pixels: BoardPixels): Buffer {
  return jpeg.encode(pixels, JPEG_QUALITY).data;
}

/** The photo as a JPEG. */
export function renderBoardImage(input: BoardImageInput, width = IMAGE_WIDTH, height = IMAGE_HEIGHT): Buffer {
  return encodeBoardJpeg(renderBoardPixels(input, width, height));
}

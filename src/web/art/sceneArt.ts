// Original illustrations for the marketing site, generated as small SVG files (public/art/) so pages
// carry no stock imagery, no grey boxes and almost no weight. Pure string builders: run
// `npx tsx src/web/art/generateArt.ts` to rewrite the files after changing a scene.
//
// Every scene is a deck in perspective (boards with gaps and grain, in a board colour) set in an
// Australian garden, coast or courtyard, with a few features drawn from simple shapes.

export interface SceneFeatures {
  house?: boolean;
  pergola?: boolean;
  pool?: 'left' | 'right';
  ocean?: boolean;
  trees?: number;
  planters?: number;
  lounge?: boolean;
  dining?: boolean;
  lights?: boolean;
  steps?: boolean;
  fence?: boolean;
  balustrade?: boolean;
}

export interface Scene {
  width: number;
  height: number;
  /** top and bottom of the sky gradient */
  sky: [string, string];
  sun?: { x: number; y: number; r: number; color: string };
  /** far to near hill colours */
  hills: string[];
  board: string;
  /** number of visible boards */
  boards?: number;
  features: SceneFeatures;
  title: string;
}

// ---- colour helpers ----
function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}
function rgbToHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
/** amount > 0 lightens towards white, < 0 darkens towards black */
export function shade(hex: string, amount: number): string {
  const rgb = hexToRgb(hex);
  const target = amount >= 0 ? 255 : 0;
  const a = Math.abs(amount);
  return rgbToHex(rgb.map((v) => v + (target - v) * a) as [number, number, number]);
}

const n = (v: number) => Number(v.toFixed(1));

/** Deterministic pseudo-random numbers so regenerated files are identical. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

// ---- deck geometry ----
interface Deck {
  farY: number;
  nearY: number;
  farL: number;
  farR: number;
  nearL: number;
  nearR: number;
}
function deckX(d: Deck, y: number, side: 'l' | 'r'): number {
  const t = (y - d.farY) / (d.nearY - d.farY);
  return side === 'l' ? d.farL + (d.nearL - d.farL) * t : d.farR + (d.nearR - d.farR) * t;
}

function deckBoards(d: Deck, color: string, count: number, rand: () => number): string {
  const parts: string[] = [];
  const gap = shade(color, -0.55);
  parts.push(`<polygon points="${d.farL},${d.farY} ${d.farR},${d.farY} ${d.nearR},${d.nearY} ${d.nearL},${d.nearY}" fill="${gap}"/>`);
  const ys: number[] = [];
  for (let i = 0; i <= count; i += 1) ys.push(d.farY + (d.nearY - d.farY) * Math.pow(i / count, 1.45));
  for (let i = 0; i < count; i += 1) {
    const y0 = ys[i];
    const y1 = ys[i + 1];
    const h = y1 - y0;
    const g = Math.max(0.6, h * 0.07);
    const top = y0 + g / 2;
    const bottom = y1 - g / 2;
    const tone = shade(color, (rand() - 0.5) * 0.12);
    parts.push(
      `<polygon points="${n(deckX(d, top, 'l'))},${n(top)} ` +
        `${n(deckX(d, top, 'r'))},${n(top)} ${n(deckX(d, bottom, 'r'))},${n(bottom)} ` +
        `${n(deckX(d, bottom, 'l'))},${n(bottom)}" fill="${tone}"/>`,
    );
    // Grain: two faint wavy lines along each board.
    for (let k = 1; k <= 2; k += 1) {
      const gy = top + ((bottom - top) * k) / 3 + (rand() - 0.5) * h * 0.1;
      const xl = deckX(d, gy, 'l');
      const xr = deckX(d, gy, 'r');
      const mid = (xl + xr) / 2;
      const wobble = h * 0.12 * (rand() - 0.5);
      parts.push(
        `<path d="M${n(xl)} ${n(gy)}Q${n(mid - (xr - xl) * 0.2)} ${n(gy + wobble)} ` +
          `${n(mid)} ${n(gy)}T${n(xr)} ${n(gy)}" stroke="${shade(tone, -0.18)}" ` +
          `stroke-width="${n(Math.max(0.5, h * 0.05))}" fill="none" opacity="0.55"/>`,
      );
    }
    // Board ends: a butt joint every few boards, staggered.
    if (i % 3 === 1) {
      const jx = 0.3 + rand() * 0.4;
      const xt = deckX(d, top, 'l') + (deckX(d, top, 'r') - deckX(d, top, 'l')) * jx;
      const xb = deckX(d, bottom, 'l') + (deckX(d, bottom, 'r') - deckX(d, bottom, 'l')) * jx;
      parts.push(`<line x1="${n(xt)}" y1="${n(top)}" x2="${n(xb)}" y2="${n(bottom)}" stroke="${gap}" stroke-width="${n(g)}"/>`);
    }
  }
  // Light falling across the deck.
  parts.push(
    `<polygon points="${d.farL},${d.farY} ${d.farR},${d.farY} ${d.nearR},${d.nearY} ` +
      `${d.nearL},${d.nearY}" fill="url(#sheen)" opacity="0.5"/>`,
  );
  return parts.join('');
}

// ---- scenery ----
function hills(s: Scene, horizon: number, rand: () => number): string {
  return s.hills
    .map((color, i) => {
      const base = horizon + i * 12;
      const amp = 40 - i * 10;
      const pts: string[] = [`M0 ${s.height}`, `L0 ${n(base - amp * rand())}`];
      const steps = 6;
      for (let k = 1; k <= steps; k += 1) {
        const x = (s.width * k) / steps;
        const cx = x - s.width / steps / 2;
        pts.push(`Q${n(cx)} ${n(base - amp - amp * rand())} ${n(x)} ${n(base - amp * rand())}`);
      }
      pts.push(`L${s.width} ${s.height}Z`);
      return `<path d="${pts.join('')}" fill="${color}"/>`;
    })
    .join('');
}

function gumTree(x: number, groundY: number, scale: number, rand: () => number, leaf: string): string {
  const h = 260 * scale;
  const trunk =
    `<path d="M${n(x - 8 * scale)} ${n(groundY)}C${n(x - 14 * scale)} ` +
    `${n(groundY - h * 0.4)} ${n(x + 10 * scale)} ${n(groundY - h * 0.6)} ` +
    `${n(x + 2 * scale)} ${n(groundY - h * 0.9)}L${n(x + 9 * scale)} ` +
    `${n(groundY - h * 0.88)}C${n(x + 18 * scale)} ${n(groundY - h * 0.55)} ` +
    `${n(x + 6 * scale)} ${n(groundY - h * 0.35)} ${n(x + 10 * scale)} ` +
    `${n(groundY)}Z" fill="#e9e1d4" stroke="#b7a78f" ` +
    `stroke-width="${n(1.5 * scale)}"/>`;
  const blobs: string[] = [];
  for (let i = 0; i < 7; i += 1) {
    const bx = x + (rand() - 0.5) * 150 * scale;
    const by = groundY - h * (0.75 + rand() * 0.35);
    const r = (38 + rand() * 30) * scale;
    blobs.push(
      `<ellipse cx="${n(bx)}" cy="${n(by)}" rx="${n(r * 1.3)}" ry="${n(r * 0.8)}" ` +
        `fill="${shade(leaf, (rand() - 0.5) * 0.25)}" opacity="0.95"/>`,
    );
  }
  return trunk + blobs.join('');
}

function planter(x: number, y: number, scale: number, rand: () => number): string {
  const w = 46 * scale;
  const h = 42 * scale;
  const pot =
    `<path d="M${n(x - w / 2)} ${n(y - h)}L${n(x + w / 2)} ` +
    `${n(y - h)}L${n(x + w * 0.38)} ${n(y)}L${n(x - w * 0.38)} ${n(y)}Z" ` +
    `fill="#c46f43"/><rect x="${n(x - w * 0.55)}" y="${n(y - h - 6 * scale)}" ` +
    `width="${n(w * 1.1)}" height="${n(8 * scale)}" rx="${n(2 * scale)}" ` +
    `fill="#a85a33"/>`;
  const leaves: string[] = [];
  for (let i = 0; i < 9; i += 1) {
    const a = -Math.PI / 2 + (rand() - 0.5) * 2.2;
    const len = (40 + rand() * 30) * scale;
    const ex = x + Math.cos(a) * len;
    const ey = y - h - 6 * scale + Math.sin(a) * len;
    leaves.push(
      `<path d="M${n(x)} ${n(y - h - 4 * scale)}Q${n((x + ex) / 2 + 10 * scale)} ` +
        `${n((y - h + ey) / 2)} ${n(ex)} ${n(ey)}" ` +
        `stroke="${shade('#4f7d5c', (rand() - 0.5) * 0.4)}" ` +
        `stroke-width="${n(7 * scale)}" stroke-linecap="round" fill="none"/>`,
    );
  }
  return leaves.join('') + pot;
}

function house(s: Scene, d: Deck): string {
  const top = d.farY - s.height * 0.36;
  const wall = `<rect x="${n(d.farL - 60)}" y="${n(top)}" width="${n(d.farR - d.farL + 120)}" height="${n(d.farY - top)}" fill="#efe6d8"/>`;
  const roof = `<rect x="${n(d.farL - 80)}" y="${n(top - 16)}" width="${n(d.farR - d.farL + 160)}" height="18" fill="#3b3a38"/>`;
  const doorW = (d.farR - d.farL) * 0.42;
  const doorX = (d.farL + d.farR) / 2 - doorW / 2;
  const glass =
    `<rect x="${n(doorX)}" y="${n(top + 24)}" width="${n(doorW)}" ` +
    `height="${n(d.farY - top - 24)}" fill="url(#glass)" stroke="#2f2e2c" ` +
    `stroke-width="5"/><line x1="${n(doorX + doorW / 2)}" y1="${n(top + 24)}" ` +
    `x2="${n(doorX + doorW / 2)}" y2="${n(d.farY)}" stroke="#2f2e2c" ` +
    `stroke-width="5"/>`;
  const winW = (d.farR - d.farL) * 0.18;
  const win = (x: number) =>
    `<rect x="${n(x)}" y="${n(top + 30)}" width="${n(winW)}" ` +
    `height="${n((d.farY - top) * 0.45)}" fill="url(#glass)" stroke="#2f2e2c" ` +
    `stroke-width="4"/>`;
  const cladding: string[] = [];
  for (let y = top + 8; y < d.farY; y += 14)
    cladding.push(`<line x1="${n(d.farL - 60)}" y1="${n(y)}" x2="${n(d.farR + 60)}" y2="${n(y)}" stroke="#e0d5c4" stroke-width="1.5"/>`);
  return wall + cladding.join('') + roof + glass + win(d.farL - 30) + win(d.farR + 30 - winW);
}

function pergola(s: Scene, d: Deck): string {
  const post = '#5b4636';
  const farH = s.height * 0.34;
  const nearTop = s.height * 0.04;
  const posts = [
    `<rect x="${n(d.farL + 8)}" y="${n(d.farY - farH)}" width="10" height="${n(farH)}" fill="${post}"/>`,
    `<rect x="${n(d.farR - 18)}" y="${n(d.farY - farH)}" width="10" height="${n(farH)}" fill="${post}"/>`,
    `<rect x="${n(d.nearL + 120)}" y="${n(nearTop)}" width="26" height="${n(s.height - nearTop)}" fill="${shade(post, -0.15)}"/>`,
    `<rect x="${n(d.nearR - 146)}" y="${n(nearTop)}" width="26" height="${n(s.height - nearTop)}" fill="${shade(post, -0.15)}"/>`,
  ];
  const beams: string[] = [];
  const rafters = 9;
  for (let i = 0; i <= rafters; i += 1) {
    const t = i / rafters;
    const fx = d.farL + 8 + (d.farR - d.farL - 16) * t;
    const nx = d.nearL + 120 + (d.nearR - d.nearL - 240) * t;
    beams.push(
      `<line x1="${n(fx)}" y1="${n(d.farY - farH)}" x2="${n(nx)}" y2="${n(nearTop)}" stroke="${post}" stroke-width="${n(5 + 6 * t * 0)}"/>`,
    );
  }
  const frontBeam =
    `<rect x="${n(d.nearL + 100)}" y="${n(nearTop - 4)}" ` +
    `width="${n(d.nearR - d.nearL - 200)}" height="22" fill="${shade(post, -0.1)}"/>`;
  const backBeam = `<rect x="${n(d.farL)}" y="${n(d.farY - farH - 6)}" width="${n(d.farR - d.farL)}" height="10" fill="${post}"/>`;
  return backBeam + beams.join('') + posts.join('') + frontBeam;
}

function pool(s: Scene, d: Deck, side: 'left' | 'right'): string {
  const y0 = d.farY + (d.nearY - d.farY) * 0.22;
  const y1 = d.farY + (d.nearY - d.farY) * 0.78;
  const frac = side === 'left' ? [0.04, 0.44] : [0.56, 0.96];
  const x = (y: number, f: number) => deckX(d, y, 'l') + (deckX(d, y, 'r') - deckX(d, y, 'l')) * f;
  const pts = `${n(x(y0, frac[0]))},${n(y0)} ${n(x(y0, frac[1]))},${n(y0)} ${n(x(y1, frac[1]))},${n(y1)} ${n(x(y1, frac[0]))},${n(y1)}`;
  const ripples: string[] = [];
  for (let i = 1; i < 5; i += 1) {
    const y = y0 + ((y1 - y0) * i) / 5;
    const a = x(y, frac[0]) + 20;
    const b = x(y, frac[1]) - 20;
    ripples.push(
      `<path d="M${n(a)} ${n(y)}q${n((b - a) / 8)} -6 ${n((b - a) / 4)} ` +
        `0t${n((b - a) / 4)} 0t${n((b - a) / 4)} 0" stroke="#e8fbff" stroke-width="2" ` +
        `fill="none" opacity="0.6"/>`,
    );
  }
  return (
    `<polygon points="${pts}" fill="#f3efe8" stroke="#f3efe8" stroke-width="14" ` +
    `stroke-linejoin="round"/><polygon points="${pts}" ` +
    `fill="url(#water)"/>${ripples.join('')}`
  );
}

function ocean(s: Scene, horizon: number): string {
  return `<rect x="0" y="${n(horizon - 30)}" width="${s.width}" height="${n(s.height * 0.16)}" fill="url(#sea)"/>`;
}

function lounge(x: number, y: number, scale: number, color: string): string {
  const w = 190 * scale;
  const h = 46 * scale;
  return (
    `<rect x="${n(x)}" y="${n(y - h - 40 * scale)}" width="${n(w)}" ` +
    `height="${n(48 * scale)}" rx="${n(10 * scale)}" fill="${shade(color, 0.15)}"/>` +
    `<rect x="${n(x - 8 * scale)}" y="${n(y - h)}" width="${n(w + 16 * scale)}" ` +
    `height="${n(h)}" rx="${n(8 * scale)}" fill="${color}"/><rect ` +
    `x="${n(x + 10 * scale)}" y="${n(y - h - 30 * scale)}" width="${n(38 * scale)}" ` +
    `height="${n(32 * scale)}" rx="${n(8 * scale)}" fill="#e0a04a"/><rect ` +
    `x="${n(x + w - 48 * scale)}" y="${n(y - h - 30 * scale)}" ` +
    `width="${n(38 * scale)}" height="${n(32 * scale)}" rx="${n(8 * scale)}" ` +
    `fill="#8fb59a"/><rect x="${n(x)}" y="${n(y)}" width="${n(8 * scale)}" ` +
    `height="${n(10 * scale)}" fill="#2f2e2c"/><rect x="${n(x + w - 8 * scale)}" ` +
    `y="${n(y)}" width="${n(8 * scale)}" height="${n(10 * scale)}" fill="#2f2e2c"/>`
  );
}

function dining(x: number, y: number, scale: number): string {
  const w = 170 * scale;
  const table =
    `<rect x="${n(x - w / 2)}" y="${n(y - 70 * scale)}" width="${n(w)}" ` +
    `height="${n(12 * scale)}" rx="${n(3 * scale)}" fill="#6f4e37"/><rect ` +
    `x="${n(x - w / 2 + 10 * scale)}" y="${n(y - 58 * scale)}" ` +
    `width="${n(8 * scale)}" height="${n(58 * scale)}" fill="#5b3f2c"/><rect ` +
    `x="${n(x + w / 2 - 18 * scale)}" y="${n(y - 58 * scale)}" ` +
    `width="${n(8 * scale)}" height="${n(58 * scale)}" fill="#5b3f2c"/>`;
  const chair = (cx: number, flip: number) =>
    `<rect x="${n(cx - 20 * scale)}" y="${n(y - 40 * scale)}" ` +
    `width="${n(40 * scale)}" height="${n(8 * scale)}" fill="#2f2e2c"/><rect ` +
    `x="${n(cx + flip * 16 * scale - 3 * scale)}" y="${n(y - 95 * scale)}" ` +
    `width="${n(6 * scale)}" height="${n(95 * scale)}" fill="#2f2e2c"/><rect ` +
    `x="${n(cx - flip * 16 * scale - 3 * scale)}" y="${n(y - 40 * scale)}" ` +
    `width="${n(6 * scale)}" height="${n(40 * scale)}" fill="#2f2e2c"/>`;
  const vase =
    `<rect x="${n(x - 8 * scale)}" y="${n(y - 96 * scale)}" width="${n(16 * scale)}" ` +
    `height="${n(26 * scale)}" rx="${n(5 * scale)}" fill="#f3efe8"/><circle ` +
    `cx="${n(x - 6 * scale)}" cy="${n(y - 104 * scale)}" r="${n(9 * scale)}" ` +
    `fill="#e0a04a"/><circle cx="${n(x + 8 * scale)}" cy="${n(y - 108 * scale)}" ` +
    `r="${n(8 * scale)}" fill="#c9832c"/>`;
  return chair(x - w / 2 - 18 * scale, -1) + chair(x + w / 2 + 18 * scale, 1) + table + vase;
}

function stringLights(s: Scene): string {
  const parts: string[] = [];
  const y0 = s.height * 0.1;
  const sag = s.height * 0.09;
  parts.push(`<path d="M0 ${n(y0)}Q${s.width / 2} ${n(y0 + sag * 2)} ${s.width} ${n(y0)}" stroke="#2f2e2c" stroke-width="2" fill="none"/>`);
  const bulbs = 14;
  for (let i = 1; i < bulbs; i += 1) {
    const t = i / bulbs;
    const x = s.width * t;
    const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + sag * 2) + t * t * y0;
    parts.push(
      `<circle cx="${n(x)}" cy="${n(y + 9)}" r="16" fill="#ffd98a" opacity="0.25"/>` +
        `<circle cx="${n(x)}" cy="${n(y + 9)}" r="5.5" fill="#fff1c7"/>`,
    );
  }
  return parts.join('');
}

function steps(s: Scene, d: Deck, color: string): string {
  const parts: string[] = [];
  const y = d.nearY;
  for (let i = 0; i < 2; i += 1) {
    const top = y - 28 + i * 0;
    parts.push(
      `<rect x="${n(d.nearL + 40 * i)}" y="${n(top + i * 28)}" ` +
        `width="${n(d.nearR - d.nearL - 80 * i)}" height="30" ` +
        `fill="${shade(color, -0.12 - 0.08 * i)}"/>`,
    );
  }
  return parts.join('');
}

function fence(s: Scene, horizon: number): string {
  const parts: string[] = [];
  const top = horizon - s.height * 0.2;
  parts.push(`<rect x="0" y="${n(top)}" width="${s.width}" height="${n(horizon - top + 20)}" fill="#3f3c39"/>`);
  for (let y = top + 10; y < horizon + 20; y += 16)
    parts.push(`<line x1="0" y1="${n(y)}" x2="${s.width}" y2="${n(y)}" stroke="#4d4945" stroke-width="6"/>`);
  return parts.join('');
}

function balustrade(d: Deck): string {
  const h = 46;
  return (
    `<rect x="${d.farL}" y="${d.farY - h}" width="${d.farR - d.farL}" height="${h}" ` +
    `fill="#d6eef2" opacity="0.35" stroke="#9fb7bb" stroke-width="2"/><line ` +
    `x1="${d.farL}" y1="${d.farY - h}" x2="${d.farR}" y2="${d.farY - h}" ` +
    `stroke="#6b6b6b" stroke-width="4"/>`
  );
}

function defs(s: Scene): string {
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" ` +
    `stop-color="${s.sky[0]}"/><stop offset="1" stop-color="${s.sky[1]}"/>` +
    `</linearGradient><linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop ` +
    `offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.5" ` +
    `stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" ` +
    `stop-opacity="0.25"/></linearGradient><linearGradient id="glass" x1="0" y1="0" ` +
    `x2="1" y2="1"><stop offset="0" stop-color="#9cc3cf"/><stop offset="0.6" ` +
    `stop-color="#4f7580"/><stop offset="1" stop-color="#2f4a52"/></linearGradient>` +
    `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" ` +
    `stop-color="#55c1d8"/><stop offset="1" stop-color="#1f7fa3"/></linearGradient>` +
    `<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" ` +
    `stop-color="#5aa3bd"/><stop offset="1" stop-color="#2d6f8c"/></linearGradient>` +
    `</defs>`
  );
}

/** Renders a scene as a standalone SVG document. */
export function renderScene(s: Scene, seed = 7): string {
  const rand = rng(seed);
  const f = s.features;
  const horizon = s.height * 0.52;
  const d: Deck = {
    farY: s.height * 0.6,
    nearY: s.height,
    farL: s.width * 0.18,
    farR: s.width * 0.82,
    nearL: -s.width * 0.12,
    nearR: s.width * 1.12,
  };
  const body: string[] = [];
  body.push(`<rect width="${s.width}" height="${s.height}" fill="url(#sky)"/>`);
  if (s.sun)
    body.push(
      `<circle cx="${s.sun.x}" cy="${s.sun.y}" r="${s.sun.r * 2.2}" ` +
        `fill="${s.sun.color}" opacity="0.18"/><circle cx="${s.sun.x}" cy="${s.sun.y}" ` +
        `r="${s.sun.r}" fill="${s.sun.color}"/>`,
    );
  if (f.ocean) body.push(ocean(s, horizon));
  body.push(hills({ ...s, hills: f.ocean ? s.hills.slice(1) : s.hills }, f.ocean ? horizon + 40 : horizon, rand));
  if (f.fence) body.push(fence(s, d.farY));
  const treeCount = f.trees ?? 0;
  for (let i = 0; i < treeCount; i += 1) {
    const x = treeCount === 1 ? s.width * 0.85 : s.width * (0.06 + (0.88 * i) / (treeCount - 1));
    body.push(gumTree(x, d.farY + 6, 0.8 + rand() * 0.5, rand, '#5f8a68'));
  }
  if (f.house) body.push(house(s, d));
  body.push(deckBoards(d, s.board, s.boards ?? 16, rand));
  if (f.balustrade) body.push(balustrade(d));
  if (f.pool) body.push(pool(s, d, f.pool));
  if (f.steps) body.push(steps(s, d, s.board));
  if (f.dining) body.push(dining(s.width * (f.pool === 'right' ? 0.32 : 0.62), d.farY + (d.nearY - d.farY) * 0.55, s.width / 900));
  if (f.lounge)
    body.push(lounge(s.width * (f.pool === 'left' ? 0.6 : 0.14), d.farY + (d.nearY - d.farY) * 0.42, s.width / 1000, '#e9e1d4'));
  const planters = f.planters ?? 0;
  for (let i = 0; i < planters; i += 1) {
    const left = i % 2 === 0;
    const depth = 0.25 + (0.5 * Math.floor(i / 2)) / Math.max(1, Math.ceil(planters / 2));
    const y = d.farY + (d.nearY - d.farY) * depth;
    const x = left ? deckX(d, y, 'l') + 70 * (1 + depth) : deckX(d, y, 'r') - 70 * (1 + depth);
    body.push(planter(x, y, (0.9 + depth * 1.4) * (s.width / 1000), rand));
  }
  if (f.pergola) body.push(pergola(s, d));
  if (f.lights) body.push(stringLights(s));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${s.width} ${s.height}" ` +
    `width="${s.width}" height="${s.height}" role="img" ` +
    `aria-label="${s.title}">${defs(s)}${body.join('')}</svg>\n`
  );
}

// ---- range visuals: a fan of boards in the range's colours ----

export function renderBoardFan(colors: string[], title: string, seed = 3, width = 800, height = 520): string {
  const rand = rng(seed);
  const parts: string[] = [];
  parts.push(
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" ` +
      `stop-color="#f6efe5"/><stop offset="1" stop-color="#e2d0b8"/></linearGradient>` +
      `<linearGradient id="edge" x1="0" y1="0" x2="1" y2="0"><stop offset="0" ` +
      `stop-color="#fff" stop-opacity="0.22"/><stop offset="0.5" stop-color="#fff" ` +
      `stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/>` +
      `</linearGradient></defs>`,
  );
  parts.push(`<rect width="${width}" height="${height}" fill="url(#bg)"/>`);
  const count = colors.length;
  const gap = 14;
  const boardW = Math.min(96, (width * 0.8 - gap * (count - 1)) / count);
  const total = boardW * count + gap * (count - 1);
  const x0 = (width - total) / 2;
  const skew = 46;
  const top = height * 0.12;
  const bottom = height * 0.86;
  parts.push(`<ellipse cx="${width / 2}" cy="${n(bottom + 10)}" rx="${n(total * 0.62)}" ry="18" fill="#000" opacity="0.1"/>`);
  colors.forEach((color, i) => {
    const x = x0 + i * (boardW + gap);
    const lift = (i % 2) * 18;
    const t = top + lift;
    const b = bottom - lift * 0.2;
    // A board standing on end, leaning: face, grooved side edge and top end.
    const face = `${n(x + skew)},${n(t)} ${n(x + skew + boardW)},${n(t)} ${n(x + boardW)},${n(b)} ${n(x)},${n(b)}`;
    const side =
      `${n(x + skew + boardW)},${n(t)} ${n(x + skew + boardW + 10)},${n(t + 8)} ` +
      `${n(x + boardW + 10)},${n(b + 8)} ${n(x + boardW)},${n(b)}`;
    const grains: string[] = [];
    for (let k = 1; k < 6; k += 1) {
      const fx = boardW * (k / 6) + (rand() - 0.5) * 6;
      grains.push(
        `<path d="M${n(x + skew + fx)} ` +
          `${n(t + 4)}C${n(x + skew * 0.7 + fx + (rand() - 0.5) * 10)} ` +
          `${n(t + (b - t) * 0.3)} ${n(x + skew * 0.3 + fx + (rand() - 0.5) * 10)} ` +
          `${n(t + (b - t) * 0.7)} ${n(x + fx)} ${n(b - 4)}" stroke="${shade(color, -0.2)}" ` +
          `stroke-width="1.3" fill="none" opacity="0.65"/>`,
      );
    }
    parts.push(
      `<polygon points="${side}" fill="${shade(color, -0.4)}"/><polygon ` +
        `points="${face}" fill="${color}"/>${grains.join('')}<polygon points="${face}" ` +
        `fill="url(#edge)"/>`,
    );
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" ` +
    `width="${width}" height="${height}" role="img" ` +
    `aria-label="${title}">${parts.join('')}</svg>\n`
  );
}

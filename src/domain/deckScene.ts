// The 3D view's content (docs/product.md#3d-view): the planned deck (deckPlan.ts) as solids standing
// on the ground, boards as laid, fascia, steps with treads and stringers, and the frame beneath them
// (joists, bearers, ledgers, noggins, posts or pedestals). Pure and plain data: the view
// (src/web/deck3d) turns each list into one instanced mesh, and the tests count the plan's members in it.
//
// World space is in metres with y up: the plan's x is x, the plan's y is z, so the top view reads as
// the plan does.
import { BALUSTRADE_RAILS_PER_RUN } from './balustradeRules';
import type { DeckPlan } from './deckPlan';
import { FRAME_GUIDE, STEP_TREAD_BOARDS, type FrameMaterial } from './frameGuide';
import { fractionAlong, pointAlong, signedPolygonArea, type Point, type Segment } from './geometry';
import type { BoardDirection } from './schemas/designs';

export type Vec3 = readonly [number, number, number];

/** A straight member: a box from one end's centre to the other's, `widthM` across and `depthM` deep. */
export interface Beam {
  from: Vec3;
  to: Vec3;
  widthM: number;
  depthM: number;
}

/** A board cut to a shape (at an angled edge, or a picture-frame border row): an outline, in metres on the ground's plane, lifted. */
export interface Slab {
  outline: Point[];
  holes: Point[][];
  /** Height of its top above the ground, m. */
  topM: number;
  thicknessM: number;
}

export interface DeckScene {
  /** Square-cut boards: the field's pieces, breaker boards and step treads, one each. */
  boards: Beam[];
  /** Field pieces and breaker boards cut at an angle to fit the outline. */
  cutBoards: Slab[];
  /** The picture-frame border's rows (mitred boards drawn as one ring per row). */
  border: Slab[];
  fascia: Beam[];
  joists: Beam[];
  bearers: Beam[];
  ledgers: Beam[];
  noggins: Beam[];
  /** Posts to the ground, or pedestals under a low deck (`support`). */
  posts: Beam[];
  support: 'posts' | 'pedestals';
  stringers: Beam[];
  /** The balustrade (docs/product.md#subframe-and-edges): one post per plan post, standing on the boards or the treads. */
  balustradePosts: Beam[];
  /** A top and a bottom rail along each run, sloping down the steps' sides. */
  balustradeRails: Beam[];
  /** One infill panel per bay, between the rails. */
  balustradeInfill: Beam[];
  /** The deck's extent on the ground (steps included), m, and the top of its boards. */
  bounds: { minX: number; maxX: number; minZ: number; maxZ: number; heightM: number };
  /** Boards as counted for the description: pieces laid, border, breaker and tread boards. */
  boardCount: number;
}

export interface SceneOptions {
  heightMm: number;
  frame: FrameMaterial;
  direction: BoardDirection;
  boardWidthMm: number;
  gapMm: number;
}

/** Section sizes (mm) of what the plan lists by centreline: the supplier's guide's stock. */
const BOARD_THICKNESS_MM = 23;
const FASCIA_THICKNESS_MM = 16;
const MEMBERS: Record<FrameMaterial, { joistDepthMm: number; bearerDepthMm: number; bearerWidthMm: number; postMm: number }> = {
  timber: { joistDepthMm: 90, bearerDepthMm: 140, bearerWidthMm: 45, postMm: 90 },
  steel: { joistDepthMm: 100, bearerDepthMm: 100, bearerWidthMm: 100, postMm: 75 },
};
const PEDESTAL_MM = 100;
/** The least of a pedestal shown above the ground, mm. */
const PEDESTAL_MIN_MM = 40;
const STRINGER = { widthMm: 45, depthMm: 240 };
/** The aluminium balustrade's sections, mm: square posts, rails, and an infill panel's thickness. */
const BALUSTRADE_POST_MM = 50;
const BALUSTRADE_RAIL = { widthMm: 40, depthMm: 30 };
const BALUSTRADE_INFILL_MM = 12;
/** The bottom rail's underside above the boards (or the treads' nosings), mm. */
const BALUSTRADE_BOTTOM_RAIL_MM = 80;

const m = (mm: number) => mm / 1000;

interface Extent {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

function extent(points: readonly Point[]): Extent {
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const { x, y } of points) {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  return { minX, maxX, minY, maxY };
}

/** Whether an outline is its own bounding rectangle (a board cut square at both ends). */
function isSquareCut(points: readonly Point[]): boolean {
  const e = extent(points);
  const box = (e.maxX - e.minX) * (e.maxY - e.minY);
  return box > 0 && Math.abs(Math.abs(signedPolygonArea(points)) - box) <= box * 0.002 + 1;
}

/** A board lying flat over its bounding rectangle, along x or along the plan's y. */
function flatBoard(e: Extent, alongX: boolean, topMm: number): Beam {
  const y = m(topMm - BOARD_THICKNESS_MM / 2);
  const cx = m((e.minX + e.maxX) / 2);
  const cz = m((e.minY + e.maxY) / 2);
  return alongX
    ? { from: [m(e.minX), y, cz], to: [m(e.maxX), y, cz], widthM: m(e.maxY - e.minY), depthM: m(BOARD_THICKNESS_MM) }
    : { from: [cx, y, m(e.minY)], to: [cx, y, m(e.maxY)], widthM: m(e.maxX - e.minX), depthM: m(BOARD_THICKNESS_MM) };
}

const toMetres = (points: readonly Point[]): Point[] => points.map((p) => ({ x: m(p.x), y: m(p.y) }));

/** Rings as outlines with the holes inside them: a hole winds opposite its outline (Clipper's output). */
function ringsToSlabs(rings: readonly (readonly Point[])[], topMm: number): Slab[] {
  const withArea = rings.filter((r) => r.length >= 3).map((r) => ({ ring: r, area: signedPolygonArea(r) }));
  const largest = withArea.reduce((best, r) => (Math.abs(r.area) > Math.abs(best) ? r.area : best), 0);
  const outerSign = Math.sign(largest) || 1;
  const outers = withArea.filter((r) => Math.sign(r.area) === outerSign);
  const holes = withArea.filter((r) => Math.sign(r.area) !== outerSign);
  const slabs: Slab[] = outers.map((o) => ({ outline: toMetres(o.ring), holes: [], topM: m(topMm), thicknessM: m(BOARD_THICKNESS_MM) }));
  for (const h of holes) {
    const p = h.ring[0];
    const owner = outers.findIndex((o) => {
      const e = extent(o.ring);
      return p.x >= e.minX && p.x <= e.maxX && p.y >= e.minY && p.y <= e.maxY;
    });
    if (owner >= 0) slabs[owner].holes.push(toMetres(h.ring));
  }
  return slabs;
}

function horizontalMember([a, b]: Segment, yMm: number, widthMm: number, depthMm: number): Beam {
  return { from: [m(a.x), m(yMm), m(a.y)], to: [m(b.x), m(yMm), m(b.y)], widthM: m(widthMm), depthM: m(depthMm) };
}

/** The scene of a planned deck. */
export function deckScene(plan: DeckPlan, options: SceneOptions): DeckScene {
  const h = options.heightMm;
  const guide = FRAME_GUIDE[options.frame];
  const sizes = MEMBERS[options.frame];
  // A deck lower than its frame's sections draws them shallower, so the pedestals still show above the ground.
  const joistTop = h - BOARD_THICKNESS_MM;
  const squeeze = Math.max(0.05, Math.min(1, (joistTop - PEDESTAL_MIN_MM) / (sizes.joistDepthMm + sizes.bearerDepthMm)));
  const joistDepth = sizes.joistDepthMm * squeeze;
  const bearerDepth = sizes.bearerDepthMm * squeeze;
  const joistMid = joistTop - joistDepth / 2;
  const bearerTop = joistTop - joistDepth;
  const bearerMid = bearerTop - bearerDepth / 2;
  const bearerBottom = Math.max(1, bearerTop - bearerDepth);
  const alongX = options.direction !== 'vertical';

  const boards: Beam[] = [];
  const cutRings: Point[][][] = [];
  for (const piece of plan.layout.pieces) {
    const [first, ...rest] = piece.polygons;
    if (!first) continue;
    if (rest.length === 0 && isSquareCut(first)) boards.push(flatBoard(extent(first), alongX, h));
    else cutRings.push(piece.polygons);
  }
  // Breaker boards run across the field's boards.
  for (const polygon of plan.breakerPolygons) {
    if (isSquareCut(polygon)) boards.push(flatBoard(extent(polygon), !alongX, h));
    else cutRings.push([polygon]);
  }

  // Steps: two boards a tread, each tread a riser below the one before; stringers from the deck's edge to the ground.
  const stringers: Beam[] = [];
  const steps = plan.steps;
  if (steps && steps.treads > 0) {
    const [a, b] = steps.edge;
    const first = steps.treadPolygons[0];
    const normal = { x: (first[3].x - first[0].x) / steps.goingMm, y: (first[3].y - first[0].y) / steps.goingMm };
    const pitch = options.boardWidthMm + options.gapMm;
    const out = (p: Point, d: number): Point => ({ x: p.x + normal.x * d, y: p.y + normal.y * d });
    for (let i = 0; i < steps.treads; i++) {
      const top = h - (i + 1) * steps.riserMm;
      for (let k = 0; k < STEP_TREAD_BOARDS; k++) {
        const d = i * steps.goingMm + k * pitch + options.boardWidthMm / 2;
        boards.push(horizontalMember([out(a, d), out(b, d)], top - BOARD_THICKNESS_MM / 2, options.boardWidthMm, BOARD_THICKNESS_MM));
      }
    }
    const run = steps.treads * steps.goingMm;
    const inset = STRINGER.widthMm / 2;
    for (let j = 0; j < steps.stringers; j++) {
      const t = steps.stringers === 1 ? 0.5 : j / (steps.stringers - 1);
      const along = inset + t * (steps.widthMm - 2 * inset);
      const p = { x: a.x + ((b.x - a.x) * along) / steps.widthMm, y: a.y + ((b.y - a.y) * along) / steps.widthMm };
      const foot = out(p, run);
      // Its top edge runs under the treads' back edges, from below the first tread to the ground.
      const top = h - steps.riserMm - BOARD_THICKNESS_MM - STRINGER.depthMm / 2;
      stringers.push({
        from: [m(p.x), m(top), m(p.y)],
        to: [m(foot.x), m(-BOARD_THICKNESS_MM - STRINGER.depthMm / 2), m(foot.y)],
        widthM: m(STRINGER.widthMm),
        depthM: m(STRINGER.depthMm),
      });
    }
  }

  const frame = plan.frame;
  const joistMember = (s: Segment) => horizontalMember(s, joistMid, guide.joistWidthMm, joistDepth);
  const postSize = frame.support === 'posts' ? sizes.postMm : PEDESTAL_MM;
  const posts = frame.posts.map((p): Beam => ({
    from: [m(p.x), 0, m(p.y)],
    to: [m(p.x), m(bearerBottom), m(p.y)],
    widthM: m(postSize),
    depthM: m(postSize),
  }));
  const fasciaDepth = BOARD_THICKNESS_MM + joistDepth;

  const balustrade = balustradeMembers(plan, h);

  const allPoints: Point[] = [
    ...plan.layout.pieces.flatMap((p) => p.polygons.flat()),
    ...plan.borderPolygons.flat(),
    ...plan.breakerPolygons.flat(),
    ...(steps?.treadPolygons.flat() ?? []),
  ];
  const e = allPoints.length > 0 ? extent(allPoints) : { minX: 0, maxX: 0, minY: 0, maxY: 0 };

  return {
    boards,
    cutBoards: cutRings.flatMap((rings) => ringsToSlabs(rings, h)),
    border: ringsToSlabs(plan.borderPolygons, h),
    fascia: plan.fascia.map((s) => horizontalMember(s, h - fasciaDepth / 2, FASCIA_THICKNESS_MM, fasciaDepth)),
    joists: frame.joists.map(joistMember),
    bearers: frame.bearers.map((s) => horizontalMember(s, bearerMid, sizes.bearerWidthMm, bearerDepth)),
    ledgers: frame.ledgers.map(joistMember),
    noggins: frame.noggins.map(joistMember),
    posts,
    support: frame.support,
    stringers,
    balustradePosts: balustrade.posts,
    balustradeRails: balustrade.rails,
    balustradeInfill: balustrade.infill,
    bounds: { minX: m(e.minX), maxX: m(e.maxX), minZ: m(e.minY), maxZ: m(e.maxY), heightM: m(h) },
    boardCount:
      plan.layout.pieces.length +
      plan.extraBoardLengthsMm.border.length +
      plan.extraBoardLengthsMm.breaker.length +
      plan.extraBoardLengthsMm.treads.length,
  };
}

/**
 * The balustrade's posts, rails and infill: a run along the deck's edge stands on the boards; a stair
 * side's runs from the deck's edge down to the lowest tread, so its foot is lower by the treads' risers.
 */
function balustradeMembers(plan: DeckPlan, h: number): { posts: Beam[]; rails: Beam[]; infill: Beam[] } {
  const { runs, posts } = plan.balustrade;
  const drop = plan.steps ? plan.steps.treads * plan.steps.riserMm : 0;
  // A run's base (top of the boards or treads) at fraction t along it, mm.
  const base = (stair: boolean, t: number) => (stair ? h - drop * t : h);
  const postBeams = posts.map((p): Beam => {
    // A post on a stair side stands on the slope; one shared with an edge run stands on the deck.
    let bottom = -Infinity;
    let height = 0;
    for (const run of runs) {
      const t = fractionAlong(p, run.segment);
      if (t === null) continue;
      bottom = Math.max(bottom, base(run.stair, t));
      height = Math.max(height, run.heightMm);
    }
    if (!Number.isFinite(bottom)) bottom = h;
    return {
      from: [m(p.x), m(bottom), m(p.y)],
      to: [m(p.x), m(bottom + height), m(p.y)],
      widthM: m(BALUSTRADE_POST_MM),
      depthM: m(BALUSTRADE_POST_MM),
    };
  });
  const rails: Beam[] = [];
  const infill: Beam[] = [];
  for (const run of runs) {
    const [a, b] = run.segment;
    const top = run.heightMm - BALUSTRADE_RAIL.depthMm / 2;
    const bottom = BALUSTRADE_BOTTOM_RAIL_MM + BALUSTRADE_RAIL.depthMm / 2;
    // The rule's rails (a top and a bottom, BALUSTRADE_RAILS_PER_RUN) spaced evenly from the bottom one up.
    const span = Math.max(1, BALUSTRADE_RAILS_PER_RUN - 1);
    const heights = Array.from({ length: BALUSTRADE_RAILS_PER_RUN }, (_, i) => bottom + ((top - bottom) * i) / span);
    for (const y of heights)
      rails.push({
        from: [m(a.x), m(base(run.stair, 0) + y), m(a.y)],
        to: [m(b.x), m(base(run.stair, 1) + y), m(b.y)],
        widthM: m(BALUSTRADE_RAIL.widthMm),
        depthM: m(BALUSTRADE_RAIL.depthMm),
      });
    const panelMid = (top + bottom) / 2;
    const panelDepth = top - bottom - BALUSTRADE_RAIL.depthMm;
    for (let i = 0; i < run.bays; i++) {
      const t0 = i / run.bays;
      const t1 = (i + 1) / run.bays;
      const p0 = pointAlong(run.segment, t0);
      const p1 = pointAlong(run.segment, t1);
      infill.push({
        from: [m(p0.x), m(base(run.stair, t0) + panelMid), m(p0.y)],
        to: [m(p1.x), m(base(run.stair, t1) + panelMid), m(p1.y)],
        widthM: m(BALUSTRADE_INFILL_MM),
        depthM: m(panelDepth),
      });
    }
  }
  return { posts: postBeams, rails, infill };
}

const metres = (v: number) => `${v.toFixed(2)} m`;

/** What the view shows, in words, for screen readers (and the view's caption). */
export function describeScene(scene: DeckScene, showFrame: boolean): string {
  const { minX, maxX, minZ, maxZ, heightM } = scene.bounds;
  if (scene.boardCount === 0) return 'The 3D view shows no deck yet: draw a shape and choose a colour.';
  const words = [
    `A ${metres(maxX - minX)} by ${metres(maxZ - minZ)} deck, ${metres(heightM)} above the ground, with ${scene.boardCount} boards.`,
  ];
  // The balustrade is part of what the view shows, so it is said too (docs/product.md#3d-view).
  if (scene.balustradePosts.length > 0) {
    words.push(`A balustrade with ${scene.balustradePosts.length} posts and ${scene.balustradeInfill.length} infill panels.`);
  }
  if (showFrame) {
    const support = scene.support === 'posts' ? 'posts' : 'pedestals';
    words.push(
      `Frame shown through the boards: ${scene.joists.length} joists, ${scene.bearers.length} bearers, ` +
        `${scene.ledgers.length} ledgers, ${scene.noggins.length} noggins and ${scene.posts.length} ${support}.`,
    );
  }
  return words.join(' ');
}

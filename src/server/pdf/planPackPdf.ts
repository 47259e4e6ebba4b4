// The plan pack (docs/product.md#subframe-and-edges): a design's plan for its builder, from the same plan and
// priced list the calculator shows (designPlan.ts). Page 1 the deck plan to scale (boards, border, breaker
// boards, steps, every edge's length, the board direction), page 2 the framing plan (joists, bearers,
// ledgers, posts or pedestals, their spacings and the deck height), page 3 the priced list, both sets of
// figures and the cut list. The company block heads and the guide's disclaimer foots every page.
// Drawn as vector SVG (pdfmake's svg support) in PDF points, at a standard scale that fits the page.
import type { Content, ContentTable, CustomTableLayout, TDocumentDefinitions } from 'pdfmake/interfaces';
import { BOARD_DIRECTION_LABELS } from '../../domain/boardDirections';
import { brandDisplayName, type BoardItem, type HardwareItem } from '../../domain/catalogue';
import { colorHex, displayColorName } from '../../domain/colors';
import { COMPANY } from '../../domain/constants';
import type { Segment } from '../../domain/geometry';
import { formatSquareMetres, specFigureRows } from '../../domain/designFigures';
import { planForDrawing, type DesignPlan } from '../../domain/designPlan';
import { FIGURE_SET_NAMES } from '../../domain/figureSets';
import { BORDER_STYLE_LABELS, FRAME_ESTIMATE_NOTE, FRAME_MATERIAL_LABELS } from '../../domain/frameGuide';
import { isValidShape, signedPolygonArea, type Point } from '../../domain/geometry';
import { layoutFigureRows, materialLineName } from '../../domain/layoutFigures';
import { PLAN_PACK_MAX_PARTS } from '../../domain/jobCost';
import { calculateMaterials } from '../../domain/materials';
import {
  balustradeSummary,
  cutBoardText,
  cutList,
  cutPieceText,
  frameSpacings,
  PLAN_PACK_PAGES,
  PLAN_PACK_TITLE,
} from '../../domain/planPack';
import type { DesignDrawing } from '../../domain/schemas/designs';
import type { CutResult } from '../../domain/stockCutting';
import type { PriceContext } from '../../domain/tradePricing';
import { BRAND, labelled, linesTable, MUTED, renderPdf, totalsTable } from './documentParts';
import { BASE_FONT } from './fonts';
import { withTradePrices } from './tradePriceCells';

export interface PlanPackDocument {
  /** The design's name (a shared visitor's drawing: the share page's heading). */
  name: string;
  drawing: DesignDrawing;
  boardItems: readonly BoardItem[];
  hardwareItems: readonly HardwareItem[];
  /** The owner's prices for page 3 (docs/product.md#trade-accounts); the catalogue's when absent (a share link's visitor). */
  prices?: PriceContext;
}

/** A4 portrait less the margins, in points: the room a drawing may take. */
const DRAWING_WIDTH_PT = 515;
const DRAWING_HEIGHT_PT = 470;
/** Room around a drawing for the edge lengths. */
const PAD_PT = 48;
const PT_PER_MM = 72 / 25.4;
/** The scales a drawing is printed at: the largest that fits. */
const SCALES = [10, 20, 25, 50, 75, 100, 125, 150, 200, 250, 500, 1000, 2000, 5000];

const OUTLINE = '#1f1a17';
const JOIST = '#2f6f8f';
const BEARER = '#8a4b16';
const LEDGER = '#6b2d8c';
const POST = '#1f1a17';
const BALUSTRADE = '#b3261e';

interface Frame {
  minX: number;
  minY: number;
  /** Points per mm of the deck. */
  k: number;
  scale: number;
  width: number;
  height: number;
}

function drawingFrame(points: readonly Point[]): Frame {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const w = Math.max(1, maxX - minX);
  const h = Math.max(1, maxY - minY);
  const fit = (s: number) => (w / s) * PT_PER_MM <= DRAWING_WIDTH_PT - 2 * PAD_PT && (h / s) * PT_PER_MM <= DRAWING_HEIGHT_PT - 2 * PAD_PT;
  const scale = SCALES.find(fit) ?? SCALES[SCALES.length - 1];
  const k = PT_PER_MM / scale;
  return { minX, minY, k, scale, width: DRAWING_WIDTH_PT, height: Math.min(DRAWING_HEIGHT_PT, h * k + 2 * PAD_PT) };
}

const n = (v: number) => Number(v.toFixed(2));
const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function svgOf(frame: Frame, body: string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${frame.width}" height="${n(frame.height)}" viewBox="0 0 ${frame.width} ${n(frame.height)}">${body.join('')}</svg>`;
}

function toPage(frame: Frame) {
  return (p: Point): [number, number] => [n(PAD_PT + (p.x - frame.minX) * frame.k), n(PAD_PT + (p.y - frame.minY) * frame.k)];
}

function polygon(at: (p: Point) => [number, number], points: readonly Point[], attrs: string): string {
  return `<polygon points="${points.map((p) => at(p).join(',')).join(' ')}" ${attrs}/>`;
}
/** Outlines with their holes as one even-odd path: a border ring's inner outline is its hole, not a board. */
function rings(at: (p: Point) => [number, number], polygons: readonly (readonly Point[])[], attrs: string): string {
  const d = polygons.map((poly) => `M${poly.map((p) => at(p).join(' ')).join('L')}Z`).join('');
  return `<path d="${d}" fill-rule="evenodd" ${attrs}/>`;
}
function line(at: (p: Point) => [number, number], [a, b]: Segment, attrs: string): string {
  const [x1, y1] = at(a);
  const [x2, y2] = at(b);
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" ${attrs}/>`;
}
function text(x: number, y: number, content: string, attrs = ''): string {
  const style = `font-family="${BASE_FONT}" font-size="7" text-anchor="middle" fill="${OUTLINE}"`;
  return `<text x="${n(x)}" y="${n(y)}" ${style} ${attrs}>${escapeXml(content)}</text>`;
}

/** Each valid shape's outline and every edge's length just outside it. */
function outlinesWithLengths(at: (p: Point) => [number, number], shapes: DesignDrawing['shapes'], dimensions: boolean): string[] {
  const out: string[] = [];
  for (const shape of shapes) {
    if (!isValidShape(shape.points)) continue;
    out.push(polygon(at, shape.points, `fill="none" stroke="${OUTLINE}" stroke-width="1"`));
    if (!dimensions) continue;
    // Outward is to the right of each edge on a clockwise (screen) outline, to the left on an anticlockwise one.
    const sign = signedPolygonArea(shape.points) > 0 ? -1 : 1;
    shape.points.forEach((a, i) => {
      const b = shape.points[(i + 1) % shape.points.length];
      const length = Math.hypot(b.x - a.x, b.y - a.y);
      if (length < 1) return;
      const [ax, ay] = at(a);
      const [bx, by] = at(b);
      const len = Math.hypot(bx - ax, by - ay) || 1;
      const nx = (-(by - ay) / len) * sign;
      const ny = ((bx - ax) / len) * sign;
      // Clear of the edge by the label's half width where the edge runs up and down.
      const clear = 8 + Math.abs(nx) * 16;
      out.push(text((ax + bx) / 2 + nx * clear, (ay + by) / 2 + ny * clear + 2.5, `${Math.round(length)} mm`));
    });
  }
  return out;
}

/** A bar of a round length under the drawing, and the scale. */
function scaleBar(frame: Frame): string[] {
  const metres = [0.5, 1, 2, 5, 10, 20, 50].find((m) => m * 1000 * frame.k >= 40) ?? 50;
  const w = metres * 1000 * frame.k;
  const y = frame.height - 8;
  return [
    `<rect x="${PAD_PT}" y="${n(y - 3)}" width="${n(w)}" height="3" fill="${OUTLINE}"/>`,
    text(PAD_PT + w / 2, y - 6, `${metres} m`),
    text(PAD_PT + w + 40, y, `Scale 1:${frame.scale} on A4`),
  ];
}

function allPoints(planned: DesignPlan, drawing: DesignDrawing): Point[] {
  const points = drawing.shapes.filter((s) => isValidShape(s.points)).flatMap((s) => s.points);
  for (const tread of planned.plan.steps?.treadPolygons ?? []) points.push(...tread);
  return points;
}

function deckPlanDrawing(planned: DesignPlan, drawing: DesignDrawing): Content {
  const frame = drawingFrame(allPoints(planned, drawing));
  const at = toPage(frame);
  const fill = colorHex(planned.colour.cf_board_colour);
  const body: string[] = [];
  // Every piece in one path: the pieces never overlap, so even-odd fills each as its own element did, and a
  // single element is drawn in a fraction of the time thousands of them take (docs/product.md#board-layout-rules).
  const pieces = planned.plan.layout.pieces.flatMap((piece) => piece.polygons);
  if (pieces.length) body.push(rings(at, pieces, `fill="${fill}" stroke="#ffffff" stroke-width="0.4"`));
  const edged = `fill="${fill}" stroke="${OUTLINE}" stroke-width="0.6"`;
  if (planned.plan.borderPolygons.length) body.push(rings(at, planned.plan.borderPolygons, edged));
  if (planned.plan.breakerPolygons.length) body.push(rings(at, planned.plan.breakerPolygons, edged));
  for (const poly of planned.plan.steps?.treadPolygons ?? [])
    body.push(polygon(at, poly, `fill="${fill}" fill-opacity="0.6" stroke="${OUTLINE}" stroke-width="0.6" stroke-dasharray="3,2"`));
  body.push(...outlinesWithLengths(at, drawing.shapes, true));
  // The board direction: an arrow along the boards, top left of the drawing.
  const [x0, y0] = [PAD_PT, 14];
  // Diagonal boards run down and to the right at 45 degrees (boardLayout.ts).
  const along = { horizontal: [1, 0], vertical: [0, 1], diagonal: [Math.SQRT1_2, Math.SQRT1_2] }[drawing.boardDirection];
  const size = drawing.boardDirection === 'horizontal' ? 40 : 24;
  const [x1, y1] = [x0 + along[0] * size, y0 + along[1] * size];
  const [bx, by] = [x1 - along[0] * 5, y1 - along[1] * 5];
  const head = `${x1},${y1} ${bx - along[1] * 3},${by + along[0] * 3} ${bx + along[1] * 3},${by - along[0] * 3}`;
  body.push(`<line x1="${x0}" y1="${y0}" x2="${x1}" y2="${y1}" stroke="${OUTLINE}" stroke-width="1"/>`);
  body.push(`<polygon points="${head}" fill="${OUTLINE}"/>`);
  body.push(text(drawing.boardDirection === 'horizontal' ? x1 + 40 : x0 + 40, y0 + 3, 'Boards run this way'));
  body.push(...scaleBar(frame));
  return { svg: svgOf(frame, body), width: frame.width, font: BASE_FONT, margin: [0, 8, 0, 0] };
}

function framingDrawing(planned: DesignPlan, drawing: DesignDrawing): Content {
  const frame = drawingFrame(allPoints(planned, drawing));
  const at = toPage(frame);
  const f = planned.plan.frame;
  const body: string[] = [];
  for (const poly of planned.plan.steps?.treadPolygons ?? [])
    body.push(polygon(at, poly, `fill="none" stroke="${MUTED}" stroke-width="0.5"`));
  for (const s of f.bearers) body.push(line(at, s, `stroke="${BEARER}" stroke-width="2.2"`));
  for (const s of f.joists) body.push(line(at, s, `stroke="${JOIST}" stroke-width="0.8"`));
  for (const s of f.doubledJoists) body.push(line(at, s, `stroke="${JOIST}" stroke-width="1.8"`));
  for (const s of f.noggins) body.push(line(at, s, `stroke="${JOIST}" stroke-width="0.8"`));
  for (const s of f.ledgers) body.push(line(at, s, `stroke="${LEDGER}" stroke-width="2.2" stroke-dasharray="4,2"`));
  for (const p of f.posts) {
    const [x, y] = at(p);
    body.push(
      f.support === 'pedestals'
        ? `<circle cx="${x}" cy="${y}" r="2.6" fill="none" stroke="${POST}" stroke-width="0.8"/>`
        : `<rect x="${n(x - 2.6)}" y="${n(y - 2.6)}" width="5.2" height="5.2" fill="${POST}"/>`,
    );
  }
  body.push(...outlinesWithLengths(at, drawing.shapes, true));
  // The balustrade over the outline: its runs and its posts (docs/product.md#subframe-and-edges).
  const balustrade = planned.plan.balustrade;
  for (const run of balustrade.runs) body.push(line(at, run.segment, `stroke="${BALUSTRADE}" stroke-width="1.6"`));
  for (const p of balustrade.posts) {
    const [x, y] = at(p);
    body.push(`<rect x="${n(x - 1.8)}" y="${n(y - 1.8)}" width="3.6" height="3.6" fill="${BALUSTRADE}"/>`);
  }
  // The legend, top left.
  const legend: [string, string][] = [
    [`stroke="${JOIST}" stroke-width="0.8"`, 'Joists'],
    [`stroke="${BEARER}" stroke-width="2.2"`, 'Bearers'],
    [`stroke="${LEDGER}" stroke-width="2.2" stroke-dasharray="4,2"`, 'Ledger'],
    ...(balustrade.runs.length ? [[`stroke="${BALUSTRADE}" stroke-width="1.6"`, 'Balustrade'] as [string, string]] : []),
  ];
  legend.forEach(([attrs, label], i) => {
    const x = PAD_PT + i * 70;
    body.push(`<line x1="${x}" y1="10" x2="${x + 18}" y2="10" ${attrs}/>`, text(x + 38, 12.5, label));
  });
  const px = PAD_PT + legend.length * 70;
  body.push(
    f.support === 'pedestals'
      ? `<circle cx="${px + 4}" cy="10" r="2.6" fill="none" stroke="${POST}" stroke-width="0.8"/>`
      : `<rect x="${px + 1.4}" y="7.4" width="5.2" height="5.2" fill="${POST}"/>`,
    text(px + 30, 12.5, f.support === 'pedestals' ? 'Pedestals' : 'Posts'),
  );
  body.push(...scaleBar(frame));
  return { svg: svgOf(frame, body), width: frame.width, font: BASE_FONT, margin: [0, 8, 0, 0] };
}

const mm = (v: number) => `${Math.round(v)} mm`;
/** Stock lengths bought, as page 3's lines count them: "12 x 6.0 m". */
const stockText = (cut: Pick<CutResult, 'bought'>) =>
  cut.bought.length ? cut.bought.map((b) => `${b.count} x ${(b.lengthMm / 1000).toFixed(1)} m`).join(' + ') : '-';
const metres = (segments: readonly Segment[]) =>
  (segments.reduce((s, [a, b]) => s + Math.hypot(b.x - a.x, b.y - a.y), 0) / 1000).toFixed(1);
const heading = (title: string, pageBreak: boolean): Content => ({
  text: title,
  bold: true,
  fontSize: 14,
  color: BRAND,
  margin: [0, 0, 0, 6],
  ...(pageBreak ? { pageBreak: 'before' as const } : {}),
});
const subheading = (title: string): Content => ({ text: title, bold: true, fontSize: 10, color: BRAND, margin: [0, 8, 0, 2] });
const columns = (left: Content[], right: Content[]): Content => ({ columns: [{ stack: left }, { stack: right }], columnGap: 16 });

export function planPackDefinition(doc: PlanPackDocument, planned: DesignPlan): TDocumentDefinitions {
  const { drawing } = doc;
  const { plan, deck, colour, priced } = planned;
  const f = plan.frame;
  const spacings = frameSpacings(planned);
  const valid = drawing.shapes.filter((s) => isValidShape(s.points)).flatMap((s) => s.points);
  const width = valid.length ? Math.max(...valid.map((p) => p.x)) - Math.min(...valid.map((p) => p.x)) : 0;
  const depth = valid.length ? Math.max(...valid.map((p) => p.y)) - Math.min(...valid.map((p) => p.y)) : 0;
  const steps = plan.steps;
  const stepsText = steps
    ? `${steps.risers} risers of ${mm(steps.riserMm)}, ${steps.treads} treads ${mm(steps.goingMm)} deep, ${mm(steps.widthMm)} wide`
    : 'None';
  const spec = calculateMaterials(drawing.shapes);

  const page1: Content[] = [
    heading(`${PLAN_PACK_PAGES.plan}: ${doc.name}`, false),
    columns(
      [
        labelled(
          'Boards',
          `${brandDisplayName(colour.cf_board_brand)} ${colour.cf_board_range} ${displayColorName(colour.cf_board_colour)}`,
        ),
        labelled('Deck area', formatSquareMetres(plan.areaMm2 / 1_000_000)),
        labelled('Overall', `${mm(width)} x ${mm(depth)}`),
        labelled('Board direction', BOARD_DIRECTION_LABELS[drawing.boardDirection]),
      ],
      [
        labelled('Border', BORDER_STYLE_LABELS[deck.border]),
        labelled('Breaker board', deck.breaker ? `Yes (${plan.breakerPolygons.length})` : 'No'),
        labelled('Steps', stepsText),
        labelled('Deck height', mm(deck.heightMm)),
      ],
    ),
    deckPlanDrawing(planned, drawing),
  ];

  const postsText =
    f.support === 'pedestals'
      ? `${f.posts.length} adjustable pedestals (deck lower than 250 mm), no concrete`
      : `${f.posts.length}${f.postLengthMm ? `, ${mm(f.postLengthMm)} long` : ''}, one footing each (${f.concreteBags} bags of concrete)`;
  const page2: Content[] = [
    heading(`${PLAN_PACK_PAGES.frame}: ${doc.name}`, true),
    columns(
      [
        labelled('Deck height', mm(deck.heightMm)),
        labelled('Subframe', FRAME_MATERIAL_LABELS[deck.frame]),
        labelled('Joist spacing', `${mm(spacings.joistCentresMm)} centres`),
        labelled(
          'Joists',
          `${f.joists.length} (${metres(f.joists)} m)${f.doubledJoists.length ? `, ${f.doubledJoists.length} doubled` : ''}`,
        ),
        // What page 3 lists (docs/product.md#bill-of-materials): joists, ledgers and noggins cut from these.
        labelled('Joist stock', stockText(f.joistCut)),
      ],
      [
        labelled('Bearer spacing', spacings.bearerSpacingMm === null ? '-' : `${mm(spacings.bearerSpacingMm)} at most`),
        labelled('Bearers', `${f.bearers.length} (${metres(f.bearers)} m), from ${stockText(f.bearerCut)}`),
        labelled(f.support === 'pedestals' ? 'Pedestals' : 'Posts', postsText),
        labelled('Post spacing', spacings.postSpacingMm === null ? '-' : `${mm(spacings.postSpacingMm)} at most along each bearer`),
        ...(f.ledgers.length ? [labelled('Ledgers', `${f.ledgers.length} (${metres(f.ledgers)} m), ${f.hangers} hangers`)] : []),
        ...(f.noggins.length ? [labelled('Noggins', String(f.noggins.length))] : []),
        ...(steps ? [labelled('Stringers', `${steps.stringers} x ${mm(steps.stringerLengthMm)}`)] : []),
        ...(plan.balustrade.runs.length ? [labelled('Balustrade', balustradeSummary(plan.balustrade))] : []),
      ],
    ),
    framingDrawing(planned, drawing),
  ];

  const boards = cutList(planned);
  // Tight rows, so a usual deck's list and cut list share the third page.
  const compact: CustomTableLayout = {
    hLineWidth: (i, node) => (i === (node.table.headerRows ?? 0) ? 0.8 : 0.3),
    vLineWidth: () => 0,
    hLineColor: () => '#bbbbbb',
    paddingTop: () => 1,
    paddingBottom: () => 1,
  };
  const small = { fontSize: 7.5, lineHeight: 1.1 };
  const named = priced.lines.map((l) => ({ ...l, name: materialLineName(l) }));
  const linesTableCompact = withTradePrices(linesTable(named) as ContentTable, named);
  const page3: Content[] = [
    heading(`${PLAN_PACK_PAGES.materials}: ${doc.name}`, true),
    subheading(FIGURE_SET_NAMES.plan),
    { ...linesTableCompact, margin: [0, 0, 0, 0], layout: compact, ...small },
    { ...(totalsTable(priced.totals) as ContentTable), margin: [0, 2, 0, 0], ...small },
    {
      text: layoutFigureRows(planned.bill.figures)
        .map((r) => r.text)
        .join(' · '),
      ...small,
      color: MUTED,
      margin: [0, 2, 0, 0],
    },
    subheading(FIGURE_SET_NAMES.estimate),
    {
      text: specFigureRows(spec)
        .map((r) => `${r.label}: ${r.value}`)
        .join(' · '),
      ...small,
    },
    subheading('Cut list'),
    {
      table: {
        headerRows: 1,
        widths: ['auto', '*', 'auto'],
        body: [
          [
            { text: 'Stock board', bold: true },
            { text: 'Pieces cut from it', bold: true },
            { text: 'Left over', bold: true, alignment: 'right' },
          ],
          ...boards.map((b) => [
            cutBoardText(b),
            b.pieces.map(cutPieceText).join('; '),
            { text: mm(b.leftOverMm), alignment: 'right' as const },
          ]),
        ],
      },
      layout: compact,
      ...small,
    },
  ];

  return {
    info: { title: `${PLAN_PACK_TITLE}: ${doc.name}`, author: COMPANY.legalName, subject: PLAN_PACK_TITLE },
    defaultStyle: { font: BASE_FONT, fontSize: 9, lineHeight: 1.2 },
    pageSize: 'A4',
    pageMargins: [40, 84, 40, 58],
    // The company block heads every page (a cut list running on to a fourth page too).
    header: () => ({
      margin: [40, 28, 40, 0],
      columns: [
        {
          stack: [
            { text: COMPANY.legalName, bold: true, fontSize: 11, color: BRAND },
            { text: `ABN ${COMPANY.abn} · ${COMPANY.address}`, fontSize: 7 },
            { text: `${COMPANY.phone} · ${COMPANY.email}`, fontSize: 7 },
          ],
        },
        { text: PLAN_PACK_TITLE, bold: true, fontSize: 16, alignment: 'right' },
      ],
    }),
    footer: (page, pages) => ({
      margin: [40, 8, 40, 0],
      stack: [
        { text: FRAME_ESTIMATE_NOTE, fontSize: 8, bold: true },
        { text: `${doc.name} · page ${page} of ${pages}`, fontSize: 7, color: MUTED },
      ],
    }),
    content: [...page1, ...page2, ...page3],
  };
}

/** The plan pack's PDF, or why there is none: no colour yet (or one the catalogue no longer has), or too many parts to draw. */
export type PlanPackOutcome = Buffer | 'needs-colour' | 'too-detailed';

export async function renderPlanPackPdf(doc: PlanPackDocument): Promise<PlanPackOutcome> {
  const planned = planForDrawing(doc.drawing, doc, doc.prices);
  if (!planned) return 'needs-colour';
  // The route refused an estimate past the limit before the job; this counts the plan's own parts, so no
  // drawing the estimate misjudged is drawn past it (docs/product.md#board-layout-rules).
  if (planned.plan.layout.pieces.length + planned.plan.frame.joists.length > PLAN_PACK_MAX_PARTS) return 'too-detailed';
  return renderPdf(planPackDefinition(doc, planned));
}

// One deck, one list of materials (docs/product.md#bill-of-materials): for drawn designs (shapes, ranges,
// subframes, borders, breaker, steps, walls, heights, directions) every place that shows or uses the
// deck's quantities agrees with its bill to the unit and the cent: the calculator's figures and priced
// list, a design's saved figures and priced list (Order these materials), the plan pack's three pages, the
// order wizard opened from the design, the quote request's stored figures, its e-mails to sales and the
// customer, and the quote drafted from the lead.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCalculatorQuote } from '../../src/web/calculator/quotePayload';
import { answerPlan } from '../../src/web/calculator/deckPlanAnswer';
import { billOfMaterials, billOptions } from '../../src/domain/billOfMaterials';
import { priceBill } from '../../src/domain/deckMaterials';
import { designOrderFrom } from '../../src/domain/designOrder';
import { billForDrawing, planForDrawing } from '../../src/domain/designPlan';
import type { DeckOptions } from '../../src/domain/frameGuide';
import type { Point, Shape } from '../../src/domain/geometry';
import { layoutFigureRows, materialLineName } from '../../src/domain/layoutFigures';
import { calculateMaterials } from '../../src/domain/materials';
import { materialsPayload } from '../../src/domain/materialsPayload';
import { formatCents } from '../../src/domain/money';
import { quoteRequestCalculator } from '../../src/domain/schemas/leads';
import type { BoardDirection, DesignDrawing } from '../../src/domain/schemas/designs';
import { RETAIL_PRICES } from '../../src/domain/tradePricing';
import { renderMessage, type QuoteMailData } from '../../src/server/mail/messages';
import { planPackDefinition } from '../../src/server/pdf/planPackPdf';
import { catalogueRows } from '../../src/server/seed/catalogue';
import { buildSnapshot } from '../../src/server/services/catalogue';
import { linesFromStoredMaterials, quoteDrawingOf } from '../../src/server/services/quotes';
import { designFigures, quotePlan } from '../../src/server/workers/cpuTasks';

type Row = Parameters<typeof buildSnapshot>[0][number];
const rows = catalogueRows.map((r): Row => ({
  sku: null,
  categoryName: null,
  cfBoardBrand: null,
  cfBoardRange: null,
  cfBoardType: null,
  cfBoardColour: null,
  cfSize: null,
  imageDocumentId: null,
  imageId: null,
  imageName: null,
  cfBoardsApplicable: null,
  subframes: null,
  sortOrder: 0,
  status: 'active',
  ...r,
}));
const snapshot = buildSnapshot(rows);
const catalogue = { boardItems: snapshot.boardItems, hardwareItems: snapshot.hardwareItems };
// Every colour of every range (the last stock length of each, so the layout picks among its lengths).
const colours = snapshot.boardItems.filter((i) => i.cf_board_brand && i.cf_board_colour);

const grid = (min: number, max: number) => fc.integer({ min: min / 100, max: max / 100 }).map((n) => n * 100);
const rect = (x: number, y: number, w: number, h: number): Point[] => [
  { x, y },
  { x: x + w, y },
  { x: x + w, y: y + h },
  { x, y: y + h },
];
/** An L: a w x h rectangle less its top-right corner. */
const ell = (x: number, y: number, w: number, h: number, cw: number, ch: number): Point[] => [
  { x, y: y + ch },
  { x: x + w - cw, y: y + ch },
  { x: x + w - cw, y },
  { x: x + w, y },
  { x: x + w, y: y + h },
  { x, y: y + h },
];
const shapeArb = fc.oneof(
  fc.tuple(grid(0, 2000), grid(0, 2000), grid(1000, 6000), grid(1000, 5000)).map(([x, y, w, h]) => rect(x, y, w, h)),
  fc
    .tuple(grid(0, 1000), grid(0, 1000), grid(2000, 6000), grid(2000, 5000), grid(500, 1500), grid(500, 1500))
    .map(([x, y, w, h, cw, ch]) => ell(x, y, w, h, cw, ch)),
);
const caseArb = fc.array(shapeArb, { minLength: 1, maxLength: 2 }).chain((outlines) => {
  const edge = fc.record({ shape: fc.integer({ min: 0, max: outlines.length - 1 }), edge: fc.integer({ min: 0, max: 3 }) });
  return fc.record({
    shapes: fc.constant(outlines.map((points, i): Shape => ({ id: `s${i + 1}`, points }) as Shape)),
    colour: fc.constantFrom(...colours),
    direction: fc.constantFrom<BoardDirection>('horizontal', 'vertical'),
    deck: fc.record<DeckOptions>({
      heightMm: fc.constantFrom(150, 400, 700, 1200),
      frame: fc.constantFrom('timber', 'steel'),
      border: fc.constantFrom('none', 'single', 'double'),
      breaker: fc.boolean(),
      wallEdges: fc.uniqueArray(edge, { maxLength: 2, selector: (e) => `${e.shape}:${e.edge}` }),
      steps: fc.option(edge, { nil: null }),
    }),
  });
});

/** Every quantity and cent of a priced list, as the places compare them. */
const counted = (lines: ReadonlyArray<{ itemId: string; quantity: number; unitPriceCents?: number }>) =>
  Object.fromEntries(lines.map((l) => [l.itemId, l.quantity]));

describe('one bill of materials per design', () => {
  it('agrees everywhere the deck is shown or used, to the unit and the cent', () => {
    fc.assert(
      fc.property(caseArb, ({ shapes, colour, direction, deck }) => {
        const drawing: DesignDrawing = {
          shapes: shapes.map((s) => ({ id: s.id, points: s.points })),
          brand: colour.cf_board_brand,
          colorItemId: colour.item_id,
          boardDirection: direction,
          deck,
        };

        // The calculator: the worker's plan, billed and priced on the page (useDeckPlan).
        const answer = answerPlan({ id: 1, shapes, brand: colour.cf_board_brand, colour, items: catalogue.boardItems, direction, deck });
        const bill = billOfMaterials(answer.plan!, billOptions(colour.cf_board_brand, answer.rules!, deck));
        const priced = priceBill(bill, catalogue, RETAIL_PRICES);
        const shown = materialsPayload(deck, priced)!;
        expect(priced.missing).toEqual([]);
        // "From the board layout" counts the same boards as the priced list's board lines.
        const boardLines = priced.lines.filter((l) => l.group === 'boards');
        expect(bill.figures.boards.map((b) => b.count)).toEqual(boardLines.map((l) => l.quantity));
        const clipLine = priced.lines.find((l) => /clip/i.test(l.itemId));
        expect(clipLine?.quantity ?? 0).toBe(bill.figures.clipBoxes);
        expect(priced.totals.totalCents).toBe(priced.lines.reduce((n, l) => n + l.lineTotalCents, 0));

        // The saved design: its figures (the design's pages) and its priced list (Order these materials, plan pack).
        expect(designFigures(drawing, catalogue.boardItems).layout).toEqual(bill.figures);
        const planned = planForDrawing(drawing, catalogue)!;
        expect(materialsPayload(planned.deck, planned.priced)).toEqual(shown);
        expect(billForDrawing(drawing, catalogue)!.bill).toEqual(bill);

        // The plan pack: page 3 lists every line and the total; its figures are the bill's; page 2's joist stock is the joist lines'.
        const pack = JSON.stringify(planPackDefinition({ name: 'Deck', drawing, ...catalogue }, planned).content);
        for (const l of shown.lines) {
          expect(pack).toContain(JSON.stringify(materialLineName(l)));
          expect(pack).toContain(JSON.stringify(formatCents(l.lineTotalCents)));
        }
        expect(pack).toContain(JSON.stringify(formatCents(shown.totals.totalCents)));
        expect(pack).toContain(
          JSON.stringify(
            layoutFigureRows(bill.figures)
              .map((r) => r.text)
              .join(' · '),
          ),
        );

        // The order wizard opened from the design, and so the design's order: every line at its quantity.
        const order = designOrderFrom(
          {
            id: 'd1',
            name: 'Deck',
            projectId: null,
            drawing,
            figures: { spec: calculateMaterials(shapes), layout: bill.figures },
            materials: shown,
            hardwareItems: catalogue.hardwareItems,
          },
          snapshot.boardConfig,
        );
        expect(order.ok).toBe(true);
        if (order.ok) expect(counted(order.items.map((i) => ({ itemId: i.item_id, quantity: i.quantity })))).toEqual(counted(shown.lines));

        // The quote request: the body the calculator sends, planned again by the server, stored as it is.
        const body = quoteRequestCalculator.parse(
          buildCalculatorQuote({
            form: {
              fullName: 'Sam Lee',
              email: 'sam@example.com',
              phone: '0400 000 000',
              suburb: 'Brunswick',
              projectTimeframe: '1-3-months',
              needInstaller: false,
            },
            selectedColors: {},
            deckAreaSqMeters: Math.max(0.01, calculateMaterials(shapes).deckArea),
            shapes,
            calculations: calculateMaterials(shapes),
            designId: null,
            materials: shown,
            plannedIn: { colorItemId: colour.item_id, boardDirection: direction },
          }),
        );
        const sentDrawing = quoteDrawingOf(body as unknown as Record<string, unknown>, snapshot.byId)!;
        const stored = quotePlan(sentDrawing, catalogue);
        expect(stored.materials).toEqual(shown);
        expect(stored.layout).toEqual(bill.figures);

        // The e-mails to sales and to the customer list every line and the total.
        const mail: QuoteMailData = {
          id: 'q1',
          fullName: 'Sam Lee',
          email: 'sam@example.com',
          phone: '0400 000 000',
          suburb: 'Brunswick',
          timeframe: '1-3 months',
          needInstaller: false,
          areaM2: 10,
          boardBrand: colour.cf_board_brand,
          boardsRequired: null,
          clipBoxesNeeded: null,
          serverBoards: 0,
          serverClipBoxes: 0,
          layout: stored.layout,
          materials: stored.materials,
          colours: [],
          details: '',
        };
        for (const template of ['quote.sales', 'quote.ack'] as const) {
          const { text } = renderMessage(template, mail);
          for (const l of shown.lines)
            expect(text).toContain(
              `${l.quantity} x ${materialLineName(l)} @ ${formatCents(l.unitPriceCents)} = ${formatCents(l.lineTotalCents)}`,
            );
          expect(text).toContain(formatCents(shown.totals.totalCents));
        }

        // The quote drafted from the lead: every line the customer saw, at the price they saw.
        const drafted = linesFromStoredMaterials(stored.materials!, snapshot.byId, RETAIL_PRICES);
        expect(drafted.map((l) => [l.itemId, l.quantity, l.unitPriceCents])).toEqual(
          shown.lines.map((l) => [l.itemId, l.quantity, l.unitPriceCents]),
        );
        expect(drafted.reduce((n, l) => n + l.quantity * l.unitPriceCents, 0)).toBe(shown.totals.totalCents);
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});

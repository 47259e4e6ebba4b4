// What runs on the CPU pool's worker threads (cpuPool.ts): the figures of a saved or shared design (its
// board layout is the costly part: a comb-shaped 200-point outline takes about a quarter of a second) and
// an order's PDF. Each task calls the same pure code the server used to call inline, so the answers are
// unchanged; only the thread differs. Loaded by piscina as the worker's module: keep its imports pure
// (no database, no Fastify), so a worker starts quickly.
import type { BoardItem, HardwareItem } from '../../domain/catalogue';
import { billForDrawing, planForDrawing } from '../../domain/designPlan';
import { materialsPayload } from '../../domain/materialsPayload';
import type { MaterialsPayload } from '../../domain/schemas/designMaterials';
import { calculateMaterials } from '../../domain/materials';
import type { DesignDrawing, DesignFigures, LayoutFigures } from '../../domain/schemas/designs';
import type { Order } from '../../domain/schemas/orders';
import type { PriceContext } from '../../domain/tradePricing';
import { renderInvoicePdf, type InvoiceDocument } from '../pdf/invoicePdf';
import { renderOrderPdf } from '../pdf/orderPdf';
import { renderPlanPackPdf, type PlanPackDocument } from '../pdf/planPackPdf';
import { renderQuotePdf, type QuoteDocument } from '../pdf/quotePdf';
import { renderStatementPdf, type StatementDocument } from '../pdf/statementPdf';

export type CpuTask =
  | { kind: 'design-figures'; drawing: DesignDrawing; boardItems: readonly BoardItem[] }
  | {
      kind: 'design-materials';
      drawing: DesignDrawing;
      boardItems: readonly BoardItem[];
      hardwareItems: readonly HardwareItem[];
      /** The owner's prices (docs/product.md#trade-accounts); the catalogue's when absent. */
      prices?: PriceContext;
    }
  | {
      kind: 'quote-plan';
      drawing: DesignDrawing;
      boardItems: readonly BoardItem[];
      hardwareItems: readonly HardwareItem[];
      prices?: PriceContext;
    }
  | { kind: 'order-pdf'; order: Order; customerEmail: string }
  | { kind: 'quote-pdf'; quote: QuoteDocument }
  | { kind: 'invoice-pdf'; invoice: InvoiceDocument }
  | { kind: 'statement-pdf'; statement: StatementDocument }
  | { kind: 'plan-pdf'; plan: PlanPackDocument };

/**
 * Both sets of figures for a drawing: the spec's Calculations (unchanged) and the plan's own, its bill of
 * materials' figures (docs/product.md#bill-of-materials: every board by stock length, border, breaker and
 * treads included, the frame's joists, the clips) over the colour's every stock length in the catalogue.
 * The plan's are null without a colour, with one the catalogue no longer has, or past the layout's size
 * limit (the spec's figures still stand).
 */
export function designFigures(drawing: DesignDrawing, boardItems: readonly BoardItem[]): DesignFigures {
  const spec = calculateMaterials(drawing.shapes);
  const planned = billForDrawing(drawing, { boardItems });
  return {
    spec: { deckArea: spec.deckArea, deckBoards: spec.deckBoards, clipBoxes: spec.clipBoxes, subframeMaterials: spec.subframeMaterials },
    layout: planned && !planned.plan.tooLarge ? planned.bill.figures : null,
  };
}

/**
 * A calculator quote request's stored figures (docs/product.md#bill-of-materials): the plan's figures and
 * its priced list at the sender's prices, from the one bill, so the lead, its e-mails and the quote drafted
 * from it read the same quantities and cents the customer saw.
 */
export function quotePlan(
  drawing: DesignDrawing,
  catalogue: { boardItems: readonly BoardItem[]; hardwareItems: readonly HardwareItem[] },
  prices?: PriceContext,
): QuotePlan {
  const planned = planForDrawing(drawing, catalogue, prices);
  if (!planned || planned.plan.tooLarge) return { layout: null, materials: null };
  return { layout: planned.bill.figures, materials: materialsPayload(planned.deck, planned.priced) };
}

/** A design's priced materials list (Order these materials) at the buyer's prices; null before a colour is chosen. */
export function designMaterials(
  drawing: DesignDrawing,
  catalogue: { boardItems: readonly BoardItem[]; hardwareItems: readonly HardwareItem[] },
  prices?: PriceContext,
): MaterialsPayload | null {
  const planned = planForDrawing(drawing, catalogue, prices);
  return planned ? materialsPayload(planned.deck, planned.priced) : null;
}

export interface QuotePlan {
  layout: LayoutFigures | null;
  materials: MaterialsPayload | null;
}

/** A task's answer and the milliseconds it took on its thread (what the per-user budget counts). */
export interface CpuResult {
  value: unknown;
  ms: number;
}

/** The worker's entry (piscina calls the default export with each task). */
export default async function runCpuTask(task: CpuTask): Promise<CpuResult> {
  const started = performance.now();
  if (task.kind === 'design-figures') return { value: designFigures(task.drawing, task.boardItems), ms: performance.now() - started };
  if (task.kind === 'quote-plan') return { value: quotePlan(task.drawing, task, task.prices), ms: performance.now() - started };
  if (task.kind === 'design-materials') return { value: designMaterials(task.drawing, task, task.prices), ms: performance.now() - started };
  // The plan pack lays out the whole plan first (its layout, frame and priced list), then draws it.
  if (task.kind === 'plan-pdf') return { value: await renderPlanPackPdf(task.plan), ms: performance.now() - started };
  const pdf =
    task.kind === 'quote-pdf'
      ? await renderQuotePdf(task.quote)
      : task.kind === 'invoice-pdf'
        ? await renderInvoicePdf(task.invoice)
        : task.kind === 'statement-pdf'
          ? await renderStatementPdf(task.statement)
          : await renderOrderPdf(task.order, task.customerEmail);
  // Copied to the main thread (a Buffer arrives as a Uint8Array): a few hundred KB at most.
  return { value: pdf, ms: performance.now() - started };
}

// CPU-heavy work off the event loop: a design's figures (its board layout) and an order's PDF run on a
// pool of worker threads (piscina), so a worst-case drawing or a 400-line order's PDF never holds
// `/api/health` or any other request. One pool per app, made with it and closed when it closes.
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { BoardItem, HardwareItem } from '../../domain/catalogue';
import type { MaterialsPayload } from '../../domain/schemas/designMaterials';
import type { DesignDrawing, DesignFigures } from '../../domain/schemas/designs';
import type { Order } from '../../domain/schemas/orders';
import type { PriceContext } from '../../domain/tradePricing';
import type { QuoteDocument } from '../pdf/quotePdf';
import type { InvoiceDocument } from '../pdf/invoicePdf';
import type { StatementDocument } from '../pdf/statementPdf';
import type { PlanPackDocument, PlanPackOutcome } from '../pdf/planPackPdf';
import type { CpuResult, CpuTask, QuotePlan } from './cpuTasks';

/** A job's answer and the milliseconds its thread spent on it. */
export interface Timed<T> {
  value: T;
  ms: number;
}

/**
 * Where a job runs: `main`, the pool's threads for every signed-in job and every small one; `visitor`, a
 * thread of its own, niced further, for visitors' heavy jobs (docs/architecture.md), so they queue behind
 * each other and never in front of a customer's.
 */
export type CpuLane = 'main' | 'visitor';

export interface CpuPool {
  designFigures(drawing: DesignDrawing, boardItems: readonly BoardItem[], lane?: CpuLane): Promise<Timed<DesignFigures>>;
  designMaterials(
    drawing: DesignDrawing,
    boardItems: readonly BoardItem[],
    hardwareItems: readonly HardwareItem[],
    /** The owner's prices (a Map crosses to the thread by structured clone); the catalogue's when absent. */
    prices?: PriceContext,
  ): Promise<Timed<MaterialsPayload | null>>;
  /** A calculator quote request's stored figures: the plan's figures and priced list at the sender's prices. */
  quotePlan(
    drawing: DesignDrawing,
    boardItems: readonly BoardItem[],
    hardwareItems: readonly HardwareItem[],
    prices?: PriceContext,
    lane?: CpuLane,
  ): Promise<Timed<QuotePlan>>;
  orderPdf(order: Order, customerEmail: string): Promise<Timed<Buffer>>;
  quotePdf(quote: QuoteDocument): Promise<Timed<Buffer>>;
  invoicePdf(invoice: InvoiceDocument): Promise<Timed<Buffer>>;
  statementPdf(statement: StatementDocument): Promise<Timed<Buffer>>;
  /** A design's plan pack, or why it has none (no colour yet, too detailed to draw). */
  planPdf(plan: PlanPackDocument, lane?: CpuLane): Promise<Timed<PlanPackOutcome>>;
  /** Starts the threads now (they load the layout and PDF code), so the first save after a start does not wait for them. */
  warm(): void;
  /** Lets running tasks finish, then stops the threads. */
  close(): Promise<void>;
}

/** Every task already waiting when one more arrives: the pool is full, the caller answers 503. */
export class CpuPoolBusy extends Error {}

/** One thread per core but the event loop's own (the main thread keeps a core), at least one. */
export const CPU_POOL_THREADS = Math.max(1, os.availableParallelism() - 1);
/**
 * Tasks that may wait for a thread; per-user limits (jobLimits.ts) keep one user from filling it. Behind HAProxy
 * the backend `cpu` lets fewer than this into a process at once and queues the rest (docs/deploy.md#the-cpu-heavy-routes).
 */
const MAX_QUEUE = 64;
/**
 * Visitors' heavy jobs waiting for their lane's one thread (each a second or two at most): beyond these
 * the lane is full and the visitor hears 503, whatever their address.
 */
const VISITOR_QUEUE = 4;
// Lower than the event loop and PostgreSQL, as the password-hash threads are (auth/hashWorkers.ts): under
// overload saves and PDFs wait, health checks and page reads do not.
const NICE_INCREMENT = 10;
// The visitors' lane lower still (the lowest priority): where it competes with the main lane for a core
// the kernel gives it about a seventh of the main lane's share.
const VISITOR_NICE_INCREMENT = 19;

// The worker loads this folder's cpuTasks module. From TypeScript sources (npm start, the e2e server,
// Vitest) it needs tsx's loader in the worker too; Vitest's own transform does not reach worker threads.
const here = fileURLToPath(import.meta.url);
const WORKER_FILE = path.join(path.dirname(here), `cpuTasks${path.extname(here)}`);
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const WORKER_EXEC_ARGV = path.extname(here) === '.ts' ? ['--import', TSX_LOADER] : [];

export function createCpuPool(options: { threads?: number } = {}): CpuPool {
  const threads = options.threads ?? CPU_POOL_THREADS;
  const lanes: Record<CpuLane, { threads: number; maxQueue: number; nice: number; pool: Piscina<CpuTask, CpuResult> | null }> = {
    main: { threads, maxQueue: MAX_QUEUE, nice: NICE_INCREMENT, pool: null },
    visitor: { threads: 1, maxQueue: VISITOR_QUEUE, nice: VISITOR_NICE_INCREMENT, pool: null },
  };
  // Threads start at the first task (or warm(), as the server does once it listens), so an app that never
  // saves a design (a CLI, most test files) starts none; after that they stay, ready for the next.
  const started = (lane: CpuLane) => {
    const l = lanes[lane];
    return (l.pool ??= new Piscina<CpuTask, CpuResult>({
      filename: pathToFileURL(WORKER_FILE).href,
      minThreads: l.threads,
      maxThreads: l.threads,
      idleTimeout: Infinity,
      maxQueue: l.maxQueue,
      niceIncrement: process.platform === 'linux' ? l.nice : 0,
      execArgv: WORKER_EXEC_ARGV,
      name: 'default',
    }));
  };
  let closed = false;
  const run = async (task: CpuTask, lane: CpuLane = 'main'): Promise<CpuResult> => {
    if (closed) throw new Error('the CPU pool is closed');
    const p = started(lane);
    if (p.queueSize >= lanes[lane].maxQueue) throw new CpuPoolBusy('every CPU worker is busy');
    return p.run(task);
  };
  // A PDF comes back as the worker's transferred bytes: wrapped as a Buffer, not copied.
  const pdf = async (task: CpuTask): Promise<{ value: Buffer; ms: number }> => {
    const { value, ms } = await run(task);
    const bytes = value as Uint8Array;
    return { value: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), ms };
  };
  return {
    async designFigures(drawing, boardItems, lane) {
      const { value, ms } = await run({ kind: 'design-figures', drawing, boardItems }, lane);
      return { value: value as DesignFigures, ms };
    },
    async designMaterials(drawing, boardItems, hardwareItems, prices) {
      const { value, ms } = await run({ kind: 'design-materials', drawing, boardItems, hardwareItems, prices });
      return { value: value as MaterialsPayload | null, ms };
    },
    async quotePlan(drawing, boardItems, hardwareItems, prices, lane) {
      const { value, ms } = await run({ kind: 'quote-plan', drawing, boardItems, hardwareItems, prices }, lane);
      return { value: value as QuotePlan, ms };
    },
    orderPdf(order, customerEmail) {
      return pdf({ kind: 'order-pdf', order, customerEmail });
    },
    quotePdf(quote) {
      return pdf({ kind: 'quote-pdf', quote });
    },
    invoicePdf(invoice) {
      return pdf({ kind: 'invoice-pdf', invoice });
    },
    statementPdf(statement) {
      return pdf({ kind: 'statement-pdf', statement });
    },
    async planPdf(plan, lane) {
      const { value, ms } = await run({ kind: 'plan-pdf', plan }, lane);
      if (typeof value === 'string') return { value: value as PlanPackOutcome, ms };
      const bytes = value as Uint8Array;
      return { value: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), ms };
    },
    warm() {
      if (closed) return;
      started('main');
      started('visitor');
    },
    async close() {
      closed = true;
      await Promise.all(Object.values(lanes).map((l) => l.pool?.close()));
      for (const l of Object.values(lanes)) l.pool = null;
    },
  };
}

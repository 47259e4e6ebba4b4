// The plan pack (docs/product.md#subframe-and-edges): a saved design's plan as a PDF for its owner, and a
// shared design's for whoever holds its link. Drawn on the CPU pool from the stored drawing and today's
// catalogue, within the caller's limits (README "Security and reliability"): a signed-in owner's pool
// time per minute, and for a link's visitors their address's, each job charged its estimate before it
// starts. A drawing too detailed to draw in time is refused before any work (docs/product.md#designs),
// and a pack already made for the same name, drawing, catalogue and prices is sent again without a job.
// Designs stay their owner's alone (another user's reads as missing, admins included), as every design route.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { drawingPartsFor, PLAN_PACK_TOO_DETAILED, planPackJobMs, planPackTooDetailed } from '../../domain/jobCost';
import { PLAN_NEEDS_COLOUR } from '../../domain/planPack';
import { errorResponse } from '../../domain/schemas/errors';
import { isUuid } from '../../domain/schemas/fields';
import { idParams } from '../../domain/schemas/projects';
import { createGuards, currentUser } from '../auth/guard';
import type { AppDeps } from '../deps';
import { DESIGN_NOT_FOUND, loadDesign, loadShared } from '../services/designs';
import { priceContextFor } from '../services/tradeAccounts';
import { RETAIL_PRICES, type PriceContext } from '../../domain/tradePricing';
import type { DesignDrawing } from '../../domain/schemas/designs';
import type { PlanPackOutcome } from '../pdf/planPackPdf';
import { contentKey, createJobCache } from '../workers/jobCache';
import type { JobLimit } from '../workers/jobLimits';
import { SHARE_NOT_FOUND, SHARE_TOKEN } from './designs.routes';
import { sendError, sendJobRefusal } from './errors';
import type { FastifyReply } from 'fastify';

/** Plan packs kept per process: about 300 of a usual deck's (a worst case allowed is about 1 MB). */
const PLAN_PACK_CACHE_BYTES = 48 * 1024 * 1024;

const tags = ['designs'];
const tokenParams = z.object({ token: z.string().max(100) });
const pdfResponse = z.any().describe('application/pdf: the plan pack (deck plan, framing plan, materials and cut list)');
const refusals = { 409: errorResponse, 422: errorResponse, 429: errorResponse, 503: errorResponse };

/** "back-deck-plan.pdf": the design's name in ASCII for the download's file name. */
export function planFileName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'deck'}-plan.pdf`;
}

export const planPackRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config, catalogue, cpuPool, cpuJobs } = deps;
  const { requireUser } = createGuards(deps);

  const packs = createJobCache<PlanPackOutcome>({
    maxBytes: PLAN_PACK_CACHE_BYTES,
    sizeOf: (v) => (typeof v === 'string' ? v.length : v.byteLength),
  });

  const planPdf = async (who: JobLimit['who'], name: string, drawing: DesignDrawing, prices: PriceContext = RETAIL_PRICES) => {
    const snapshot = await catalogue.get();
    const { boardItems, hardwareItems } = snapshot;
    return packs.run(contentKey({ name, drawing, catalogue: snapshot.version, prices }), async () => {
      const parts = drawingPartsFor(drawing, boardItems);
      if (planPackTooDetailed(parts)) return { ok: true as const, value: 'too-detailed' as const };
      const limit: JobLimit = { who, budget: true, estimateMs: planPackJobMs(parts) };
      return cpuJobs(limit, (lane) => cpuPool.planPdf({ name, drawing, boardItems, hardwareItems, prices }, lane));
    });
  };
  const sendPack = (reply: FastifyReply, name: string, pdf: Awaited<ReturnType<typeof planPdf>>) => {
    if (!pdf.ok) return sendJobRefusal(reply, pdf);
    if (pdf.value === 'needs-colour') return sendError(reply, 409, PLAN_NEEDS_COLOUR);
    if (pdf.value === 'too-detailed') return sendError(reply, 422, PLAN_PACK_TOO_DETAILED);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${planFileName(name)}"`)
      .send(pdf.value);
  };

  app.get(
    '/api/designs/:id/plan.pdf',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          "One of my designs' plan pack as a PDF, priced at my company's prices for a trade member (409 before a colour is chosen, " +
          '422 when too detailed to draw)',
        params: idParams,
        produces: ['application/pdf'],
        // A Buffer is sent as it is (Fastify serialises no Buffer), so 200 only documents the PDF.
        response: { 200: pdfResponse, 400: errorResponse, 401: errorResponse, 404: errorResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { id } = request.params;
      const found = isUuid(id) ? await loadDesign(db, id, user, config.publicUrl) : null;
      if (!found) return sendError(reply, 404, DESIGN_NOT_FOUND);
      // Page 3 at the owner's own prices (docs/product.md#trade-accounts); a share link's visitors get the catalogue's.
      const prices = await priceContextFor(db, user.id);
      reply.header('cache-control', 'private, no-store');
      return sendPack(reply, found.name, await planPdf(`user:${user.id}`, found.name, found.drawing, prices));
    },
  );

  app.get(
    '/api/shared-designs/:token/plan.pdf',
    {
      schema: {
        tags,
        summary: "A shared design's plan pack as a PDF (public; 404 once revoked or unknown; 422 when too detailed; limited per address)",
        params: tokenParams,
        produces: ['application/pdf'],
        response: { 200: pdfResponse, 400: errorResponse, 404: errorResponse, ...refusals },
      },
    },
    async (request, reply) => {
      // A revoked link must stop serving at once: no shared cache may keep it.
      reply.header('cache-control', 'no-store');
      const found = SHARE_TOKEN.test(request.params.token) ? await loadShared(db, request.params.token) : null;
      if (!found) return sendError(reply, 404, SHARE_NOT_FOUND);
      return sendPack(reply, found.name, await planPdf(`address:${request.ip}`, found.name, found.drawing));
    },
  );
};

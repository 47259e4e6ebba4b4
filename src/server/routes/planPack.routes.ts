// The plan pack (DESIGN.md "Subframe and edges"): a saved design's plan as a PDF for its owner, and a
// shared design's for whoever holds its link. Drawn on the CPU pool from the stored drawing and today's
// catalogue, within the caller's limits (README "Security and reliability"): a signed-in owner's pool
// time per minute, and for a link's visitors their address's. Designs stay their owner's alone (another
// user's reads as missing, admins included), as every design route.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PLAN_NEEDS_COLOUR } from '../../domain/planPack';
import { errorResponse } from '../../domain/schemas/errors';
import { isUuid } from '../../domain/schemas/fields';
import { idParams } from '../../domain/schemas/projects';
import { createGuards, currentUser } from '../auth/guard';
import type { AppDeps } from '../deps';
import { DESIGN_NOT_FOUND, loadDesign, loadShared } from '../services/designs';
import { priceContextFor } from '../services/tradeAccounts';
import type { PriceContext } from '../../domain/tradePricing';
import type { DesignDrawing } from '../../domain/schemas/designs';
import type { JobLimit } from '../workers/jobLimits';
import { SHARE_NOT_FOUND, SHARE_TOKEN } from './designs.routes';
import { sendError, sendJobRefusal } from './errors';

const tags = ['designs'];
const tokenParams = z.object({ token: z.string().max(100) });
const pdfResponse = z.any().describe('application/pdf: the plan pack (deck plan, framing plan, materials and cut list)');
const refusals = { 409: errorResponse, 429: errorResponse, 503: errorResponse };

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

  const planPdf = async (limit: JobLimit, name: string, drawing: DesignDrawing, prices?: PriceContext) => {
    const { boardItems, hardwareItems } = await catalogue.get();
    return cpuJobs(limit, () => cpuPool.planPdf({ name, drawing, boardItems, hardwareItems, prices }));
  };

  app.get(
    '/api/designs/:id/plan.pdf',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "One of my designs' plan pack as a PDF, priced at my company's prices for a trade member (409 before a colour is chosen)",
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
      // Page 3 at the owner's own prices (DESIGN.md "Trade accounts"); a share link's visitors get the catalogue's.
      const prices = await priceContextFor(db, user.id);
      const pdf = await planPdf({ who: `user:${user.id}`, budget: true }, found.name, found.drawing, prices);
      if (!pdf.ok) return sendJobRefusal(reply, pdf);
      if (!pdf.value) return sendError(reply, 409, PLAN_NEEDS_COLOUR);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${planFileName(found.name)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf.value);
    },
  );

  app.get(
    '/api/shared-designs/:token/plan.pdf',
    {
      schema: {
        tags,
        summary: "A shared design's plan pack as a PDF (public; 404 once revoked or unknown; limited per address)",
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
      const pdf = await planPdf({ who: `address:${request.ip}`, budget: true }, found.name, found.drawing);
      if (!pdf.ok) return sendJobRefusal(reply, pdf);
      if (!pdf.value) return sendError(reply, 409, PLAN_NEEDS_COLOUR);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${planFileName(found.name)}"`)
        .send(pdf.value);
    },
  );
};

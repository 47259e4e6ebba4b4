// Saved deck designs and their share links (docs/product.md#designs; the route list is in
// src/domain/schemas/designs.ts). Owner only: another user's design, an unknown id and a malformed one
// all read as missing (404), admins included, so ids never reveal what exists. Visitors may share a
// snapshot of their drawing, throttled per address; a link answers 404 once revoked.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '../../domain/messages';
import {
  design,
  designCreate,
  designList,
  designListQuery,
  designUpdate,
  sharedDesign,
  shareLink,
  visitorShare,
  type DesignDrawing,
  type DesignFigures,
} from '../../domain/schemas/designs';
import { designMaterials } from '../../domain/schemas/designMaterials';
import { errorResponse, type ValidationIssue } from '../../domain/schemas/errors';
import { isUuid } from '../../domain/schemas/fields';
import { idParams } from '../../domain/schemas/projects';
import { createGuards, currentUser } from '../auth/guard';
import { THROTTLE_POLICY } from '../auth/policy';
import { hit } from '../auth/throttle';
import type { AppDeps } from '../deps';
import {
  createDesign,
  DESIGN_NOT_FOUND,
  deleteDesign,
  listDesigns,
  loadDesign,
  loadShared,
  ownsProject,
  ProjectGone,
  revokeShare,
  shareDesign,
  shareSnapshot,
  updateDesign,
  VISITOR_SHARE_NAME,
} from '../services/designs';
import { priceContextFor } from '../services/tradeAccounts';
import { drawingPartsFor, layoutJobMs, planJobMs } from '../../domain/jobCost';
import type { JobLimit } from '../workers/jobLimits';
import { sendError, sendFound, sendJobRefusal, TOO_MANY_REQUESTS } from './errors';

/** A drawing of 5 shapes of 200 points is about 25 KB of JSON. */
const DESIGN_BODY_LIMIT = 64 * 1024;
export const SHARE_NOT_FOUND = 'This shared design is no longer available';
/** A share link's token: 256 random bits, base64url. */
export const SHARE_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const tokenParams = z.object({ token: z.string().max(100) });
const projectIssue: ValidationIssue[] = [{ path: ['body', 'projectId'], message: MESSAGES.projectNotFound, code: 'project_not_found' }];

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 415: errorResponse };
/** The routes that lay boards on the CPU pool may also answer its limits. */
const limited = { 429: errorResponse, 503: errorResponse };
const tags = ['designs'];

export const designsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config, catalogue, cpuPool, cpuJobs } = deps;
  const { requireUser } = createGuards(deps);
  /**
   * The drawing's figures, computed on the CPU pool within the user's (or visitor's address's) limits, charged
   * the layout's estimated cost before it starts (README "Security and reliability"). A saved design keeps
   * reading an item retired since (docs/product.md#catalogue).
   */
  const figuresOf = async (who: JobLimit['who'], drawing: DesignDrawing) => {
    const { recordBoardItems } = await catalogue.get();
    const estimateMs = layoutJobMs(drawingPartsFor(drawing, recordBoardItems));
    return cpuJobs<DesignFigures>({ who, budget: true, estimateMs }, (lane) => cpuPool.designFigures(drawing, recordBoardItems, lane));
  };
  const ownerLimit = (userId: string): JobLimit => ({ who: `user:${userId}`, budget: true });

  app.post(
    '/api/designs',
    {
      preValidation: requireUser,
      bodyLimit: DESIGN_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Save a new design (version 1; figures computed here)',
        body: designCreate,
        response: { 201: design, ...errors, ...limited },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const input = request.body;
      if (input.projectId && !(await ownsProject(db, input.projectId, user))) {
        return sendError(reply, 400, MESSAGES.projectNotFound, projectIssue);
      }
      const figures = await figuresOf(`user:${user.id}`, input.drawing);
      if (!figures.ok) return sendJobRefusal(reply, figures);
      try {
        const id = await createDesign(db, user.id, input, figures.value);
        const created = await loadDesign(db, id, user, config.publicUrl);
        return reply.code(201).header('location', `/api/designs/${id}`).send(created!);
      } catch (error) {
        if (error instanceof ProjectGone) return sendError(reply, 400, MESSAGES.projectNotFound, projectIssue);
        throw error;
      }
    },
  );

  app.get(
    '/api/designs',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "My designs, newest update first; with projectId, that project's only",
        querystring: designListQuery,
        response: { 200: designList, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { projectId } = request.query;
      if (projectId && !(await ownsProject(db, projectId, user))) return sendError(reply, 404, MESSAGES.projectNotFound);
      reply.header('cache-control', 'no-store');
      return listDesigns(db, user, projectId);
    },
  );

  app.get(
    '/api/designs/:id',
    {
      preValidation: requireUser,
      schema: { tags, summary: 'One of my designs at its current version', params: idParams, response: { 200: design, ...errors } },
    },
    async (request, reply) => {
      const { id } = request.params;
      return sendFound(reply, isUuid(id) ? await loadDesign(db, id, currentUser(request), config.publicUrl) : null, DESIGN_NOT_FOUND);
    },
  );

  app.get(
    '/api/designs/:id/materials',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          "One of my designs' priced materials list at today's prices, my company's for a trade member (null before a colour is chosen)",
        params: idParams,
        response: { 200: designMaterials, ...errors, ...limited },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { id } = request.params;
      const found = isUuid(id) ? await loadDesign(db, id, user, config.publicUrl) : null;
      if (!found) return sendError(reply, 404, DESIGN_NOT_FOUND);
      // The owner's own prices (docs/product.md#trade-accounts), as the calculator's panel and the wizard show them.
      const [{ recordBoardItems, recordHardwareItems }, prices] = await Promise.all([catalogue.get(), priceContextFor(db, user.id)]);
      const limit = { ...ownerLimit(user.id), estimateMs: planJobMs(drawingPartsFor(found.drawing, recordBoardItems)) };
      const priced = await cpuJobs(limit, () => cpuPool.designMaterials(found.drawing, recordBoardItems, recordHardwareItems, prices));
      if (!priced.ok) return sendJobRefusal(reply, priced);
      reply.header('cache-control', 'no-store');
      return { materials: priced.value };
    },
  );

  app.put(
    '/api/designs/:id',
    {
      preValidation: requireUser,
      bodyLimit: DESIGN_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Rename, move to a project (null: none) or save again (a drawing makes a new version; the last 20 kept)',
        params: idParams,
        body: designUpdate,
        response: { 200: design, ...errors, ...limited },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { id } = request.params;
      const update = request.body;
      if (!isUuid(id)) return sendError(reply, 404, DESIGN_NOT_FOUND);
      if (update.projectId && !(await ownsProject(db, update.projectId, user))) {
        return sendError(reply, 400, MESSAGES.projectNotFound, projectIssue);
      }
      let figures: DesignFigures | null = null;
      if (update.drawing) {
        const computed = await figuresOf(`user:${user.id}`, update.drawing);
        if (!computed.ok) return sendJobRefusal(reply, computed);
        figures = computed.value;
      }
      try {
        if (!(await updateDesign(db, id, user, update, figures))) return sendError(reply, 404, DESIGN_NOT_FOUND);
      } catch (error) {
        if (error instanceof ProjectGone) return sendError(reply, 400, MESSAGES.projectNotFound, projectIssue);
        throw error;
      }
      const updated = await loadDesign(db, id, user, config.publicUrl);
      if (!updated) return sendError(reply, 404, DESIGN_NOT_FOUND);
      return updated;
    },
  );

  app.delete(
    '/api/designs/:id',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Delete one of my designs with its versions and link; orders and quotes made from it keep no link to it',
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id) || !(await deleteDesign(db, id, currentUser(request)))) return sendError(reply, 404, DESIGN_NOT_FOUND);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/designs/:id/share',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'A read-only link to one of my designs (201 new; 200 the live link again)',
        params: idParams,
        response: { 200: shareLink, 201: shareLink, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const shared = isUuid(id) ? await shareDesign(db, id, currentUser(request), config.publicUrl) : null;
      if (!shared) return sendError(reply, 404, DESIGN_NOT_FOUND);
      return reply.code(shared.created ? 201 : 200).send(shared.link);
    },
  );

  app.delete(
    '/api/designs/:id/share',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "Revoke my design's link: it answers 404 from now on (204 also when there was none)",
        params: idParams,
        response: { 204: z.null().describe('Revoked'), ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id) || !(await revokeShare(db, id, currentUser(request), deps.now()))) return sendError(reply, 404, DESIGN_NOT_FOUND);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/shared-designs',
    {
      bodyLimit: DESIGN_BODY_LIMIT,
      preHandler: async (request, reply) => {
        const state = await hit(db, `visitor-share:address:${request.ip}`, THROTTLE_POLICY.visitorSharePerAddress, deps.now());
        if (state.blocked) {
          reply.header('retry-after', String(state.retryAfterSeconds));
          return sendError(reply, 429, TOO_MANY_REQUESTS);
        }
      },
      schema: {
        tags,
        summary: "A read-only link to a visitor's drawing (a snapshot; throttled per address)",
        body: visitorShare,
        response: { 201: shareLink, 400: errorResponse, 403: errorResponse, 413: errorResponse, 415: errorResponse, ...limited },
      },
    },
    async (request, reply) => {
      const { name, drawing } = request.body;
      // The address's hourly throttle above bounds its rate; here its jobs at once and its pool time.
      const figures = await figuresOf(`address:${request.ip}`, drawing);
      if (!figures.ok) return sendJobRefusal(reply, figures);
      const link = await shareSnapshot(
        db,
        { name: name ?? VISITOR_SHARE_NAME, drawing, figures: figures.value, clientAddress: request.ip },
        config.publicUrl,
      );
      return reply.code(201).send(link);
    },
  );

  app.get(
    '/api/shared-designs/:token',
    {
      schema: {
        tags,
        summary: 'A shared design, read-only (public; 404 once revoked or unknown)',
        params: tokenParams,
        response: { 200: sharedDesign, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      // A revoked link must stop showing at once: no shared cache may keep it.
      reply.header('cache-control', 'no-store');
      const found = SHARE_TOKEN.test(request.params.token) ? await loadShared(db, request.params.token) : null;
      if (!found) return sendError(reply, 404, SHARE_NOT_FOUND);
      return found;
    },
  );
};

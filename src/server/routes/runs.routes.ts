// The last mile (docs/product.md#delivery): admins give a day's deliveries to drivers in order; a driver
// reads and runs only their own runs; whoever may see an order reads its delivery, photos, signature
// and proof PDF.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '../../domain/messages';
import { orderRef } from '../../domain/format';
import { RUN_MESSAGES } from '../../domain/lastMile';
import { errorResponse } from '../../domain/schemas/errors';
import { isUuid } from '../../domain/schemas/fields';
import { idParams } from '../../domain/schemas/projects';
import {
  driverList,
  orderDelivery,
  run,
  runAssignBody,
  runList,
  runParams,
  runsQuery,
  startBody,
  STEP_BODY_LIMIT,
  stepBody,
  stepResult,
  stopParams,
} from '../../domain/schemas/runs';
import { createGuards, currentUser } from '../auth/guard';
import type { AppDeps } from '../deps';
import { ImageRefused, photoAsJpeg } from '../deliveryImages';
import { proofPdfDefinition, type ProofImages } from '../pdf/proofPdf';
import { renderPdf } from '../pdf/documentParts';
import { loadVisibleOrder } from '../services/orders';
import {
  assignRun,
  listDrivers,
  loadDayRuns,
  loadDeliveryPhoto,
  loadDeliverySignature,
  loadDriverRun,
  loadDriverRuns,
  loadOrderDelivery,
  loadProofImages,
  prepareStepImages,
  recordStep,
  startRun,
} from '../services/runs';
import { sendError, sendFound } from './errors';
import { DELIVERY_ADMIN_ONLY } from './delivery.routes';

const photoParams = z.object({ id: z.string(), photoId: z.string() });
const signatureParams = z.object({ id: z.string(), stepId: z.string() });
const image = (type: string) => z.any().describe(`${type}: the image`);

export const runsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, outbox } = deps;
  const { requireAdmin, requireDriver, requireUser } = createGuards(deps);
  const adminOnly = requireAdmin(DELIVERY_ADMIN_ONLY);
  const guarded = { 401: errorResponse, 403: errorResponse };

  app.get(
    '/api/delivery/drivers',
    {
      preValidation: adminOnly,
      schema: { tags: ['delivery'], summary: 'The active drivers a run can be given to', response: { 200: driverList, ...guarded } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return listDrivers(db);
    },
  );

  app.get(
    '/api/delivery/runs',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['delivery'],
        summary: "A day's runs: each driver's stops in order, with each customer's window",
        querystring: runsQuery,
        response: { 200: runList, 400: errorResponse, ...guarded },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return loadDayRuns(db, request.query.day);
    },
  );

  app.put(
    '/api/delivery/runs',
    {
      preValidation: adminOnly,
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['delivery'],
        summary: "Give a driver a day's deliveries in this order (the list is the whole run); 409 once the run has started",
        body: runAssignBody,
        response: { 200: run, 400: errorResponse, 409: errorResponse, 415: errorResponse, ...guarded },
      },
    },
    async (request, reply) => {
      const outcome = await assignRun(db, request.body);
      if (outcome.kind === 'ok') return outcome.value;
      if (outcome.kind === 'refused') return sendError(reply, outcome.status, outcome.message);
      return sendError(reply, 404, outcome.message);
    },
  );

  app.get(
    '/api/run',
    {
      preValidation: requireDriver,
      schema: { tags: ['runs'], summary: "The driver's runs from today on, today's first", response: { 200: runList, ...guarded } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return loadDriverRuns(db, currentUser(request).id, deps.now());
    },
  );

  app.get(
    '/api/run/:id',
    {
      preValidation: requireDriver,
      schema: {
        tags: ['runs'],
        summary: "One of the driver's runs (another driver's is a 404)",
        params: runParams,
        response: { 200: run, 404: errorResponse, ...guarded },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      return sendFound(reply, isUuid(id) ? await loadDriverRun(db, id, currentUser(request).id) : null, RUN_MESSAGES.runNotFound);
    },
  );

  app.post(
    '/api/run/:id/start',
    {
      preValidation: requireDriver,
      bodyLimit: 1024,
      schema: {
        tags: ['runs'],
        summary: 'Start the run on its day: each customer is e-mailed their window, once (a second start changes nothing)',
        params: runParams,
        body: startBody,
        response: { 200: run, 400: errorResponse, 404: errorResponse, 409: errorResponse, 415: errorResponse, ...guarded },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id)) return sendError(reply, 404, RUN_MESSAGES.runNotFound);
      const outcome = await startRun(db, outbox, { runId: id, driverId: currentUser(request).id, now: deps.now() });
      if (outcome.kind === 'not_found') return sendError(reply, 404, outcome.message);
      if (outcome.kind === 'refused') return sendError(reply, outcome.status, outcome.message);
      outbox.wake();
      return outcome.value;
    },
  );

  app.post(
    '/api/run/:id/stops/:orderId/steps',
    {
      preValidation: requireDriver,
      bodyLimit: STEP_BODY_LIMIT,
      schema: {
        tags: ['runs'],
        summary:
          'One step at a stop (on my way, delivered, not delivered) with the phone’s key: the same key twice is recorded once. ' +
          'Photos and signatures are checked, shrunk and stripped',
        params: stopParams,
        body: stepBody,
        response: {
          200: stepResult,
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          413: errorResponse,
          415: errorResponse,
          ...guarded,
        },
      },
    },
    async (request, reply) => {
      const { id, orderId } = request.params;
      if (!isUuid(id)) return sendError(reply, 404, RUN_MESSAGES.runNotFound);
      if (!isUuid(orderId)) return sendError(reply, 404, RUN_MESSAGES.stopNotFound);
      let images;
      try {
        images = await prepareStepImages(request.body);
      } catch (error) {
        if (error instanceof ImageRefused) return sendError(reply, 400, RUN_MESSAGES.imageInvalid);
        throw error;
      }
      const outcome = await recordStep(db, outbox, {
        runId: id,
        orderId,
        driverId: currentUser(request).id,
        body: request.body,
        images,
        publicUrl: deps.config.publicUrl,
        now: deps.now(),
      });
      if (outcome.kind === 'not_found') return sendError(reply, 404, outcome.message);
      if (outcome.kind === 'refused') return sendError(reply, outcome.status, outcome.message);
      if (outcome.value.recorded) outbox.wake();
      return outcome.value;
    },
  );

  app.get(
    '/api/orders/:id/delivery',
    {
      preValidation: requireUser,
      schema: {
        tags: ['orders'],
        summary: "The order's delivery: its progress, each attempt's proof (time, receiver, quantities, images) and what is outstanding",
        params: idParams,
        response: { 200: orderDelivery, 404: errorResponse, ...guarded },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      return sendFound(reply, isUuid(id) ? await loadOrderDelivery(db, id, currentUser(request)) : null, MESSAGES.orderNotFound);
    },
  );

  app.get(
    '/api/orders/:id/delivery/photos/:photoId',
    {
      preValidation: requireUser,
      schema: {
        tags: ['orders'],
        summary: 'A delivery photo (WebP) of an order the caller may see',
        params: photoParams,
        produces: ['image/webp'],
        response: { 200: image('image/webp'), 404: errorResponse, ...guarded },
      },
    },
    async (request, reply) => {
      const { id, photoId } = request.params;
      const found = isUuid(id) && isUuid(photoId) ? await loadDeliveryPhoto(db, id, photoId, currentUser(request)) : null;
      if (!found) return sendError(reply, 404, RUN_MESSAGES.proofNotFound);
      return reply.header('content-type', 'image/webp').header('cache-control', 'private, max-age=3600').send(found);
    },
  );

  app.get(
    '/api/orders/:id/delivery/steps/:stepId/signature',
    {
      preValidation: requireUser,
      schema: {
        tags: ['orders'],
        summary: "A delivery's signature (PNG) of an order the caller may see",
        params: signatureParams,
        produces: ['image/png'],
        response: { 200: image('image/png'), 404: errorResponse, ...guarded },
      },
    },
    async (request, reply) => {
      const { id, stepId } = request.params;
      const found = isUuid(id) && isUuid(stepId) ? await loadDeliverySignature(db, id, stepId, currentUser(request)) : null;
      if (!found) return sendError(reply, 404, RUN_MESSAGES.proofNotFound);
      return reply.header('content-type', 'image/png').header('cache-control', 'private, max-age=3600').send(found);
    },
  );

  app.get(
    '/api/orders/:id/delivery/proof.pdf',
    {
      preValidation: requireUser,
      schema: {
        tags: ['orders'],
        summary: 'Proof of delivery (PDF): every attempt with its time, quantities, receiver, signature and photos',
        params: idParams,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('application/pdf: the proof of delivery'), 404: errorResponse, ...guarded },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { id } = request.params;
      const order = isUuid(id) ? await loadVisibleOrder(db, id, user) : null;
      const delivery = order ? await loadOrderDelivery(db, id, user) : null;
      if (!order || !delivery) return sendError(reply, 404, MESSAGES.orderNotFound);
      if (!delivery.attempts.length) return sendError(reply, 404, RUN_MESSAGES.proofNotFound);
      const stored = await loadProofImages(db, id);
      const images = new Map<string, ProofImages>();
      for (const [stepId, s] of stored) {
        images.set(stepId, { signaturePng: s.signature, photosJpeg: await Promise.all(s.photos.map(photoAsJpeg)) });
      }
      const pdf = await renderPdf(
        proofPdfDefinition(
          {
            id,
            address: `${order.deliveryStreetAddress}, ${order.deliveryCityPostcode}`,
            customer: order.ownerEmail ?? order.placedBy ?? user.email,
          },
          delivery,
          images,
        ),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${orderRef(id)}-proof-of-delivery.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

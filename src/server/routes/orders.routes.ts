// Orders (docs/product.md#calls). Clients and installers see their own orders; admins see every
// order (with the owner's email) and alone change status. Another user's order reads as missing.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TIME_ZONE } from '../../domain/constants';
import { MESSAGES, PRICES_UPDATED } from '../../domain/messages';
import { todayIn } from '../../domain/dates';
import { orderRef } from '../../domain/format';
import { errorResponse } from '../../domain/schemas/errors';
import { isUuid } from '../../domain/schemas/fields';
import {
  order,
  orderCreatePayload,
  orderDetail,
  orderExportQuery,
  orderList,
  orderListQuery,
  orderStatusUpdate,
  pricesUpdatedResponse,
} from '../../domain/schemas/orders';
import { idParams } from '../../domain/schemas/projects';
import { notificationSummary } from '../../domain/schemas/leadsInbox';
import { createGuards, currentUser } from '../auth/guard';
import type { AppDeps } from '../deps';
import {
  changeOrderStatus,
  listVisibleOrders,
  loadOrderEmails,
  loadProjectOrders,
  loadVisibleOrder,
  loadVisibleOrderDetail,
  placeOrder,
  visibleOrderFilter,
} from '../services/orders';
import { DESIGN_NOT_FOUND } from '../services/designs';
import { exportCsv } from '../services/orderExport';
import { BAD_CURSOR, decodeCursor, nextPageHeaders } from '../services/keyset';
import { sendError, sendFound, sendJobRefusal } from './errors';

export const IDEMPOTENCY_CONFLICT = 'This Idempotency-Key was already used for a different order';
export const ADMIN_STATUS_ONLY = 'Only an admin can change order status';
export const EXPORT_ADMIN_ONLY = 'Only an admin can export orders';

const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .min(1, { error: 'Idempotency-Key must not be empty' })
    .max(255, { error: 'Idempotency-Key must be at most 255 characters' })
    .regex(/^[\x21-\x7E]+$/, { error: 'Idempotency-Key must be visible ASCII characters' })
    .optional()
    .describe('Retrying with the same key and body returns the first order instead of creating another'),
});

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 415: errorResponse };

export const ordersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, outbox, config, cpuPool, cpuJobs } = deps;
  const { requireUser, requireAdmin } = createGuards(deps);
  const tags = ['orders'];
  const { catalogue } = deps;

  app.post(
    '/api/orders',
    {
      preValidation: requireUser,
      bodyLimit: 256 * 1024,
      schema: {
        tags,
        summary: 'Place an order (checked against the catalogue, one transaction)',
        headers: idempotencyHeaders,
        body: orderCreatePayload,
        response: { 201: order, 409: pricesUpdatedResponse, 422: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const result = await placeOrder(db, {
        owner: user,
        payload: request.body,
        idempotencyKey: request.headers['idempotency-key'] ?? null,
        now: deps.now(),
        catalogue,
        outbox,
        salesEmail: config.mail.salesEmail,
      });
      switch (result.kind) {
        case 'key_conflict':
          return sendError(reply, 422, IDEMPOTENCY_CONFLICT);
        case 'design_not_found':
          return sendError(reply, 400, DESIGN_NOT_FOUND, [
            { path: ['body', 'designId'], message: DESIGN_NOT_FOUND, code: 'design_not_found' },
          ]);
        case 'invalid':
          return sendError(reply, 422, result.issues[0].message, result.issues);
        case 'prices_updated':
          // docs/product.md#catalogue: the page showed other prices; nothing was stored.
          return reply.code(409).send({ message: PRICES_UPDATED, changes: result.changes, ...result.totals });
        case 'replay':
          reply.header('idempotent-replayed', 'true');
          break;
        case 'created':
          outbox.wake();
      }
      return reply.code(201).header('location', `/api/orders/${result.order.id}`).send(result.order);
    },
  );

  app.get(
    '/api/orders',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          'My orders (admins: every order), newest first, filtered by status and q. With limit, X-Next-Cursor and Link name the next page.',
        querystring: orderListQuery,
        response: { 200: orderList, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request, reply) => {
      const { limit, cursor, status, q, mine } = request.query;
      const position = cursor ? decodeCursor(cursor) : null;
      if (cursor && !position) return sendError(reply, 400, BAD_CURSOR, [{ path: ['querystring', 'cursor'], message: BAD_CURSOR }]);
      // One extra row tells whether another page exists.
      const loaded = await listVisibleOrders(db, currentUser(request), {
        filters: { status, q },
        position,
        limit: limit ? limit + 1 : undefined,
        mine: mine === 'true',
      });
      let list = loaded.orders;
      if (limit && list.length > limit) {
        list = list.slice(0, limit);
        reply.headers(nextPageHeaders('/api/orders', { limit, status, q, mine }, loaded.cursors[limit - 1]));
      }
      reply.header('cache-control', 'no-store');
      return list;
    },
  );

  app.get(
    '/api/orders/export.csv',
    {
      preValidation: requireAdmin(EXPORT_ADMIN_ONLY),
      schema: {
        tags,
        summary: 'Export orders as CSV (admins only): one row per line, filtered by status and q like the list; streamed',
        querystring: orderExportQuery,
        produces: ['text/csv'],
        // A stream is sent as it is (Fastify serialises no stream), so 200 only documents the CSV.
        response: { 200: z.any().describe('text/csv: a header row, then one row per order line'), ...errors },
      },
    },
    async (request, reply) => {
      const { status, q } = request.query;
      const day = todayIn(TIME_ZONE, deps.now());
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .header('cache-control', 'no-store');
      return reply.send(exportCsv(db, visibleOrderFilter(currentUser(request), { status, q })));
    },
  );

  app.get(
    '/api/orders/project/:id',
    {
      preValidation: requireUser,
      schema: { tags, summary: 'Orders of one of my projects', params: idParams, response: { 200: orderList, ...errors } },
    },
    async (request, reply) => {
      const { id } = request.params;
      return sendFound(reply, isUuid(id) ? await loadProjectOrders(db, id, currentUser(request)) : null, MESSAGES.projectNotFound);
    },
  );

  app.get(
    '/api/orders/:id',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'One order, with its status history (each status with who set it and when)',
        params: idParams,
        response: { 200: orderDetail, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      return sendFound(
        reply,
        isUuid(id) ? await loadVisibleOrderDetail(db, id, currentUser(request), deps.now()) : null,
        MESSAGES.orderNotFound,
      );
    },
  );

  app.get(
    '/api/orders/:id/pdf',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'The order confirmation as a PDF (the owner or an admin)',
        params: idParams,
        produces: ['application/pdf'],
        // A Buffer is sent as it is (Fastify serialises no Buffer), so 200 only documents the PDF.
        response: { 200: z.any().describe('application/pdf: the order confirmation'), ...errors, 429: errorResponse, 503: errorResponse },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { id } = request.params;
      const found = isUuid(id) ? await loadVisibleOrder(db, id, user) : null;
      if (!found) return sendError(reply, 404, MESSAGES.orderNotFound);
      // Made on the CPU pool within the user's limits (README "Security and reliability").
      const pdf = await cpuJobs({ who: `user:${user.id}`, budget: true }, () => cpuPool.orderPdf(found, found.ownerEmail ?? user.email));
      if (!pdf.ok) return sendJobRefusal(reply, pdf);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${orderRef(found.id)}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf.value);
    },
  );

  app.put(
    '/api/orders/:id/status',
    {
      preValidation: requireAdmin(ADMIN_STATUS_ONLY),
      bodyLimit: 1024,
      schema: {
        tags,
        summary: 'Change the status (admins only); answers the updated order with its status history',
        params: idParams,
        body: orderStatusUpdate,
        response: { 200: orderDetail, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { id } = request.params;
      const { status } = request.body;
      if (!isUuid(id) || !(await changeOrderStatus(db, outbox, { id, status, changedBy: user.id, at: deps.now() }))) {
        return sendError(reply, 404, MESSAGES.orderNotFound);
      }
      outbox.wake();
      return (await loadVisibleOrderDetail(db, id, user, deps.now()))!;
    },
  );
  app.get(
    '/api/orders/:id/emails',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'The e-mails sent (or owed) about one order, with their delivery state; the owner sees those sent to them, an admin all',
        params: idParams,
        response: { 200: z.array(notificationSummary), ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      return sendFound(reply, isUuid(id) ? await loadOrderEmails(db, id, currentUser(request)) : null, MESSAGES.orderNotFound);
    },
  );
};

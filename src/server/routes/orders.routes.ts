// Orders (spec section 7 "Calls"). Clients and installers see their own orders; admins see every
// order (with the owner's email) and alone change status. Another user's order reads as missing.
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TIME_ZONE } from '../../domain/constants';
import { MESSAGES } from '../../domain/messages';
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
} from '../../domain/schemas/orders';
import { idParams } from '../../domain/schemas/projects';
import { notificationSummary } from '../../domain/schemas/leadsInbox';
import { createGuards, currentUser } from '../auth/guard';
import { notifications, orders, projects } from '../db/schema';
import type { AppDeps } from '../deps';
import { orderDrafts, orderStatusDraft, STAFF_TEMPLATES } from '../mail/messages';
import { toNotificationSummary, type DbOrTx } from '../mail/outbox';
import {
  changeStatus,
  checkOrder,
  findByIdempotencyKey,
  insertOrder,
  loadOrders,
  loadVisibleOrder,
  loadVisibleOrderDetail,
  orderFilter,
  requestHash,
  type CatalogueLookup,
  type CreateResult,
} from '../services/orders';
import { DESIGN_NOT_FOUND, ownedDesignRef } from '../services/designs';
import { exportCsv } from '../services/orderExport';
import { BAD_CURSOR, beforeCursor, decodeCursor, nextPageHeaders } from '../services/keyset';
import { pgConstraint, pgErrorCode, sendError, sendJobRefusal } from './errors';

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
  const catalogueLookup: CatalogueLookup = async (ids) => {
    const { byId } = await catalogue.get();
    return ids.flatMap((id) => byId.get(id) ?? []);
  };

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
        response: { 201: order, 422: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const payload = request.body;
      const key = request.headers['idempotency-key'] ?? null;
      const hash = requestHash(payload);

      // DESIGN.md "Beyond the spec: Designs": only the user's own design; another's reads as missing.
      const designNotFound = () =>
        sendError(reply, 400, DESIGN_NOT_FOUND, [{ path: ['body', 'designId'], message: DESIGN_NOT_FOUND, code: 'design_not_found' }]);
      const answer = async (result: CreateResult) => {
        if (result.kind === 'key_conflict') return sendError(reply, 422, IDEMPOTENCY_CONFLICT);
        const created = await loadVisibleOrder(db, result.id, user);
        if (result.kind === 'replay') reply.header('idempotent-replayed', 'true');
        return reply.code(201).header('location', `/api/orders/${result.id}`).send(created!);
      };

      // Checked against the in-memory catalogue; the one insert statement also detects a used key, so a
      // new order costs one round trip (a benchmark target). A replay still wins over checks that fail today.
      const [{ issues, lines, projectId, projectName }, design] = await Promise.all([
        checkOrder(db, payload, user.id, deps.now(), catalogueLookup),
        payload.designId ? ownedDesignRef(db, payload.designId, user.id) : null,
      ]);
      if (payload.designId && !design) {
        const earlier = key ? await findByIdempotencyKey(db, user.id, key, hash) : null;
        if (earlier) return answer(earlier);
        return designNotFound();
      }
      if (issues.length) {
        const earlier = key ? await findByIdempotencyKey(db, user.id, key, hash) : null;
        if (earlier) return answer(earlier);
        return sendError(reply, 422, issues[0].message, issues);
      }
      try {
        // The order and the e-mail it owes are one statement (the outbox's rows gated on the order's insert):
        // they commit together, and a replayed key stores neither.
        const created = await insertOrder(
          db,
          { owner: user, payload, lines, projectId, projectName, design, idempotencyKey: key, hash },
          async (order) => (await outbox.ctes(orderDrafts(order, user.email, config.mail.salesEmail), 'o')).ctes,
        );
        if (created) {
          outbox.wake();
          return reply.code(201).header('location', `/api/orders/${created.id}`).send(created);
        }
        const earlier = await findByIdempotencyKey(db, user.id, key!, hash);
        if (!earlier) throw new Error('an order with this Idempotency-Key conflicted but cannot be found');
        return answer(earlier);
      } catch (error) {
        // A catalogue item removed since the in-memory copy was read: check again against the table.
        if (pgErrorCode(error) === '23503' && pgConstraint(error)?.includes('item_id')) {
          catalogue.invalidate();
          const recheck = await checkOrder(db, payload, user.id, deps.now());
          if (recheck.issues.length) return sendError(reply, 422, recheck.issues[0].message, recheck.issues);
        }
        // The design was deleted between the check and the insert.
        if (pgErrorCode(error) === '23503' && pgConstraint(error)?.includes('design_id')) return designNotFound();
        // The project was deleted between the check and the insert.
        if (pgErrorCode(error) === '23503')
          return sendError(reply, 422, MESSAGES.projectNotFound, [{ path: ['body', 'project'], message: MESSAGES.projectNotFound }]);
        throw error;
      }
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
      const user = currentUser(request);
      const isAdmin = user.role === 'admin';
      const { limit, cursor, status, q } = request.query;
      const position = cursor ? decodeCursor(cursor) : null;
      if (cursor && !position) return sendError(reply, 400, BAD_CURSOR, [{ path: ['querystring', 'cursor'], message: BAD_CURSOR }]);
      const where = and(
        isAdmin ? undefined : eq(orders.ownerId, user.id),
        orderFilter({ status, q }),
        position ? beforeCursor(orders.createdAt, orders.id, position) : undefined,
      );
      // One extra row tells whether another page exists.
      const loaded = await loadOrders(db, { where, includeOwnerEmail: isAdmin, limit: limit ? limit + 1 : undefined });
      let list = loaded.orders;
      if (limit && list.length > limit) {
        list = list.slice(0, limit);
        reply.headers(nextPageHeaders('/api/orders', { limit, status, q }, loaded.cursors[limit - 1]));
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
      return reply.send(exportCsv(db, orderFilter({ status, q })));
    },
  );

  app.get(
    '/api/orders/project/:id',
    {
      preValidation: requireUser,
      schema: { tags, summary: 'Orders of one of my projects', params: idParams, response: { 200: orderList, ...errors } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const isAdmin = user.role === 'admin';
      const { id } = request.params;
      if (!isUuid(id)) return sendError(reply, 404, MESSAGES.projectNotFound);
      const [found] = await db
        .select({ id: projects.id })
        .from(projects)
        .where(isAdmin ? eq(projects.id, id) : and(eq(projects.id, id), eq(projects.ownerId, user.id)));
      if (!found) return sendError(reply, 404, MESSAGES.projectNotFound);
      const where = isAdmin ? eq(orders.projectId, id) : and(eq(orders.projectId, id), eq(orders.ownerId, user.id));
      reply.header('cache-control', 'no-store');
      return (await loadOrders(db, { where, includeOwnerEmail: isAdmin })).orders;
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
      const found = isUuid(id) ? await loadVisibleOrderDetail(db, id, currentUser(request)) : null;
      if (!found) return sendError(reply, 404, MESSAGES.orderNotFound);
      reply.header('cache-control', 'no-store');
      return found;
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
      const notify = (tx: DbOrTx, change: { ownerEmail: string }) => outbox.queue(tx, [orderStatusDraft(id, status, change.ownerEmail)]);
      if (!isUuid(id) || !(await changeStatus(db, id, status, user.id, notify))) return sendError(reply, 404, MESSAGES.orderNotFound);
      outbox.wake();
      return (await loadVisibleOrderDetail(db, id, user))!;
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
      const user = currentUser(request);
      const { id } = request.params;
      const ownOrAny = user.role === 'admin' ? eq(orders.id, id) : and(eq(orders.id, id), eq(orders.ownerId, user.id));
      const [found] = isUuid(id) ? await db.select({ id: orders.id }).from(orders).where(ownOrAny) : [];
      if (!found) return sendError(reply, 404, MESSAGES.orderNotFound);
      const rows = await db
        .select()
        .from(notifications)
        // The announcement to sales is staff's business: a customer sees only what was sent to them.
        .where(
          and(eq(notifications.orderId, id), user.role === 'admin' ? undefined : notInArray(notifications.template, [...STAFF_TEMPLATES])),
        )
        .orderBy(asc(notifications.createdAt), asc(notifications.template));
      reply.header('cache-control', 'no-store');
      return rows.map(toNotificationSummary);
    },
  );
};

// Stock (docs/product.md#stock-and-samples): the warehouse's figures, goods in, expected purchases,
// adjustments, back orders and ledger for admins; and the public availability labels, which carry no
// figure beyond the label.
import { stringify } from 'csv-stringify/sync';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TIME_ZONE } from '../../domain/constants';
import { todayIn } from '../../domain/dates';
import { STOCK_MESSAGES, STOCK_STATE_LABELS } from '../../domain/stock';
import { errorResponse } from '../../domain/schemas/errors';
import {
  STOCK_PAGE_SIZE,
  adjustmentBody,
  availabilityList,
  availabilityQuery,
  backOrderLine,
  expectedBody,
  goodsInBody,
  itemIdParams,
  itemLedger as itemLedgerSchema,
  stockChangeResult,
  stockList,
  stockListQuery,
} from '../../domain/schemas/stock';
import { createGuards, currentUser } from '../auth/guard';
import type { AppDeps } from '../deps';
import { adjustStock, availabilityOf, itemLedger, listBackOrders, listStock, recordExpected, recordGoodsIn } from '../services/stock';
import { sendError } from './errors';

export const STOCK_ADMIN_ONLY = 'Only an admin can see and change stock';
/** Labels change as orders are placed: a minute keeps a busy product page off the database and stays current. */
export const AVAILABILITY_CACHE_CONTROL = 'public, max-age=60';

export const STOCK_CSV_COLUMNS = [
  'item_id',
  'name',
  'kind',
  'on_hand',
  'reserved',
  'available',
  'low_level',
  'lead_days',
  'back_ordered',
  'next_expected_on',
  'next_expected_quantity',
  'state',
] as const;

/** Public: outside the session scope (no cookie read or set), as the catalogue reads. */
export const availabilityRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/availability',
    {
      schema: {
        tags: ['stock'],
        summary:
          'The availability label of each item for a quantity (In stock, Low stock, Back order with its day); unknown items are left out',
        querystring: availabilityQuery,
        response: { 200: availabilityList, 400: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', AVAILABILITY_CACHE_CONTROL);
      return availabilityOf(deps.db, request.query.items, deps.now());
    },
  );
};

export const stockRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, outbox } = deps;
  const { requireAdmin } = createGuards(deps);
  const adminOnly = requireAdmin(STOCK_ADMIN_ONLY);
  const tags = ['stock'];
  const admin = { 401: errorResponse, 403: errorResponse };
  const change = { 400: errorResponse, 404: errorResponse, 415: errorResponse, ...admin };

  app.get(
    '/api/stock',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: `Every item with its figures, short items first, then low ones; ${STOCK_PAGE_SIZE} a page`,
        querystring: stockListQuery,
        response: { 200: stockList, 400: errorResponse, ...admin },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { page } = request.query;
      const { items, total } = await listStock(db, { limit: STOCK_PAGE_SIZE, offset: (page - 1) * STOCK_PAGE_SIZE });
      return { items, total, page, pageSize: STOCK_PAGE_SIZE };
    },
  );

  app.get(
    '/api/stock/export.csv',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'Every item with its figures as CSV, in the order of the stock list',
        produces: ['text/csv'],
        response: { 200: z.any().describe('text/csv: a header row, then one row per item'), ...admin },
      },
    },
    async (_request, reply) => {
      const { items } = await listStock(db, { limit: 1_000_000, offset: 0 });
      const rows = items.map((i) => [
        i.itemId,
        i.name,
        i.kind,
        i.onHand,
        i.reserved,
        i.available,
        i.lowLevel,
        i.leadDays,
        i.backOrdered,
        i.nextExpected?.expectedOn ?? '',
        i.nextExpected?.outstanding ?? '',
        STOCK_STATE_LABELS[i.state],
      ]);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="stock-${todayIn(TIME_ZONE, deps.now())}.csv"`)
        .header('cache-control', 'no-store');
      return stringify([[...STOCK_CSV_COLUMNS], ...rows], { escape_formulas: true, record_delimiter: 'windows' });
    },
  );

  app.get(
    '/api/stock/back-orders',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'The order lines waiting for goods in, first placed first, with the day each is expected',
        response: { 200: z.array(backOrderLine), ...admin },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return listBackOrders(db, deps.now());
    },
  );

  app.get(
    '/api/stock/items/:itemId',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "One item's figures and its ledger, newest first: every change of on hand with who, when, why, before and after",
        params: itemIdParams,
        response: { 200: itemLedgerSchema, 404: errorResponse, ...admin },
      },
    },
    async (request, reply) => {
      const found = await itemLedger(db, request.params.itemId);
      if (!found) return sendError(reply, 404, STOCK_MESSAGES.unknownItem);
      reply.header('cache-control', 'no-store');
      return found;
    },
  );

  app.post(
    '/api/stock/goods-in',
    {
      preValidation: adminOnly,
      bodyLimit: 64 * 1024,
      schema: {
        tags,
        summary: 'Record a delivery from the manufacturer: on hand goes up, back orders fill first come first served, customers are told',
        body: goodsInBody,
        response: { 200: stockChangeResult, ...change },
      },
    },
    async (request, reply) => {
      const result = await recordGoodsIn(db, outbox, { ...request.body, userId: currentUser(request).id });
      if (result.kind === 'unknown_item') return sendError(reply, 404, STOCK_MESSAGES.unknownItem);
      if (result.notified) outbox.wake();
      return { notified: result.notified };
    },
  );

  app.post(
    '/api/stock/expected',
    {
      preValidation: adminOnly,
      bodyLimit: 4096,
      schema: {
        tags,
        summary: 'Record a purchase from the manufacturer with its expected date (how back-order days are known)',
        body: expectedBody,
        response: { 201: z.object({ id: z.number().int() }), ...change },
      },
    },
    async (request, reply) => {
      const result = await recordExpected(db, { ...request.body, userId: currentUser(request).id });
      if (result.kind === 'unknown_item') return sendError(reply, 404, STOCK_MESSAGES.unknownItem);
      return reply.code(201).send({ id: result.id });
    },
  );

  app.post(
    '/api/stock/adjustments',
    {
      preValidation: adminOnly,
      bodyLimit: 4096,
      schema: {
        tags,
        summary: 'A count (sets on hand), damage (takes away) or a return (adds), with its reason; never below what open orders hold (409)',
        body: adjustmentBody,
        response: { 200: stockChangeResult, 409: errorResponse, ...change },
      },
    },
    async (request, reply) => {
      const result = await adjustStock(db, outbox, { ...request.body, userId: currentUser(request).id });
      if (result.kind === 'unknown_item') return sendError(reply, 404, STOCK_MESSAGES.unknownItem);
      if (result.kind === 'refused') return sendError(reply, 409, result.message);
      if (result.notified) outbox.wake();
      return { notified: result.notified };
    },
  );
};

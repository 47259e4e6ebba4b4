// The staff catalogue (docs/product.md#catalogue), admins only: the list, one item with its history,
// New item, the editor's save and Duplicate as a new colour. Every change commits with its history
// row and a NOTIFY; this process reloads its snapshot before answering, the others on the notification.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CATALOGUE_MESSAGES,
  catalogueItem,
  catalogueItemInput,
  catalogueItemList,
  catalogueListQuery,
  duplicateColourInput,
  itemHistory as itemHistorySchema,
  type CatalogueItemInput,
} from '../../domain/schemas/catalogueAdmin';
import { melbourneMinuteToInstant } from '../../domain/cataloguePrices';
import { itemPrices as itemPricesSchema, PRICE_MESSAGES, priceInput, priceParams } from '../../domain/schemas/cataloguePrices';
import { errorResponse } from '../../domain/schemas/errors';
import {
  PRICE_FILE_BODY_LIMIT,
  PRICE_FILE_MESSAGES,
  priceFileApplied,
  priceFileInput,
  priceFilePreview,
} from '../../domain/schemas/priceFile';
import { exportPriceFile } from '../priceFile';
import { todayIn } from '../../domain/dates';
import { TIME_ZONE } from '../../domain/constants';
import { createGuards, currentUser } from '../auth/guard';
import type { AppDeps } from '../deps';
import { BAD_CURSOR, nextPageHeaders } from '../services/keyset';
import {
  createCatalogueItem,
  decodeListCursor,
  itemHistory,
  listCatalogue,
  allCatalogueItems,
  loadCatalogueItem,
  updateCatalogueItem,
} from '../services/catalogueAdmin';
import { cancelScheduledPrice, changeScheduledPrice, itemPrices, setPrice } from '../services/cataloguePrices';
import { applyPriceFile, previewPriceFile } from '../services/priceFile';
import { sendError } from './errors';

const DEFAULT_PAGE = 50;
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };
const itemParams = z.object({ itemId: z.string().max(200) });

export const catalogueRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, catalogue } = deps;
  const { requireAdmin } = createGuards(deps);
  const adminOnly = requireAdmin(CATALOGUE_MESSAGES.adminOnly);
  const tags = ['catalogue'];
  const actorOf = (request: Parameters<typeof currentUser>[0]) => {
    const { id, email } = currentUser(request);
    return { id, email };
  };
  // The saving admin's next read (and this process's pages) shows the change at once.
  const afterChange = async <R extends { kind: string }>(result: R) => {
    if (result.kind === 'ok') await catalogue.refresh();
    return result;
  };

  app.get(
    '/api/catalogue/items',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary:
          "Every item whatever its status, in the catalogue's order; q matches name, item id or SKU. " +
          'X-Next-Cursor and Link name the next page (admins only)',
        querystring: catalogueListQuery,
        response: { 200: catalogueItemList, ...errors },
      },
    },
    async (request, reply) => {
      const { cursor, limit: asked, ...filters } = request.query;
      const limit = asked ?? DEFAULT_PAGE;
      const position = cursor ? decodeListCursor(cursor) : null;
      if (cursor && !position) return sendError(reply, 400, BAD_CURSOR, [{ path: ['querystring', 'cursor'], message: BAD_CURSOR }]);
      const page = await listCatalogue(db, { ...filters, limit, position });
      if (page.next) reply.headers(nextPageHeaders('/api/catalogue/items', { ...filters, limit }, page.next));
      reply.header('cache-control', 'no-store');
      return page.items;
    },
  );

  app.get(
    '/api/catalogue/items/:itemId',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'One item as the editor shows it (admins only)',
        params: itemParams,
        response: { 200: catalogueItem, 404: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const item = await loadCatalogueItem(db, request.params.itemId);
      if (!item) return sendError(reply, 404, CATALOGUE_MESSAGES.notFound);
      reply.header('cache-control', 'no-store');
      return item;
    },
  );

  app.get(
    '/api/catalogue/items/:itemId/history',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "The item's changes (who, what, when), newest first (admins only)",
        params: itemParams,
        response: { 200: itemHistorySchema, 404: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const item = await loadCatalogueItem(db, request.params.itemId);
      if (!item) return sendError(reply, 404, CATALOGUE_MESSAGES.notFound);
      reply.header('cache-control', 'no-store');
      return itemHistory(db, request.params.itemId);
    },
  );

  app.post(
    '/api/catalogue/items',
    {
      preValidation: adminOnly,
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary: 'New item (admins only); a new item usually starts as a draft',
        body: catalogueItemInput,
        response: { 201: catalogueItem, 409: errorResponse, 415: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const result = await afterChange(await createCatalogueItem(db, actorOf(request), request.body, deps.now()));
      if (result.kind !== 'ok') return sendError(reply, 409, CATALOGUE_MESSAGES.idTaken);
      return reply.code(201).header('location', `/api/catalogue/items/${result.item.item_id}`).send(result.item);
    },
  );

  app.put(
    '/api/catalogue/items/:itemId',
    {
      preValidation: adminOnly,
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary: "Save the item's fields and status (admins only); its item id and kind stay",
        params: itemParams,
        body: catalogueItemInput,
        response: { 200: catalogueItem, 404: errorResponse, 409: errorResponse, 415: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { itemId } = request.params;
      const current = await loadCatalogueItem(db, itemId);
      if (!current) return sendError(reply, 404, CATALOGUE_MESSAGES.notFound);
      if (request.body.item_id !== itemId) {
        const message = 'Item id cannot change; duplicate the item instead';
        return sendError(reply, 400, message, [{ path: ['body', 'item_id'], message }]);
      }
      if (request.body.kind !== current.kind) {
        const message = `Kind cannot change: this item is ${current.kind}`;
        return sendError(reply, 400, message, [{ path: ['body', 'kind'], message }]);
      }
      const result = await afterChange(await updateCatalogueItem(db, actorOf(request), itemId, request.body, deps.now()));
      if (result.kind === 'not_found') return sendError(reply, 404, CATALOGUE_MESSAGES.notFound);
      if (result.kind === 'taken') return sendError(reply, 409, CATALOGUE_MESSAGES.idTaken);
      return result.item;
    },
  );

  app.post(
    '/api/catalogue/items/:itemId/duplicate',
    {
      preValidation: adminOnly,
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        summary: 'Duplicate a board as a new colour: a draft copy with the new colour, item id and name (admins only)',
        params: itemParams,
        body: duplicateColourInput,
        response: { 201: catalogueItem, 404: errorResponse, 409: errorResponse, 415: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const source = await loadCatalogueItem(db, request.params.itemId);
      if (!source) return sendError(reply, 404, CATALOGUE_MESSAGES.notFound);
      if (source.kind !== 'board') return sendError(reply, 400, CATALOGUE_MESSAGES.notABoard);
      const { item_id, cf_board_colour, name } = request.body;
      if (cf_board_colour.toLowerCase() === source.cf_board_colour.toLowerCase()) {
        return sendError(reply, 400, CATALOGUE_MESSAGES.sameColour, [
          { path: ['body', 'cf_board_colour'], message: CATALOGUE_MESSAGES.sameColour },
        ]);
      }
      const { sortOrder: _sortOrder, hasPhoto: _hasPhoto, ...fields } = source;
      const copy: CatalogueItemInput = { ...fields, item_id, cf_board_colour, name, status: 'draft' };
      const detail = `duplicated from ${source.item_id} as colour ${cf_board_colour}`;
      const result = await afterChange(await createCatalogueItem(db, actorOf(request), copy, deps.now(), detail));
      if (result.kind !== 'ok') return sendError(reply, 409, CATALOGUE_MESSAGES.idTaken);
      return reply.code(201).header('location', `/api/catalogue/items/${result.item.item_id}`).send(result.item);
    },
  );

  // ---- prices (docs/product.md#catalogue) ----------------------------------------------------------

  /** The instant a payload's Melbourne minute names; 'past' when it is before this minute began. */
  const effectiveInstant = (local: string | null | undefined): Date | null | 'past' => {
    if (!local) return null;
    const at = melbourneMinuteToInstant(local)!;
    const now = deps.now();
    // The current minute counts as now: a datetime-local input cannot name seconds.
    return at.getTime() < now.getTime() - (now.getTime() % 60_000) ? 'past' : at;
  };
  const pastError = (reply: Parameters<typeof sendError>[0]) =>
    sendError(reply, 400, PRICE_MESSAGES.past, [{ path: ['body', 'effectiveAt'], message: PRICE_MESSAGES.past }]);

  app.get(
    '/api/catalogue/items/:itemId/prices',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "The item's price now, its scheduled prices and its price history (admins only)",
        params: itemParams,
        response: { 200: itemPricesSchema, 404: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      // loadCatalogueItem names no item for an id PostgreSQL text cannot hold (U+0000), as the other price routes.
      const prices = (await loadCatalogueItem(db, request.params.itemId)) ? await itemPrices(db, request.params.itemId, deps.now()) : null;
      if (!prices) return sendError(reply, 404, CATALOGUE_MESSAGES.notFound);
      reply.header('cache-control', 'no-store');
      return prices;
    },
  );

  app.post(
    '/api/catalogue/items/:itemId/prices',
    {
      preValidation: adminOnly,
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        summary: 'A new price, at once or from a Melbourne date and time (admins only)',
        params: itemParams,
        body: priceInput,
        response: { 200: itemPricesSchema, 404: errorResponse, 415: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const at = effectiveInstant(request.body.effectiveAt);
      if (at === 'past') return pastError(reply);
      const { itemId } = request.params;
      if (!(await loadCatalogueItem(db, itemId))) return sendError(reply, 404, CATALOGUE_MESSAGES.notFound);
      const result = await afterChange(await setPrice(db, actorOf(request), itemId, request.body.priceCents, at, deps.now()));
      if (result.kind !== 'ok') return sendError(reply, 404, CATALOGUE_MESSAGES.notFound);
      return (await itemPrices(db, itemId, deps.now()))!;
    },
  );

  app.put(
    '/api/catalogue/items/:itemId/prices/:priceId',
    {
      preValidation: adminOnly,
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        summary: 'Change a scheduled price (its amount or its time) before it takes effect (admins only)',
        params: priceParams,
        body: priceInput,
        response: { 200: itemPricesSchema, 404: errorResponse, 409: errorResponse, 415: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const at = effectiveInstant(request.body.effectiveAt);
      if (at === 'past') return pastError(reply);
      const { itemId, priceId } = request.params;
      if (!(await loadCatalogueItem(db, itemId))) return sendError(reply, 404, CATALOGUE_MESSAGES.notFound);
      const result = await afterChange(
        await changeScheduledPrice(db, actorOf(request), itemId, priceId, request.body.priceCents, at, deps.now()),
      );
      if (result.kind === 'not_found') return sendError(reply, 404, PRICE_MESSAGES.notFound);
      if (result.kind === 'taken_effect') return sendError(reply, 409, PRICE_MESSAGES.takenEffect);
      return (await itemPrices(db, itemId, deps.now()))!;
    },
  );

  app.delete(
    '/api/catalogue/items/:itemId/prices/:priceId',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'Cancel a scheduled price before it takes effect (admins only)',
        params: priceParams,
        response: { 200: itemPricesSchema, 404: errorResponse, 409: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { itemId, priceId } = request.params;
      if (!(await loadCatalogueItem(db, itemId))) return sendError(reply, 404, CATALOGUE_MESSAGES.notFound);
      const result = await afterChange(await cancelScheduledPrice(db, actorOf(request), itemId, priceId, deps.now()));
      if (result.kind === 'not_found') return sendError(reply, 404, PRICE_MESSAGES.notFound);
      if (result.kind === 'taken_effect') return sendError(reply, 409, PRICE_MESSAGES.takenEffect);
      return (await itemPrices(db, itemId, deps.now()))!;
    },
  );

  // ---- the manufacturer's price file (docs/product.md#catalogue) -------------------------------------

  // The CSV text travels in JSON, so one schema checks it in the browser and here.
  app.post(
    '/api/catalogue/price-file/preview',
    {
      preValidation: adminOnly,
      bodyLimit: PRICE_FILE_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'What a price file would change, changing nothing: new items, price changes, other changed fields, ' +
          'unknown SKUs and every row in error with its line (admins only)',
        body: priceFileInput,
        response: { 200: priceFilePreview, 413: errorResponse, 415: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return previewPriceFile(db, request.body.csv);
    },
  );

  app.post(
    '/api/catalogue/price-file/apply',
    {
      preValidation: adminOnly,
      bodyLimit: PRICE_FILE_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Apply a price file, all or nothing: new items and changed fields at once, ' +
          'changed prices at once or from a Melbourne date and time; a file with any row in error changes nothing (admins only)',
        body: priceFileInput,
        response: { 200: priceFileApplied, 413: errorResponse, 415: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const at = effectiveInstant(request.body.effectiveAt);
      if (at === 'past') return pastError(reply);
      const result = await afterChange(await applyPriceFile(db, actorOf(request), request.body.csv, at, deps.now()));
      if (result.kind === 'refused') {
        const { errors: rows } = result.preview;
        return sendError(
          reply,
          400,
          PRICE_FILE_MESSAGES.refused(rows.length),
          rows.map((row) => ({ path: ['body', 'csv', row.line], message: `Line ${row.line}: ${row.reason}` })),
        );
      }
      return result.applied;
    },
  );

  app.get(
    '/api/catalogue/price-file',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "The whole catalogue as a price file, in the catalogue's order (admins only)",
        produces: ['text/csv'],
        response: { 200: z.any().describe('text/csv: the header row, then one row per item'), ...errors },
      },
    },
    async (_request, reply) => {
      const csv = exportPriceFile(await allCatalogueItems(db));
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="price-file-${todayIn(TIME_ZONE, deps.now())}.csv"`)
        .header('cache-control', 'no-store');
      return csv;
    },
  );
};

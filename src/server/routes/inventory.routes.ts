// Public catalogue reads (docs/product.md#calls), all as {success, data}. The big bodies are serialised once
// per catalogue version; ETag + Cache-Control let the browser keep them for its 24-hour cache and
// revalidate with a 304.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { BOARD_ITEMS_CACHE_TTL_MS } from '../../domain/constants';
import { MESSAGES } from '../../domain/messages';
import { configBoardTypes, configColors, configRanges, itemImagePath, sizeLength, type BoardConfig } from '../../domain/catalogue';
import { displayColorName } from '../../domain/colors';
import { errorResponse } from '../../domain/schemas/errors';
import {
  boardConfigResponse,
  boardItemsResponse,
  boardTypesQuery,
  colorsQuery,
  hardwareItemsResponse,
  imageUrlQuery,
  imageUrlResponse,
  inventoryItemsResponse,
  itemIdParams,
  rangesQuery,
  sizesQuery,
  stringListResponse,
} from '../../domain/schemas/inventory';
import { cataloguePhotoPath, ITEM_IMAGE_DEFAULT_WIDTH } from '../../domain/itemImages';
import { UNVERSIONED_PHOTO_CACHE_CONTROL } from '../catalogueImages';
import { ifNoneMatchHits } from '../conditionalRequest';
import type { AppDeps } from '../deps';
import {
  etagFor,
  etagOfCoding,
  negotiateCoding,
  type CachedBody,
  type CatalogueCache,
  type CatalogueSnapshot,
  type ContentCoding,
} from '../services/catalogue';

export const CACHE_CONTROL = `public, max-age=${BOARD_ITEMS_CACHE_TTL_MS / 1000}`;
export const ITEM_NOT_FOUND = 'Item not found';

const CODINGS = ['identity', 'br', 'gzip'] as const satisfies readonly ContentCoding[];
const JSON_TYPE = 'application/json; charset=utf-8';

/** Everything a reply of one cached body sends, worked out once per body and coding. */
interface Prepared {
  /** Every coding's ETag of the body: If-None-Match may name any of them. */
  tags: ReadonlySet<string>;
  coding: Record<ContentCoding, { etag: string; notModified: Record<string, string>; ok: Record<string, string>; body: Buffer | string }>;
}

// Per body, not per request: the benchmark's profile of board-config (0.70 of the bare server) had etag
// strings, a Set and five header calls built on every read.
const preparedBodies = new WeakMap<CachedBody, Prepared>();

function prepare(cached: CachedBody): Prepared {
  let prepared = preparedBodies.get(cached);
  if (prepared) return prepared;
  const coding = {} as Prepared['coding'];
  for (const c of CODINGS) {
    const etag = etagOfCoding(cached.etag, c);
    // A 304 carries the validators and caching headers a 200 would (RFC 9110 15.4.5), no content headers.
    const notModified = { etag, 'cache-control': CACHE_CONTROL, vary: 'accept-encoding' };
    const ok: Record<string, string> = { ...notModified, 'content-type': JSON_TYPE };
    if (c !== 'identity') ok['content-encoding'] = c;
    coding[c] = { etag, notModified, ok, body: cached.encoded ? cached.encoded[c] : cached.body };
  }
  prepared = { tags: new Set(CODINGS.map((c) => coding[c].etag)), coding };
  preparedBodies.set(cached, prepared);
  return prepared;
}

/** Sends a pre-serialised (and pre-compressed) JSON body, or 304 when the browser already has it. */
function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody): void {
  const prepared = prepare(cached);
  const form = prepared.coding[cached.encoded ? negotiateCoding(request.headers['accept-encoding']) : 'identity'];
  // Any coding's tag of this body matches: the content is the same.
  if (ifNoneMatchHits(request.headers['if-none-match'], prepared.tags)) {
    reply.code(304).headers(form.notModified).send();
    return;
  }
  // A string or Buffer with a JSON content type is sent as it is, skipping the serializer.
  reply.headers(form.ok).send(form.body);
}

function sendData(request: FastifyRequest, reply: FastifyReply, snapshot: CatalogueSnapshot, name: string, data: unknown) {
  const key = createHash('sha256')
    .update(`${name}\n${JSON.stringify(request.query)}`)
    .digest('hex')
    .slice(0, 12);
  sendCached(request, reply, { body: JSON.stringify({ success: true, data }), etag: etagFor(snapshot.version, `${name}-${key}`) });
  return reply;
}

/**
 * A handler sending one of the snapshot's cached bodies: synchronous while the copy is fresh (no
 * promise per read), waiting for the load otherwise.
 */
function cachedBodyHandler(catalogue: CatalogueCache, pick: (snapshot: CatalogueSnapshot) => CachedBody) {
  return (request: FastifyRequest, reply: FastifyReply): Promise<void> | undefined => {
    const snapshot = catalogue.peek();
    if (snapshot) {
      sendCached(request, reply, pick(snapshot));
      return undefined;
    }
    // Resolving with nothing after sending: Fastify then leaves the reply alone.
    return catalogue.get().then((loaded) => sendCached(request, reply, pick(loaded)));
  };
}

/** Keys of the config are matched exactly first, then ignoring case, underscores and spacing. */
function norm(value: string): string {
  return value.replace(/_/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
}
function findKey(keys: string[], wanted: string): string | undefined {
  return keys.find((k) => k === wanted) ?? keys.find((k) => norm(k) === norm(wanted));
}
function resolve(config: BoardConfig, brand: string, range?: string) {
  const b = findKey(Object.keys(config), brand);
  const r = b && range !== undefined ? findKey(configRanges(config, b), range) : undefined;
  return { brand: b, range: r };
}

export const inventoryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { catalogue } = deps;
  const tags = ['inventory'];

  // The whole-catalogue lists: one table, so that each is registered, documented and served the same way.
  const cachedLists = [
    {
      url: '/api/inventory/board-config',
      summary: 'brand -> range -> boardType -> colour -> sizes',
      response: boardConfigResponse,
      body: 'boardConfig',
    },
    {
      url: '/api/inventory/items',
      summary: 'Every catalogue item: boards, then hardware',
      response: inventoryItemsResponse,
      body: 'items',
    },
    { url: '/api/inventory/board-items', summary: 'Board items', response: boardItemsResponse, body: 'boardItems' },
    { url: '/api/inventory/hardware-items', summary: 'Hardware items', response: hardwareItemsResponse, body: 'hardwareItems' },
    { url: '/api/inventory/brands', summary: 'Board brands (fallback call)', response: stringListResponse, body: 'brands' },
  ] as const;
  for (const { url, summary, response, body } of cachedLists) {
    app.get(
      url,
      { schema: { tags, summary, response: { 200: response } } },
      cachedBodyHandler(catalogue, (snapshot) => snapshot.bodies[body]),
    );
  }

  app.get(
    '/api/inventory/ranges',
    {
      schema: {
        tags,
        summary: 'Ranges of a brand (fallback call)',
        querystring: rangesQuery,
        response: { 200: stringListResponse, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const snapshot = await catalogue.get();
      const { brand } = resolve(snapshot.boardConfig, request.query.brand);
      return sendData(request, reply, snapshot, 'ranges', brand ? configRanges(snapshot.boardConfig, brand) : []);
    },
  );

  app.get(
    '/api/inventory/board-types',
    {
      schema: {
        tags,
        summary: 'Board types of a range (fallback call)',
        querystring: boardTypesQuery,
        response: { 200: stringListResponse, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const snapshot = await catalogue.get();
      const { brand, range } = resolve(snapshot.boardConfig, request.query.brand, request.query.range);
      const types = brand && range ? Object.keys(snapshot.boardConfig[brand][range]) : [];
      return sendData(request, reply, snapshot, 'board-types', types);
    },
  );

  app.get(
    '/api/inventory/colors',
    {
      schema: {
        tags,
        summary: 'Colour names of a range (fallback call)',
        querystring: colorsQuery,
        response: { 200: stringListResponse, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const snapshot = await catalogue.get();
      const { brand, range } = resolve(snapshot.boardConfig, request.query.brand, request.query.range);
      return sendData(request, reply, snapshot, 'colors', brand && range ? configColors(snapshot.boardConfig, brand, range) : []);
    },
  );

  app.get(
    '/api/inventory/sizes',
    {
      schema: {
        tags,
        summary: 'Sizes of a colour in a range, longest first (fallback call)',
        querystring: sizesQuery,
        response: { 200: stringListResponse, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const snapshot = await catalogue.get();
      const config = snapshot.boardConfig;
      const { brand, range } = resolve(config, request.query.brand, request.query.range);
      const sizes = new Set<string>();
      if (brand && range) {
        const color = findKey(configColors(config, brand, range), displayColorName(request.query.color));
        if (color) {
          for (const type of configBoardTypes(config, brand, range, color))
            for (const s of config[brand][range][type][color]) sizes.add(s.size);
        }
      }
      return sendData(
        request,
        reply,
        snapshot,
        'sizes',
        [...sizes].sort((a, b) => sizeLength(b) - sizeLength(a)),
      );
    },
  );

  app.get(
    '/api/inventory/items/:id/image-url',
    {
      schema: {
        tags,
        summary: "URL of an item's image",
        params: itemIdParams,
        querystring: imageUrlQuery,
        response: { 200: imageUrlResponse, 400: errorResponse, 404: errorResponse.extend({ success: z.literal(false) }) },
      },
    },
    async (request, reply) => {
      const snapshot = await catalogue.get();
      const item = snapshot.byId.get(request.params.id);
      if (!item || item.kind !== 'board') return reply.code(404).send({ success: false, message: ITEM_NOT_FOUND });
      // Spec 7: images load "by item id and image document id"; the image id is accepted too.
      const { imageId } = request.query;
      const known = !imageId || imageId === item.imageDocumentId || imageId === item.imageId;
      if (!item.imageId || !known) return reply.code(404).send({ success: false, message: MESSAGES.noImage });
      // A staff photo's URL names the photo (docs/product.md#catalogue-photos), so a new photo is a new
      // URL; an answer naming a photo is revalidated every time (its ETag names the photo).
      const photoId = snapshot.mainPhotos.get(item.itemId);
      if (!photoId) {
        reply.header('cache-control', CACHE_CONTROL);
        return { success: true, url: itemImagePath(item.itemId) };
      }
      const etag = `"image-url-${photoId}"`;
      reply.header('cache-control', UNVERSIONED_PHOTO_CACHE_CONTROL).header('etag', etag);
      if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return (reply as FastifyReply).code(304).send();
      return { success: true, url: cataloguePhotoPath(photoId, ITEM_IMAGE_DEFAULT_WIDTH, 'jpeg') };
    },
  );
};

// GET /images/inventory/{itemId}.jpg[?w=320|640|960|1280&v=N]: the generated photo of a board item.
// The spec's path stays the one URL of a photo; issue 9 asked for the bytes a browser needs:
// - size: ?w= picks one of ITEM_IMAGE_WIDTHS (the page offers them as a srcset); no w is 640 x 400;
// - format: WebP when the request's Accept names image/webp (every current browser does for images),
//   else JPEG, so the same URL answers both and says so with `Vary: Accept`. A 640-pixel board photo
//   is 35-47 KB as JPEG and 5-24 KB as WebP;
// - caching: each variant is rendered and encoded once, then kept in memory with a strong ETag (a hash
//   of its bytes). A URL with the current generator version (?v=ITEM_IMAGE_VERSION) never changes
//   content: a year, immutable. The spec's plain path cannot carry a version: 30 days, then the browser
//   revalidates (304); a photo is a pure function of its item's colour, brand and type, so it changes
//   only with the generator, and 30 days bounds how long a browser may show the previous look.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import encodeWebp, { init as initWebpEncoder } from '@jsquash/webp/encode';
import { and, eq, isNotNull } from 'drizzle-orm';
import { ITEM_IMAGE_DEFAULT_WIDTH, ITEM_IMAGE_VERSION, isItemImageWidth, itemImageHeight, type ItemImageWidth } from '../domain/itemImages';
import type { App } from './app';
import { catalogueItems } from './db/schema';
import { encodeBoardJpeg, renderBoardPixels, type BoardImageInput, type BoardPixels } from './seed/images';

export const IMAGE_CACHE_CONTROL = 'public, max-age=2592000';
export const VERSIONED_IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** libwebp quality: the textures stay crisp at 75 and it is a third of the bytes of quality 90. */
export const WEBP_QUALITY = 75;

export type ImageFormat = 'webp' | 'jpeg';
interface CachedImage { body: Buffer; etag: string; format: ImageFormat }

const FILE = /^([a-z0-9][a-z0-9-]{0,120})\.jpg$/;

/** WebP only when the client names it with a non-zero q: `*\/*` alone (curl, old clients) gets JPEG. */
export function acceptsWebp(accept: string | undefined): boolean {
  if (!accept) return false;
  for (const part of accept.split(',')) {
    const [type, ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    if (type !== 'image/webp') continue;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

/** If-None-Match holds one or more entity tags (weak comparison, RFC 9110 13.1.2) or `*`. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

// The wasm encoder is compiled once, on the first WebP request. Node >= 20 always has wasm SIMD, the
// build @jsquash/webp picks for it.
let webpReady: Promise<unknown> | undefined;
function webpEncoder() {
  webpReady ??= (async () => {
    const file = createRequire(import.meta.url).resolve('@jsquash/webp/codec/enc/webp_enc_simd.wasm');
    return initWebpEncoder(await WebAssembly.compile(await readFile(file)));
  })();
  return webpReady;
}

export async function encodeBoardWebp(pixels: BoardPixels): Promise<Buffer> {
  await webpEncoder();
  const image = { data: new Uint8ClampedArray(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength), width: pixels.width, height: pixels.height, colorSpace: 'srgb' } as ImageData;
  return Buffer.from(await encodeWebp(image, { quality: WEBP_QUALITY }));
}

export async function renderBoardVariant(input: BoardImageInput, width: ItemImageWidth, format: ImageFormat): Promise<CachedImage> {
  const pixels = renderBoardPixels(input, width, itemImageHeight(width));
  const body = format === 'webp' ? await encodeBoardWebp(pixels) : encodeBoardJpeg(pixels);
  return { body, format, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

export function registerInventoryImages(app: App) {
  const cache = new Map<string, Promise<CachedImage>>();

  app.get<{ Params: { file: string }; Querystring: { w?: string | string[]; v?: string | string[] } }>('/images/inventory/:file', async (request, reply) => {
    // Anything that cannot be an item id is simply an image that does not exist.
    const itemId = FILE.exec(request.params.file)?.[1];
    if (!itemId) return reply.status(404).send({ message: 'Image not found' });
    const w = request.query.w;
    const width = w === undefined ? ITEM_IMAGE_DEFAULT_WIDTH : typeof w === 'string' && /^\d{1,5}$/.test(w) ? Number(w) : NaN;
    if (!isItemImageWidth(width)) return reply.status(400).send({ message: 'Unsupported image width' });
    const format: ImageFormat = acceptsWebp(request.headers.accept) ? 'webp' : 'jpeg';
    // Caches between here and the browser must key on Accept too, even on a 404.
    reply.header('vary', 'Accept');

    const key = `${itemId}|${width}|${format}`;
    let entry = cache.get(key);
    if (!entry) {
      const [item] = await app.db
        .select({ itemId: catalogueItems.itemId, colour: catalogueItems.cfBoardColour, brand: catalogueItems.cfBoardBrand, type: catalogueItems.cfBoardType })
        .from(catalogueItems)
        .where(and(eq(catalogueItems.itemId, itemId), eq(catalogueItems.kind, 'board'), isNotNull(catalogueItems.imageId)))
        .limit(1);
      if (!item || !item.colour) return reply.status(404).send({ message: 'Image not found' });
      // Concurrent requests for the same variant share one rendering.
      entry = cache.get(key) ?? renderBoardVariant({ itemId: item.itemId, colour: item.colour, brand: item.brand ?? '', type: item.type ?? '' }, width, format);
      cache.set(key, entry);
      entry.catch(() => cache.delete(key));
    }
    const image = await entry;
    // An old page asking for an older version gets today's photo, but only on the plain policy.
    const versioned = request.query.v === String(ITEM_IMAGE_VERSION);
    reply.header('etag', image.etag).header('cache-control', versioned ? VERSIONED_IMAGE_CACHE_CONTROL : IMAGE_CACHE_CONTROL);
    if (matchesEtag(request.headers['if-none-match'], image.etag)) return reply.status(304).send();
    return reply.type(image.format === 'webp' ? 'image/webp' : 'image/jpeg').send(image.body);
  });
}

// GET /images/inventory/{itemId}.jpg[?w=320|640|960|1280&v=N]: the generated photo of a board item.
// The spec's path stays the one URL of a photo, which sends only the bytes a browser needs:
// - size: ?w= picks one of ITEM_IMAGE_WIDTHS (the page offers them as a srcset); no w is 640 x 400;
// - format: WebP when the request's Accept names image/webp (every current browser does for images),
//   else JPEG, so the same URL answers both and says so with `Vary: Accept`. A 640-pixel board photo
//   is 35-47 KB as JPEG and 5-24 KB as WebP;
// - caching: each variant is rendered and encoded once, then kept in memory with a strong ETag (a hash
//   of its bytes). A URL with the current generator version (?v=ITEM_IMAGE_VERSION) never changes
//   content: a year, immutable. The spec's plain path cannot carry a version: 30 days, then the browser
//   revalidates (304); a photo is a pure function of its item's colour, brand and type, so it changes
//   only with the generator, and 30 days bounds how long a browser may show the previous look.
// - a staff photo: an item with a main photo (docs/product.md#catalogue-photos) answers that photo's
//   stored form of the same width and format instead (catalogueImages.ts), revalidated every time, as
//   the path cannot say which photo it is.
// A cold variant costs 0.1-0.5 s of CPU on the event loop, so in production the catalogue's WebP
// photos at the widths phones and desktops pick are rendered after start on a nice-19 worker thread,
// using only CPU the server leaves idle (the same code, so the same bytes and ETags).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import encodeWebp, { init as initWebpEncoder } from '@jsquash/webp/encode.js';
import { and, eq, isNotNull } from 'drizzle-orm';
import {
  ITEM_IMAGE_DEFAULT_WIDTH,
  ITEM_IMAGE_VERSION,
  isItemImageWidth,
  itemImageHeight,
  WEBP_QUALITY,
  type ItemImageWidth,
} from '../domain/itemImages';
import type { App } from './appTypes';
import { sendPhotoForm, UNVERSIONED_PHOTO_CACHE_CONTROL } from './catalogueImages';
import { ifNoneMatchHits } from './conditionalRequest';
import { catalogueItems } from './db/schema';
import { encodeBoardJpeg, renderBoardPixels, type BoardImageInput, type BoardPixels } from './seed/images';

export const IMAGE_CACHE_CONTROL = 'public, max-age=2592000';
export const VERSIONED_IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export type ImageFormat = 'webp' | 'jpeg';
interface CachedImage {
  body: Buffer;
  etag: string;
  format: ImageFormat;
}

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

// The wasm encoder is compiled once, on the first WebP request. Node >= 20 always has wasm SIMD, the
// build @jsquash/webp picks for it.
const WEBP_WASM = '@jsquash/webp/codec/enc/webp_enc_simd.wasm';
let webpReady: Promise<unknown> | undefined;
function webpEncoder() {
  webpReady ??= (async () => {
    const file = createRequire(import.meta.url).resolve(WEBP_WASM);
    return initWebpEncoder(await WebAssembly.compile(await readFile(file)));
  })();
  return webpReady;
}

export async function encodeBoardWebp(pixels: BoardPixels): Promise<Buffer> {
  await webpEncoder();
  const image = {
    data: new Uint8ClampedArray(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength),
    width: pixels.width,
    height: pixels.height,
    colorSpace: 'srgb',
  } as ImageData;
  return Buffer.from(await encodeWebp(image, { quality: WEBP_QUALITY }));
}

function cachedImage(body: Buffer, format: ImageFormat): CachedImage {
  return { body, format, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

export async function renderBoardVariant(input: BoardImageInput, width: ItemImageWidth, format: ImageFormat): Promise<CachedImage> {
  const pixels = renderBoardPixels(input, width, itemImageHeight(width));
  return cachedImage(format === 'webp' ? await encodeBoardWebp(pixels) : encodeBoardJpeg(pixels), format);
}

type ImageCache = Map<string, Promise<CachedImage>>;
interface AppImages {
  cache: ImageCache;
  closed: boolean;
  workers: Set<Worker>;
}
const perApp = new WeakMap<App, AppImages>();
const cacheKey = (itemId: string, width: number, format: ImageFormat) => `${itemId}|${width}|${format}`;

/** Widths pre-rendered after start: 1x desktops and small phones pick 640, 1.75-2x phones 960. */
export const WARM_WIDTHS: readonly ItemImageWidth[] = [640, 960];

// Plain CommonJS evaluated in the worker: Node 20 workers do not inherit tsx's loader, so the worker
// registers tsx itself to load the generator, then renders what it is sent at the lowest priority.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const os = require('node:os');
const fs = require('node:fs');
// On Linux the nice value is per thread: with pid 0 this lowers only this worker's thread.
if (process.platform === 'linux') { try { os.setPriority(19); } catch {} }
require(workerData.tsx).register();
const { renderBoardPixels, encodeBoardJpeg } = require(workerData.generator);
const webp = import(workerData.webpEncoder).then(async (m) => {
  await m.init(await WebAssembly.compile(fs.readFileSync(workerData.webpWasm)));
  return m.default;
});
parentPort.on('message', async ({ id, input, width, height, format, quality }) => {
  try {
    const pixels = renderBoardPixels(input, width, height);
    const body = format === 'webp'
      ? new Uint8Array(await (await webp)({
          data: new Uint8ClampedArray(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength),
          width, height, colorSpace: 'srgb',
        }, { quality }))
      : new Uint8Array(encodeBoardJpeg(pixels));
    parentPort.postMessage({ id, body }, [body.buffer]);
  } catch (err) {
    parentPort.postMessage({ id, error: String((err && err.message) || err) });
  }
});
`;

// What the image generator needs of a board: the warm-up and a request on a cold cache render alike.
const boardImageFields = {
  itemId: catalogueItems.itemId,
  color: catalogueItems.cfBoardColour,
  brand: catalogueItems.cfBoardBrand,
  type: catalogueItems.cfBoardType,
};

/**
 * Renders the catalogue's WebP photos at `widths` into the app's cache on a nice-19 worker thread, one
 * at a time, skipping variants a request already rendered. Resolves when done or when the app closes.
 */
export async function warmInventoryImages(app: App, widths: readonly ItemImageWidth[] = WARM_WIDTHS): Promise<number> {
  const state = perApp.get(app);
  if (!state) throw new Error('registerInventoryImages(app) first');
  const { cache } = state;
  const items = await app.db
    .select(boardImageFields)
    .from(catalogueItems)
    .where(and(eq(catalogueItems.kind, 'board'), isNotNull(catalogueItems.imageId)));
  const resolve = createRequire(import.meta.url).resolve;
  // Absolute paths: an eval'd worker resolves from the working directory, not from this file.
  const workerData = {
    generator: fileURLToPath(new URL('./seed/images.ts', import.meta.url)),
    tsx: resolve('tsx/cjs/api'),
    webpEncoder: pathToFileURL(resolve('@jsquash/webp/encode.js')).href,
    webpWasm: resolve(WEBP_WASM),
  };
  const worker = new Worker(WORKER_SOURCE, { eval: true, name: 'board-images', workerData });
  state.workers.add(worker);
  let rendered = 0;
  try {
    for (const width of widths) {
      for (const item of items) {
        const key = cacheKey(item.itemId, width, 'webp');
        if (state.closed) return rendered;
        if (!item.color || cache.has(key)) continue;
        const input: BoardImageInput = { itemId: item.itemId, color: item.color, brand: item.brand ?? '', type: item.type ?? '' };
        const body = await new Promise<Buffer>((resolve, reject) => {
          const onMessage = (m: { body?: Uint8Array; error?: string }) => {
            worker.off('error', reject);
            worker.off('exit', onExit);
            if (m.body) resolve(Buffer.from(m.body.buffer, m.body.byteOffset, m.body.byteLength));
            else reject(new Error(m.error));
          };
          const onExit = () => {
            worker.off('message', onMessage);
            reject(new Error('image worker stopped'));
          };
          worker.once('message', onMessage);
          worker.once('error', reject);
          worker.once('exit', onExit);
          worker.postMessage({ id: rendered, input, width, height: itemImageHeight(width), format: 'webp', quality: WEBP_QUALITY });
        });
        // A request may have rendered the same bytes meanwhile: keep the first.
        if (!cache.has(key)) cache.set(key, Promise.resolve(cachedImage(body, 'webp')));
        rendered += 1;
      }
    }
    return rendered;
  } catch (err) {
    if (!state.closed) app.log.warn({ err }, 'pre-rendering board photos stopped; they render on first request');
    return rendered;
  } finally {
    state.workers.delete(worker);
    await worker.terminate();
  }
}

export function registerInventoryImages(app: App) {
  const state: AppImages = { cache: new Map(), closed: false, workers: new Set() };
  const { cache } = state;
  perApp.set(app, state);
  app.addHook('onClose', async () => {
    state.closed = true;
    await Promise.all([...state.workers].map((w) => w.terminate()));
  });
  if (app.config.nodeEnv === 'production') {
    app.addHook('onReady', async () => {
      void warmInventoryImages(app).catch((err) => app.log.warn({ err }, 'pre-rendering board photos failed'));
    });
  }

  app.get<{ Params: { file: string }; Querystring: { w?: string | string[]; v?: string | string[] } }>(
    '/images/inventory/:file',
    async (request, reply) => {
      // Anything that cannot be an item id is simply an image that does not exist.
      const itemId = FILE.exec(request.params.file)?.[1];
      if (!itemId) return reply.status(404).send({ message: 'Image not found' });
      const w = request.query.w;
      const width = w === undefined ? ITEM_IMAGE_DEFAULT_WIDTH : typeof w === 'string' && /^\d{1,5}$/.test(w) ? Number(w) : NaN;
      if (!isItemImageWidth(width)) return reply.status(400).send({ message: 'Unsupported image width' });
      const format: ImageFormat = acceptsWebp(request.headers.accept) ? 'webp' : 'jpeg';
      // Caches between here and the browser must key on Accept too, even on a 404.
      reply.header('vary', 'Accept');

      const photoId = (app.catalogue.peek() ?? (await app.catalogue.get())).mainPhotos.get(itemId);
      if (photoId) return sendPhotoForm(app, request, reply, { id: photoId, width, format, cacheControl: UNVERSIONED_PHOTO_CACHE_CONTROL });

      const key = cacheKey(itemId, width, format);
      let entry = cache.get(key);
      if (!entry) {
        const [item] = await app.db
          .select(boardImageFields)
          .from(catalogueItems)
          .where(and(eq(catalogueItems.itemId, itemId), eq(catalogueItems.kind, 'board'), isNotNull(catalogueItems.imageId)))
          .limit(1);
        if (!item || !item.color) return reply.status(404).send({ message: 'Image not found' });
        // Concurrent requests for the same variant share one rendering.
        entry =
          cache.get(key) ??
          renderBoardVariant({ itemId: item.itemId, color: item.color, brand: item.brand ?? '', type: item.type ?? '' }, width, format);
        cache.set(key, entry);
        entry.catch(() => cache.delete(key));
      }
      const image = await entry;
      // An old page asking for an older version gets today's photo, but only on the plain policy.
      const versioned = request.query.v === String(ITEM_IMAGE_VERSION);
      reply.header('etag', image.etag).header('cache-control', versioned ? VERSIONED_IMAGE_CACHE_CONTROL : IMAGE_CACHE_CONTROL);
      if (ifNoneMatchHits(request.headers['if-none-match'], image.etag)) return reply.status(304).send();
      return reply.type(image.format === 'webp' ? 'image/webp' : 'image/jpeg').send(image.body);
    },
  );
}

// GET /images/catalogue/{photoId}-{width}.webp|jpg: the stored forms of staff photos
// (docs/product.md#catalogue-photos). The photo id is the URL's version (a new photo is a new id), so
// a URL never changes content: a year, immutable, with a strong ETag. The spec's own path,
// /images/inventory/{itemId}.jpg, answers the item's main photo through sendPhotoForm too, but cannot
// carry a version: there the browser revalidates every time (no-cache), and the ETag changes with the photo.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isItemImageWidth, type ItemImageWidth } from '../domain/itemImages';
import type { PhotoFormat } from '../domain/schemas/cataloguePhotos';
import type { App } from './appTypes';
import { ifNoneMatchHits } from './conditionalRequest';
import { loadPhotoVariant } from './services/cataloguePhotos';

export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** The spec's unversioned path showing a staff photo: always asked again, answered 304 while unchanged. */
export const UNVERSIONED_PHOTO_CACHE_CONTROL = 'public, no-cache';

const FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\d{3,4})\.(webp|jpg)$/;
const NOT_FOUND = { message: 'Image not found' };

/** Sends one stored form of a photo (or 304, or 404 when the photo is gone). */
export async function sendPhotoForm(
  app: App,
  request: FastifyRequest,
  reply: FastifyReply,
  photo: { id: string; width: ItemImageWidth; format: PhotoFormat; cacheControl: string },
) {
  const etag = `"${photo.id}-${photo.width}-${photo.format}"`;
  reply.header('cache-control', photo.cacheControl);
  if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.header('etag', etag).status(304).send();
  const body = await loadPhotoVariant(app.db, photo.id, photo.width, photo.format);
  if (!body) return reply.header('cache-control', 'no-store').status(404).send(NOT_FOUND);
  return reply
    .header('etag', etag)
    .type(photo.format === 'webp' ? 'image/webp' : 'image/jpeg')
    .send(body);
}

export function registerCatalogueImages(app: App) {
  app.get<{ Params: { file: string } }>('/images/catalogue/:file', async (request, reply) => {
    const match = FILE.exec(request.params.file);
    const width = Number(match?.[2]);
    if (!match || !isItemImageWidth(width)) return reply.status(404).send(NOT_FOUND);
    const format: PhotoFormat = match[3] === 'webp' ? 'webp' : 'jpeg';
    return sendPhotoForm(app, request, reply, { id: match[1], width, format, cacheControl: PHOTO_CACHE_CONTROL });
  });
}

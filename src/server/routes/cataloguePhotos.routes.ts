// Staff photos of catalogue items (docs/product.md#catalogue-photos), admins only: list, upload, make
// main, delete. An upload is checked by its content (not its name), made into its stored forms, then
// stored with its history line and a NOTIFY; this process reloads its snapshot before answering, the
// others on the notification, so the pages show the new main photo at once.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATALOGUE_MESSAGES } from '../../domain/schemas/catalogueAdmin';
import {
  cataloguePhotoList,
  PHOTO_BODY_LIMIT,
  PHOTO_MAX_BYTES,
  PHOTO_MESSAGES,
  photoParams,
  photoUpload,
} from '../../domain/schemas/cataloguePhotos';
import { errorResponse } from '../../domain/schemas/errors';
import { createGuards, currentUser } from '../auth/guard';
import { makePhotoForms, PhotoTooNarrow } from '../cataloguePhotoImages';
import { decodeImageText, ImageRefused } from '../deliveryImages';
import type { AppDeps } from '../deps';
import { addPhoto, deletePhoto, listPhotos, setMainPhoto } from '../services/cataloguePhotos';
import { sendError } from './errors';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const itemParams = z.object({ itemId: z.string().max(200) });

export const cataloguePhotosRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, catalogue } = deps;
  const { requireAdmin } = createGuards(deps);
  const adminOnly = requireAdmin(CATALOGUE_MESSAGES.adminOnly);
  const tags = ['catalogue'];
  const actorOf = (request: Parameters<typeof currentUser>[0]) => {
    const { id, email } = currentUser(request);
    return { id, email };
  };
  /** The item's photos after a change, once this process's catalogue shows it. */
  const answer = async (itemId: string) => {
    await catalogue.refresh();
    return (await listPhotos(db, itemId)) ?? [];
  };

  app.get(
    '/api/catalogue/items/:itemId/photos',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "The item's photos, main first (admins only)",
        params: itemParams,
        response: { 200: cataloguePhotoList, ...errors },
      },
    },
    async (request, reply) => {
      const { itemId } = request.params;
      // PostgreSQL text cannot hold U+0000: such an id names no item.
      const photos = itemId.includes('\u0000') ? null : await listPhotos(db, itemId);
      if (!photos) return sendError(reply, 404, CATALOGUE_MESSAGES.notFound);
      reply.header('cache-control', 'no-store');
      return photos;
    },
  );

  app.post(
    '/api/catalogue/items/:itemId/photos',
    {
      preValidation: adminOnly,
      bodyLimit: PHOTO_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Upload a photo (JPEG, PNG or WebP up to 10 MB, at least 640 px wide, checked by its content): stored with ' +
          "its WebP and JPEG forms at 320, 640, 960 and 1280 px, metadata removed; the item's first photo is its main one (admins only)",
        params: itemParams,
        body: photoUpload,
        response: { 201: cataloguePhotoList, 413: errorResponse, 415: errorResponse, 422: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { itemId } = request.params;
      if (itemId.includes('\u0000')) return sendError(reply, 404, CATALOGUE_MESSAGES.notFound);
      // Refuse an unknown item before the costly work.
      if (!(await listPhotos(db, itemId))) return sendError(reply, 404, CATALOGUE_MESSAGES.notFound);
      const bytes = decodeImageText(request.body.image);
      if (bytes.length > PHOTO_MAX_BYTES) return sendError(reply, 413, PHOTO_MESSAGES.tooLarge);
      let forms;
      try {
        forms = await makePhotoForms(bytes);
      } catch (error) {
        if (error instanceof PhotoTooNarrow) return sendError(reply, 422, PHOTO_MESSAGES.tooNarrow);
        if (error instanceof ImageRefused) {
          return sendError(reply, 422, error.reason === 'damaged' ? PHOTO_MESSAGES.malformed : PHOTO_MESSAGES.notAnImage);
        }
        throw error;
      }
      const result = await addPhoto(db, actorOf(request), itemId, bytes, forms, deps.now());
      if (result.kind !== 'ok') return sendError(reply, 404, CATALOGUE_MESSAGES.notFound);
      return reply.code(201).send(await answer(itemId));
    },
  );

  app.put(
    '/api/catalogue/items/:itemId/photos/:photoId/main',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'Make a photo the main one, the one the pages show (admins only)',
        params: photoParams,
        response: { 200: cataloguePhotoList, ...errors },
      },
    },
    async (request, reply) => {
      const { itemId, photoId } = request.params;
      if (itemId.includes('\u0000')) return sendError(reply, 404, PHOTO_MESSAGES.notFound);
      const result = await setMainPhoto(db, actorOf(request), itemId, photoId, deps.now());
      if (result.kind !== 'ok') return sendError(reply, 404, PHOTO_MESSAGES.notFound);
      return answer(itemId);
    },
  );

  app.delete(
    '/api/catalogue/items/:itemId/photos/:photoId',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'Delete a photo with its forms; when it was the main one the newest left becomes main (admins only)',
        params: photoParams,
        response: { 200: cataloguePhotoList, ...errors },
      },
    },
    async (request, reply) => {
      const { itemId, photoId } = request.params;
      if (itemId.includes('\u0000')) return sendError(reply, 404, PHOTO_MESSAGES.notFound);
      const result = await deletePhoto(db, actorOf(request), itemId, photoId, deps.now());
      if (result.kind !== 'ok') return sendError(reply, 404, PHOTO_MESSAGES.notFound);
      return answer(itemId);
    },
  );
};

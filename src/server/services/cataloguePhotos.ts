// Staff photos of catalogue items (docs/product.md#catalogue-photos): several per item, one of them the
// main one the pages show. Each photo is one row holding the original as uploaded and its stored forms
// (catalogue_photo_variants), so the database backup holds them. Every change writes the item's history
// and NOTIFYs in its transaction, so every app process reloads its catalogue snapshot (whose main-photo
// ids are in the served board items and the catalogue's version).
import { and, desc, eq, sql } from 'drizzle-orm';
import { cataloguePhotoPath, type ItemImageWidth } from '../../domain/itemImages';
import type { CataloguePhoto, PhotoFormat } from '../../domain/schemas/cataloguePhotos';
import { isUuid } from '../../domain/schemas/fields';
import type { PhotoForms } from '../cataloguePhotoImages';
import type { Db } from '../db/client';
import { catalogueItems, cataloguePhotos, cataloguePhotoVariants } from '../db/schema';
import { recordChange } from './catalogueAdmin';

interface Actor {
  id: string;
  email: string;
}

const listColumns = {
  id: cataloguePhotos.id,
  isMain: cataloguePhotos.isMain,
  width: cataloguePhotos.width,
  height: cataloguePhotos.height,
  bytes: sql<number>`octet_length(${cataloguePhotos.original})::int`,
  createdAt: cataloguePhotos.createdAt,
};

/** The item's photos, main first, then newest first; null when there is no such item. */
export async function listPhotos(db: Db, itemId: string): Promise<CataloguePhoto[] | null> {
  const [item] = await db.select({ itemId: catalogueItems.itemId }).from(catalogueItems).where(eq(catalogueItems.itemId, itemId));
  if (!item) return null;
  const rows = await db
    .select(listColumns)
    .from(cataloguePhotos)
    .where(eq(cataloguePhotos.itemId, itemId))
    .orderBy(desc(cataloguePhotos.isMain), desc(cataloguePhotos.createdAt), desc(cataloguePhotos.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), thumbnail: cataloguePhotoPath(r.id, 320, 'webp') }));
}

type PhotoResult = { kind: 'ok' } | { kind: 'not_found' };

const sizeText = (forms: Pick<PhotoForms, 'width' | 'height'>) => `${forms.width} x ${forms.height} px`;

/** Stores an upload's original and forms; an item's first photo becomes its main one. */
export async function addPhoto(db: Db, actor: Actor, itemId: string, original: Buffer, forms: PhotoForms, now: Date): Promise<PhotoResult> {
  return db.transaction(async (tx) => {
    // The item's row lock orders two uploads to one item: only one of them finds no main photo.
    const [item] = await tx
      .select({ itemId: catalogueItems.itemId })
      .from(catalogueItems)
      .where(eq(catalogueItems.itemId, itemId))
      .for('update');
    if (!item) return { kind: 'not_found' } as const;
    const [main] = await tx
      .select({ id: cataloguePhotos.id })
      .from(cataloguePhotos)
      .where(and(eq(cataloguePhotos.itemId, itemId), eq(cataloguePhotos.isMain, true)));
    const [photo] = await tx
      .insert(cataloguePhotos)
      .values({
        itemId,
        isMain: !main,
        contentType: forms.contentType,
        original,
        width: forms.width,
        height: forms.height,
        createdAt: now,
      })
      .returning({ id: cataloguePhotos.id });
    await tx.insert(cataloguePhotoVariants).values(forms.variants.map((v) => ({ photoId: photo.id, ...v })));
    await recordChange(tx, actor, itemId, 'photo.add', `photo ${photo.id} added (${sizeText(forms)})${main ? '' : ', main'}`, now);
    return { kind: 'ok' } as const;
  });
}

/** Makes one of the item's photos its main one. */
export async function setMainPhoto(db: Db, actor: Actor, itemId: string, photoId: string, now: Date): Promise<PhotoResult> {
  if (!isUuid(photoId)) return { kind: 'not_found' };
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select({ itemId: catalogueItems.itemId })
      .from(catalogueItems)
      .where(eq(catalogueItems.itemId, itemId))
      .for('update');
    if (!item) return { kind: 'not_found' } as const;
    const [photo] = await tx
      .select({ isMain: cataloguePhotos.isMain })
      .from(cataloguePhotos)
      .where(and(eq(cataloguePhotos.id, photoId), eq(cataloguePhotos.itemId, itemId)));
    if (!photo) return { kind: 'not_found' } as const;
    if (photo.isMain) return { kind: 'ok' } as const;
    // The old main first: the partial unique index allows one main photo per item at any moment.
    await tx
      .update(cataloguePhotos)
      .set({ isMain: false })
      .where(and(eq(cataloguePhotos.itemId, itemId), eq(cataloguePhotos.isMain, true)));
    await tx.update(cataloguePhotos).set({ isMain: true }).where(eq(cataloguePhotos.id, photoId));
    await recordChange(tx, actor, itemId, 'photo.main', `photo ${photoId} made main`, now);
    return { kind: 'ok' } as const;
  });
}

/**
 * Deletes a photo with its forms. When it was the main one, the newest photo left becomes main; with none
 * left the item shows its generated picture again.
 */
export async function deletePhoto(db: Db, actor: Actor, itemId: string, photoId: string, now: Date): Promise<PhotoResult> {
  if (!isUuid(photoId)) return { kind: 'not_found' };
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select({ itemId: catalogueItems.itemId })
      .from(catalogueItems)
      .where(eq(catalogueItems.itemId, itemId))
      .for('update');
    if (!item) return { kind: 'not_found' } as const;
    const [removed] = await tx
      .delete(cataloguePhotos)
      .where(and(eq(cataloguePhotos.id, photoId), eq(cataloguePhotos.itemId, itemId)))
      .returning({ isMain: cataloguePhotos.isMain });
    if (!removed) return { kind: 'not_found' } as const;
    let detail = `photo ${photoId} deleted`;
    if (removed.isMain) {
      const [next] = await tx
        .select({ id: cataloguePhotos.id })
        .from(cataloguePhotos)
        .where(eq(cataloguePhotos.itemId, itemId))
        .orderBy(desc(cataloguePhotos.createdAt), desc(cataloguePhotos.id))
        .limit(1);
      if (next) {
        await tx.update(cataloguePhotos).set({ isMain: true }).where(eq(cataloguePhotos.id, next.id));
        detail += `; photo ${next.id} is main`;
      } else {
        detail += '; the generated picture is shown';
      }
    }
    await recordChange(tx, actor, itemId, 'photo.remove', detail, now);
    return { kind: 'ok' } as const;
  });
}

/** One stored form of a photo, or null. */
export async function loadPhotoVariant(db: Db, photoId: string, width: ItemImageWidth, format: PhotoFormat): Promise<Buffer | null> {
  if (!isUuid(photoId)) return null;
  const [row] = await db
    .select({ body: cataloguePhotoVariants.body })
    .from(cataloguePhotoVariants)
    .where(
      and(eq(cataloguePhotoVariants.photoId, photoId), eq(cataloguePhotoVariants.width, width), eq(cataloguePhotoVariants.format, format)),
    );
  return row?.body ?? null;
}

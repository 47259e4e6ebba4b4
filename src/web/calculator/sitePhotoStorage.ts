// The calculator's site photo kept in this browser with the drawing (docs/product.md#site-photo): without
// an account it survives a reload as the drawing does (drawingStorage.ts), but in IndexedDB, not
// localStorage, since a photo of up to 15 MB is far over localStorage's few MB and a Blob is kept as it
// is there, not as text (docs/decisions.md#site-photo-storage). Read back through the placement's schema.
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { z } from 'zod';
import { sitePhotoPlacementSchema, type SitePhotoPlacement, SITE_PHOTO_TYPES } from '../../domain/sitePhoto';

export interface StoredSitePhoto {
  file: Blob;
  width: number;
  height: number;
  placement: SitePhotoPlacement;
}

const PHOTO_KEY = 'calculatorSitePhoto';

const storedSchema = z.object({
  file: z.instanceof(Blob).refine((b) => (SITE_PHOTO_TYPES as readonly string[]).includes(b.type)),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  placement: sitePhotoPlacementSchema,
});

let store: UseStore | null = null;
/** The store, made on first use (IndexedDB is opened only once a photo is added or read back). */
function photoStore(): UseStore {
  store ??= createStore('boardwalk-calculator', 'site-photo');
  return store;
}

/** The kept photo, or null when there is none, it does not read as one, or IndexedDB is blocked. */
export async function readStoredSitePhoto(): Promise<StoredSitePhoto | null> {
  try {
    const parsed = storedSchema.safeParse(await get(PHOTO_KEY, photoStore()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keeps the photo and where it lies; a blocked IndexedDB leaves it for the tab's life. */
export async function writeStoredSitePhoto(photo: StoredSitePhoto): Promise<void> {
  try {
    await set(PHOTO_KEY, photo, photoStore());
  } catch {
    // Keeping the photo is a convenience, as for the drawing: the page goes on without it.
  }
}

export async function clearStoredSitePhoto(): Promise<void> {
  try {
    await del(PHOTO_KEY, photoStore());
  } catch {
    // As above.
  }
}

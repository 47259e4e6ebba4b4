// Catalogue photos (docs/product.md#catalogue-photos): what staff upload for an item, what the staff API
// answers about an item's photos, and the messages of a refused upload. The browser and the server read
// the same limits from here.
import { z } from 'zod';
import { isoTimestamp } from './fields';

/** An upload as sent (the original file), at most 10 MB. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** The narrowest photo accepted: the width of a product card's picture on a 1x screen. */
export const PHOTO_MIN_WIDTH = 640;
/** Formats an upload may be in, read from its bytes (never its name or its Content-Type). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';
/** The forms each photo is stored in: every width of ITEM_IMAGE_WIDTHS (the pages' widths), as WebP and as JPEG. */
export const PHOTO_FORMATS = ['webp', 'jpeg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;
/**
 * The upload's body limit: a photo a little over the limit still arrives, so the answer names the limit
 * (413, PHOTO_MESSAGES.tooLarge); a body past this one is refused before it is read (413 too).
 */
export const PHOTO_BODY_LIMIT = base64Length(PHOTO_MAX_BYTES + 2 * 1024 * 1024) + 1024;

export const PHOTO_MESSAGES = {
  notAnImage: 'The file is not a photo: upload a JPEG, PNG or WebP image',
  malformed: 'The photo could not be read: the file is damaged or incomplete',
  tooLarge: 'A photo must be at most 10 MB',
  tooNarrow: `A photo must be at least ${PHOTO_MIN_WIDTH} pixels wide`,
  notFound: 'Photo not found',
  uploadFailed: 'The photo could not be uploaded',
} as const;

export const photoUpload = z.object({
  image: z
    .string({ error: 'Choose a photo to upload' })
    .min(1, { error: 'Choose a photo to upload' })
    .max(PHOTO_BODY_LIMIT, { error: PHOTO_MESSAGES.tooLarge })
    .describe('The file as base64, or as a data: URL'),
});

export const photoParams = z.object({ itemId: z.string().max(200), photoId: z.string().max(100) });

export const cataloguePhoto = z.object({
  id: z.string(),
  isMain: z.boolean().describe('The photo the pages show for the item'),
  width: z.number().int().describe('Of the original, upright'),
  height: z.number().int(),
  bytes: z.number().int().describe('Size of the original as uploaded'),
  createdAt: isoTimestamp,
  thumbnail: z.string().describe('The 320-pixel WebP'),
});
export const cataloguePhotoList = z.array(cataloguePhoto).describe('Main photo first, then newest first');
export type CataloguePhoto = z.infer<typeof cataloguePhoto>;

/** What the editor says before sending a file the server would refuse for its size (its content the server checks). */
export function photoFileProblem(file: { size: number }): string | null {
  return file.size > PHOTO_MAX_BYTES ? PHOTO_MESSAGES.tooLarge : null;
}

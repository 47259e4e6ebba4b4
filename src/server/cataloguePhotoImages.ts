// The stored forms of a staff photo of a catalogue item (docs/product.md#catalogue-photos): checked by
// its content with the delivery photos' own check (deliveryImages.ts), turned upright from its EXIF
// orientation, then written anew as WebP and JPEG at every width the pages ask for. Nothing is copied
// from the upload's metadata (EXIF, GPS, XMP, ICC): sharp writes none unless asked to keep it.
// The pixels are decoded once, at the largest width, and every form is made from those: a 10 MB JPEG
// decodes with libjpeg's shrink-on-load, so the costly step runs once (docs/bench.md#catalogue-photos).
// sharp runs on libvips's threads, off the event loop (docs/decisions.md#catalogue-photos-with-sharp).
import sharp, { type OutputInfo } from 'sharp';
import { ITEM_IMAGE_WIDTHS, WEBP_QUALITY, type ItemImageWidth } from '../domain/itemImages';
import { PHOTO_FORMATS, PHOTO_MIN_WIDTH, type PhotoFormat } from '../domain/schemas/cataloguePhotos';
import { checkedImage, ImageRefused } from './deliveryImages';

export const PHOTO_JPEG_QUALITY = 80;

/** An upload narrower than PHOTO_MIN_WIDTH once upright. */
export class PhotoTooNarrow extends Error {}

export interface PhotoVariant {
  width: ItemImageWidth;
  format: PhotoFormat;
  body: Buffer;
}

export interface PhotoForms {
  /** `image/jpeg`, `image/png` or `image/webp`, as its bytes say. */
  contentType: string;
  /** The upright size of the original. */
  width: number;
  height: number;
  variants: PhotoVariant[];
}

const CONTENT_TYPES: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * Every stored form of an upload. Refuses with ImageRefused (no accepted image, or damaged pixels) or
 * PhotoTooNarrow. A width the original cannot reach is made at the original's width (never enlarged).
 */
export async function makePhotoForms(bytes: Buffer): Promise<PhotoForms> {
  const { image, meta } = await checkedImage(bytes);
  const { width, height } = meta.autoOrient;
  if (width < PHOTO_MIN_WIDTH) throw new PhotoTooNarrow();
  const largest = ITEM_IMAGE_WIDTHS[ITEM_IMAGE_WIDTHS.length - 1];
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    // Transparent PNG and WebP photos keep their alpha for WebP; JPEG lays them on white.
    pixels = await image.autoOrient().resize({ width: largest, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  } catch {
    throw new ImageRefused('damaged');
  }
  const raw = { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels };
  const variants = await Promise.all(
    ITEM_IMAGE_WIDTHS.flatMap((w) =>
      PHOTO_FORMATS.map(async (format): Promise<PhotoVariant> => {
        const resized = sharp(pixels.data, { raw }).resize({ width: w, withoutEnlargement: true });
        const body =
          format === 'webp'
            ? await resized.webp({ quality: WEBP_QUALITY }).toBuffer()
            : await resized.flatten({ background: '#ffffff' }).jpeg({ quality: PHOTO_JPEG_QUALITY, mozjpeg: true }).toBuffer();
        return { width: w, format, body };
      }),
    ),
  );
  return { contentType: CONTENT_TYPES[meta.format], width, height, variants };
}

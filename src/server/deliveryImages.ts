// Photos and signatures of a delivery (docs/product.md#delivery, as site photos in #designs): checked
// as images by decoding them, shrunk to at most 2,048 px on the long side and written anew, so no
// metadata block (EXIF, GPS) survives. sharp writes none unless asked to keep it. The catalogue's photos
// (cataloguePhotoImages.ts) are checked by the same checkedImage.
import sharp, { type Metadata, type Sharp } from 'sharp';

export const PHOTO_MAX_SIDE = 2048;
export const SIGNATURE_MAX_WIDTH = 1200;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
/** A decoded image larger than this many pixels is refused before it fills memory (a 100-megapixel photo). */
const MAX_INPUT_PIXELS = 100_000_000;

/** Why an upload is refused: it is no image of an accepted format, or its pixels cannot be decoded. */
export type ImageRefusal = 'not_an_image' | 'damaged';

export class ImageRefused extends Error {
  constructor(readonly reason: ImageRefusal) {
    super(reason === 'damaged' ? 'a damaged image' : 'not an image of an accepted format');
  }
}

/** The bytes of a base64 string or a data: URL. */
export function decodeImageText(text: string): Buffer {
  const comma = text.startsWith('data:') ? text.indexOf(',') : -1;
  return Buffer.from(comma >= 0 ? text.slice(comma + 1) : text, 'base64');
}

/**
 * The image of an upload, checked by its content (its header as sharp reads it), never its name: JPEG,
 * PNG or WebP, not larger than MAX_INPUT_PIXELS. Pixels that fail to decode later (a truncated file)
 * fail the caller's pipeline: failOn 'error' refuses truncated data too.
 */
export async function checkedImage(bytes: Buffer): Promise<{ image: Sharp; meta: Metadata }> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (!meta.format || !ACCEPTED.has(meta.format)) throw new ImageRefused('not_an_image');
    return { image, meta };
  } catch (error) {
    if (error instanceof ImageRefused) throw error;
    throw new ImageRefused('not_an_image');
  }
}

/** A photo as stored: WebP, turned upright from its EXIF orientation, then stripped. */
export async function storePhoto(bytes: Buffer): Promise<{ webp: Buffer; width: number; height: number }> {
  const { image } = await checkedImage(bytes);
  try {
    const { data, info } = await image
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { webp: data, width: info.width, height: info.height };
  } catch {
    throw new ImageRefused('damaged');
  }
}

/** A signature as stored: PNG (lines stay sharp), on white so it prints. */
export async function storeSignature(bytes: Buffer): Promise<Buffer> {
  const { image } = await checkedImage(bytes);
  try {
    return await image
      .resize({ width: SIGNATURE_MAX_WIDTH, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer();
  } catch {
    throw new ImageRefused('damaged');
  }
}

/** pdfmake reads JPEG and PNG only: a stored WebP photo for the proof PDF. */
export function photoAsJpeg(webp: Buffer): Promise<Buffer> {
  return sharp(webp).jpeg({ quality: 80 }).toBuffer();
}

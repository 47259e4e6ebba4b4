// Width variants of the generated board photos (images served at the size they are shown).
// The spec's static path /images/inventory/{itemId}.jpg is the 640-pixel photo; the other widths are
// the same path with ?w= and the generator's version ?v=, so the server and the srcset the page
// offers agree on one list. A versioned URL never changes content, so browsers may keep it a year.
import { itemImagePath, PRODUCT_TABS, productsForTab, type BoardItem } from './catalogue';

/** The photo at the spec's path: 640 x 400. */
export const ITEM_IMAGE_DEFAULT_WIDTH = 640;
export const ITEM_IMAGE_DEFAULT_HEIGHT = 400;
/**
 * Widths the server renders. 320 for small boxes on 1x screens, 640 for a product card (about 380
 * CSS pixels) up to 1.75x, 960 and 1280 for the same card on 2x and 3x phones. No width between the
 * card's CSS width and 640 on purpose: a 1x desktop then picks the spec's own path.
 */
export const ITEM_IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
export type ItemImageWidth = (typeof ITEM_IMAGE_WIDTHS)[number];

export function isItemImageWidth(width: number): width is ItemImageWidth {
  return (ITEM_IMAGE_WIDTHS as readonly number[]).includes(width);
}

/**
 * The look of the generated photos. Bump it whenever the generator draws differently (its test holds
 * fingerprints of the pixels and fails until this is bumped): versioned URLs are cached as immutable.
 */
export const ITEM_IMAGE_VERSION = 1;
/** libwebp quality of every WebP made of an item: the textures stay crisp at 75, a third of the bytes of quality 90. */
export const WEBP_QUALITY = 75;

/** Height of a variant: every width keeps the 640 x 400 proportions. */
export function itemImageHeight(width: ItemImageWidth): number {
  return Math.round((width * ITEM_IMAGE_DEFAULT_HEIGHT) / ITEM_IMAGE_DEFAULT_WIDTH);
}

export function itemImageVariantPath(itemId: string, width: ItemImageWidth): string {
  const path = itemImagePath(itemId);
  // The 640 photo is the spec's own path, which carries no version (it is also the page's src).
  return width === ITEM_IMAGE_DEFAULT_WIDTH ? path : `${path}?w=${width}&v=${ITEM_IMAGE_VERSION}`;
}

/** The `srcset` of an item photo: every width, the default one at the spec's plain path. */
export function itemImageSrcSet(itemId: string): string {
  return ITEM_IMAGE_WIDTHS.map((w) => `${itemImageVariantPath(itemId, w)} ${w}w`).join(', ');
}

/** Where a catalogue photo's stored forms are served: the photo id is the URL's version. */
export const CATALOGUE_IMAGE_BASE = '/images/catalogue';

/**
 * One stored form of a staff photo (docs/product.md#catalogue-photos): `/images/catalogue/{photoId}-{width}.webp`
 * or `.jpg`. A new photo has a new id, so the URL changes with it and never changes content.
 */
export function cataloguePhotoPath(photoId: string, width: ItemImageWidth, format: 'webp' | 'jpeg'): string {
  return `${CATALOGUE_IMAGE_BASE}/${photoId}-${width}.${format === 'webp' ? 'webp' : 'jpg'}`;
}

/** What an img shows for an item: its main photo (JPEG src, WebP srcset) when staff gave one, else the generated picture. */
export function itemPicture(item: { item_id: string; photo_id?: string | undefined }): { src: string; srcSet: string } {
  const photo = item.photo_id;
  if (photo) {
    return {
      src: cataloguePhotoPath(photo, ITEM_IMAGE_DEFAULT_WIDTH, 'jpeg'),
      srcSet: ITEM_IMAGE_WIDTHS.map((w) => `${cataloguePhotoPath(photo, w, 'webp')} ${w}w`).join(', '),
    };
  }
  return { src: itemImagePath(item.item_id), srcSet: itemImageSrcSet(item.item_id) };
}

/** How wide a product card's photo is drawn on /products (its img `sizes`): 3, 2 or 1 per row. */
export const PRODUCT_CARD_IMAGE_SIZES =
  '(min-width: 1024px) min(calc((100vw - 7rem) / 3), 23rem), (min-width: 640px) calc(50vw - 2.25rem), calc(100vw - 2rem)';

/**
 * The photo of the first card of /products' first tab, exactly as the card's img asks for it: the
 * page's largest paint, which the server announces with the page (a preload) so that it need not wait
 * for the scripts and the catalogue request.
 */
export function leadProductPhoto(items: readonly BoardItem[]): { src: string; srcSet: string; sizes: string } | null {
  const first = productsForTab(items, PRODUCT_TABS[0])[0];
  if (!first?.image_id) return null;
  return { ...itemPicture(first), sizes: PRODUCT_CARD_IMAGE_SIZES };
}

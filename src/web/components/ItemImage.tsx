// Catalogue item image (docs/product.md#calls, docs/product.md#error-messages): served from /images/inventory/{itemId}.jpg; an item
// without an image id shows "No Image"; a failed load shows "Image unavailable" and the item id.
// The box keeps a fixed aspect ratio so nothing shifts while the image loads: an empty SVG whose
// viewBox is width x height sets its height (a style attribute would be dropped by the CSP, style-src
// 'self', from prerendered HTML, and Panda cannot make a class per ratio). The photo comes in
// several widths (srcset, with the spec's path as src and as its 640w entry): `sizes` tells the
// browser how wide the box is drawn so it fetches no more pixels than the screen shows. An item with a
// staff photo (docs/product.md#catalogue-photos) shows it instead: its WebP widths as the srcset, its
// 640-pixel JPEG as the src, each URL naming the photo.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { MESSAGES } from '../../domain/messages';
import { itemPicture } from '../../domain/itemImages';

export interface ItemImageProps {
  itemId: string;
  imageId: string | null | undefined;
  /** The item's main staff photo, when it has one (a board item's photo_id). */
  photoId?: string | undefined;
  alt: string;
  /** Intrinsic size hints for layout; the box scales to its container keeping this ratio. */
  width?: number;
  height?: number;
  /** Above-the-fold images load eagerly. */
  eager?: boolean;
  /** The page's largest first-screen image (its LCP): fetched first, at high priority. */
  priority?: boolean;
  /** How wide the box is drawn (the img `sizes` attribute); default: `width` pixels, or the viewport if narrower. */
  sizes?: string;
}

const frame = css({ position: 'relative', w: 'full', bg: 'bg.muted', overflow: 'hidden' });
const ratioBox = css({ display: 'block', w: 'full', h: 'auto' });
const notice = css({
  position: 'absolute',
  inset: '0',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1',
  color: 'fg.subtle',
  textStyle: 'small',
  textAlign: 'center',
});

/** The box, `width` x `height` in proportion, with its content laid over it. */
function Frame({ width, height, children }: { width: number; height: number; children: ReactNode }) {
  return (
    <div className={frame}>
      <svg viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false" className={ratioBox} />
      {children}
    </div>
  );
}

export function ItemImage({
  itemId,
  imageId,
  photoId,
  alt,
  width = 600,
  height = 400,
  eager = false,
  priority = false,
  sizes,
}: ItemImageProps) {
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  // A photo in server-rendered HTML may fail before React hydrates it and listens for its error.
  useEffect(() => {
    if (img.current?.complete && img.current.naturalWidth === 0) setFailed(true);
  }, []);
  if (!imageId) {
    return (
      <Frame width={width} height={height}>
        <div className={notice}>
          <span className={css({ fontWeight: '600' })}>{MESSAGES.noImage}</span>
        </div>
      </Frame>
    );
  }
  if (failed) {
    return (
      <Frame width={width} height={height}>
        <div className={notice}>
          <span className={css({ fontWeight: '600' })}>{MESSAGES.imageUnavailable}</span>
          <span className={css({ fontSize: 'xs', wordBreak: 'break-all', px: '3' })}>{itemId}</span>
        </div>
      </Frame>
    );
  }
  const picture = itemPicture({ item_id: itemId, photo_id: photoId });
  return (
    <Frame width={width} height={height}>
      <img
        ref={img}
        src={picture.src}
        srcSet={picture.srcSet}
        sizes={sizes ?? `(max-width: ${width}px) 100vw, ${width}px`}
        alt={alt}
        width={width}
        height={height}
        loading={eager || priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        // The LCP image paints with its frame; the others may decode off the main thread later.
        decoding={priority ? 'auto' : 'async'}
        onError={() => setFailed(true)}
        className={css({ position: 'absolute', inset: '0', w: 'full', h: 'full', objectFit: 'cover' })}
      />
    </Frame>
  );
}

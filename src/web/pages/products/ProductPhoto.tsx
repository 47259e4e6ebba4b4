// A product card's photo and colour chip, styled without style attributes: /products arrives rendered
// by the server with the catalogue, and the CSP (style-src 'self') drops style attributes from parsed
// HTML (hydration does not put them back). The shared ItemImage and ColourSwatch size and colour
// themselves with style attributes; these draw the same through a class (the cards' fixed 3:2 photo
// box) and SVG presentation attributes (the chip's colour), which the CSP does not govern.
import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { MESSAGES } from '../../../domain/constants';
import { itemImagePath } from '../../../domain/catalogue';
import { colourHex } from '../../../domain/colours';
import { itemImageSrcSet, PRODUCT_CARD_IMAGE_SIZES } from '../../../domain/itemImages';

const PHOTO_WIDTH = 600;
const PHOTO_HEIGHT = 400;

// The box keeps the photo's ratio so nothing shifts while it loads.
const frame = css({
  position: 'relative',
  w: 'full',
  aspectRatio: '3 / 2',
  bg: 'bg.muted',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1',
  color: 'fg.subtle',
  textStyle: 'small',
  textAlign: 'center',
});

/** `eager`: on the first screen; `priority`: the page's largest paint (fetched first, high priority). */
export function ProductPhoto({ itemId, imageId, alt, eager, priority }: { itemId: string; imageId: string | null | undefined; alt: string; eager: boolean; priority: boolean }) {
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  // A photo in the server's HTML may fail before React hydrates the card and listens for its error.
  useEffect(() => {
    if (img.current?.complete && img.current.naturalWidth === 0) setFailed(true);
  }, []);
  if (!imageId || failed) {
    return (
      <div className={frame}>
        <span className={css({ fontWeight: '600' })}>{imageId ? MESSAGES.imageUnavailable : MESSAGES.noImage}</span>
        {imageId ? <span className={css({ fontSize: 'xs', wordBreak: 'break-all', px: '3' })}>{itemId}</span> : null}
      </div>
    );
  }
  return (
    <div className={frame}>
      <img
        ref={img}
        src={itemImagePath(itemId)}
        srcSet={itemImageSrcSet(itemId)}
        sizes={PRODUCT_CARD_IMAGE_SIZES}
        alt={alt}
        width={PHOTO_WIDTH}
        height={PHOTO_HEIGHT}
        loading={eager || priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        // The LCP image paints with its frame; the others may decode off the main thread later.
        decoding={priority ? 'auto' : 'async'}
        onError={() => setFailed(true)}
        className={css({ position: 'absolute', inset: '0', w: 'full', h: 'full', objectFit: 'cover' })}
      />
    </div>
  );
}

/** The board colour's chip (spec section 3 colour lookup) beside its name. */
export function ProductColour({ colour, label }: { colour: string; label: string }) {
  return (
    <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
      <svg aria-hidden="true" viewBox="0 0 14 14" className={css({ w: '3.5', h: '3.5', flexShrink: 0 })}>
        <circle cx="7" cy="7" r="6.5" fill={colourHex(colour)} stroke="rgba(0,0,0,0.18)" strokeWidth="1" />
      </svg>
      <span>{label}</span>
    </span>
  );
}

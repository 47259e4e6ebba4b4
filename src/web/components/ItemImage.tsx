// Catalogue item image (spec sections 7 and 8): served from /images/inventory/{itemId}.jpg; an item
// without an image id shows "No Image"; a failed load shows "Image unavailable" and the item id.
// The box keeps a fixed aspect ratio so nothing shifts while the image loads.
import { useState } from 'react';
import { css } from 'styled-system/css';
import { MESSAGES } from '../../domain/constants';
import { itemImagePath } from '../../domain/catalogue';

export interface ItemImageProps {
  itemId: string;
  imageId: string | null | undefined;
  alt: string;
  /** Intrinsic size hints for layout; the box scales to its container keeping this ratio. */
  width?: number;
  height?: number;
  /** Above-the-fold images load eagerly. */
  eager?: boolean;
}

const frame = css({
  position: 'relative',
  w: 'full',
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

export function ItemImage({ itemId, imageId, alt, width = 600, height = 400, eager = false }: ItemImageProps) {
  const [failed, setFailed] = useState(false);
  const ratio = { aspectRatio: `${width} / ${height}` };
  if (!imageId) {
    return (
      <div className={frame} style={ratio}>
        <span className={css({ fontWeight: '600' })}>{MESSAGES.noImage}</span>
      </div>
    );
  }
  if (failed) {
    return (
      <div className={frame} style={ratio}>
        <span className={css({ fontWeight: '600' })}>{MESSAGES.imageUnavailable}</span>
        <span className={css({ fontSize: 'xs', wordBreak: 'break-all', px: '3' })}>{itemId}</span>
      </div>
    );
  }
  return (
    <div className={frame} style={ratio}>
      <img
        src={itemImagePath(itemId)}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        onError={() => setFailed(true)}
        className={css({ position: 'absolute', inset: '0', w: 'full', h: 'full', objectFit: 'cover' })}
      />
    </div>
  );
}

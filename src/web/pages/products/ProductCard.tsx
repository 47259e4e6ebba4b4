// One product card: image, name, description, brand, colour (underscores as spaces), type, size and
// price as "$rate per unit" (docs/product.md#screens-and-routes, docs/product.md#figures-and-limits). A trade member's card shows their
// price in that place,
// with "Trade price" and the catalogue's price struck through beside it (docs/product.md#trade-accounts), on the
// same line where the card has room, so the card keeps its height when the member's prices come in.
import { css } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { brandDisplayName, type BoardItem } from '../../../domain/catalogue';
import { displayColorName } from '../../../domain/colors';
import { formatPrice } from '../../../domain/format';
import { PRODUCT_CARD_IMAGE_SIZES } from '../../../domain/itemImages';
import { unitPriceFor, type PriceContext } from '../../../domain/tradePricing';
import { ColorSwatch } from '../../components/ColorSwatch';
import { ItemImage } from '../../components/ItemImage';
import { TradePriceNote } from '../../components/TradePriceNote';

const term = css({ color: 'fg.subtle', fontSize: 'sm' });
const detail = css({ fontSize: 'sm', fontWeight: '500', textAlign: 'right', minW: '0', overflowWrap: 'anywhere' });

/**
 * `eager`: the card is on the first screen; `priority`: its image is the page's LCP element; `prices`: a
 * signed-in trade member's (null: the catalogue's).
 */
export function ProductCard({
  item,
  eager = false,
  priority = false,
  prices = null,
  availability = null,
}: {
  item: BoardItem;
  eager?: boolean;
  priority?: boolean;
  prices?: PriceContext | null;
  /** In stock, Low stock or Back order with its day (docs/product.md#stock-and-samples); null until known. */
  availability?: string | null;
}) {
  const color = displayColorName(item.cf_board_colour);
  const price = prices ? unitPriceFor({ item_id: item.item_id, rate: item.rate, kind: 'board' }, prices) : null;
  return (
    <article className={card({ padding: 'none', interactive: true })} aria-labelledby={`product-${item.item_id}`}>
      <ItemImage
        itemId={item.item_id}
        imageId={item.image_id}
        photoId={item.photo_id}
        alt={`${color} ${brandDisplayName(item.cf_board_brand)} decking board`}
        eager={eager}
        priority={priority}
        sizes={PRODUCT_CARD_IMAGE_SIZES}
      />
      <div className={css({ p: '5', display: 'flex', flexDirection: 'column', gap: '3' })}>
        <div>
          <h3 id={`product-${item.item_id}`} className={css({ textStyle: 'h3', fontSize: 'lg', mb: '1' })}>
            {item.name}
          </h3>
          <p className={css({ color: 'fg.muted', fontSize: 'sm', lineClamp: '3' })}>{item.description}</p>
        </div>
        <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '4', rowGap: '1.5', alignItems: 'center' })}>
          <dt className={term}>Brand</dt>
          <dd className={detail}>{brandDisplayName(item.cf_board_brand)}</dd>
          <dt className={term}>Colour</dt>
          <dd className={css({ justifySelf: 'end', fontSize: 'sm', fontWeight: '500' })}>
            <ColorSwatch color={item.cf_board_colour} size={14} showLabel />
          </dd>
          <dt className={term}>Type</dt>
          <dd className={detail}>{item.cf_board_type}</dd>
          <dt className={term}>Size</dt>
          <dd className={detail}>{item.cf_size}</dd>
          {/* The row is there before its label arrives, so the card keeps its height. */}
          <dt className={term}>Availability</dt>
          <dd className={detail} aria-live="polite">
            {availability ?? ''}
          </dd>
        </dl>
        <p
          className={css({
            mt: '1',
            pt: '3',
            borderTopWidth: '1px',
            borderColor: 'border.default',
            fontWeight: '700',
            fontSize: 'lg',
            color: 'timber.700',
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'baseline',
            justifyContent: 'space-between',
            columnGap: '3',
          })}
        >
          {price?.isTradePrice ? (
            <>
              <span>{formatPrice(price.unitPriceCents / 100, item.unit)}</span>
              <TradePriceNote retailCents={price.retailCents} />
            </>
          ) : (
            formatPrice(item.rate, item.unit)
          )}
        </p>
      </div>
    </article>
  );
}

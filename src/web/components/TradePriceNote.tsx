// Beside a price a trade company's price replaced (docs/product.md#trade-accounts): "Trade price" and the
// catalogue's price struck through, which a screen reader hears named as the retail price. One look for
// the catalogue, the calculator's Materials and prices, the wizard and an order's lines.
import { css, cx } from 'styled-system/css';
import { formatCents } from '../../domain/money';
import { TRADE_PRICE_LABEL } from '../../domain/tradePricing';

const note = css({ fontSize: 'xs', fontWeight: '400', color: 'fg.muted', whiteSpace: 'nowrap' });

export function TradePriceNote({ retailCents, className }: { retailCents: number; className?: string }) {
  return (
    <span className={cx(note, className)}>
      {TRADE_PRICE_LABEL}{' '}
      <s>
        <span className={css({ srOnly: true })}>retail </span>
        {formatCents(retailCents)}
      </s>
    </span>
  );
}

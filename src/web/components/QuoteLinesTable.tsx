// A quote's lines and totals as sent (docs/product.md#quotes): Item,
// Quantity, Unit price, Line total, then Subtotal (ex GST), GST and Total (inc GST). One table for the
// customer's /quote/{token} page and the staff quote page's sent versions; the discount line's blank
// cells are the domain's rule (quoteLineFigures). On a phone each line becomes a small card.
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { formatCents, type Totals } from '../../domain/money';
import { TRADE_PRICE_LABEL } from '../../domain/quotePricing';
import { quoteLineFigures } from '../../domain/quotes';
import type { QuoteLine } from '../../domain/schemas/quotes';
import { figureCell, LinesTable } from './LinesTable';

const linesTable = css({
  w: 'full',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th, & td': { py: '2', px: '2', borderBottomWidth: '1px', borderColor: 'border.default', textAlign: 'left', verticalAlign: 'top' },
  '& th': { color: 'fg.muted', fontWeight: '600' },
  mdDown: {
    '& thead': { srOnly: true },
    '& tbody tr': { display: 'grid', gridTemplateColumns: '1fr auto', py: '2', borderBottomWidth: '1px', borderColor: 'border.default' },
    '& tbody td': { border: 'none', p: '0' },
    '& tbody td:first-child': { gridColumn: '1 / -1', fontWeight: '600' },
    '& tbody td[data-label]::before': { content: 'attr(data-label) ": "', color: 'fg.muted' },
  },
});
const totalsList = css({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'end',
  columnGap: '8',
  rowGap: '1',
  m: '0',
  '& dd': { m: '0' },
});

/** A line as both the customer and staff read it; staff's lines also say who set a price by hand. */
export type QuoteLineRow = Pick<QuoteLine, 'id' | 'kind' | 'description' | 'quantity' | 'unitPriceCents' | 'lineTotalCents'> &
  Partial<Pick<QuoteLine, 'overridden' | 'overriddenBy' | 'tradePrice' | 'retailPriceCents' | 'itemId'>>;

export interface QuoteLinesTableProps {
  lines: readonly QuoteLineRow[];
  totals: Totals;
  caption: string;
  /** The totals' accessible name; the customer's page names its one totals block. */
  totalsLabel?: string;
  /** Each catalogue line's availability label (docs/product.md#stock-and-samples), under its description. */
  availabilityOf?: (line: QuoteLineRow) => string | undefined;
}

export function QuoteLinesTable({ lines, totals, caption, totalsLabel, availabilityOf }: QuoteLinesTableProps) {
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <LinesTable
        rows={lines.map((l) => {
          const figures = quoteLineFigures(l);
          return {
            key: l.id,
            item: (
              <>
                {l.description}
                {availabilityOf?.(l) ? (
                  <div className={css({ color: 'fg.muted', fontSize: 'xs', fontWeight: '400' })} data-testid="line-availability">
                    {availabilityOf(l)}
                  </div>
                ) : null}
                {l.overridden && l.overriddenBy ? (
                  <div className={css({ color: 'fg.muted', fontSize: 'sm', fontWeight: '400' })}>Price set by {l.overriddenBy}</div>
                ) : null}
              </>
            ),
            quantity: figures.quantity ?? '',
            unitPrice:
              figures.unitPriceCents === null ? (
                ''
              ) : (
                <>
                  {formatCents(figures.unitPriceCents)}
                  {/* A trade company's price, beside the catalogue price it replaces (docs/product.md#trade-accounts). */}
                  {l.tradePrice && l.retailPriceCents != null ? (
                    <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted' })}>
                      {TRADE_PRICE_LABEL} <s aria-label={`retail ${formatCents(l.retailPriceCents)}`}>{formatCents(l.retailPriceCents)}</s>
                    </span>
                  ) : null}
                </>
              ),
            lineTotal: formatCents(figures.lineTotalCents),
            cardLabels: {
              quantity: figures.quantity === null ? undefined : 'Quantity',
              unitPrice: figures.unitPriceCents === null ? undefined : 'Unit price',
            },
          };
        })}
        caption={caption}
        quantityHeading="Quantity"
        className={linesTable}
        itemClassName={css({ overflowWrap: 'anywhere' })}
      />
      <QuoteTotals totals={totals} label={totalsLabel} />
    </div>
  );
}

/** Subtotal (ex GST), GST and Total (inc GST), after any rows `before` them (the draft's discount). */
export function QuoteTotals({
  totals,
  label,
  before,
  totalTestId,
}: {
  totals: Totals;
  label?: string;
  before?: ReactNode;
  totalTestId?: string;
}) {
  return (
    <dl aria-label={label} className={totalsList}>
      {before}
      <dt>Subtotal (ex GST)</dt>
      <dd className={figureCell}>{formatCents(totals.subtotalCents)}</dd>
      <dt>GST</dt>
      <dd className={figureCell}>{formatCents(totals.gstCents)}</dd>
      <dt className={css({ fontWeight: '700' })}>Total (inc GST)</dt>
      <dd className={cx(figureCell, css({ fontWeight: '700' }))} data-testid={totalTestId}>
        {formatCents(totals.totalCents)}
      </dd>
    </dl>
  );
}

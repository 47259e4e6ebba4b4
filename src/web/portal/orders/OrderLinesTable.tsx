// The priced lines of an order (docs/product.md#money): Item, Qty, Unit price, Line
// total, then Subtotal (ex GST), GST and Total (inc GST). One table for the wizard's summary step
// (figures priced in the browser from the catalogue) and the order detail (the server's stored figures).
import { css } from 'styled-system/css';
import type { Totals } from '../../../domain/money';
import { formatCents } from '../../../domain/money';
import type { OrderLine } from '../../../domain/schemas/orders';
import { CatalogueStatusBadge } from '../../components/CatalogueStatusBadge';
import { figureCell, LinesTable } from '../../components/LinesTable';
import { TradePriceNote } from '../../components/TradePriceNote';
import { table, tableWrap } from '../styles';

const totalRow = css({ '& th, & td': { bg: 'bg.surface', color: 'fg.default', borderBottomWidth: '0', py: '2' } });

export interface OrderLinesTableProps {
  lines: readonly OrderLine[];
  totals: Totals;
  caption: string;
  /** Each line's availability label (docs/product.md#stock-and-samples), under its name; none while unknown. */
  availabilityOf?: (line: OrderLine) => string | undefined;
}

const availabilityNote = css({ display: 'block', fontSize: 'xs', color: 'fg.muted', mt: '0.5' });

export function OrderLinesTable({ lines, totals, caption, availabilityOf }: OrderLinesTableProps) {
  return (
    <div className={tableWrap}>
      <LinesTable
        rows={lines.map((l, i) => ({
          key: `${l.item_id}-${i}`,
          item: (
            <>
              {l.name}
              {l.itemStatus ? (
                <>
                  {' '}
                  <CatalogueStatusBadge status={l.itemStatus} />
                </>
              ) : null}
              {availabilityOf?.(l) ? (
                <span className={availabilityNote} data-testid="line-availability">
                  {availabilityOf(l)}
                </span>
              ) : null}
            </>
          ),
          quantity: l.quantity,
          unitPrice: (
            <>
              {formatCents(l.unitPriceCents)} <span className={css({ color: 'fg.muted' })}>/ {l.unit}</span>
              {/* A trade company's price, beside the catalogue price it replaces (docs/product.md#trade-accounts). */}
              {l.retailCents !== undefined ? <TradePriceNote retailCents={l.retailCents} className={css({ display: 'block' })} /> : null}
            </>
          ),
          lineTotal: formatCents(l.lineTotalCents),
        }))}
        caption={caption}
        quantityHeading="Qty"
        className={table}
        testId="order-lines"
        footer={
          <tfoot className={css({ borderTopWidth: '2px', borderColor: 'border.strong' })}>
            <tr className={totalRow}>
              <th scope="row" colSpan={3} className={figureCell}>
                Subtotal (ex GST)
              </th>
              <td className={figureCell} data-testid="subtotal">
                {formatCents(totals.subtotalCents)}
              </td>
            </tr>
            <tr className={totalRow}>
              <th scope="row" colSpan={3} className={figureCell}>
                GST
              </th>
              <td className={figureCell} data-testid="gst">
                {formatCents(totals.gstCents)}
              </td>
            </tr>
            <tr className={totalRow}>
              <th scope="row" colSpan={3} className={css({ textAlign: 'right', fontWeight: '700' })}>
                Total (inc GST)
              </th>
              <td className={css({ textAlign: 'right', fontWeight: '700', whiteSpace: 'nowrap' })} data-testid="total">
                {formatCents(totals.totalCents)}
              </td>
            </tr>
          </tfoot>
        }
      />
    </div>
  );
}

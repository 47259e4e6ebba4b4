// The priced lines of an order (DESIGN.md "Beyond the spec: Money"): Item, Qty, Unit price, Line
// total, then Subtotal (ex GST), GST and Total (inc GST). One table for the wizard's summary step
// (figures priced in the browser from the catalogue) and the order detail (the server's stored figures).
import { css } from 'styled-system/css';
import type { Totals } from '../../../domain/money';
import { formatCents } from '../../../domain/money';
import type { OrderLine } from '../../../domain/schemas/orders';
import { table, tableWrap } from '../styles';

const number = css({ textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
const totalRow = css({ '& th, & td': { bg: 'bg.surface', color: 'fg.default', borderBottomWidth: '0', py: '2' } });

export interface OrderLinesTableProps {
  lines: readonly OrderLine[];
  totals: Totals;
  caption: string;
}

export function OrderLinesTable({ lines, totals, caption }: OrderLinesTableProps) {
  return (
    <div className={tableWrap}>
      <table className={table} data-testid="order-lines">
        <caption className={css({ srOnly: true })}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className={number}>
              Qty
            </th>
            <th scope="col" className={number}>
              Unit price
            </th>
            <th scope="col" className={number}>
              Line total
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <tr key={`${l.item_id}-${i}`}>
              <td>{l.name}</td>
              <td className={number}>{l.quantity}</td>
              <td className={number}>
                {formatCents(l.unitPriceCents)} <span className={css({ color: 'fg.muted' })}>/ {l.unit}</span>
                {/* A trade company's price, beside the catalogue price it replaces (DESIGN.md "Trade accounts"). */}
                {l.retailCents !== undefined ? (
                  <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted' })}>
                    Trade price <s aria-label={`retail ${formatCents(l.retailCents)}`}>{formatCents(l.retailCents)}</s>
                  </span>
                ) : null}
              </td>
              <td className={number}>{formatCents(l.lineTotalCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className={css({ borderTopWidth: '2px', borderColor: 'border.strong' })}>
          <tr className={totalRow}>
            <th scope="row" colSpan={3} className={number}>
              Subtotal (ex GST)
            </th>
            <td className={number} data-testid="subtotal">
              {formatCents(totals.subtotalCents)}
            </td>
          </tr>
          <tr className={totalRow}>
            <th scope="row" colSpan={3} className={number}>
              GST
            </th>
            <td className={number} data-testid="gst">
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
      </table>
    </div>
  );
}

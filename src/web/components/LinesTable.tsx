// The column shape every priced-lines table shares (docs/product.md#money and "Quotes
// (staff-built, accepted online)"): Item, the quantity, Unit price, Line total, one row a line. The quote's
// and the order's tables give their own cells, styles and totals; the heading of the quantity column is
// theirs too (Quantity on a quote, Qty on an order).
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

export const figureCell = css({ textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export interface LinesTableRow {
  key: string | number;
  item: ReactNode;
  quantity: ReactNode;
  unitPrice: ReactNode;
  lineTotal: ReactNode;
  /** The labels a phone's card shows before the cells that have a figure (the quote's card layout). */
  cardLabels?: { quantity?: string; unitPrice?: string };
}

export interface LinesTableProps {
  rows: readonly LinesTableRow[];
  caption: string;
  quantityHeading: string;
  className: string;
  itemClassName?: string;
  testId?: string;
  /** A <tfoot> with the totals, where the table carries them. */
  footer?: ReactNode;
}

export function LinesTable({ rows, caption, quantityHeading, className, itemClassName, testId, footer }: LinesTableProps) {
  return (
    <table className={className} data-testid={testId}>
      <caption className={css({ srOnly: true })}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col" className={figureCell}>
            {quantityHeading}
          </th>
          <th scope="col" className={figureCell}>
            Unit price
          </th>
          <th scope="col" className={figureCell}>
            Line total
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <td className={itemClassName}>{r.item}</td>
            <td className={figureCell} data-label={r.cardLabels?.quantity}>
              {r.quantity}
            </td>
            <td className={figureCell} data-label={r.cardLabels?.unitPrice}>
              {r.unitPrice}
            </td>
            <td className={figureCell}>{r.lineTotal}</td>
          </tr>
        ))}
      </tbody>
      {footer}
    </table>
  );
}

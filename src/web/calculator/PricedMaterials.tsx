// "Materials and prices" (docs/product.md#subframe-and-edges, docs/product.md#money): every line of the planned deck
// with quantity, unit price and line total, then subtotal, GST and total. Pure view of the priced list,
// at the buyer's prices: under each price a trade member's company replaced, "Trade price" and the
// catalogue's price struck through (docs/product.md#trade-accounts).
import { css } from 'styled-system/css';
import type { PricedMaterials as Priced } from '../../domain/deckMaterials';
import { MATERIALS_AND_PRICES } from '../../domain/figureSets';
import { materialLineName } from '../../domain/layoutFigures';
import { formatCents } from '../../domain/money';
import { TradePriceNote } from '../components/TradePriceNote';

export const PRICED_MATERIALS_HEADING = MATERIALS_AND_PRICES;
export const PRICED_PENDING = 'Working out the materials…';
export const PRICED_NEEDS_COLOUR = 'Choose a board colour to price the materials.';

const table = css({
  w: 'full',
  fontSize: 'sm',
  borderCollapse: 'collapse',
  '& th, & td': { py: '1.5', borderBottomWidth: '1px', borderColor: 'border.default' },
});
const num = css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums', pl: '2', whiteSpace: 'nowrap' });
const heading = css({ textStyle: 'eyebrow', color: 'fg.accent', mb: '1' });
const totalRow = css({ fontWeight: '700' });

export function PricedMaterials({
  priced,
  variant,
  pending,
  availability,
}: {
  priced: Priced | null;
  variant: 'side' | 'sheet';
  pending: boolean;
  /** Each line's availability label by item id (docs/product.md#stock-and-samples). */
  availability?: Readonly<Record<string, string>>;
}) {
  const headingId = `${variant}-priced-heading`;
  return (
    <section aria-labelledby={headingId} data-testid={`${variant}-priced`}>
      <h3 id={headingId} className={heading}>
        {PRICED_MATERIALS_HEADING}
      </h3>
      {priced ? (
        <table className={table}>
          <thead className={css({ srOnly: true })}>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Quantity</th>
              <th scope="col">Unit price</th>
              <th scope="col">Line total</th>
            </tr>
          </thead>
          <tbody>
            {priced.lines.map((line) => (
              <tr key={line.key} data-testid={`${variant}-priced-${line.itemId}`}>
                <th scope="row" className={css({ textAlign: 'left', fontWeight: '400' })}>
                  {materialLineName(line)}
                  {availability?.[line.itemId] ? (
                    <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted' })} data-testid="line-availability">
                      {availability[line.itemId]}
                    </span>
                  ) : null}
                </th>
                <td className={num}>{line.quantity}</td>
                <td className={num}>
                  {formatCents(line.unitPriceCents)}
                  {line.retailCents !== undefined ? (
                    <TradePriceNote retailCents={line.retailCents} className={css({ display: 'block' })} />
                  ) : null}
                </td>
                <td className={num}>{formatCents(line.lineTotalCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className={css({ textAlign: 'left', fontWeight: '400' })}>
                Subtotal (ex GST)
              </th>
              <td className={num} data-testid={`${variant}-priced-subtotal`}>
                {formatCents(priced.totals.subtotalCents)}
              </td>
            </tr>
            <tr>
              <th scope="row" colSpan={3} className={css({ textAlign: 'left', fontWeight: '400' })}>
                GST
              </th>
              <td className={num} data-testid={`${variant}-priced-gst`}>
                {formatCents(priced.totals.gstCents)}
              </td>
            </tr>
            <tr className={totalRow}>
              <th scope="row" colSpan={3} className={css({ textAlign: 'left' })}>
                Total (inc GST)
              </th>
              <td className={num} data-testid={`${variant}-priced-total`}>
                {formatCents(priced.totals.totalCents)}
              </td>
            </tr>
          </tfoot>
        </table>
      ) : (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{pending ? PRICED_PENDING : PRICED_NEEDS_COLOUR}</p>
      )}
    </section>
  );
}

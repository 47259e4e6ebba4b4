// A trade company's prices in a printed lines table (docs/product.md#trade-accounts: each price shows "Trade
// price" beside the catalogue price it replaces): under each such unit price, the label and the catalogue
// price struck through, as the calculator's panel and the wizard show them.
import type { Content, ContentTable } from 'pdfmake/interfaces';
import { formatCents } from '../../domain/money';
import { TRADE_PRICE_LABEL } from '../../domain/tradePricing';
import { MUTED } from './documentParts';

/** The column of linesTable() holding the unit price. */
const UNIT_PRICE_COLUMN = 2;

/** `table` (linesTable of `lines`) with each replaced catalogue price under its line's unit price. */
export function withTradePrices(table: ContentTable, lines: readonly { retailCents?: number }[]): ContentTable {
  const [header, ...rows] = table.table.body;
  return {
    ...table,
    table: {
      ...table.table,
      body: [
        header,
        ...rows.map((row, i) => {
          const retailCents = lines[i]?.retailCents;
          if (retailCents === undefined) return row;
          // linesTable's unit price cell is a text: kept as it is, the note under it.
          const price = row[UNIT_PRICE_COLUMN] as Content;
          const cell: Content = {
            stack: [
              price,
              { text: [`${TRADE_PRICE_LABEL} `, { text: formatCents(retailCents), decoration: 'lineThrough' }], color: MUTED },
            ],
            alignment: 'right',
          };
          return row.map((c, column) => (column === UNIT_PRICE_COLUMN ? cell : c));
        }),
      ],
    },
  };
}

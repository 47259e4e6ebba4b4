// The parts every document the server prints shares (the order confirmation, the quote): pdfmake set up
// with no network or file access, the company block beside the document's title, the lines table and
// the totals (docs/product.md#money: figures formatted once, so a PDF says what the page and the e-mail say),
// and every text in fonts that show it (fonts.ts).
import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { COMPANY } from '../../domain/constants';
import { formatCents, type Totals } from '../../domain/money';
import { tradePriceNote } from '../../domain/quotePricing';
import { BASE_FONT, coverAllText } from './fonts';

export const BRAND = '#5c3b22'; // timber.700, as the e-mails use it
export const MUTED = '#4b4540'; // stone.700

/** The page set-up and default text of every document. */
export function documentFrame(reference: string): Pick<TDocumentDefinitions, 'defaultStyle' | 'pageMargins' | 'footer'> {
  return {
    defaultStyle: { font: BASE_FONT, fontSize: 10, lineHeight: 1.25 },
    pageMargins: [40, 40, 40, 48],
    footer: (page, pages) => ({ text: `${reference} · page ${page} of ${pages}`, alignment: 'center', fontSize: 8, color: MUTED }),
  };
}

/** The company block (docs/product.md#money) on the left, the document's own heading lines on the right. */
export function companyHeader(title: string, right: Content[]): Content {
  return {
    columns: [
      [
        { text: COMPANY.legalName, bold: true, fontSize: 13, color: BRAND },
        `ABN ${COMPANY.abn}`,
        COMPANY.address,
        `${COMPANY.phone} · ${COMPANY.email}`,
      ],
      [{ text: title, bold: true, fontSize: 16, alignment: 'right' }, ...right],
    ],
    margin: [0, 0, 0, 16],
  };
}

/** "Label: value" with the label bold. */
export const labelled = (label: string, value: string): Content => ({ text: [{ text: `${label}: `, bold: true }, value] });

export interface DocumentLine {
  name: string;
  quantity: number;
  unit: string;
  unitPriceCents: number;
  lineTotalCents: number;
  /** docs/product.md#trade-accounts: the catalogue price a trade price replaces, printed beside it. */
  retailPriceCents?: number | null;
}

const right = { alignment: 'right' as const };

/** Item, Qty, Unit price, Line total. */
export function linesTable(lines: readonly DocumentLine[]): Content {
  return {
    margin: [0, 16, 0, 0],
    table: {
      headerRows: 1,
      widths: ['*', 'auto', 'auto', 'auto'],
      body: [
        [
          { text: 'Item', bold: true },
          { text: 'Qty', bold: true, ...right },
          { text: 'Unit price', bold: true, ...right },
          { text: 'Line total', bold: true, ...right },
        ],
        ...lines.map((line) => [
          line.name,
          { text: String(line.quantity), ...right },
          {
            text: [
              `${formatCents(line.unitPriceCents)}${line.unit ? ` / ${line.unit}` : ''}`,
              ...(line.retailPriceCents != null ? [{ text: `\n${tradePriceNote(line.retailPriceCents)}`, fontSize: 8, color: MUTED }] : []),
            ],
            ...right,
          },
          { text: formatCents(line.lineTotalCents), ...right },
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
  };
}

/** Subtotal (ex GST), GST, Total (inc GST). */
export function totalsTable(totals: Totals): Content {
  return {
    margin: [0, 8, 0, 0],
    table: {
      widths: ['*', 'auto'],
      body: [
        [
          { text: 'Subtotal (ex GST)', ...right },
          { text: formatCents(totals.subtotalCents), ...right },
        ],
        [
          { text: 'GST', ...right },
          { text: formatCents(totals.gstCents), ...right },
        ],
        [
          { text: 'Total (inc GST)', bold: true, ...right },
          { text: formatCents(totals.totalCents), bold: true, ...right },
        ],
      ],
    },
    layout: 'noBorders',
  };
}

export function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake.createPdf(coverAllText(definition)).getBuffer();
}

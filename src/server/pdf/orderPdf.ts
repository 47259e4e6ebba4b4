// The order confirmation as a PDF, made on the server with pdfmake (its Node API) in the PDF standard
// font Helvetica, so nothing is fetched or read from disk: the access policies refuse URLs and every
// local file but the standard fonts' names. Figures are the order's stored ones, formatted once
// (DESIGN.md "Money"), so the PDF says what the page, the CSV and the e-mail say.
import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { COMPANY } from '../../domain/constants';
import { formatDate, formatDateTime } from '../../domain/dates';
import { orderRef } from '../../domain/format';
import { CONFIRMED_DAY_LABEL } from '../../domain/deliveryTexts';
import { FREIGHT_TO_BE_QUOTED } from '../../domain/deliveryZones';
import { formatCents } from '../../domain/money';
import { ORDER_STATUS_LABELS } from '../../domain/orderStatus';
import type { Order } from '../../domain/schemas/orders';

const FONT = { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' };
const STANDARD_FONTS = new Set(Object.values(FONT));
pdfmake.setFonts({ Helvetica: FONT });
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => STANDARD_FONTS.has(path));

const BRAND = '#5c3b22'; // timber.700, as the e-mails use it
const MUTED = '#4b4540'; // stone.700

/** The subframe line the wizard stores at the top of the notes (spec section 4), and the customer's own notes. */
function splitNotes(notes: string): { subframe: string | null; own: string } {
  const match = /^Selected subframe: (.*)(?:\r?\n|$)/.exec(notes);
  return match ? { subframe: match[1].trim(), own: notes.slice(match[0].length).trim() } : { subframe: null, own: notes.trim() };
}

export function orderPdfDefinition(order: Order, customerEmail: string): TDocumentDefinitions {
  const ref = orderRef(order.id);
  const { subframe, own } = splitNotes(order.notes);
  const fulfilment: Content =
    order.deliveryMethod === 'delivery'
      ? { text: [{ text: 'Delivery to: ', bold: true }, `${order.deliveryStreetAddress}, ${order.deliveryCityPostcode}`] }
      : { text: [{ text: 'Pickup from: ', bold: true }, order.pickupLocation] };
  const right = { alignment: 'right' as const };
  return {
    info: { title: `Order ${ref}`, author: COMPANY.legalName, subject: 'Order confirmation' },
    defaultStyle: { font: 'Helvetica', fontSize: 10, lineHeight: 1.25 },
    pageMargins: [40, 40, 40, 48],
    footer: (page, pages) => ({ text: `${ref} · page ${page} of ${pages}`, alignment: 'center', fontSize: 8, color: MUTED }),
    content: [
      {
        columns: [
          [
            { text: COMPANY.legalName, bold: true, fontSize: 13, color: BRAND },
            `ABN ${COMPANY.abn}`,
            COMPANY.address,
            `${COMPANY.phone} · ${COMPANY.email}`,
          ],
          [
            { text: 'Order confirmation', bold: true, fontSize: 16, alignment: 'right' },
            { text: ref, bold: true, fontSize: 12, alignment: 'right', color: BRAND },
            { text: `Order ID ${order.id}`, alignment: 'right', fontSize: 8, color: MUTED },
            { text: `Placed ${formatDateTime(order.createdAt)}`, alignment: 'right' },
            { text: `Status: ${ORDER_STATUS_LABELS[order.status]}`, alignment: 'right', bold: true },
          ],
        ],
        margin: [0, 0, 0, 16],
      },
      { text: [{ text: 'Customer: ', bold: true }, customerEmail] },
      ...(order.projectName ? [{ text: [{ text: 'Project: ', bold: true }, order.projectName] }] : []),
      fulfilment,
      { text: [{ text: 'Preferred date: ', bold: true }, formatDate(order.preferredDate)] },
      ...(order.confirmedDay
        ? [{ text: [{ text: `${CONFIRMED_DAY_LABEL[order.deliveryMethod]}: `, bold: true }, formatDate(order.confirmedDay)] }]
        : []),
      ...(order.freightToBeQuoted ? [{ text: [{ text: 'Delivery fee: ', bold: true }, FREIGHT_TO_BE_QUOTED] }] : []),
      ...(subframe ? [{ text: [{ text: 'Subframe: ', bold: true }, subframe] }] : []),
      ...(own ? [{ text: [{ text: 'Notes: ', bold: true }, own] }] : []),
      {
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
            ...order.lines.map((line) => [
              line.name,
              { text: String(line.quantity), ...right },
              { text: `${formatCents(line.unitPriceCents)}${line.unit ? ` / ${line.unit}` : ''}`, ...right },
              { text: formatCents(line.lineTotalCents), ...right },
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      {
        margin: [0, 8, 0, 0],
        table: {
          widths: ['*', 'auto'],
          body: [
            [
              { text: 'Subtotal (ex GST)', ...right },
              { text: formatCents(order.subtotalCents), ...right },
            ],
            [
              { text: 'GST', ...right },
              { text: formatCents(order.gstCents), ...right },
            ],
            [
              { text: 'Total (inc GST)', bold: true, ...right },
              { text: formatCents(order.totalCents), bold: true, ...right },
            ],
          ],
        },
        layout: 'noBorders',
      },
      ...(order.pricesEstimated
        ? [
            {
              text:
                'Prices estimated: this order was placed before prices were recorded ' +
                'and is priced at the catalogue rates of a later date.',
              italics: true,
              fontSize: 8,
              color: MUTED,
              margin: [0, 8, 0, 0] as [number, number, number, number],
            },
          ]
        : []),
    ],
  };
}

/** The order confirmation PDF. */
export function renderOrderPdf(order: Order, customerEmail: string): Promise<Buffer> {
  return pdfmake.createPdf(orderPdfDefinition(order, customerEmail)).getBuffer();
}

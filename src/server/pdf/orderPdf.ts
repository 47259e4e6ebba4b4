// The order confirmation as a PDF, made on the server with pdfmake (its Node API) in the PDF standard
// font Helvetica, with Noto fonts from npm packages for what Helvetica cannot show; nothing is fetched
// (documentParts.ts, fonts.ts). Figures are the order's
// stored ones, formatted once (docs/product.md#money), so the PDF says what the page, the CSV and the e-mail say.
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { COMPANY } from '../../domain/constants';
import { formatDate, formatDateTime } from '../../domain/dates';
import { orderRef } from '../../domain/format';
import { CONFIRMED_DAY_LABEL } from '../../domain/deliveryTexts';
import { FREIGHT_TO_BE_QUOTED } from '../../domain/deliveryZones';
import { ORDER_STATUS_LABELS } from '../../domain/orderStatus';
import type { Order } from '../../domain/schemas/orders';
import { BRAND, companyHeader, documentFrame, labelled, linesTable, MUTED, renderPdf, totalsTable } from './documentParts';

/** The subframe line the wizard stores at the top of the notes (docs/product.md#flows), and the customer's own notes. */
function splitNotes(notes: string): { subframe: string | null; own: string } {
  const match = /^Selected subframe: (.*)(?:\r?\n|$)/.exec(notes);
  return match ? { subframe: match[1].trim(), own: notes.slice(match[0].length).trim() } : { subframe: null, own: notes.trim() };
}

export function orderPdfDefinition(order: Order, customerEmail: string): TDocumentDefinitions {
  const ref = orderRef(order.id);
  const { subframe, own } = splitNotes(order.notes);
  const fulfilment: Content =
    order.deliveryMethod === 'delivery'
      ? labelled('Delivery to', `${order.deliveryStreetAddress}, ${order.deliveryCityPostcode}`)
      : labelled('Pickup from', order.pickupLocation);
  return {
    info: { title: `Order ${ref}`, author: COMPANY.legalName, subject: 'Order confirmation' },
    ...documentFrame(ref),
    content: [
      companyHeader('Order confirmation', [
        { text: ref, bold: true, fontSize: 12, alignment: 'right', color: BRAND },
        { text: `Order ID ${order.id}`, alignment: 'right', fontSize: 8, color: MUTED },
        { text: `Placed ${formatDateTime(order.createdAt)}`, alignment: 'right' },
        { text: `Status: ${ORDER_STATUS_LABELS[order.status]}`, alignment: 'right', bold: true },
      ]),
      labelled('Customer', customerEmail),
      ...(order.projectName ? [labelled('Project', order.projectName)] : []),
      ...(order.poReference ? [labelled('Purchase order / job reference', order.poReference)] : []),
      fulfilment,
      labelled('Preferred date', formatDate(order.preferredDate)),
      ...(order.confirmedDay ? [labelled(CONFIRMED_DAY_LABEL[order.deliveryMethod], formatDate(order.confirmedDay))] : []),
      ...(order.freightToBeQuoted ? [labelled('Delivery fee', FREIGHT_TO_BE_QUOTED)] : []),
      ...(subframe ? [labelled('Subframe', subframe)] : []),
      ...(own ? [labelled('Notes', own)] : []),
      linesTable(order.lines),
      totalsTable(order),
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
  return renderPdf(orderPdfDefinition(order, customerEmail));
}

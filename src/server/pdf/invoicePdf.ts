// The tax invoice as a PDF (docs/product.md#trade-accounts), made with the order PDF's document code
// (documentParts.ts): the seller's block with its ABN, the customer's company and ABN where known, the
// PO reference, the order's lines and its stored totals, the due date and what is still owed.
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { COMPANY } from '../../domain/constants';
import { formatDate } from '../../domain/dates';
import { INVOICE_STATUS_LABELS, INVOICE_TITLE } from '../../domain/invoices';
import { formatCents } from '../../domain/money';
import { PAYMENT_TERMS_LABELS } from '../../domain/paymentTerms';
import type { Invoice } from '../../domain/schemas/invoices';
import { BRAND, companyHeader, documentFrame, labelled, linesTable, renderPdf, totalsTable, type DocumentLine } from './documentParts';

export interface InvoiceDocument {
  invoice: Invoice;
  lines: DocumentLine[];
}

export function invoicePdfDefinition({ invoice, lines }: InvoiceDocument): TDocumentDefinitions {
  const customer: Content[] = invoice.customerName
    ? [labelled('Bill to', invoice.customerName), ...(invoice.customerAbn ? [labelled('Customer ABN', invoice.customerAbn)] : [])]
    : [];
  return {
    info: { title: `${INVOICE_TITLE} ${invoice.number}`, author: COMPANY.legalName, subject: INVOICE_TITLE },
    ...documentFrame(invoice.number),
    content: [
      companyHeader(INVOICE_TITLE, [
        { text: invoice.number, bold: true, fontSize: 12, alignment: 'right', color: BRAND },
        { text: `Issued ${formatDate(invoice.issueDate)}`, alignment: 'right' },
        { text: `Due ${formatDate(invoice.dueDate)}`, alignment: 'right', bold: true },
        { text: `Status: ${INVOICE_STATUS_LABELS[invoice.status]}`, alignment: 'right' },
      ]),
      ...customer,
      labelled('Customer', invoice.ownerEmail),
      labelled('Order', invoice.orderRef),
      ...(invoice.poReference ? [labelled('Purchase order / job reference', invoice.poReference)] : []),
      labelled('Terms', PAYMENT_TERMS_LABELS[invoice.terms]),
      linesTable(lines),
      totalsTable(invoice),
      {
        margin: [0, 8, 0, 0],
        text: [
          { text: 'Paid: ', bold: true },
          formatCents(invoice.paidCents),
          { text: '   Amount owing: ', bold: true },
          formatCents(invoice.outstandingCents),
        ],
      },
    ],
  };
}

/** The tax invoice PDF. */
export function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  return renderPdf(invoicePdfDefinition(document));
}

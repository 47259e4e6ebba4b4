// The invoices export for accounts (docs/product.md#trade-accounts): one CSV row per invoice, the list's
// filters, newest first, streamed a keyset page at a time so memory stays flat however many match; RFC
// 4180 quoting and spreadsheet formula neutralising by csv-stringify, exactly as the orders' export.
import { Readable, pipeline } from 'node:stream';
import { stringify, type Stringifier } from 'csv-stringify';
import { INVOICE_STATUS_LABELS } from '../../domain/invoices';
import { centsToDecimal } from '../../domain/money';
import { PAYMENT_TERMS_LABELS } from '../../domain/paymentTerms';
import type { Db } from '../db/client';
import { decodeCursor } from './keyset';
import { listVisibleInvoices, type InvoiceFilters } from './invoices';
import type { Viewer } from './visibility';

export const INVOICE_EXPORT_COLUMNS = [
  'Invoice number',
  'Order reference',
  'Order ID',
  'Company',
  'Customer',
  'PO reference',
  'Issued',
  'Due',
  'Terms',
  'Subtotal',
  'GST',
  'Total',
  'Paid',
  'Owing',
  'Status',
] as const;

/** Invoices read per query, as the orders' export. */
export const INVOICE_EXPORT_BATCH = 500;

/** Every invoice the viewer may see that the filters select, newest first, as CSV rows. */
export async function* invoiceExportRows(
  db: Db,
  viewer: Viewer,
  filters: InvoiceFilters,
  now: Date,
  batch = INVOICE_EXPORT_BATCH,
): AsyncGenerator<string[]> {
  let cursor: string | null = null;
  do {
    const page: Awaited<ReturnType<typeof listVisibleInvoices>> = await listVisibleInvoices(db, viewer, {
      filters,
      position: cursor ? decodeCursor(cursor) : null,
      limit: batch,
      now,
    });
    for (const i of page.invoices)
      yield [
        i.number,
        i.orderRef,
        i.orderId,
        i.customerName,
        i.ownerEmail,
        i.poReference,
        i.issueDate,
        i.dueDate,
        PAYMENT_TERMS_LABELS[i.terms],
        centsToDecimal(i.subtotalCents),
        centsToDecimal(i.gstCents),
        centsToDecimal(i.totalCents),
        centsToDecimal(i.paidCents),
        centsToDecimal(i.outstandingCents),
        INVOICE_STATUS_LABELS[i.status],
      ];
    cursor = page.next;
  } while (cursor);
}

/** The CSV as a stream: a header row, then the rows; a failure part way ends the stream with the error. */
export function invoiceExportCsv(db: Db, viewer: Viewer, filters: InvoiceFilters, now: Date, batch = INVOICE_EXPORT_BATCH): Stringifier {
  const csv = stringify({ escape_formulas: true, record_delimiter: 'windows' });
  async function* withHeader() {
    yield [...INVOICE_EXPORT_COLUMNS];
    yield* invoiceExportRows(db, viewer, filters, now, batch);
  }
  pipeline(Readable.from(withHeader()), csv, () => {});
  return csv;
}

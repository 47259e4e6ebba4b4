// The invoice PDF attached to its e-mail (docs/product.md#trade-accounts), made when the e-mail is sent: the
// invoice and its order's lines read as staff read them (the e-mail also goes to a company's billing
// address, which is no user), rendered by the caller (the CPU pool), as GET /api/invoices/{id}/pdf does.
import type { Db } from '../db/client';
import type { InvoiceDocument } from '../pdf/invoicePdf';
import { loadVisibleInvoice } from './invoices';
import { loadVisibleOrder } from './orders';
import type { Viewer } from './visibility';

/** Who reads an invoice to mail it: every invoice, as staff see them. */
const MAILER: Viewer = { id: '', role: 'admin' };

/** The invoice's PDF, or null when the invoice is gone. */
export async function invoiceMailPdf(
  db: Db,
  invoiceId: string,
  render: (document: InvoiceDocument) => Promise<Buffer>,
  now: Date = new Date(),
): Promise<Buffer | null> {
  const invoice = await loadVisibleInvoice(db, invoiceId, MAILER, now);
  const order = invoice ? await loadVisibleOrder(db, invoice.orderId, MAILER) : null;
  return invoice && order ? render({ invoice, lines: order.lines }) : null;
}

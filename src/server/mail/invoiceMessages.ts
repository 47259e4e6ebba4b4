// The invoice e-mail of docs/product.md#trade-accounts: `Tax invoice {number} for order {ref}` to the ordering
// user and the company's billing e-mail. Rendered with the e-mails' layout (layout.ts).
import { formatDate } from '../../domain/dates';
import { invoiceSubject } from '../../domain/invoices';
import { formatCents } from '../../domain/money';
import type { MailDraftOf } from './draft';
import { render, type Rendered } from './layout';

/** The invoice templates (listed in messages.ts MAIL_TEMPLATES). */
export type InvoiceMailTemplate = 'invoice.issued';

export interface InvoiceMailData {
  invoiceId: string;
  number: string;
  orderRef: string;
  issueDate: string;
  dueDate: string;
  totalCents: number;
  poReference: string;
}

export type InvoiceMailDataOf = { 'invoice.issued': InvoiceMailData };

/** One e-mail to each address (the ordering user, then the billing e-mail when it is another). */
export function invoiceDrafts(
  data: InvoiceMailData,
  orderId: string,
  recipients: readonly string[],
): MailDraftOf<'invoice.issued', InvoiceMailData>[] {
  const unique = [...new Map(recipients.filter(Boolean).map((r) => [r.toLowerCase(), r])).values()];
  return unique.map((recipient) => ({
    template: 'invoice.issued',
    recipient,
    subject: invoiceSubject(data.number, data.orderRef),
    data,
    orderId,
  }));
}

export function renderInvoiceMessage(template: InvoiceMailTemplate, data: unknown): Rendered {
  const d = data as InvoiceMailData;
  switch (template) {
    case 'invoice.issued':
      return render(invoiceSubject(d.number, d.orderRef), `Your order ${d.orderRef} has been dispatched. Here is its tax invoice.`, [
        {
          heading: 'Invoice',
          rows: [
            ['Invoice', d.number],
            ['Order', d.orderRef],
            ...(d.poReference ? ([['Purchase order / job reference', d.poReference]] as [string, string][]) : []),
            ['Issued', formatDate(d.issueDate)],
            ['Due', formatDate(d.dueDate)],
            ['Total (inc GST)', formatCents(d.totalCents)],
          ],
        },
      ]);
  }
}

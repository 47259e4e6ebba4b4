// /app/invoices/{id} (docs/product.md#trade-accounts): one tax invoice as the API lets the viewer see it
// (admins; its customer and their company's members): number, status, order and PO reference, both
// ABNs, issue and due dates, terms, the order's lines with Subtotal, GST and Total, what is paid and
// owing, its payments and Download PDF; admins also get Record payment (machines/recordPayment.machine.ts).
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { css } from 'styled-system/css';
import { button, sectionTitle } from 'styled-system/recipes';
import { formatDate, todayIn } from '../../../domain/dates';
import { formatCents } from '../../../domain/money';
import { PAYMENT_TERMS_LABELS } from '../../../domain/paymentTerms';
import { INVOICE_MESSAGES, type InvoiceDetail } from '../../../domain/schemas/invoices';
import { useApiClient } from '../../api/ApiClientContext';
import { invoicePdfUrl, useInvoice } from '../../api/invoices';
import { useOrder } from '../../api/orders';
import { isNotFound } from '../../api/queryState';
import { useAuthUser } from '../../auth/AuthProvider';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { usePageMeta } from '../../hooks/usePageMeta';
import { DetailLoadFailed } from '../DetailLoadFailed';
import { OrderLinesTable } from '../orders/OrderLinesTable';
import { isAdmin } from '../permissions';
import { orderPath } from '../quotes/quoteLabels';
import { ScrollableTable } from '../ScrollableTable';
import { PageHeader } from '../PageHeader';
import { EmptyState } from '../EmptyState';
import { DetailSection } from '../DetailSection';
import { dl, pageClass } from '../styles';
import { INVOICE_LABELS, INVOICES_PATH } from './invoiceLabels';
import { InvoiceStatusChip } from './InvoiceStatusChip';
import { RecordPaymentForm } from './RecordPaymentForm';
import { RecordPaymentContext, recordPaymentLogic } from './recordPaymentActor';

const figure = css({ textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

function InvoiceFacts({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <DetailSection id="invoice-facts-heading" title="Invoice">
      <dl className={dl}>
        <dt>Status</dt>
        <dd>
          <InvoiceStatusChip status={invoice.status} />
        </dd>
        <dt>Order</dt>
        <dd>
          <Link to={orderPath(invoice.orderId)} className={css({ color: 'fg.link' })}>
            {invoice.orderRef}
          </Link>
        </dd>
        {invoice.poReference ? (
          <>
            <dt>Purchase order / job reference</dt>
            <dd>{invoice.poReference}</dd>
          </>
        ) : null}
        {invoice.customerName ? (
          <>
            <dt>Bill to</dt>
            <dd>{invoice.customerName}</dd>
          </>
        ) : null}
        {invoice.customerAbn ? (
          <>
            <dt>Customer ABN</dt>
            <dd>{invoice.customerAbn}</dd>
          </>
        ) : null}
        <dt>Customer</dt>
        <dd>{invoice.ownerEmail}</dd>
        <dt>Our ABN</dt>
        <dd>{invoice.sellerAbn}</dd>
        <dt>Issued</dt>
        <dd>{formatDate(invoice.issueDate)}</dd>
        <dt>Due</dt>
        <dd data-testid="invoice-due">{formatDate(invoice.dueDate)}</dd>
        <dt>Terms</dt>
        <dd>{PAYMENT_TERMS_LABELS[invoice.terms]}</dd>
        <dt>Paid</dt>
        <dd data-testid="invoice-paid">{formatCents(invoice.paidCents)}</dd>
        <dt>Amount owing</dt>
        <dd data-testid="invoice-owing">{formatCents(invoice.outstandingCents)}</dd>
      </dl>
    </DetailSection>
  );
}

/** The invoice's lines are its order's, at the prices charged; its totals are the invoice's own. */
function InvoiceLines({ invoice }: { invoice: InvoiceDetail }) {
  const order = useOrder(invoice.orderId);
  if (order.isPending) return <Spinner label="Loading the invoice's lines" />;
  if (order.isError) return <Alert tone="error">{INVOICE_LABELS.loadFailed}</Alert>;
  return <OrderLinesTable lines={order.data.lines} totals={invoice} caption={`Lines of ${invoice.number}`} />;
}

function Payments({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <section aria-labelledby="payments-heading" className={css({ display: 'grid', gap: '3' })}>
      <h2 id="payments-heading" className={sectionTitle()}>
        {INVOICE_LABELS.payments}
      </h2>
      {invoice.payments.length === 0 ? (
        <EmptyState text={INVOICE_LABELS.noPayments} />
      ) : (
        <ScrollableTable label={INVOICE_LABELS.payments}>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Reference</th>
              <th scope="col" className={figure}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.payments.map((p) => (
              <tr key={p.id}>
                <td>{formatDate(p.date)}</td>
                <td>{p.reference || '—'}</td>
                <td className={figure}>{formatCents(p.amountCents)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollableTable>
      )}
    </section>
  );
}

function InvoiceView({ invoice, admin }: { invoice: InvoiceDetail; admin: boolean }) {
  return (
    <div className={pageClass}>
      <PageHeader
        title={`Tax invoice ${invoice.number}`}
        actions={
          <>
            <a href={invoicePdfUrl(invoice.id)} download={`${invoice.number}.pdf`} className={button({ variant: 'secondary' })}>
              {INVOICE_LABELS.downloadPdf}
            </a>
            {admin ? (
              <Link to={INVOICES_PATH} className={button({ variant: 'secondary' })}>
                {INVOICE_LABELS.backToList}
              </Link>
            ) : null}
          </>
        }
      />
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' }, gap: '6', alignItems: 'start' })}>
        <div className={css({ display: 'grid', gap: '6', minW: '0' })}>
          <InvoiceLines invoice={invoice} />
          <Payments invoice={invoice} />
        </div>
        <div className={css({ display: 'grid', gap: '6' })}>
          <InvoiceFacts invoice={invoice} />
          {/* Nothing more can be recorded against a paid invoice (the server refuses any overpayment). */}
          {admin && invoice.status !== 'paid' ? <RecordPaymentForm /> : null}
        </div>
      </div>
    </div>
  );
}

/** An admin's invoice: the Record payment actor provided once for the page. */
function AdminInvoice({ invoice }: { invoice: InvoiceDetail }) {
  const client = useApiClient();
  const qc = useQueryClient();
  const logic = useMemo(() => recordPaymentLogic(client, qc), [client, qc]);
  const input = { invoiceId: invoice.id, today: todayIn(), issueDate: invoice.issueDate, fallback: INVOICE_LABELS.recordFailed };
  return (
    <RecordPaymentContext.Provider logic={logic} options={{ input }}>
      <InvoiceView invoice={invoice} admin />
    </RecordPaymentContext.Provider>
  );
}

export function InvoiceDetailPage() {
  const { id = '' } = useParams();
  const user = useAuthUser();
  const invoice = useInvoice(id);
  usePageMeta('Invoice', 'A tax invoice, its payments and its PDF.');
  if (invoice.isPending) return <Spinner label={INVOICE_LABELS.loadingInvoice} />;
  if (invoice.isError)
    return (
      <DetailLoadFailed
        message={isNotFound(invoice.error) ? INVOICE_MESSAGES.notFound : INVOICE_LABELS.loadFailed}
        back={isAdmin(user) ? { to: INVOICES_PATH, label: INVOICE_LABELS.backToList } : { to: '/app/dashboard', label: 'Dashboard' }}
      />
    );
  if (isAdmin(user)) return <AdminInvoice key={invoice.data.id} invoice={invoice.data} />;
  return <InvoiceView invoice={invoice.data} admin={false} />;
}

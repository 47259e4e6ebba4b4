// /app/invoices (docs/product.md#trade-accounts; admins only, behind AdminOnly): every tax invoice, newest
// first, with keyset paging (Load more), a Status filter, a Company filter, Overdue and a Search box
// (number, order reference, PO, name), all kept in the URL, and Export CSV of what they select.
import { Link, useNavigate, useSearchParams } from 'react-router';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { INVOICE_STATUS_LABELS, INVOICE_STATUSES } from '../../../domain/invoices';
import { formatDate } from '../../../domain/dates';
import { formatCents } from '../../../domain/money';
import type { Invoice } from '../../../domain/schemas/invoices';
import { itemsOf } from '../../api/cursorPages';
import { invoiceFilterFrom, invoiceFilterParams, invoicesExportUrl, useInvoicePages, type InvoiceFilter } from '../../api/invoices';
import { queryState } from '../../api/queryState';
import { useTradeAccounts } from '../../api/tradeAccounts';
import { CheckboxField } from '../../components/form/CheckboxField';
import { SelectField } from '../../components/form/SelectField';
import { LoadMore } from '../../components/LoadMore';
import { QueryStatus } from '../../components/QueryStatus';
import { usePageMeta } from '../../hooks/usePageMeta';
import { orderPath } from '../quotes/quoteLabels';
import { ScrollableTable } from '../ScrollableTable';
import { StatusSearchFilters } from '../StatusSearchFilters';
import { PageHeader } from '../PageHeader';
import { EmptyState } from '../EmptyState';
import { clickableRow, pageClass, rowLink } from '../styles';
import { INVOICE_LABELS, invoicePath } from './invoiceLabels';
import { InvoiceStatusChip } from './InvoiceStatusChip';

const STATUS_OPTIONS = INVOICE_STATUSES.map((value) => ({ value, label: INVOICE_STATUS_LABELS[value] }));
const ALL_COMPANIES = '';
const nowrap = css({ whiteSpace: 'nowrap' });
const figure = cx(nowrap, css({ fontVariantNumeric: 'tabular-nums' }));
const muted = css({ color: 'fg.muted', overflowWrap: 'anywhere' });

function InvoicesTable({ invoices, onOpen }: { invoices: readonly Invoice[]; onOpen: (id: string) => void }) {
  return (
    <ScrollableTable label={INVOICE_LABELS.listCaption}>
      <thead>
        <tr>
          <th scope="col">Number</th>
          <th scope="col">Order</th>
          <th scope="col">Company / customer</th>
          <th scope="col">Issued</th>
          <th scope="col">Due</th>
          <th scope="col">Total</th>
          <th scope="col">Paid</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((i) => (
          <tr key={i.id} className={clickableRow} onClick={() => onOpen(i.id)} data-testid="invoice-row">
            <td className={nowrap}>
              <Link to={invoicePath(i.id)} className={rowLink} onClick={(e) => e.stopPropagation()}>
                {i.number}
              </Link>
            </td>
            <td className={nowrap}>
              <Link to={orderPath(i.orderId)} onClick={(e) => e.stopPropagation()}>
                {i.orderRef}
              </Link>
              {i.poReference ? <div className={muted}>PO {i.poReference}</div> : null}
            </td>
            <td>
              {i.customerName ? <div>{i.customerName}</div> : null}
              <div className={i.customerName ? muted : undefined}>{i.ownerEmail}</div>
            </td>
            <td className={nowrap}>{formatDate(i.issueDate)}</td>
            <td className={nowrap}>{formatDate(i.dueDate)}</td>
            <td className={figure}>{formatCents(i.totalCents)}</td>
            <td className={figure}>{formatCents(i.paidCents)}</td>
            <td>
              <InvoiceStatusChip status={i.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

function InvoicesList({ filter }: { filter: InvoiceFilter }) {
  const navigate = useNavigate();
  const pages = useInvoicePages(filter);
  const state = queryState(pages, (data) => ({ invoices: itemsOf(data) }), INVOICE_LABELS.listLoadFailed);
  if (state.status !== 'success') return <QueryStatus state={state} loading={INVOICE_LABELS.loading} />;
  const { invoices } = state;
  const filtered = invoiceFilterParams(filter).toString() !== '';
  if (invoices.length === 0) return <EmptyState text={filtered ? INVOICE_LABELS.noMatches : INVOICE_LABELS.noInvoices} />;
  return (
    <>
      <InvoicesTable invoices={invoices} onOpen={(id) => navigate(invoicePath(id))} />
      <LoadMore query={pages} label={INVOICE_LABELS.loadMore} />
    </>
  );
}

/** The Company select (All companies, then each trade account by name) and the Overdue box. */
function CompanyOverdueFilters({ filter, onChange }: { filter: InvoiceFilter; onChange: (change: Partial<InvoiceFilter>) => void }) {
  const accounts = useTradeAccounts();
  const items = [
    { value: ALL_COMPANIES, label: INVOICE_LABELS.allCompanies },
    ...(accounts.data ?? []).map((a) => ({ value: a.id, label: a.name })),
  ];
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'end', mb: '5' })}>
      <div className={css({ minW: '14rem' })}>
        <SelectField
          label={INVOICE_LABELS.company}
          name="company"
          items={items}
          value={filter.company ?? ALL_COMPANIES}
          onChange={(company) => onChange({ company: company || undefined })}
        />
      </div>
      <CheckboxField
        name="overdue"
        label={INVOICE_LABELS.overdue}
        checked={filter.overdue === true}
        onChange={(overdue) => onChange({ overdue: overdue || undefined })}
      />
    </div>
  );
}

export function InvoicesPage() {
  usePageMeta('Invoices', 'Tax invoices issued on dispatch and the payments against them.');
  const [params, setParams] = useSearchParams();
  const filter = invoiceFilterFrom(params);
  const update = (change: Partial<InvoiceFilter>) => setParams(invoiceFilterParams({ ...filter, ...change }), { replace: true });
  return (
    <div className={pageClass}>
      <PageHeader
        title={INVOICE_LABELS.listTitle}
        actions={
          <a href={invoicesExportUrl(filter)} download className={button({ variant: 'secondary' })}>
            {INVOICE_LABELS.exportCsv}
          </a>
        }
      />
      <StatusSearchFilters
        statuses={STATUS_OPTIONS}
        status={filter.status}
        onStatusChange={(status) => update({ status })}
        q={filter.q ?? ''}
        onSearch={(q) => update({ q })}
        searchId="invoice-search"
        searchPlaceholder={INVOICE_LABELS.searchPlaceholder}
      />
      <CompanyOverdueFilters filter={filter} onChange={update} />
      <InvoicesList filter={filter} />
    </div>
  );
}

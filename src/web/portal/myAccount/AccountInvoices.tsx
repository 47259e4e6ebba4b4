// The account page's money (docs/product.md#trade-accounts): the Balance owing and Overdue amounts the server
// works out (domain accountBalance.ts), the invoices the user sees (their company's for a member) with
// number, order, issue and due dates, total and status, and Download statement for a chosen month.
import { useState } from 'react';
import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { badge, button } from 'styled-system/recipes';
import { currentMonth, monthLabel, statementFileName, statementMonths } from '../../../domain/accountBalance';
import { formatDate } from '../../../domain/dates';
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '../../../domain/invoices';
import { formatCents } from '../../../domain/money';
import type { AccountBalance } from '../../../domain/accountBalance';
import type { Invoice } from '../../../domain/schemas/invoices';
import { statementUrl } from '../../api/account';
import { useInvoicePages } from '../../api/invoices';
import { itemsOf } from '../../api/cursorPages';
import { queryState } from '../../api/queryState';
import { SelectField } from '../../components/form/SelectField';
import { LoadMore } from '../../components/LoadMore';
import { QueryStatus } from '../../components/QueryStatus';
import { ScrollableTable } from '../ScrollableTable';
import { dl, emptyBox } from '../styles';

const INVOICES_FAILED = 'Failed to load invoices';
// Literal recipe calls, so Panda's static extraction generates every tone's styles.
const STATUS_CHIP: Record<InvoiceStatus, string> = {
  unpaid: badge({ tone: 'neutral' }),
  part_paid: badge({ tone: 'neutral' }),
  overdue: badge({ tone: 'warning' }),
  paid: badge({ tone: 'success' }),
};
const right = css({ textAlign: 'right', whiteSpace: 'nowrap' });

function InvoicesTable({ invoices }: { invoices: Invoice[] }) {
  if (invoices.length === 0)
    return (
      <div className={emptyBox}>
        <p>No invoices yet.</p>
      </div>
    );
  return (
    <ScrollableTable label="Invoices">
      <thead>
        <tr>
          <th scope="col">Invoice</th>
          <th scope="col">Order</th>
          <th scope="col">Issued</th>
          <th scope="col">Due</th>
          <th scope="col" className={right}>
            Total
          </th>
          <th scope="col">Status</th>
          <th scope="col">PDF</th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((i) => (
          <tr key={i.id} data-testid="invoice-row">
            <td className={css({ fontWeight: '500', whiteSpace: 'nowrap' })}>{i.number}</td>
            <td>
              <Link to={`/app/orders/${i.orderId}`}>{i.orderRef}</Link>
            </td>
            <td>{formatDate(i.issueDate)}</td>
            <td>{formatDate(i.dueDate)}</td>
            <td className={right}>{formatCents(i.totalCents)}</td>
            <td>
              <span className={STATUS_CHIP[i.status]}>{INVOICE_STATUS_LABELS[i.status]}</span>
            </td>
            <td>
              <a href={`/api/invoices/${i.id}/pdf`} download={`${i.number}.pdf`} aria-label={`${i.number} PDF`}>
                PDF
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

function StatementDownload() {
  const [month, setMonth] = useState(currentMonth);
  const months = statementMonths().map((value) => ({ value, label: monthLabel(value) }));
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '3' })}>
      <div className={css({ minW: '14rem' })}>
        <SelectField label="Statement month" name="statementMonth" items={months} value={month} onChange={setMonth} />
      </div>
      <a href={statementUrl(month)} download={statementFileName(month)} className={button({ variant: 'secondary' })}>
        Download statement
      </a>
    </div>
  );
}

/** Balance, invoices and the statement; `company` says whether a statement is there before any invoice. */
export function AccountInvoices({ balance, company }: { balance: AccountBalance; company: boolean }) {
  const pages = useInvoicePages();
  const state = queryState(pages, (data) => ({ invoices: itemsOf(data) }), INVOICES_FAILED);
  return (
    <div className={css({ display: 'grid', gap: '5' })}>
      <dl className={dl} aria-label="Balance">
        <dt>Balance owing</dt>
        <dd data-testid="balance-owing">{formatCents(balance.owingCents)}</dd>
        <dt>Overdue</dt>
        <dd data-testid="balance-overdue">{formatCents(balance.overdueCents)}</dd>
      </dl>
      {state.status !== 'success' ? (
        <QueryStatus state={state} loading="Loading invoices" />
      ) : (
        <>
          <InvoicesTable invoices={state.invoices} />
          <LoadMore query={pages} label="Load more invoices" space={4} />
          {company || state.invoices.length > 0 ? <StatementDownload /> : null}
        </>
      )}
    </div>
  );
}

// /app/quotes (docs/product.md#quotes; admins only, see AdminOnly): every
// quote, newest first, with keyset paging (Load more, as the leads inbox), a Status filter and a Search
// box (number, name, email) kept in the URL, and New quote for a customer who never sent a lead.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { messageOr } from '../../../../machines/errors';
import { formatDate, formatDateTime } from '../../../domain/dates';
import { formatCents } from '../../../domain/money';
import { QUOTE_STATUSES, QUOTE_STATUS_VALUES, type QuoteStatus } from '../../../domain/quotes';
import { quoteCreate, type QuoteCreate, type QuoteSummary } from '../../../domain/schemas/quotes';
import { useCreateQuote, useQuotePages, type QuoteFilter } from '../../api/quotes';
import { queryState } from '../../api/queryState';
import { Alert } from '../../components/Alert';
import { EmailField } from '../../components/form/EmailField';
import { TextField } from '../../components/form/TextField';
import { LoadMore } from '../../components/LoadMore';
import { QueryStatus } from '../../components/QueryStatus';
import * as Dialog from '../../components/ui/dialog';
import { usePageMeta } from '../../hooks/usePageMeta';
import { StatusSearchFilters } from '../StatusSearchFilters';
import { clickableRow, emptyBox, pageClass, pageHeader, pageTitle, table, tableWrap } from '../styles';
import { QUOTE_LABELS, quotePath } from './quoteLabels';
import { QuoteStatusChip } from './QuoteStatusChip';

function filterOf(params: URLSearchParams): QuoteFilter {
  const status = params.get('status');
  return {
    status: (QUOTE_STATUS_VALUES as readonly string[]).includes(status ?? '') ? (status as QuoteStatus) : undefined,
    q: params.get('q')?.trim() ?? '',
  };
}

const nowrap = css({ whiteSpace: 'nowrap' });
const numberLink = css({ fontWeight: '600', color: 'fg.default', textDecoration: 'underline', textUnderlineOffset: '2px' });

function QuotesTable({ quotes, onOpen }: { quotes: readonly QuoteSummary[]; onOpen: (id: string) => void }) {
  return (
    <div className={tableWrap}>
      <table className={table}>
        <caption className={css({ srOnly: true })}>Quotes, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Number</th>
            <th scope="col">Customer</th>
            <th scope="col">Lead</th>
            <th scope="col">Total</th>
            <th scope="col">Status</th>
            <th scope="col">Version</th>
            <th scope="col">Sent</th>
            <th scope="col">Valid until</th>
          </tr>
        </thead>
        <tbody>
          {quotes.map((q) => (
            <tr key={q.id} className={clickableRow} onClick={() => onOpen(q.id)} data-testid="quote-row">
              <td className={nowrap}>
                <Link to={quotePath(q.id)} className={numberLink} onClick={(e) => e.stopPropagation()}>
                  {q.number}
                </Link>
              </td>
              <td>
                <div>{q.customerName}</div>
                <div className={css({ color: 'fg.muted', overflowWrap: 'anywhere' })}>{q.customerEmail}</div>
              </td>
              <td>{q.lead ? q.lead.name : '—'}</td>
              <td className={cx(nowrap, css({ fontVariantNumeric: 'tabular-nums' }))}>{formatCents(q.totalCents)}</td>
              <td>
                <QuoteStatusChip status={q.status} />
              </td>
              <td>v{q.version}</td>
              <td className={nowrap}>{q.sentAt ? formatDateTime(q.sentAt) : '—'}</td>
              <td className={nowrap}>{q.validUntil ? formatDate(q.validUntil) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function QuotesList({ filter }: { filter: QuoteFilter }) {
  const navigate = useNavigate();
  const pages = useQuotePages(filter);
  const state = queryState(pages, (data) => ({ quotes: data.pages.flatMap((p) => p.quotes) }), QUOTE_LABELS.listLoadFailed);
  if (state.status !== 'success') return <QueryStatus state={state} loading="Loading quotes" />;
  const { quotes } = state;
  if (quotes.length === 0)
    return (
      <div className={emptyBox}>
        <p>{filter.status || filter.q ? QUOTE_LABELS.noMatches : QUOTE_LABELS.noQuotes}</p>
      </div>
    );
  return (
    <>
      <QuotesTable quotes={quotes} onOpen={(id) => navigate(quotePath(id))} />
      <LoadMore query={pages} label="Load more" />
    </>
  );
}

const emptyCustomer: QuoteCreate = { customerName: '', customerEmail: '', customerPhone: '', customerSuburb: '' };

/** New quote: the customer's name, email, phone and suburb; the draft opens in the editor. */
function NewQuoteDialog() {
  const navigate = useNavigate();
  const create = useCreateQuote();
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState(emptyCustomer);
  const [errors, setErrors] = useState<Partial<Record<keyof QuoteCreate, string>>>({});
  const set = (field: keyof QuoteCreate) => (value: string) => setFields((f) => ({ ...f, [field]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = quoteCreate.safeParse(fields);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, { onSuccess: (quote) => navigate(quotePath(quote.id)) });
  };
  const busy = create.isPending;
  return (
    <>
      <button type="button" className={button({ variant: 'primary' })} onClick={() => setOpen(true)}>
        {QUOTE_LABELS.newQuote}
      </button>
      <Dialog.ModalDialog title={QUOTE_LABELS.newQuote} busy={busy} open={open} onOpenChange={(d) => setOpen(d.open)}>
        <form onSubmit={submit} className={css({ display: 'grid', gap: '4' })} noValidate>
          <Dialog.Description>For a customer who has not sent a quote request. Lines are added in the editor.</Dialog.Description>
          <TextField
            label="Name"
            name="customerName"
            required
            value={fields.customerName}
            errorText={errors.customerName}
            onChange={set('customerName')}
            disabled={busy}
            autoComplete="off"
          />
          <EmailField
            value={fields.customerEmail}
            errorText={errors.customerEmail}
            onChange={set('customerEmail')}
            disabled={busy}
            autoComplete="off"
          />
          <TextField
            label="Phone"
            name="customerPhone"
            type="tel"
            value={fields.customerPhone}
            errorText={errors.customerPhone}
            onChange={set('customerPhone')}
            disabled={busy}
            autoComplete="off"
          />
          <TextField
            label="Suburb"
            name="customerSuburb"
            value={fields.customerSuburb}
            errorText={errors.customerSuburb}
            onChange={set('customerSuburb')}
            disabled={busy}
            autoComplete="off"
          />
          {create.isError ? <Alert tone="error">{messageOr(create.error, QUOTE_LABELS.createFailed)}</Alert> : null}
          <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '3' })}>
            <Dialog.CloseTrigger type="button" className={button({ variant: 'secondary' })} disabled={busy}>
              {QUOTE_LABELS.cancel}
            </Dialog.CloseTrigger>
            <button type="submit" className={button({ variant: 'primary' })} disabled={busy} aria-busy={busy}>
              {busy ? QUOTE_LABELS.creating : QUOTE_LABELS.createQuote}
            </button>
          </div>
        </form>
      </Dialog.ModalDialog>
    </>
  );
}

export function QuotesPage() {
  usePageMeta('Quotes', 'Quotes sent to customers and their answers.');
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const update = (change: Partial<QuoteFilter>) => {
    const next = { ...filter, ...change };
    const out = new URLSearchParams();
    if (next.status) out.set('status', next.status);
    if (next.q) out.set('q', next.q);
    setParams(out, { replace: true });
  };
  return (
    <div className={pageClass}>
      <div className={pageHeader}>
        <h1 className={pageTitle}>{QUOTE_LABELS.listTitle}</h1>
        <NewQuoteDialog />
      </div>
      <StatusSearchFilters
        statuses={QUOTE_STATUSES}
        status={filter.status}
        onStatusChange={(status) => update({ status })}
        q={filter.q}
        onSearch={(q) => update({ q })}
        searchId="quote-search"
        searchPlaceholder="Number, name or email"
      />
      <QuotesList filter={filter} />
    </div>
  );
}

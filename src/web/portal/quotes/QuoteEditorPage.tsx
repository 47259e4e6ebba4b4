// /app/quotes/{id} (docs/product.md#quotes; admins only): the quote's
// customer, status, version, when the customer viewed it, its lead and order; the draft editor while it
// is a draft (every edit autosaved), Send quote; once sent, the version as sent, Revise and Withdraw;
// every sent version readable, and the customer's change requests. The quoteEditor machine runs the
// flow; the quote itself is this page's query.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { messageOr } from '../../../../machines/errors';
import { hasUnsavedEdits } from '../../../../machines/quoteEditor.machine';
import { formatDate, formatDateTime } from '../../../domain/dates';
import { formatCents } from '../../../domain/money';
import { draftOf } from '../../../domain/quoteEdits';
import { PRICE_TIER_LABELS } from '../../../domain/tradePricing';
import { QUOTE_MESSAGES } from '../../../domain/quotes';
import type { QuoteDetail } from '../../../domain/schemas/quotes';
import { useApiClient } from '../../api/ApiClientContext';
import { ApiError } from '../../api/client';
import { quotePdfUrl, useQuote } from '../../api/quotes';
import { Alert } from '../../components/Alert';
import { QuoteLinesTable } from '../../components/QuoteLinesTable';
import { Spinner } from '../../components/Spinner';
import * as Dialog from '../../components/ui/dialog';
import { usePageMeta } from '../../hooks/usePageMeta';
import { SentDeckPlan } from '../../components/SentDeckPlan';
import { leadPath } from '../leads/LeadsTable';
import { pageClass, pageHeader, pageTitle } from '../styles';
import { QuoteEditorContext, quoteEditorLogic } from './quoteEditorActor';
import { orderPath, QUOTE_FAILURES, QUOTE_LABELS } from './quoteLabels';
import { QuoteLinesEditor } from './QuoteLinesEditor';
import { QuoteStatusChip } from './QuoteStatusChip';
import { panel, panelTitle } from './quoteStyles';

const dl = css({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: '4',
  rowGap: '1',
  m: '0',
  '& dt': { color: 'fg.muted' },
  '& dd': { m: '0' },
});
const link = css({ color: 'fg.link', textDecoration: 'underline' });

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={panel} aria-labelledby={id}>
      <h2 id={id} className={panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Saving..., All changes saved, or the failure with a way to try again. */
function SaveState() {
  const { send } = QuoteEditorContext.useActorRef();
  const editing = QuoteEditorContext.useSelector((s) => s.matches('editing'));
  const unsaved = QuoteEditorContext.useSelector(hasUnsavedEdits);
  const failed = QuoteEditorContext.useSelector((s) => s.matches({ editing: 'failed' }));
  const failure = QuoteEditorContext.useSelector((s) => s.context.failure);
  if (failure)
    return (
      <Alert
        tone="error"
        action={
          failed ? (
            <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => send({ type: 'save.retry' })}>
              {QUOTE_LABELS.retry}
            </button>
          ) : undefined
        }
      >
        {failure.message ?? QUOTE_FAILURES[failure.during]}
      </Alert>
    );
  if (!editing) return null;
  return (
    <p role="status" className={css({ color: 'fg.muted', fontSize: 'sm' })}>
      {unsaved ? QUOTE_LABELS.saving : QUOTE_LABELS.saved}
    </p>
  );
}

function Actions() {
  const { send } = QuoteEditorContext.useActorRef();
  const editing = QuoteEditorContext.useSelector((s) => s.matches('editing'));
  const sending = QuoteEditorContext.useSelector((s) => s.matches('sending'));
  const canSend = QuoteEditorContext.useSelector((s) => s.can({ type: 'quote.send' }));
  const sent = QuoteEditorContext.useSelector(
    (s) => s.matches('sent') || s.matches('confirmingWithdraw') || s.matches('revising') || s.matches('withdrawing'),
  );
  const revising = QuoteEditorContext.useSelector((s) => s.matches('revising'));
  const confirming = QuoteEditorContext.useSelector((s) => s.matches('confirmingWithdraw') || s.matches('withdrawing'));
  const withdrawing = QuoteEditorContext.useSelector((s) => s.matches('withdrawing'));
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
      {editing || sending ? (
        <button
          type="button"
          className={button({ variant: 'primary' })}
          disabled={!canSend || sending}
          aria-busy={sending}
          onClick={() => send({ type: 'quote.send' })}
        >
          {sending ? QUOTE_LABELS.sending : QUOTE_LABELS.sendQuote}
        </button>
      ) : null}
      {sent ? (
        <>
          <button
            type="button"
            className={button({ variant: 'primary' })}
            disabled={revising}
            aria-busy={revising}
            onClick={() => send({ type: 'quote.revise' })}
          >
            {QUOTE_LABELS.revise}
          </button>
          <button type="button" className={button({ variant: 'secondary' })} onClick={() => send({ type: 'quote.withdraw' })}>
            {QUOTE_LABELS.withdraw}
          </button>
        </>
      ) : null}
      <Dialog.ModalDialog
        title={QUOTE_LABELS.withdrawTitle}
        busy={withdrawing}
        open={confirming}
        onOpenChange={(d) => (d.open ? undefined : send({ type: 'withdraw.cancel' }))}
        role="alertdialog"
      >
        <Dialog.Description>{QUOTE_LABELS.withdrawText}</Dialog.Description>
        <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '3', mt: '4' })}>
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            disabled={withdrawing}
            onClick={() => send({ type: 'withdraw.cancel' })}
          >
            {QUOTE_LABELS.cancel}
          </button>
          <button
            type="button"
            className={button({ variant: 'primary' })}
            disabled={withdrawing}
            aria-busy={withdrawing}
            onClick={() => send({ type: 'withdraw.confirm' })}
          >
            {QUOTE_LABELS.withdrawConfirm}
          </button>
        </div>
      </Dialog.ModalDialog>
    </div>
  );
}

function QuoteEditorView({ quote }: { quote: QuoteDetail }) {
  const editing = QuoteEditorContext.useSelector((s) => s.matches('editing') || s.matches('sending'));
  const current = quote.versions.at(-1);
  return (
    <div className={pageClass}>
      <div className={pageHeader}>
        <div>
          <p className={css({ textStyle: 'eyebrow', color: 'fg.accent' })}>Quote</p>
          <h1 className={pageTitle}>{quote.number}</h1>
          <p className={css({ display: 'flex', gap: '3', alignItems: 'center', mt: '2' })}>
            <QuoteStatusChip status={quote.status} />
            <span>Version {quote.version}</span>
          </p>
        </div>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
          <Link to="/app/quotes" className={button({ variant: 'secondary' })}>
            All quotes
          </Link>
          {quote.sentVersion !== null ? (
            <a href={quotePdfUrl(quote.id)} download={`${quote.number}.pdf`} className={button({ variant: 'secondary' })}>
              Download PDF
            </a>
          ) : null}
        </div>
      </div>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '3fr 2fr' }, gap: '6', alignItems: 'start' })}>
        <div className={css({ display: 'grid', gap: '6', minW: '0' })}>
          <SaveState />
          {editing ? (
            <QuoteLinesEditor serverLines={quote.lines} customerPricing={quote.customerPricing} />
          ) : (
            <Panel id="quote-sent-lines" title={current ? `Version ${current.version} as sent` : 'Lines'}>
              <QuoteLinesTable lines={quote.lines} totals={quote} caption={`Lines of ${quote.number}`} />
              {quote.note ? <p>{quote.note}</p> : null}
            </Panel>
          )}
          <Actions />
          {quote.shapes && quote.shapes.length > 0 ? (
            <Panel id="quote-plan" title="Deck plan">
              <SentDeckPlan shapes={quote.shapes} />
            </Panel>
          ) : null}
        </div>
        <div className={css({ display: 'grid', gap: '6', minW: '0' })}>
          <Panel id="quote-customer" title="Customer">
            <dl className={dl}>
              <dt>Name</dt>
              <dd>{quote.customerName}</dd>
              <dt>Email</dt>
              <dd className={css({ overflowWrap: 'anywhere' })}>{quote.customerEmail}</dd>
              {quote.customerPhone ? (
                <>
                  <dt>Phone</dt>
                  <dd>{quote.customerPhone}</dd>
                </>
              ) : null}
              {quote.customerSuburb ? (
                <>
                  <dt>Suburb</dt>
                  <dd>{quote.customerSuburb}</dd>
                </>
              ) : null}
              {quote.customerPricing ? (
                <>
                  <dt>Trade account</dt>
                  <dd>
                    {quote.customerPricing.company} ({PRICE_TIER_LABELS[quote.customerPricing.tier]} prices)
                  </dd>
                </>
              ) : null}
              {quote.lead ? (
                <>
                  <dt>Lead</dt>
                  <dd>
                    <Link to={leadPath(quote.lead.id)} className={link}>
                      {quote.lead.name}
                    </Link>
                  </dd>
                </>
              ) : null}
              <dt>Sent</dt>
              <dd>{quote.sentAt ? formatDateTime(quote.sentAt) : 'Not yet'}</dd>
              <dt>Viewed</dt>
              <dd>{quote.viewedAt ? formatDateTime(quote.viewedAt) : 'Not yet'}</dd>
              {quote.validUntil ? (
                <>
                  <dt>Valid until</dt>
                  <dd>{formatDate(quote.validUntil)}</dd>
                </>
              ) : null}
              {quote.order ? (
                <>
                  <dt>Order</dt>
                  <dd>
                    <Link to={orderPath(quote.order.id)} className={link}>
                      {quote.order.reference}
                    </Link>
                  </dd>
                </>
              ) : null}
            </dl>
          </Panel>
          <Panel id="quote-changes" title="Change requests">
            {quote.changeRequests.length === 0 ? (
              <p className={css({ color: 'fg.muted' })}>No change requests.</p>
            ) : (
              <ul className={css({ listStyle: 'none', p: '0', m: '0', display: 'grid', gap: '3' })}>
                {quote.changeRequests.map((c) => (
                  <li key={c.id}>
                    <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                      {formatDateTime(c.createdAt)} · on version {c.version}
                    </p>
                    <p className={css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}>{c.message}</p>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          <Panel id="quote-versions" title="Versions">
            {quote.versions.length === 0 ? (
              <p className={css({ color: 'fg.muted' })}>Not sent yet.</p>
            ) : (
              quote.versions.map((v) => (
                <details key={v.version}>
                  <summary>
                    Version {v.version} · sent {formatDateTime(v.sentAt)}
                    {v.sentBy ? ` by ${v.sentBy}` : ''} · {formatCents(v.totalCents)}
                  </summary>
                  <div className={css({ mt: '3', display: 'grid', gap: '2' })}>
                    <QuoteLinesTable lines={v.lines} totals={v} caption={`Version ${v.version}`} />
                    <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>Valid until {formatDate(v.validUntil)}</p>
                    {v.note ? <p className={css({ whiteSpace: 'pre-wrap' })}>{v.note}</p> : null}
                  </div>
                </details>
              ))
            )}
          </Panel>
        </div>
      </div>
    </div>
  );
}

export function QuoteEditorPage() {
  const { id = '' } = useParams();
  const quote = useQuote(id);
  const client = useApiClient();
  const qc = useQueryClient();
  const logic = useMemo(() => quoteEditorLogic(client, qc, id), [client, qc, id]);
  usePageMeta(quote.data ? `${quote.data.number} · Quotes` : 'Quote', 'A quote: its lines, versions and the customer’s answers.');
  if (quote.isPending) return <Spinner label="Loading quote" />;
  if (quote.isError) {
    const notFound = quote.error instanceof ApiError && (quote.error.status === 404 || quote.error.status === 400);
    return (
      <div className={pageClass}>
        <Alert tone="error">{notFound ? QUOTE_MESSAGES.notFound : messageOr(quote.error, QUOTE_LABELS.loadFailed)}</Alert>
        <div className={css({ mt: '4' })}>
          <Link to="/app/quotes" className={button({ variant: 'secondary', size: 'sm' })}>
            All quotes
          </Link>
        </div>
      </div>
    );
  }
  // The machine starts from the quote as loaded; later refreshes update the page around it.
  const input = { quoteId: quote.data.id, status: quote.data.status, draft: draftOf(quote.data) };
  return (
    <QuoteEditorContext.Provider key={quote.data.id} logic={logic} options={{ input }}>
      <QuoteEditorView quote={quote.data} />
    </QuoteEditorContext.Provider>
  );
}

// /quote/{token}: the customer's quote, without sign-in
// (docs/product.md#quotes). The company block, the quote's number and version (marked revised from version 2), its
// lines, totals, validity and note, the deck plan when it came from a drawing; Accept quote (delivery or
// pickup and the preferred date in the wizard's own delivery fields, by its rules, the wizard's purchase order / job reference,
// required when the customer's company requires one, the terms) and Request
// changes. Refusals (unknown link, expired, withdrawn, revised, accepted already) say so plainly. The
// publicQuote machine runs the flow; like the /deck/ share pages it renders in the browser.
import { createActorContext } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { fromPromise } from 'xstate';
import { css, cx } from 'styled-system/css';
import { actionRow, button } from 'styled-system/recipes';
import { publicQuoteMachine, type AcceptField, type QuoteRefusal } from '../../../../machines/publicQuote.machine';
import { COMPANY } from '../../../domain/constants';
import { formatDate } from '../../../domain/dates';
import { PO_LABEL } from '../../../domain/purchaseOrder';
import { QUOTE_MESSAGES } from '../../../domain/quotes';
import type { PublicQuote } from '../../../domain/schemas/quotes';
import { acceptPublicQuote, fetchPublicQuote, fetchQuoteDays, requestQuoteChanges } from '../../api/quotes';
import { Alert } from '../../components/Alert';
import { Container } from '../../components/Container';
import { availabilityAsks, lineAvailability } from '../../../domain/stock';
import { useAvailability } from '../../api/availability';
import { QuoteLinesTable } from '../../components/QuoteLinesTable';
import { useHydrated } from '../../hooks/useHydrated';
import { CheckboxField } from '../../components/form/CheckboxField';
import { TextField } from '../../components/form/TextField';
import { Spinner } from '../../components/Spinner';
import { usePageMeta } from '../../hooks/usePageMeta';
import { getInspect } from '../../inspect';
import { SentDeckPlan } from '../../components/SentDeckPlan';
import { DeliveryFields } from '../../portal/wizard/steps/DeliveryFields';

const appPublicQuoteMachine = publicQuoteMachine.provide({
  actors: {
    loadQuote: fromPromise(({ input, signal }) => fetchPublicQuote(input.token, signal)),
    acceptQuote: fromPromise(({ input }) => acceptPublicQuote(input.token, input.acceptance)),
    requestChanges: fromPromise(({ input }) => requestQuoteChanges(input.token, input.message)),
    loadDays: fromPromise(({ input, signal }) => fetchQuoteDays(input, signal)),
  },
});

const PublicQuoteContext = createActorContext(appPublicQuoteMachine, { inspect: getInspect() });

const REFUSALS: Record<QuoteRefusal, string> = {
  unknown: QUOTE_MESSAGES.linkNotValid,
  expired: QUOTE_MESSAGES.expired,
  withdrawn: QUOTE_MESSAGES.withdrawn,
  accepted: QUOTE_MESSAGES.alreadyAccepted,
  superseded: QUOTE_MESSAGES.superseded,
  refused: QUOTE_MESSAGES.notOpen,
};

const LABELS = {
  accept: 'Accept quote',
  accepting: 'Accepting...',
  requestChanges: 'Request changes',
  sendRequest: 'Send request',
  sendingRequest: 'Sending...',
  cancel: 'Cancel',
  retry: 'Try again',
  loadFailed: 'Failed to load the quote. Please try again.',
  acceptFailed: 'Failed to accept the quote. Please try again.',
  changesFailed: 'Failed to send your request. Please try again.',
  changesSent: 'Thank you. Your request has been sent to our team, who will be in touch.',
  changesLabel: 'What would you like changed?',
  terms: 'I accept the terms and conditions',
  acceptTermsMessage: QUOTE_MESSAGES.acceptTerms,
} as const;

const panel = css({ bg: 'bg.surface', borderRadius: 'card', borderWidth: '1px', borderColor: 'border.default', p: { base: '4', md: '6' } });
function QuoteDocument({ quote }: { quote: PublicQuote }) {
  // docs/product.md#stock-and-samples: each catalogue line's label at its quantity, once the page is live.
  const availability = useAvailability(availabilityAsks(quote.lines), useHydrated());
  return (
    <article className={cx(panel, css({ display: 'grid', gap: '5' }))} aria-labelledby="quote-title">
      <div className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '4' })}>
        <address className={css({ fontStyle: 'normal', fontSize: 'sm', lineHeight: '1.6' })} aria-label="Company">
          <strong>{COMPANY.legalName}</strong>
          <br />
          ABN {COMPANY.abn}
          <br />
          {COMPANY.address}
          <br />
          {COMPANY.phone} · {COMPANY.email}
        </address>
        <div className={css({ textAlign: { base: 'left', sm: 'right' } })}>
          <h1 id="quote-title" className={css({ textStyle: 'h2' })}>
            Quote {quote.number}
          </h1>
          <p>
            Version {quote.version}
            {quote.revised ? <span className={css({ ml: '2', fontWeight: '700', color: 'fg.accent' })}>Revised</span> : null}
          </p>
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>For {quote.customerName}</p>
          <p className={css({ fontSize: 'sm' })}>Valid until {formatDate(quote.validUntil)}</p>
        </div>
      </div>
      <QuoteLinesTable
        lines={quote.lines}
        totals={quote}
        caption="Quote lines"
        totalsLabel="Totals"
        availabilityOf={(line) => lineAvailability(availability, { itemId: line.itemId, quantity: line.quantity })?.label}
      />
      {quote.note ? (
        <section aria-label="Note from Boardwalk">
          <p className={css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}>{quote.note}</p>
        </section>
      ) : null}
      {quote.shapes && quote.shapes.length > 0 ? (
        <section aria-labelledby="quote-plan-title">
          <h2 id="quote-plan-title" className={css({ textStyle: 'h3', mb: '3' })}>
            Your deck plan
          </h2>
          <SentDeckPlan shapes={quote.shapes} />
        </section>
      ) : null}
    </article>
  );
}

/** Moves focus to the control of the field a refused submit is about. */
function focusField(form: HTMLFormElement | null, field: AcceptField) {
  form?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
}

function AcceptForm() {
  const actor = PublicQuoteContext.useActorRef();
  const { send } = actor;
  const fields = PublicQuoteContext.useSelector((s) => s.context.fields);
  const problem = PublicQuoteContext.useSelector((s) => s.context.problem);
  const failure = PublicQuoteContext.useSelector((s) => s.context.failure);
  const busy = PublicQuoteContext.useSelector((s) => s.matches({ accepting: 'submitting' }));
  const days = PublicQuoteContext.useSelector((s) => s.context.days);
  const poRequired = PublicQuoteContext.useSelector((s) => s.context.quote?.poRequired ?? false);
  const onWeeksShown = useCallback((from: string, to: string) => send({ type: 'days.show', from, to }), [send]);
  const dayMarks = useMemo(() => ({ days, onWeeksShown }), [days, onWeeksShown]);
  const form = useRef<HTMLFormElement>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'accept.submit' });
    const field = actor.getSnapshot().context.problem?.field;
    if (field) focusField(form.current, field);
  };
  const invalid = problem?.field;
  return (
    <form ref={form} onSubmit={submit} noValidate aria-labelledby="accept-title" className={cx(panel, css({ display: 'grid', gap: '5' }))}>
      <h2 id="accept-title" className={css({ textStyle: 'h3' })}>
        {LABELS.accept}
      </h2>
      <DeliveryFields
        values={fields}
        invalid={invalid === 'acceptTerms' || invalid === 'reference' ? undefined : invalid}
        onMethodChange={(method) => send({ type: 'method.select', method })}
        onFieldChange={(field, value) => send({ type: 'field.change', field, value })}
        dayMarks={dayMarks}
      />
      <TextField
        label={PO_LABEL}
        name="reference"
        value={fields.reference}
        required={poRequired}
        invalid={invalid === 'reference'}
        onChange={(value) => send({ type: 'field.change', field: 'reference', value })}
      />
      <CheckboxField
        name="acceptTerms"
        required
        invalid={invalid === 'acceptTerms'}
        checked={fields.acceptTerms}
        onChange={(checked) => send({ type: 'terms.toggle', checked })}
        label={
          <>
            I accept the{' '}
            <Link to="/terms" target="_blank" className={css({ color: 'fg.link', textDecoration: 'underline' })}>
              terms and conditions
            </Link>
          </>
        }
      />
      {problem ? <Alert tone="error">{problem.message ?? LABELS.acceptTermsMessage}</Alert> : null}
      {failure ? <Alert tone="error">{failure.message ?? LABELS.acceptFailed}</Alert> : null}
      <div className={actionRow()}>
        <button type="submit" className={button({ variant: 'primary' })} disabled={busy} aria-busy={busy}>
          {busy ? LABELS.accepting : LABELS.accept}
        </button>
        <button type="button" className={button({ variant: 'secondary' })} disabled={busy} onClick={() => send({ type: 'accept.cancel' })}>
          {LABELS.cancel}
        </button>
      </div>
    </form>
  );
}

function ChangesForm() {
  const { send } = PublicQuoteContext.useActorRef();
  const message = PublicQuoteContext.useSelector((s) => s.context.changesMessage);
  const failure = PublicQuoteContext.useSelector((s) => s.context.failure);
  const busy = PublicQuoteContext.useSelector((s) => s.matches({ requestingChanges: 'submitting' }));
  const canSend = PublicQuoteContext.useSelector((s) => s.can({ type: 'changes.submit' }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'changes.submit' });
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="changes-title" className={cx(panel, css({ display: 'grid', gap: '4' }))}>
      <h2 id="changes-title" className={css({ textStyle: 'h3' })}>
        {LABELS.requestChanges}
      </h2>
      <TextField
        label={LABELS.changesLabel}
        name="message"
        multiline
        required
        value={message}
        onChange={(value) => send({ type: 'changes.change', value })}
      />
      {failure ? <Alert tone="error">{failure.message ?? LABELS.changesFailed}</Alert> : null}
      <div className={actionRow()}>
        <button type="submit" className={button({ variant: 'primary' })} disabled={busy || !canSend} aria-busy={busy}>
          {busy ? LABELS.sendingRequest : LABELS.sendRequest}
        </button>
        <button type="button" className={button({ variant: 'secondary' })} disabled={busy} onClick={() => send({ type: 'changes.cancel' })}>
          {LABELS.cancel}
        </button>
      </div>
    </form>
  );
}

/**
 * A confirmation stands where the customer pressed (docs/product.md#quotes): in place of the form they
 * sent, below the quote, brought into view and focused so a screen reader reads it out.
 */
function Confirmation({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={ref} tabIndex={-1} className={css({ outline: 'none' })}>
      {children}
    </div>
  );
}

function PublicQuoteView() {
  const { send } = PublicQuoteContext.useActorRef();
  const quote = PublicQuoteContext.useSelector((s) => s.context.quote);
  const loading = PublicQuoteContext.useSelector((s) => s.matches('loading'));
  const loadFailed = PublicQuoteContext.useSelector((s) => s.matches('loadFailed'));
  const viewing = PublicQuoteContext.useSelector((s) => s.matches('viewing'));
  const accepting = PublicQuoteContext.useSelector((s) => s.matches('accepting'));
  const requesting = PublicQuoteContext.useSelector((s) => s.matches('requestingChanges'));
  const accepted = PublicQuoteContext.useSelector((s) => s.matches('accepted'));
  const refusal = PublicQuoteContext.useSelector((s) => s.context.refusal);
  const order = PublicQuoteContext.useSelector((s) => s.context.order);
  const changesSent = PublicQuoteContext.useSelector((s) => s.context.changesSent);
  usePageMeta(quote ? `Quote ${quote.number}` : 'Your quote', 'Your quote from Boardwalk Composite Decking.');
  if (loading) return <Spinner label="Loading quote" />;
  if (loadFailed)
    return (
      <Alert
        tone="error"
        action={
          <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => send({ type: 'load.retry' })}>
            {LABELS.retry}
          </button>
        }
      >
        {LABELS.loadFailed}
      </Alert>
    );
  const orderReference = order?.orderReference ?? quote?.order?.reference;
  return (
    <div className={css({ display: 'grid', gap: '6' })}>
      {refusal ? (
        <Alert tone="error" title={refusal.message ?? REFUSALS[refusal.reason]}>
          {orderReference ? `Order reference: ${orderReference}` : null}
        </Alert>
      ) : null}
      {quote ? <QuoteDocument quote={quote} /> : null}
      {accepted && orderReference ? (
        <Confirmation>
          <Alert tone="success" title="Thank you, your quote is accepted.">
            Your order reference is <strong>{orderReference}</strong>. We have e-mailed you the details.
          </Alert>
        </Confirmation>
      ) : null}
      {changesSent ? (
        <Confirmation>
          <Alert tone="success">{LABELS.changesSent}</Alert>
        </Confirmation>
      ) : null}
      {viewing ? (
        <div className={actionRow()}>
          <button type="button" className={button({ variant: 'primary', size: 'lg' })} onClick={() => send({ type: 'accept.open' })}>
            {LABELS.accept}
          </button>
          <button type="button" className={button({ variant: 'secondary', size: 'lg' })} onClick={() => send({ type: 'changes.open' })}>
            {LABELS.requestChanges}
          </button>
        </div>
      ) : null}
      {accepting ? <AcceptForm /> : null}
      {requesting ? <ChangesForm /> : null}
    </div>
  );
}

export function PublicQuotePage() {
  const { token = '' } = useParams();
  return (
    <Container className={css({ py: { base: '6', md: '12' }, maxW: '56rem' })}>
      <PublicQuoteContext.Provider key={token} options={{ input: { token } }}>
        <PublicQuoteView />
      </PublicQuoteContext.Provider>
    </Container>
  );
}

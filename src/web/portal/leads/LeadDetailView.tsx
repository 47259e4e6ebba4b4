// One lead for staff (docs/product.md#leads): every field the person sent, readable; for a
// quote the deck plan, the area, the plan's figures (its board layout) then the quick estimate (the
// browser's and the server's figures side by side), under the names every place showing figures uses, and the colours;
// the Status control (machines/leadStatus.machine.ts, run by the page), the status history, internal
// notes, a reply link and the e-mails sent about the lead with their delivery state. Pure view.
import { Fragment, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { button, fieldLabel, input } from 'styled-system/recipes';
import { brandDisplayName, QUOTE_COLOR_STEPS } from '../../../domain/catalogue';
import { CONTACT_PROJECT_TYPES, CONTACT_TIMELINES, PROJECT_TIMEFRAMES } from '../../../domain/constants';
import { formatDateTime } from '../../../domain/dates';
import { formatSquareMetres } from '../../../domain/designFigures';
import { FIGURE_SET_NAMES, MATERIALS_AND_PRICES, NO_PLAN_FIGURES } from '../../../domain/figureSets';
import { layoutFigureRows, materialLineName } from '../../../domain/layoutFigures';
import { formatCents } from '../../../domain/money';
import { choiceLabel, yesNo } from '../../../domain/leadTexts';
import { LEAD_STATUSES, leadStatusLabel, type LeadStatus } from '../../../domain/leads';
import {
  leadNoteCreate,
  type EnquiryLeadDetail,
  type LeadDetail,
  type NotificationSummary,
  type QuoteLeadDetail,
} from '../../../domain/schemas/leadsInbox';
import { Alert } from '../../components/Alert';
import { ColorSwatch } from '../../components/ColorSwatch';
import { SelectField } from '../../components/form/SelectField';
import { SentEmails } from '../SentEmails';
import { DetailSection } from '../DetailSection';
import { actionsRow, dl, pageClass, pageHeader, pageTitle, table, tableWrap } from '../styles';
import { SentDeckPlan } from '../../components/SentDeckPlan';
import { LeadStatusChip } from './LeadStatusChip';

export interface LeadStatusControl {
  /** The status the control shows (the one being saved while busy). */
  value: LeadStatus;
  busy: boolean;
  /** Confirmation once saved. */
  message: string | undefined;
  error: string | undefined;
  onSelect: (status: LeadStatus) => void;
}

export interface LeadNoteControl {
  busy: boolean;
  /** The server's refusal of the last note, if any. */
  error: string | undefined;
  /** Resolves once the note is stored (the box then empties); rejects when it was refused. */
  onAdd: (text: string) => Promise<unknown>;
}

export interface LeadDetailViewProps {
  lead: LeadDetail;
  status: LeadStatusControl;
  note: LeadNoteControl;
  /** More header actions (the page's Prepare quote). */
  actions?: ReactNode;
}

const listReset = css({ listStyle: 'none', p: '0', m: '0', display: 'grid', gap: '3' });
const meta = css({ fontSize: 'sm', color: 'fg.muted' });

/** A colour step as the quote dialog names it ('WoodEvo HOME'), whichever key the lead carries. */
function colourStepLabel(step: string): string {
  return QUOTE_COLOR_STEPS.find((s) => s.step === step || s.selectedKey === step || s.label === step)?.label ?? step;
}

function replyHref(lead: LeadDetail): string {
  const subject = lead.kind === 'quote' ? 'Your Boardwalk quote request' : 'Your enquiry to Boardwalk';
  return `mailto:${encodeURIComponent(lead.email)}?subject=${encodeURIComponent(subject)}`;
}

function QuoteFields({ lead }: { lead: QuoteLeadDetail }) {
  return (
    <>
      <dt>Suburb</dt>
      <dd>{lead.suburb}</dd>
      <dt>Project start timeframe</dt>
      <dd>{choiceLabel(PROJECT_TIMEFRAMES, lead.projectTimeframe)}</dd>
      <dt>Needs an installer</dt>
      <dd>{yesNo(lead.needInstaller)}</dd>
      <dt>Deck area</dt>
      <dd>{formatSquareMetres(lead.deckAreaSqMeters)}</dd>
      <dt>Sent from</dt>
      <dd>{lead.variant === 'calculator' ? 'Deck calculator' : 'Quote form'}</dd>
      {lead.calculationDetails ? (
        <>
          <dt>Calculation details</dt>
          <dd>{lead.calculationDetails}</dd>
        </>
      ) : null}
    </>
  );
}

function EnquiryFields({ lead }: { lead: EnquiryLeadDetail }) {
  return (
    <>
      <dt>Project type</dt>
      <dd>{choiceLabel(CONTACT_PROJECT_TYPES, lead.projectType)}</dd>
      <dt>Timeline</dt>
      <dd>{choiceLabel(CONTACT_TIMELINES, lead.timeline)}</dd>
      <dt>Newsletter</dt>
      <dd>{yesNo(lead.newsletter)}</dd>
      <dt>Message</dt>
      <dd>{lead.message || '—'}</dd>
    </>
  );
}

const figure = (n: number | null) => (n === null ? '—' : String(n));
const brandText = (brand: string | null | undefined) => (brand ? brandDisplayName(brand) : '—');

function QuoteSections({ lead }: { lead: QuoteLeadDetail }) {
  const rows: [string, string, string][] = [
    ['Boards', figure(lead.browserFigures.boardsRequired), figure(lead.serverFigures.boardsRequired)],
    ['Clip boxes', figure(lead.browserFigures.clipBoxesNeeded), figure(lead.serverFigures.clipBoxesNeeded)],
    ['Brand', brandText(lead.browserFigures.boardBrand), brandText(lead.serverFigures.boardBrand)],
  ];
  return (
    <>
      <DetailSection id="lead-plan-heading" title="Deck plan">
        {lead.design ? <p className={css({ mb: '3', fontWeight: '600' })}>Design: {lead.design.name}</p> : null}
        {lead.shapes.length > 0 ? (
          <SentDeckPlan shapes={lead.shapes} />
        ) : (
          <p className={css({ color: 'fg.muted' })}>No shapes were sent with this quote.</p>
        )}
        <p className={css({ mt: '3', fontWeight: '600' })}>Area: {formatSquareMetres(lead.deckAreaSqMeters)}</p>
      </DetailSection>
      <DetailSection id="lead-plan-figures-heading" title={FIGURE_SET_NAMES.plan}>
        {lead.layout ? (
          <dl className={dl}>
            {layoutFigureRows(lead.layout).map((r) => (
              <Fragment key={r.key}>
                <dt>{r.label}</dt>
                <dd>{r.value}</dd>
              </Fragment>
            ))}
          </dl>
        ) : (
          <p className={meta}>{NO_PLAN_FIGURES}</p>
        )}
      </DetailSection>
      {lead.materials ? (
        <DetailSection id="lead-materials-heading" title={MATERIALS_AND_PRICES}>
          <div className={tableWrap}>
            <table className={table}>
              <caption className={css({ srOnly: true })}>Every line and the total the customer saw</caption>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Qty</th>
                  <th scope="col">Unit price</th>
                  <th scope="col">Line total</th>
                </tr>
              </thead>
              <tbody>
                {lead.materials.lines.map((l) => (
                  <tr key={l.itemId}>
                    <th scope="row">{materialLineName(l)}</th>
                    <td>{l.quantity}</td>
                    <td>{formatCents(l.unitPriceCents)}</td>
                    <td>{formatCents(l.lineTotalCents)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={3}>
                    Total (inc GST)
                  </th>
                  <td data-testid="lead-materials-total">{formatCents(lead.materials.totals.totalCents)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </DetailSection>
      ) : null}
      <DetailSection id="lead-figures-heading" title={FIGURE_SET_NAMES.estimate}>
        <div className={tableWrap}>
          <table className={table}>
            <caption className={css({ srOnly: true })}>The browser&apos;s figures beside the server&apos;s own</caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className={css({ srOnly: true })}>Figure</span>
                </th>
                <th scope="col">Sent by the browser</th>
                <th scope="col">Server&apos;s figures</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(([label, browser, server]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{browser}</td>
                  <td>{server}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </DetailSection>
      <DetailSection id="lead-colours-heading" title="Colours chosen">
        {lead.colours.length === 0 ? (
          <p className={meta}>No colours were chosen.</p>
        ) : (
          <ul className={listReset}>
            {lead.colours.map((c) => (
              <li key={c.step} className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
                <span className={css({ fontWeight: '600', minW: '10rem' })}>{colourStepLabel(c.step)}</span>
                <ColorSwatch color={c.name} size={24} showLabel />
              </li>
            ))}
          </ul>
        )}
      </DetailSection>
    </>
  );
}

function StatusSection({ lead, status }: { lead: LeadDetail; status: LeadStatusControl }) {
  return (
    <DetailSection id="lead-status-heading" title="Status">
      <SelectField
        label="Status"
        name="status"
        items={LEAD_STATUSES}
        value={status.value}
        onChange={(v) => status.onSelect(v as LeadStatus)}
        disabled={status.busy}
      />
      <div className={css({ mt: '3' })} aria-live="polite">
        {status.message ? <p className={css({ fontSize: 'sm', color: 'tone.successFg', fontWeight: '600' })}>{status.message}</p> : null}
      </div>
      {status.error ? <Alert tone="error">{status.error}</Alert> : null}
      <h3 className={css({ fontWeight: '700', mt: '5', mb: '2' })}>History</h3>
      <ol className={listReset} aria-label="Status history">
        {lead.history.map((h, i) => (
          <li key={`${h.changedAt}-${i}`} data-testid="status-history-entry">
            <LeadStatusChip status={h.toStatus} />{' '}
            <span className={meta}>
              {h.fromStatus === null ? 'Received' : `from ${leadStatusLabel(h.fromStatus)}, by ${h.changedBy ?? 'unknown'}`}
              {' · '}
              {formatDateTime(h.changedAt)}
            </span>
          </li>
        ))}
      </ol>
    </DetailSection>
  );
}

function NoteForm({ note }: { note: LeadNoteControl }) {
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The API's own schema, so the browser refuses exactly what the server would (an empty note, an overlong one).
    const parsed = leadNoteCreate.safeParse({ text });
    if (!parsed.success) {
      setRefusal(parsed.error.issues[0]?.message);
      return;
    }
    setRefusal(undefined);
    note.onAdd(parsed.data.text).then(
      () => setText(''),
      () => undefined, // the page shows the server's message
    );
  };
  const error = refusal ?? note.error;
  return (
    <form onSubmit={submit} noValidate className={css({ display: 'grid', gap: '3' })}>
      <label htmlFor="lead-note" className={fieldLabel()}>
        Add note
      </label>
      <textarea
        id="lead-note"
        className={input()}
        rows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'lead-note-error' : undefined}
      />
      {error ? (
        <p id="lead-note-error" role="alert" className={css({ color: 'tone.errorFg', fontSize: 'sm' })}>
          {error}
        </p>
      ) : null}
      <div>
        <button type="submit" className={button({ variant: 'primary' })} disabled={note.busy} aria-busy={note.busy}>
          Add note
        </button>
      </div>
    </form>
  );
}

function NotesSection({ lead, note }: { lead: LeadDetail; note: LeadNoteControl }) {
  return (
    <DetailSection id="lead-notes-heading" title="Internal notes">
      {lead.notes.length === 0 ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted', mb: '4' })}>No notes yet.</p>
      ) : (
        <ul className={css({ listStyle: 'none', p: '0', m: '0', mb: '5', display: 'grid', gap: '4' })} aria-label="Notes">
          {lead.notes.map((n) => (
            <li key={n.id} data-testid="lead-note" className={css({ borderLeftWidth: '3px', borderColor: 'border.strong', pl: '3' })}>
              <p className={css({ whiteSpace: 'pre-line', wordBreak: 'break-word' })}>{n.text}</p>
              <p className={meta}>
                {n.author} · {formatDateTime(n.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <NoteForm note={note} />
    </DetailSection>
  );
}

function EmailsSection({ emails }: { emails: readonly NotificationSummary[] }) {
  return (
    <DetailSection id="lead-emails-heading" title="E-mails">
      <SentEmails emails={emails} empty="No e-mails about this lead yet." />
    </DetailSection>
  );
}

export function LeadDetailView({ lead, status, note, actions }: LeadDetailViewProps) {
  return (
    <div className={pageClass}>
      <div className={pageHeader}>
        <div>
          <p className={css({ textStyle: 'eyebrow', color: 'fg.accent' })}>{lead.kind === 'quote' ? 'Quote request' : 'Enquiry'}</p>
          <h1 className={pageTitle}>{lead.name}</h1>
        </div>
        <div className={actionsRow}>
          <Link to={lead.kind === 'quote' ? '/app/leads' : '/app/leads?kind=enquiry'} className={button({ variant: 'secondary' })}>
            All leads
          </Link>
          <a href={replyHref(lead)} className={button({ variant: 'primary' })}>
            Reply by email
          </a>
          {actions}
        </div>
      </div>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '3fr 2fr' }, gap: '6', alignItems: 'start' })}>
        <div className={css({ display: 'grid', gap: '6', minW: '0' })}>
          <DetailSection id="lead-fields-heading" title="What they sent">
            <dl className={dl}>
              <dt>Received</dt>
              <dd>{formatDateTime(lead.receivedAt)}</dd>
              <dt>Name</dt>
              <dd>{lead.name}</dd>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${encodeURIComponent(lead.email)}`} className={css({ color: 'fg.link', wordBreak: 'break-all' })}>
                  {lead.email}
                </a>
              </dd>
              <dt>Phone</dt>
              <dd>{lead.phone}</dd>
              {lead.kind === 'quote' ? <QuoteFields lead={lead} /> : <EnquiryFields lead={lead} />}
            </dl>
          </DetailSection>
          {lead.kind === 'quote' ? <QuoteSections lead={lead} /> : null}
        </div>
        <div className={css({ display: 'grid', gap: '6', minW: '0' })}>
          <StatusSection lead={lead} status={status} />
          <NotesSection lead={lead} note={note} />
          <EmailsSection emails={lead.emails} />
        </div>
      </div>
    </div>
  );
}

// The inbox list (docs/product.md#leads): newest first, each row with when it arrived
// (Melbourne time), who sent it, their suburb (quotes) or project type (enquiries), its status, and for
// quotes the deck area and boards. The name is a real link to the lead; a click anywhere on the row
// opens it too.
import { Link } from 'react-router';
import { css, cx } from 'styled-system/css';
import { CONTACT_PROJECT_TYPES } from '../../../domain/constants';
import { formatDateTime } from '../../../domain/dates';
import { formatSquareMetres } from '../../../domain/designFigures';
import { choiceLabel, LEAD_MESSAGES } from '../../../domain/leadTexts';
import type { LeadKind } from '../../../domain/leads';
import type { LeadSummary } from '../../../domain/schemas/leadsInbox';
import { QueryStatus } from '../../components/QueryStatus';
import { EmptyState } from '../EmptyState';
import { clickableRow, rowLink, table, tableWrap } from '../styles';
import { LeadStatusChip } from './LeadStatusChip';

export type LeadsState =
  { status: 'pending' } | { status: 'error'; message: string } | { status: 'success'; leads: readonly LeadSummary[] };

export const leadPath = (id: string) => `/app/leads/${encodeURIComponent(id)}`;

export const nowrap = css({ whiteSpace: 'nowrap' });
// On a phone each row becomes a card of labelled lines (the cell's data-label), so the list never
// scrolls sideways and every column stays readable.
export const stacked = css({
  mdDown: {
    '& thead': { srOnly: true },
    '& tbody tr': { display: 'grid', px: '4', py: '3', borderBottomWidth: '1px', borderColor: 'border.default' },
    '& tbody tr:last-child': { borderBottomWidth: '0' },
    '& tbody td': { display: 'flex', gap: '3', alignItems: 'baseline', border: 'none', px: '0', py: '1', whiteSpace: 'normal' },
    '& tbody td::before': { content: 'attr(data-label)', fontWeight: '600', color: 'fg.muted', minW: '6.5rem', flexShrink: '0' },
  },
});

export interface LeadsTableProps {
  kind: LeadKind;
  state: LeadsState;
  onOpen: (id: string) => void;
}

export function LeadsTable({ kind, state, onOpen }: LeadsTableProps) {
  if (state.status !== 'success') return <QueryStatus state={state} loading="Loading leads" />;
  if (state.leads.length === 0) {
    return <EmptyState text={kind === 'quote' ? LEAD_MESSAGES.noQuotes : LEAD_MESSAGES.noEnquiries} />;
  }
  const quotes = kind === 'quote';
  return (
    <div className={tableWrap}>
      <table className={cx(table, stacked)}>
        <caption className={css({ srOnly: true })}>{quotes ? 'Quote requests, newest first' : 'Enquiries, newest first'}</caption>
        <thead>
          <tr>
            <th scope="col">Received</th>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Phone</th>
            <th scope="col">{quotes ? 'Suburb' : 'Project type'}</th>
            <th scope="col">Status</th>
            {quotes ? (
              <>
                <th scope="col">Deck area</th>
                <th scope="col">Boards</th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {state.leads.map((lead) => (
            <tr key={lead.id} className={clickableRow} onClick={() => onOpen(lead.id)} data-testid="lead-row">
              <td className={nowrap} data-label="Received">
                {formatDateTime(lead.receivedAt)}
              </td>
              <td data-label="Name">
                <Link to={leadPath(lead.id)} className={rowLink} onClick={(e) => e.stopPropagation()}>
                  {lead.name}
                </Link>
              </td>
              <td className={css({ overflowWrap: 'anywhere' })} data-label="Email">
                {lead.email}
              </td>
              <td className={nowrap} data-label="Phone">
                {lead.phone}
              </td>
              <td data-label={quotes ? 'Suburb' : 'Project type'}>
                {quotes ? (lead.suburb ?? '—') : choiceLabel(CONTACT_PROJECT_TYPES, lead.projectType)}
              </td>
              <td data-label="Status">
                <LeadStatusChip status={lead.status} />
              </td>
              {quotes ? (
                <>
                  <td className={nowrap} data-label="Deck area">
                    {formatSquareMetres(lead.deckAreaSqMeters)}
                  </td>
                  <td data-label="Boards">{lead.boardsRequired ?? '—'}</td>
                </>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

// The inbox list (DESIGN.md "Beyond the spec: Leads"): newest first, each row with when it arrived
// (Melbourne time), who sent it, their suburb (quotes) or project type (enquiries), its status, and for
// quotes the deck area and boards. The name is a real link to the lead; a click anywhere on the row
// opens it too.
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { CONTACT_PROJECT_TYPES } from '../../../domain/constants';
import { formatDateTime } from '../../../domain/dates';
import { choiceLabel, formatSquareMetres, LEAD_MESSAGES } from '../../../domain/leadTexts';
import type { LeadKind } from '../../../domain/leads';
import type { LeadSummary } from '../../../domain/schemas/leadsInbox';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { clickableRow, emptyBox, table, tableWrap } from '../styles';
import { LeadStatusChip } from './LeadStatusChip';

export type LeadsState =
  { status: 'pending' } | { status: 'error'; message: string } | { status: 'success'; leads: readonly LeadSummary[] };

export const leadPath = (id: string) => `/app/leads/${encodeURIComponent(id)}`;

const nameLink = css({ fontWeight: '600', color: 'fg.default', textDecoration: 'underline', textUnderlineOffset: '2px' });
const nowrap = css({ whiteSpace: 'nowrap' });

export interface LeadsTableProps {
  kind: LeadKind;
  state: LeadsState;
  onOpen: (id: string) => void;
}

export function LeadsTable({ kind, state, onOpen }: LeadsTableProps) {
  if (state.status === 'pending') return <Spinner label="Loading leads" />;
  if (state.status === 'error') return <Alert tone="error">{state.message}</Alert>;
  if (state.leads.length === 0) {
    return (
      <div className={emptyBox}>
        <p>{kind === 'quote' ? LEAD_MESSAGES.noQuotes : LEAD_MESSAGES.noEnquiries}</p>
      </div>
    );
  }
  const quotes = kind === 'quote';
  return (
    <div className={tableWrap}>
      <table className={table}>
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
              <td className={nowrap}>{formatDateTime(lead.receivedAt)}</td>
              <td>
                <Link to={leadPath(lead.id)} className={nameLink} onClick={(e) => e.stopPropagation()}>
                  {lead.name}
                </Link>
              </td>
              <td className={css({ wordBreak: 'break-all' })}>{lead.email}</td>
              <td className={nowrap}>{lead.phone}</td>
              <td>{quotes ? (lead.suburb ?? '—') : choiceLabel(CONTACT_PROJECT_TYPES, lead.projectType)}</td>
              <td>
                <LeadStatusChip status={lead.status} />
              </td>
              {quotes ? (
                <>
                  <td className={nowrap}>{formatSquareMetres(lead.deckAreaSqMeters)}</td>
                  <td>{lead.boardsRequired ?? '—'}</td>
                </>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

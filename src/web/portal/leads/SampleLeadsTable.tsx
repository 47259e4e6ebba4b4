// The inbox's Sample requests tab (docs/product.md#leads): newest first, each row with when it arrived
// (Melbourne time), who asked, the colours, the postal address and whether the samples were posted. The
// name is a real link to the request; a click anywhere on the row opens it too.
import { Link } from 'react-router';
import { css, cx } from 'styled-system/css';
import { formatDateTime } from '../../../domain/dates';
import { LEAD_MESSAGES } from '../../../domain/leadTexts';
import { postalAddress, sampleColourName } from '../../../domain/samples';
import type { SampleLeadSummary } from '../../../domain/schemas/leadsInbox';
import { QueryStatus } from '../../components/QueryStatus';
import { EmptyState } from '../EmptyState';
import { clickableRow, rowLink, table, tableWrap } from '../styles';
import { leadPath, nowrap, stacked } from './LeadsTable';
import { SampleStatusChip } from './SampleStatusChip';

export type SampleLeadsState =
  { status: 'pending' } | { status: 'error'; message: string } | { status: 'success'; leads: readonly SampleLeadSummary[] };

const list = css({ listStyle: 'none', p: '0', m: '0' });

export function SampleLeadsTable({ state, onOpen }: { state: SampleLeadsState; onOpen: (id: string) => void }) {
  if (state.status !== 'success') return <QueryStatus state={state} loading="Loading sample requests" />;
  if (state.leads.length === 0) return <EmptyState text={LEAD_MESSAGES.noSamples} />;
  return (
    <div className={tableWrap}>
      <table className={cx(table, stacked)}>
        <caption className={css({ srOnly: true })}>Sample requests, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Received</th>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Colours</th>
            <th scope="col">Post to</th>
            <th scope="col">Status</th>
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
              <td data-label="Colours">
                <ul className={list}>
                  {lead.colours.map((c) => (
                    <li key={c.itemId}>{sampleColourName(c)}</li>
                  ))}
                </ul>
              </td>
              <td data-label="Post to">{postalAddress(lead)}</td>
              <td data-label="Status">
                <SampleStatusChip status={lead.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

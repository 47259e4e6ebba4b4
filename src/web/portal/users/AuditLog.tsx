// The users page's Audit log (docs/product.md#accounts): every admin action, newest
// first: when, who, what, whom and the detail (e.g. installer -> admin).
import { AUDIT_ACTION_LABELS } from '../../../domain/accountForms';
import { formatDateTime } from '../../../domain/dates';
import type { AuditEntry } from '../../../domain/schemas/users';
import { QueryStatus } from '../../components/QueryStatus';
import { ScrollableTable } from '../ScrollableTable';
import { EmptyState } from '../EmptyState';

export type AuditState = { status: 'pending' } | { status: 'error'; message: string } | { status: 'success'; entries: AuditEntry[] };

export function AuditLog({ state }: { state: AuditState }) {
  if (state.status !== 'success') return <QueryStatus state={state} loading="Loading the audit log" />;
  if (state.entries.length === 0) return <EmptyState text="No admin actions yet." />;
  return (
    <ScrollableTable label="Audit log">
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Admin</th>
          <th scope="col">Action</th>
          <th scope="col">User</th>
          <th scope="col">Detail</th>
        </tr>
      </thead>
      <tbody>
        {state.entries.map((e) => (
          <tr key={e.id}>
            <td>{formatDateTime(e.at)}</td>
            <td>{e.actor}</td>
            <td>{AUDIT_ACTION_LABELS[e.action]}</td>
            <td>{e.target}</td>
            <td>{e.detail}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

// The users table (docs/product.md#accounts): Email, Role, State, Last sign-in (Melbourne
// time, Never), Created, and each row's actions: Resend invitation (invited users), Change role (an Ark
// UI Menu), Disable / Enable. The server decides the last-admin and yourself rules; their refusals are
// shown by the page.
import { Portal } from '@ark-ui/react/portal';
import { css } from 'styled-system/css';
import { badge, button } from 'styled-system/recipes';
import { ROLE_OPTIONS, roleLabel, userActions, userStateLabel } from '../../../domain/accountForms';
import type { UserRole } from '../../../domain/constants';
import { formatDateTime } from '../../../domain/dates';
import type { UserSummary } from '../../../domain/schemas/users';
import { QueryStatus } from '../../components/QueryStatus';
import * as Menu from '../../components/ui/menu';
import { ScrollableTable } from '../ScrollableTable';
import { EmptyState } from '../EmptyState';

export type UsersState = { status: 'pending' } | { status: 'error'; message: string } | { status: 'success'; users: UserSummary[] };

export interface UserRowActions {
  onResend: (user: UserSummary) => void;
  onChangeRole: (user: UserSummary, role: UserRole) => void;
  /** Disable asks first (the page's confirm step); Enable acts at once. */
  onDisable: (user: UserSummary) => void;
  onEnable: (user: UserSummary) => void;
}

// Literal recipe calls, so Panda's static extraction generates every tone's styles.
const STATE_CHIP: Record<UserSummary['state'], string> = {
  active: badge({ tone: 'success' }),
  invited: badge({ tone: 'info' }),
  disabled: badge({ tone: 'neutral' }),
};
const actionsCell = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });
const smallButton = button({ variant: 'secondary', size: 'sm' });

function RoleMenu({ user, disabled, onChange }: { user: UserSummary; disabled: boolean; onChange: (role: UserRole) => void }) {
  return (
    <Menu.Root lazyMount unmountOnExit onSelect={(d) => onChange(d.value as UserRole)}>
      <Menu.ButtonTrigger className={smallButton} disabled={disabled}>
        Change role
      </Menu.ButtonTrigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {ROLE_OPTIONS.filter((o) => o.value !== user.role).map((o) => (
              <Menu.Item key={o.value} value={o.value}>
                Make {o.label.toLowerCase()}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

export function UsersTable({
  state,
  busyId,
  actions,
}: {
  state: UsersState;
  /** The user whose change is on its way: their actions wait. */
  busyId: string | null;
  actions: UserRowActions;
}) {
  if (state.status !== 'success') return <QueryStatus state={state} loading="Loading users" />;
  if (state.users.length === 0) return <EmptyState text="No users match that search." />;
  return (
    <ScrollableTable label="Users">
      <thead>
        <tr>
          <th scope="col">Email</th>
          <th scope="col">Role</th>
          <th scope="col">State</th>
          <th scope="col">Last sign-in</th>
          <th scope="col">Created</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {state.users.map((u) => {
          const busy = busyId === u.id;
          return (
            <tr key={u.id} aria-busy={busy}>
              <td className={css({ fontWeight: '500' })}>{u.email}</td>
              <td>{roleLabel(u.role)}</td>
              <td>
                <span className={STATE_CHIP[u.state]}>{userStateLabel(u.state)}</span>
              </td>
              <td>{u.lastSignInAt ? formatDateTime(u.lastSignInAt) : 'Never'}</td>
              <td>{formatDateTime(u.createdAt)}</td>
              <td>
                <div className={actionsCell}>
                  {userActions(u.state).resendInvitation ? (
                    <button type="button" className={smallButton} disabled={busy} onClick={() => actions.onResend(u)}>
                      Resend invitation
                    </button>
                  ) : null}
                  <RoleMenu user={u} disabled={busy} onChange={(role) => actions.onChangeRole(u, role)} />
                  {userActions(u.state).access === 'enable' ? (
                    <button type="button" className={smallButton} disabled={busy} onClick={() => actions.onEnable(u)}>
                      Enable
                    </button>
                  ) : (
                    <button type="button" className={smallButton} disabled={busy} onClick={() => actions.onDisable(u)}>
                      Disable
                    </button>
                  )}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollableTable>
  );
}

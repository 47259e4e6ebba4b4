// /app/users (docs/product.md#accounts; admins only, behind AdminOnly): the users with a
// Search box and Load more paging, Invite user (the inviteUser machine's dialog), each row's Resend
// invitation, Change role and Disable (after a confirm step) / Enable, the server's refusals (the last
// active admin, yourself) as messages, and the Audit log of every admin action, newest first.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { css } from 'styled-system/css';
import { button, fieldLabel, input, sectionTitle } from 'styled-system/recipes';
import { messageOr } from '../../../../machines/errors';
import { inviteUserMachine } from '../../../../machines/inviteUser.machine';
import { ACCOUNT_FALLBACKS, roleLabel } from '../../../domain/accountForms';
import { invitationCreate, type UserSummary } from '../../../domain/schemas/users';
import { useApiClient } from '../../api/ApiClientContext';
import type { ApiClient } from '../../api/client';
import { itemsOf } from '../../api/cursorPages';
import { queryState } from '../../api/queryState';
import {
  inviteUser,
  onUsersChanged,
  useAuditPages,
  useResendInvitation,
  useUpdateUser,
  useUserPages,
  type UserChange,
} from '../../api/users';
import { Alert, type AlertTone } from '../../components/Alert';
import { LoadMore } from '../../components/LoadMore';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { usePageMeta } from '../../hooks/usePageMeta';
import { SEARCH_DEBOUNCE_MS } from '../StatusSearchFilters';
import { PageHeader } from '../PageHeader';
import { pageClass } from '../styles';
import { AuditLog, type AuditState } from './AuditLog';
import { ConfirmDisableDialog } from './ConfirmDisableDialog';
import { InviteUserDialog } from './InviteUserDialog';
import { InviteUserContext } from './inviteUserActor';
import { UsersTable, type UserRowActions, type UsersState } from './UsersTable';

const LIST_LOAD_FAILED = 'Failed to load users';
const AUDIT_LOAD_FAILED = 'Failed to load the audit log';

/** The dialog's machine with the app's calls, built once per query client and API client. */
function appInviteUserMachine(qc: QueryClient, client: ApiClient) {
  return inviteUserMachine.provide({
    actors: {
      sendInvite: fromPromise(async ({ input }) => {
        const user = await inviteUser(client, invitationCreate.parse(input));
        return { email: user.email, role: user.role, invited: true };
      }),
    },
    actions: { invited: () => void onUsersChanged(qc) },
  });
}

/** What a finished change says (success) or the server's refusal (error). */
interface Notice {
  tone: AlertTone;
  text: string;
}

function changeSaid(user: UserSummary, change: UserChange): string {
  if ('role' in change) return `${user.email} is now ${roleLabel(change.role).toLowerCase()}`;
  return `${user.email} is ${change.disabled ? 'disabled' : 'enabled'}`;
}

function useRowActions(setNotice: (n: Notice) => void) {
  const update = useUpdateUser();
  const resend = useResendInvitation();
  const [confirming, setConfirming] = useState<UserSummary | null>(null);
  const change = (user: UserSummary, body: UserChange) =>
    update.mutate(body, {
      onSuccess: () => setNotice({ tone: 'success', text: changeSaid(user, body) }),
      onError: (error) => setNotice({ tone: 'error', text: messageOr(error, ACCOUNT_FALLBACKS.userUpdateFailed) }),
    });
  const actions: UserRowActions = {
    onResend: (user) =>
      resend.mutate(user, {
        onSuccess: () => setNotice({ tone: 'success', text: `Invitation sent again to ${user.email}` }),
        onError: (error) => setNotice({ tone: 'error', text: messageOr(error, ACCOUNT_FALLBACKS.resendFailed) }),
      }),
    onChangeRole: (user, role) => change(user, { id: user.id, role }),
    onDisable: setConfirming,
    onEnable: (user) => change(user, { id: user.id, disabled: false }),
  };
  const confirmDisable = (user: UserSummary) => {
    setConfirming(null);
    change(user, { id: user.id, disabled: true });
  };
  const busyId = update.isPending ? update.variables.id : resend.isPending ? resend.variables.id : null;
  return { actions, busyId, confirming, confirmDisable, cancelDisable: () => setConfirming(null) };
}

export function UsersPage() {
  const qc = useQueryClient();
  const client = useApiClient();
  const machine = useMemo(() => appInviteUserMachine(qc, client), [qc, client]);
  return (
    <InviteUserContext.Provider logic={machine}>
      <Users />
    </InviteUserContext.Provider>
  );
}

function Users() {
  usePageMeta('Users', 'Invite and manage the portal users.');
  const invite = InviteUserContext.useActorRef();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const users = useUserPages(q);
  const audit = useAuditPages();
  const [notice, setNotice] = useState<Notice | null>(null);
  const rows = useRowActions(setNotice);

  const usersState: UsersState = queryState(users, (data) => ({ users: itemsOf(data) }), LIST_LOAD_FAILED);
  const auditState: AuditState = queryState(audit, (data) => ({ entries: itemsOf(data) }), AUDIT_LOAD_FAILED);

  return (
    <div className={pageClass}>
      <PageHeader
        title="Users"
        actions={
          <button type="button" className={button({ variant: 'primary' })} onClick={() => invite.send({ type: 'dialog.open' })}>
            Invite user
          </button>
        }
      />
      <div className={css({ maxW: '24rem', mb: '5' })}>
        <label htmlFor="user-search" className={fieldLabel()}>
          Search
        </label>
        <input
          id="user-search"
          type="search"
          className={input()}
          value={search}
          placeholder="Email"
          autoComplete="off"
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {/* Polite live region: a change's outcome is announced where it is shown. */}
      <div role="status" className={css({ mb: notice ? '4' : '0' })}>
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      </div>
      <UsersTable state={usersState} busyId={rows.busyId} actions={rows.actions} />
      <LoadMore query={users} label="Load more" space={4} />
      <section aria-labelledby="audit-heading" className={css({ mt: '12' })}>
        <h2 id="audit-heading" className={sectionTitle()}>
          Audit log
        </h2>
        <AuditLog state={auditState} />
        <LoadMore query={audit} label="Load more entries" space={4} />
      </section>
      <InviteUserDialog />
      <ConfirmDisableDialog user={rows.confirming} onConfirm={rows.confirmDisable} onCancel={rows.cancelDisable} />
    </div>
  );
}

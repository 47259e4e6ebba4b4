// The invited person's invitations (docs/product.md#trade-accounts): each pending invitation to join a
// trade company names the company, the role and who sent it, with Accept and Decline; nothing is shared
// and they are not a member until they accept. The companyInvitations machine sends the answer.
import { createActorContext } from '@xstate/react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { fromPromise } from 'xstate';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { companyInvitationsMachine, isAnswering } from '../../../../machines/companyInvitations.machine';
import { invitationAnsweredText } from '../../../domain/companyMembers';
import type { MyInvitation } from '../../../domain/schemas/companyInvitations';
import { COMPANY_ROLE_LABELS } from '../../../domain/schemas/trade';
import { formatDate } from '../../../domain/dates';
import { useApiClient } from '../../api/ApiClientContext';
import type { ApiClient } from '../../api/client';
import { queryState } from '../../api/queryState';
import { acceptInvitation, declineInvitation, onMembersChanged, useMyInvitations } from '../../api/tradeAccounts';
import { Alert } from '../../components/Alert';
import { QueryStatus } from '../../components/QueryStatus';
import { usePageMeta } from '../../hooks/usePageMeta';
import { getInspect } from '../../inspect';
import { pageClass, pageHeader, pageTitle } from '../styles';

const LOAD_FAILED = 'Failed to load your invitations';
const InvitationsContext = createActorContext(companyInvitationsMachine, { inspect: getInspect() });
const card = css({ display: 'grid', gap: '3', p: '4', borderWidth: '1px', borderColor: 'border.default', rounded: 'md', bg: 'bg.default' });
const actionsRow = css({ display: 'flex', flexWrap: 'wrap', gap: '3' });

/** The machine with the app's calls; an answer refreshes the invitations, the account and the members. */
function appInvitationsMachine(qc: QueryClient, client: ApiClient) {
  return companyInvitationsMachine.provide({
    actors: {
      acceptInvitation: fromPromise(({ input }) => acceptInvitation(client, input)),
      declineInvitation: fromPromise(({ input }) => declineInvitation(client, input)),
    },
    actions: { invitationsChanged: () => void onMembersChanged(qc) },
  });
}

function InvitationCard({ invitation }: { invitation: MyInvitation }) {
  const actor = InvitationsContext.useActorRef();
  const busy = InvitationsContext.useSelector(isAnswering);
  const company = invitation.company.name;
  const headingId = `invitation-${invitation.id}`;
  const choice = { id: invitation.id, company };
  return (
    <article aria-labelledby={headingId} className={card}>
      <h2 id={headingId} className={css({ textStyle: 'h3' })}>
        {company}
      </h2>
      <p>
        {invitation.invitedBy} invited you to join {company} as {COMPANY_ROLE_LABELS[invitation.role]}. Its members see the company&apos;s
        orders and invoices, yours included. Open until {formatDate(invitation.expiresAt)}.
      </p>
      <div className={actionsRow}>
        <button
          type="button"
          className={button({ variant: 'primary' })}
          disabled={busy}
          onClick={() => actor.send({ type: 'invitation.accept', invitation: choice })}
        >
          Accept and join {company}
        </button>
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          disabled={busy}
          onClick={() => actor.send({ type: 'invitation.decline', invitation: choice })}
        >
          Decline {company}&apos;s invitation
        </button>
      </div>
    </article>
  );
}

function Invitations({ invitations }: { invitations: MyInvitation[] }) {
  const answered = InvitationsContext.useSelector((s) => s.context.answered);
  const error = InvitationsContext.useSelector((s) => s.context.error);
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <div role="status">
        {answered ? (
          <Alert tone="success">
            {invitationAnsweredText(answered)}
            {answered.kind === 'accepted' ? (
              <>
                {' '}
                <Link to="/app/account">See your account</Link>
              </>
            ) : null}
          </Alert>
        ) : null}
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {invitations.length === 0 ? <p>You have no invitations waiting.</p> : null}
      {invitations.map((invitation) => (
        <InvitationCard key={invitation.id} invitation={invitation} />
      ))}
    </div>
  );
}

export function InvitationsPage() {
  usePageMeta('Invitations', 'Invitations to join a trade company: accept or decline each.');
  const qc = useQueryClient();
  const client = useApiClient();
  const machine = useMemo(() => appInvitationsMachine(qc, client), [qc, client]);
  const invitations = useMyInvitations();
  const state = queryState(invitations, (data) => ({ invitations: data }), LOAD_FAILED);
  return (
    <div className={pageClass}>
      <div className={pageHeader}>
        <h1 className={pageTitle}>Invitations</h1>
      </div>
      <InvitationsContext.Provider logic={machine}>
        {state.status === 'success' ? (
          <Invitations invitations={state.invitations} />
        ) : (
          <QueryStatus state={state} loading="Loading your invitations" />
        )}
      </InvitationsContext.Provider>
    </div>
  );
}

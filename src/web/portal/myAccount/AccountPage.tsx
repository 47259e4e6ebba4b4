// /app/account (docs/product.md#trade-accounts), for every signed-in user: their details; for a trade
// company's member the company (name, ABN, terms, credit limit), its members (owners invite and remove
// them through the companyMembers machine); for customers the balance owing and overdue, the invoices and
// Download statement. Staff have no account of their own to owe on, so they see their details only.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { fromPromise } from 'xstate';
import { css } from 'styled-system/css';
import { companyMembersMachine } from '../../../../machines/companyMembers.machine';
import { inviteColleagueMachine } from '../../../../machines/inviteColleague.machine';
import { roleLabel } from '../../../domain/accountForms';
import { INVITATIONS_PATH, pendingInvitationsText } from '../../../domain/companyMembers';
import type { UserRole } from '../../../domain/constants';
import { formatMoney } from '../../../domain/format';
import { PAYMENT_TERMS_LABELS } from '../../../domain/paymentTerms';
import { COMPANY_ROLE_LABELS, memberAdd, type MyAccount } from '../../../domain/schemas/trade';
import { PRICE_TIER_LABELS } from '../../../domain/tradePricing';
import { useApiClient } from '../../api/ApiClientContext';
import { Alert } from '../../components/Alert';
import type { ApiClient } from '../../api/client';
import { queryState } from '../../api/queryState';
import {
  addMember,
  cancelInvitation,
  onMembersChanged,
  removeMember,
  useCompanyInvitations,
  useMyAccount,
  useMyInvitations,
} from '../../api/tradeAccounts';
import { QueryStatus } from '../../components/QueryStatus';
import { usePageMeta } from '../../hooks/usePageMeta';
import { isAdmin } from '../permissions';
import { dl, pageClass, pageHeader, pageTitle } from '../styles';
import { AccountInvoices } from './AccountInvoices';
import { CompanyMembers } from './CompanyMembers';
import { CompanyMembersContext } from './companyMembersActor';

const LOAD_FAILED = 'Failed to load your account';
const sectionClass = css({ mt: '10', display: 'grid', gap: '4' });
const sectionTitle = css({ textStyle: 'h3' });

/** The members machine with the app's calls, built once per query client and API client. */
function appCompanyMembersMachine(qc: QueryClient, client: ApiClient) {
  return companyMembersMachine.provide({
    actors: {
      invite: inviteColleagueMachine.provide({
        actors: {
          // The members actor gives its invite child the company's account.
          sendInvite: fromPromise(async ({ input }) => {
            const { invitation } = await addMember(client, { accountId: input.accountId ?? '', ...memberAdd.parse(input) });
            return { email: invitation.email, role: invitation.role, invited: true };
          }),
        },
        actions: { invited: () => void onMembersChanged(qc) },
      }),
      removeMember: fromPromise(async ({ input }) => void (await removeMember(client, input))),
      cancelInvitation: fromPromise(async ({ input }) => void (await cancelInvitation(client, input))),
    },
    actions: { membersChanged: () => void onMembersChanged(qc) },
  });
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={sectionClass}>
      <h2 id={id} className={sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function CompanySections({ account }: { account: MyAccount }) {
  const qc = useQueryClient();
  const client = useApiClient();
  const machine = useMemo(() => appCompanyMembersMachine(qc, client), [qc, client]);
  const company = account.company!;
  const invitations = useCompanyInvitations(company.id);
  return (
    <>
      <Section id="company-heading" title="Company">
        <dl className={dl}>
          <dt>Company name</dt>
          <dd>{company.name}</dd>
          <dt>ABN</dt>
          <dd>{company.abn || 'Not recorded'}</dd>
          <dt>Payment terms</dt>
          <dd>{PAYMENT_TERMS_LABELS[company.terms]}</dd>
          <dt>Credit limit</dt>
          <dd>{formatMoney(company.creditLimitDollars)}</dd>
          <dt>Price tier</dt>
          <dd>{PRICE_TIER_LABELS[company.tier]}</dd>
        </dl>
      </Section>
      <Section id="members-heading" title="Members">
        <CompanyMembersContext.Provider logic={machine} options={{ input: { accountId: company.id } }}>
          <CompanyMembers members={account.members} invitations={invitations.data ?? []} manage={account.companyRole === 'owner'} />
        </CompanyMembersContext.Provider>
      </Section>
    </>
  );
}

/** Invitations to join a company waiting for this person's answer, with the way to answer them. */
function PendingInvitationsNotice() {
  const pending = useMyInvitations().data ?? [];
  return pending.length === 0 ? null : (
    <Alert tone="info">
      {pendingInvitationsText(pending)} <Link to={INVITATIONS_PATH}>See your invitations</Link>
    </Alert>
  );
}

function AccountView({ account }: { account: MyAccount }) {
  const { user, company, companyRole } = account;
  return (
    <>
      <PendingInvitationsNotice />
      <Section id="details-heading" title="Your details">
        <dl className={dl}>
          <dt>Email</dt>
          <dd>{user.email}</dd>
          <dt>Role</dt>
          <dd>{roleLabel(user.role as UserRole)}</dd>
          {company && companyRole ? (
            <>
              <dt>Company role</dt>
              <dd>{COMPANY_ROLE_LABELS[companyRole]}</dd>
            </>
          ) : null}
        </dl>
      </Section>
      {company ? <CompanySections account={account} /> : null}
      {isAdmin(user) ? null : (
        <Section id="invoices-heading" title="Invoices">
          <AccountInvoices balance={account.balance} company={company !== null} />
        </Section>
      )}
    </>
  );
}

export function AccountPage() {
  usePageMeta('Account', 'Your details, your company, its members, invoices and statements.');
  const account = useMyAccount();
  const state = queryState(account, (data) => ({ account: data }), LOAD_FAILED);
  return (
    <div className={pageClass}>
      <div className={pageHeader}>
        <h1 className={pageTitle}>Account</h1>
      </div>
      {state.status === 'success' ? <AccountView account={state.account} /> : <QueryStatus state={state} loading="Loading your account" />}
    </div>
  );
}

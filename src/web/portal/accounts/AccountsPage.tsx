// /app/accounts (docs/product.md#trade-accounts; admins only, behind AdminOnly): the trade companies, a form
// to create or edit one (company name, ABN, billing email, phone, saved delivery addresses, price tier,
// payment terms, credit limit, PO required), and the chosen company's members (Owner or Buyer): add an
// existing user or invite a new one by e-mail, or remove one. The server's refusals are shown as said.
import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { messageOr } from '../../../../machines/errors';
import { formatMoney } from '../../../domain/format';
import { ADDRESS_LABELS } from '../../../domain/addressLabels';
import { PAYMENT_TERMS_LABELS } from '../../../domain/paymentTerms';
import { COMPANY_ROLE_OPTIONS, memberAddedText } from '../../../domain/companyMembers';
import { COMPANY_ROLE_LABELS, type CompanyRole, type TradeAccount } from '../../../domain/schemas/trade';
import {
  accountPayload,
  draftOf,
  EMPTY_ACCOUNT_DRAFT,
  TERMS_OPTIONS,
  TIER_OPTIONS,
  type AccountFormField,
  type TradeAccountDraft,
} from '../../../domain/tradeAccountForm';
import { PRICE_TIER_LABELS } from '../../../domain/tradePricing';
import { useAddMember, useCompanyMembers, useRemoveMember, useSaveTradeAccount, useTradeAccounts } from '../../api/tradeAccounts';
import { queryState, type QueryState } from '../../api/queryState';
import { Alert } from '../../components/Alert';
import { CheckboxField } from '../../components/form/CheckboxField';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { QueryStatus } from '../../components/QueryStatus';
import { usePageMeta } from '../../hooks/usePageMeta';
import { ScrollableTable } from '../ScrollableTable';
import { PageHeader } from '../PageHeader';
import { EmptyState } from '../EmptyState';
import { actionsRow, pageClass, table, tableWrap } from '../styles';

const LIST_FAILED = 'Failed to load trade accounts';
const SAVE_FAILED = 'Could not save the trade account';
const MEMBER_FAILED = 'Could not change the members';
const formGrid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, alignItems: 'start' });
const section = css({ mt: '10', display: 'grid', gap: '4' });
const sectionTitle = css({ textStyle: 'h3' });
const smallButton = button({ variant: 'secondary', size: 'sm' });

type AccountsState = QueryState<{ accounts: TradeAccount[] }>;

function AccountsTable({ state, onEdit }: { state: AccountsState; onEdit: (a: TradeAccount) => void }) {
  if (state.status !== 'success') return <QueryStatus state={state} loading="Loading trade accounts" />;
  const { accounts } = state;
  if (accounts.length === 0) return <EmptyState text="No trade accounts yet." />;
  return (
    <ScrollableTable label="Trade accounts">
      <thead>
        <tr>
          <th scope="col">Company</th>
          <th scope="col">ABN</th>
          <th scope="col">Price tier</th>
          <th scope="col">Payment terms</th>
          <th scope="col">Credit limit</th>
          <th scope="col">PO required</th>
          <th scope="col">Members</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {accounts.map((a) => (
          <tr key={a.id}>
            <td className={css({ fontWeight: '500' })}>{a.name}</td>
            <td>{a.abn}</td>
            <td>{PRICE_TIER_LABELS[a.tier]}</td>
            <td>{PAYMENT_TERMS_LABELS[a.terms]}</td>
            <td>{formatMoney(a.creditLimitDollars)}</td>
            <td>{a.poRequired ? 'Yes' : 'No'}</td>
            <td>{a.memberCount}</td>
            <td>
              <button type="button" className={smallButton} aria-label={`Edit ${a.name}`} onClick={() => onEdit(a)}>
                Edit
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

function AddressRows({ draft, set, disabled }: { draft: TradeAccountDraft; set: (d: TradeAccountDraft) => void; disabled: boolean }) {
  const change = (i: number, field: 'name' | 'street' | 'cityPostcode', value: string) =>
    set({ ...draft, addresses: draft.addresses.map((a, j) => (j === i ? { ...a, [field]: value } : a)) });
  return (
    <fieldset className={css({ gridColumn: '1 / -1', display: 'grid', gap: '3' })}>
      <legend className={css({ fontWeight: '600', mb: '2' })}>Saved delivery addresses</legend>
      {draft.addresses.map((a, i) => (
        <div
          key={i}
          className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: '1fr 2fr 1fr auto' }, alignItems: 'end' })}
        >
          <TextField
            label={ADDRESS_LABELS.name}
            name={`address-${i}-name`}
            value={a.name}
            disabled={disabled}
            onChange={(v) => change(i, 'name', v)}
          />
          <TextField
            label={ADDRESS_LABELS.street}
            name={`address-${i}-street`}
            value={a.street}
            disabled={disabled}
            onChange={(v) => change(i, 'street', v)}
          />
          <TextField
            label={ADDRESS_LABELS.cityPostcode}
            name={`address-${i}-city`}
            value={a.cityPostcode}
            disabled={disabled}
            onChange={(v) => change(i, 'cityPostcode', v)}
          />
          <button
            type="button"
            className={smallButton}
            disabled={disabled}
            aria-label={`Remove address ${a.name || i + 1}`}
            onClick={() => set({ ...draft, addresses: draft.addresses.filter((_, j) => j !== i) })}
          >
            Remove
          </button>
        </div>
      ))}
      <div>
        <button
          type="button"
          className={smallButton}
          disabled={disabled}
          onClick={() => set({ ...draft, addresses: [...draft.addresses, { name: '', street: '', cityPostcode: '' }] })}
        >
          Add address
        </button>
      </div>
    </fieldset>
  );
}

function AccountForm({ editing, onDone }: { editing: TradeAccount | null; onDone: (saved: TradeAccount) => void }) {
  const [draft, setDraft] = useState<TradeAccountDraft>(editing ? draftOf(editing) : EMPTY_ACCOUNT_DRAFT);
  const [errors, setErrors] = useState<Partial<Record<AccountFormField, string>>>({});
  const save = useSaveTradeAccount();
  const busy = save.isPending;
  const field = (name: keyof TradeAccountDraft) => (value: string) => setDraft({ ...draft, [name]: value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const payload = accountPayload(draft);
    if (!payload.ok) return setErrors(payload.errors);
    setErrors({});
    save.mutate({ id: editing?.id ?? null, input: payload.input }, { onSuccess: onDone });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className={css({ display: 'grid', gap: '4' })}
      aria-label={editing ? `Edit ${editing.name}` : 'New account'}
    >
      <div className={formGrid}>
        <TextField
          label="Company name"
          name="name"
          required
          value={draft.name}
          disabled={busy}
          invalid={!!errors.name}
          errorText={errors.name}
          onChange={field('name')}
        />
        <TextField
          label="ABN"
          name="abn"
          value={draft.abn}
          disabled={busy}
          invalid={!!errors.abn}
          errorText={errors.abn}
          inputMode="numeric"
          onChange={field('abn')}
        />
        <TextField
          label="Billing email"
          name="billingEmail"
          type="email"
          required
          autoComplete="off"
          value={draft.billingEmail}
          disabled={busy}
          invalid={!!errors.billingEmail}
          errorText={errors.billingEmail}
          onChange={field('billingEmail')}
        />
        <TextField label="Phone" name="phone" type="tel" value={draft.phone} disabled={busy} onChange={field('phone')} />
        <SelectField
          label="Price tier"
          name="tier"
          items={TIER_OPTIONS}
          value={draft.tier}
          required
          disabled={busy}
          onChange={field('tier')}
        />
        <SelectField
          label="Payment terms"
          name="terms"
          items={TERMS_OPTIONS}
          value={draft.terms}
          required
          disabled={busy}
          onChange={field('terms')}
        />
        <TextField
          label="Credit limit ($)"
          name="creditLimit"
          inputMode="numeric"
          required
          value={draft.creditLimit}
          disabled={busy}
          invalid={!!errors.creditLimitDollars}
          errorText={errors.creditLimitDollars}
          onChange={field('creditLimit')}
        />
        <CheckboxField
          name="poRequired"
          label="Purchase order number required on orders"
          checked={draft.poRequired}
          disabled={busy}
          onChange={(poRequired) => setDraft({ ...draft, poRequired })}
        />
        <AddressRows draft={draft} set={setDraft} disabled={busy} />
      </div>
      {errors.addresses ? <Alert tone="error">{errors.addresses}</Alert> : null}
      {save.isError ? <Alert tone="error">{messageOr(save.error, SAVE_FAILED)}</Alert> : null}
      <div className={actionsRow}>
        <button type="submit" className={button({ variant: 'primary' })} disabled={busy} aria-busy={busy}>
          {busy ? 'Saving...' : 'Save account'}
        </button>
      </div>
    </form>
  );
}

function MembersPanel({ account }: { account: TradeAccount }) {
  const members = useCompanyMembers(account.id);
  const membersState = queryState(members, (data) => ({ members: data }), MEMBER_FAILED);
  const add = useAddMember();
  const remove = useRemoveMember();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CompanyRole>('buyer');
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(
      { accountId: account.id, email: email.trim(), role },
      {
        onSuccess: (r) => {
          setEmail('');
          setNotice({ tone: 'success', text: memberAddedText(r.invitation) });
        },
        onError: (error) => setNotice({ tone: 'error', text: messageOr(error, MEMBER_FAILED) }),
      },
    );
  };
  return (
    <section aria-labelledby="members-heading" className={section}>
      <h2 id="members-heading" className={sectionTitle}>
        Members of {account.name}
      </h2>
      {membersState.status !== 'success' ? (
        <QueryStatus state={membersState} loading="Loading members" />
      ) : membersState.members.length === 0 ? (
        <p>No members yet.</p>
      ) : (
        <div className={tableWrap}>
          <table className={table} aria-label="Members">
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Company role</th>
                <th scope="col">State</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {membersState.members.map((m) => (
                <tr key={m.userId}>
                  <td>{m.email}</td>
                  <td>{COMPANY_ROLE_LABELS[m.role]}</td>
                  <td>{m.invited ? 'Invited' : 'Active'}</td>
                  <td>
                    <button
                      type="button"
                      className={smallButton}
                      aria-label={`Remove ${m.email}`}
                      disabled={remove.isPending}
                      onClick={() =>
                        remove.mutate(
                          { accountId: account.id, userId: m.userId },
                          { onError: (error) => setNotice({ tone: 'error', text: messageOr(error, MEMBER_FAILED) }) },
                        )
                      }
                    >
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <form onSubmit={submit} noValidate aria-label="Add member" className={css({ display: 'grid', gap: '3', maxW: '32rem' })}>
        <TextField
          label="Member email"
          name="memberEmail"
          type="email"
          required
          autoComplete="off"
          value={email}
          disabled={add.isPending}
          onChange={setEmail}
        />
        <SelectField
          label="Company role"
          name="companyRole"
          items={COMPANY_ROLE_OPTIONS}
          value={role}
          required
          disabled={add.isPending}
          onChange={(v) => setRole(v as CompanyRole)}
        />
        <div>
          <button type="submit" className={button({ variant: 'primary' })} disabled={add.isPending} aria-busy={add.isPending}>
            Add member
          </button>
        </div>
      </form>
      <div role="status">{notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}</div>
    </section>
  );
}

export function AccountsPage() {
  usePageMeta('Accounts', 'Trade accounts: companies, their prices, terms and members.');
  const accounts = useTradeAccounts();
  // null: no form open; 'new': creating; an account: editing it (its members shown below).
  const [open, setOpen] = useState<'new' | TradeAccount | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const editing = open !== null && open !== 'new' ? open : null;
  return (
    <div className={pageClass}>
      <PageHeader
        title="Accounts"
        actions={
          <button
            type="button"
            className={button({ variant: 'primary' })}
            onClick={() => {
              setSaved(null);
              setOpen('new');
            }}
          >
            New account
          </button>
        }
      />
      <div role="status">{saved ? <Alert tone="success">{saved}</Alert> : null}</div>
      <AccountsTable
        state={queryState(accounts, (data) => ({ accounts: data }), LIST_FAILED)}
        onEdit={(a) => {
          setSaved(null);
          setOpen(a);
        }}
      />
      {open !== null ? (
        <section aria-labelledby="account-form-heading" className={section}>
          <h2 id="account-form-heading" className={sectionTitle}>
            {editing ? `Edit ${editing.name}` : 'New account'}
          </h2>
          <AccountForm
            key={editing?.id ?? 'new'}
            editing={editing}
            onDone={(account) => {
              setSaved(`${account.name} saved`);
              setOpen(account);
            }}
          />
        </section>
      ) : null}
      {editing ? <MembersPanel key={editing.id} account={editing} /> : null}
    </div>
  );
}

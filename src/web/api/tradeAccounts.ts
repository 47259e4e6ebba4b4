// Trade accounts' calls (docs/product.md#trade-accounts): the companies (admins), a company's members
// (admins and its owners) and the signed-in user's own account, with what each change refreshes.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { invitationAccepted, invitationSent, myInvitationList, pendingInvitationList } from '../../domain/schemas/companyInvitations';
import { companyMemberList, tradeAccount, tradeAccountList, type CompanyRole, type TradeAccountInput } from '../../domain/schemas/trade';
import { RETAIL_PRICES, type PriceContext } from '../../domain/tradePricing';
import { fetchMyAccount, myAccountKey, pricesOf } from './account';
import { useApiClient } from './ApiClientContext';
import type { ApiClient } from './client';

export const tradeAccountKeys = {
  all: ['accounts'] as const,
  list: ['accounts', 'list'] as const,
  members: (id: string) => ['accounts', 'members', id] as const,
  invitations: (id: string) => ['accounts', 'invitations', id] as const,
  myInvitations: ['accounts', 'my-invitations'] as const,
  mine: myAccountKey,
};

export const useTradeAccounts = () => {
  const client = useApiClient();
  return useQuery({
    queryKey: tradeAccountKeys.list,
    queryFn: ({ signal }) => client.get('/accounts', { schema: tradeAccountList, signal }),
  });
};

export const useCompanyMembers = (id: string | null) => {
  const client = useApiClient();
  return useQuery({
    queryKey: tradeAccountKeys.members(id ?? ''),
    enabled: id !== null,
    queryFn: ({ signal }) => client.get(`/accounts/${encodeURIComponent(id ?? '')}/members`, { schema: companyMemberList, signal }),
  });
};

/** The company's pending invitations (its members and admins). */
export const useCompanyInvitations = (id: string | null) => {
  const client = useApiClient();
  return useQuery({
    queryKey: tradeAccountKeys.invitations(id ?? ''),
    enabled: id !== null,
    queryFn: ({ signal }) => client.get(`/accounts/${encodeURIComponent(id ?? '')}/invitations`, { schema: pendingInvitationList, signal }),
  });
};

/** The signed-in person's own pending invitations to join a company. */
export const useMyInvitations = () => {
  const client = useApiClient();
  return useQuery({
    queryKey: tradeAccountKeys.myInvitations,
    queryFn: ({ signal }) => client.get('/me/invitations', { schema: myInvitationList, signal }),
  });
};

export const useMyAccount = () => {
  const client = useApiClient();
  return useQuery({ queryKey: tradeAccountKeys.mine, queryFn: ({ signal }) => fetchMyAccount(client, signal) });
};

/** The signed-in user's prices for the wizard and the catalogue; null until known (retail if the account cannot be read). */
export const useMyPrices = (): PriceContext | null => {
  const account = useMyAccount();
  const pricing = account.data?.pricing;
  const known = useMemo(() => (pricing ? pricesOf({ pricing }) : null), [pricing]);
  return account.isError ? RETAIL_PRICES : known;
};

/** POST /api/accounts, or PUT /api/accounts/{id} when editing; refreshes every account view. */
export const useSaveTradeAccount = () => {
  const client = useApiClient();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TradeAccountInput }) =>
      id
        ? client.put(`/accounts/${encodeURIComponent(id)}`, input, { schema: tradeAccount })
        : client.post('/accounts', input, { schema: tradeAccount }),
    onSettled: () => qc.invalidateQueries({ queryKey: tradeAccountKeys.all }),
  });
};

/** POST /api/accounts/{id}/members {email, role} -> 201 {invitation}: the same answer for every address. */
export const addMember = (client: ApiClient, { accountId, email, role }: { accountId: string; email: string; role: CompanyRole }) =>
  client.post(`/accounts/${encodeURIComponent(accountId)}/members`, { email, role }, { schema: invitationSent });
/** DELETE /api/accounts/{id}/invitations/{invitationId}. */
export const cancelInvitation = (client: ApiClient, { accountId, invitationId }: { accountId: string; invitationId: string }) =>
  client.delete(`/accounts/${encodeURIComponent(accountId)}/invitations/${encodeURIComponent(invitationId)}`);
/** POST /api/me/invitations/{id}/accept -> {company, role}. */
export const acceptInvitation = (client: ApiClient, { invitationId }: { invitationId: string }) =>
  client.post(`/me/invitations/${encodeURIComponent(invitationId)}/accept`, {}, { schema: invitationAccepted });
/** POST /api/me/invitations/{id}/decline -> 204. */
export const declineInvitation = (client: ApiClient, { invitationId }: { invitationId: string }) =>
  client.post(`/me/invitations/${encodeURIComponent(invitationId)}/decline`, {}).then(() => undefined);
/** DELETE /api/accounts/{id}/members/{userId}; the server keeps the company's last owner (409). */
export const removeMember = (client: ApiClient, { accountId, userId }: { accountId: string; userId: string }) =>
  client.delete(`/accounts/${encodeURIComponent(accountId)}/members/${encodeURIComponent(userId)}`);
/** After a member change: the members, the counts and the user's own account. */
export const onMembersChanged = (qc: QueryClient): Promise<void> => qc.invalidateQueries({ queryKey: tradeAccountKeys.all });

/** Invites an address to the company; refreshes the members, the invitations and the counts. */
export const useAddMember = () => {
  const client = useApiClient();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { accountId: string; email: string; role: CompanyRole }) => addMember(client, input),
    onSettled: () => onMembersChanged(qc),
  });
};

export const useRemoveMember = () => {
  const client = useApiClient();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { accountId: string; userId: string }) => removeMember(client, input),
    onSettled: () => onMembersChanged(qc),
  });
};

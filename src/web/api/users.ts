// The users page's calls (admins only): the users page by page (GET /api/users, cursor paging as the
// orders list), the audit log the same way, an invitation, a resend and a role or disabled change.
// Every change refreshes both lists: each adds an audit entry.
import './zodConfig';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { UserRole } from '../../domain/constants';
import { user } from '../../domain/schemas/auth';
import { auditLog, userList, userSummary, type AuditEntry, type UserSummary } from '../../domain/schemas/users';
import { useApiClient } from './ApiClientContext';
import type { ApiClient } from './client';
import { fetchCursorPage, useCursorPages, type CursorPage } from './cursorPages';

export const USERS_PAGE_SIZE = 50;

/** Who is signed in (GET /users/profile, any role): the production inspector's gate (src/web/flows/builtInInspector.ts). */
export const fetchProfile = (client: ApiClient, signal?: AbortSignal) => client.get('/users/profile', { schema: user, signal });
export const AUDIT_PAGE_SIZE = 20;

export const userKeys = {
  all: ['users'] as const,
  pages: (q: string) => ['users', 'pages', q] as const,
  audit: ['users', 'audit'] as const,
};

const userPath = (id: string) => `/users/${encodeURIComponent(id)}`;

// ---- Fetchers ----
export function fetchUsersPage(
  client: ApiClient,
  q: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CursorPage<UserSummary>> {
  const params = new URLSearchParams({ limit: String(USERS_PAGE_SIZE) });
  if (q) params.set('q', q);
  return fetchCursorPage(client, '/users', params, cursor, userList, signal);
}
export function fetchAuditPage(client: ApiClient, cursor: string | null, signal?: AbortSignal): Promise<CursorPage<AuditEntry>> {
  return fetchCursorPage(client, '/users/audit-log', new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) }), cursor, auditLog, signal);
}
/** POST /api/users/invitations {email, role} -> 201 userSummary. */
export const inviteUser = (client: ApiClient, body: { email: string; role: UserRole }) =>
  client.post('/users/invitations', body, { schema: userSummary });

// ---- Hooks ----
export const useUserPages = (q: string) =>
  useCursorPages(userKeys.pages(q), (client, cursor, signal) => fetchUsersPage(client, q, cursor, signal));
export const useAuditPages = () => useCursorPages(userKeys.audit, fetchAuditPage);

// ---- What each change refreshes ----
/** After any change: the users (state, role) and the audit log (a new entry). */
export const onUsersChanged = (qc: QueryClient): Promise<void> => qc.invalidateQueries({ queryKey: userKeys.all });

export type UserChange = { id: string; role: UserRole } | { id: string; disabled: boolean };

/** PATCH /api/users/{id} {role} or {disabled}; the server refuses the last admin and yourself (409). */
export const useUpdateUser = () => {
  const client = useApiClient();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: UserChange) => client.patch(userPath(id), change, { schema: userSummary }),
    onSettled: () => onUsersChanged(qc),
  });
};

/** POST /api/users/{id}/invitation: a new link for a user who has not accepted yet. */
export const useResendInvitation = () => {
  const client = useApiClient();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (user: UserSummary) => client.post(`${userPath(user.id)}/invitation`),
    onSettled: () => onUsersChanged(qc),
  });
};

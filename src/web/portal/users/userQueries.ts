// The users page's calls (admins only): the users page by page (GET /api/users, the next cursor in the
// X-Next-Cursor header, as GET /api/orders does), the audit log the same way, an invitation, a resend
// and a role or disabled change. Every change refreshes both lists: each adds an audit entry.
import { useInfiniteQuery, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { UserRole } from '../../../domain/constants';
import { auditLog, userList, userSummary, type AuditEntry, type UserSummary } from '../../../domain/schemas/users';
import { useApiClient } from '../../api/ApiClientContext';
import type { ApiClient } from '../../api/client';

export const USERS_PAGE_SIZE = 50;
export const AUDIT_PAGE_SIZE = 20;

export const userKeys = {
  all: ['users'] as const,
  pages: (q: string) => ['users', 'pages', q] as const,
  audit: ['users', 'audit'] as const,
};

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

async function fetchPage<T>(
  client: ApiClient,
  path: string,
  params: URLSearchParams,
  schema: { parse: (v: unknown) => T[] },
  signal?: AbortSignal,
) {
  let nextCursor: string | null = null;
  const items = await client.get(`${path}?${params.toString()}`, {
    schema,
    signal,
    onResponse: (res) => {
      nextCursor = res.headers.get('x-next-cursor');
    },
  });
  return { items, nextCursor } satisfies Page<T>;
}

export function fetchUsersPage(client: ApiClient, q: string, cursor: string | null, signal?: AbortSignal): Promise<Page<UserSummary>> {
  const params = new URLSearchParams({ limit: String(USERS_PAGE_SIZE) });
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return fetchPage(client, '/users', params, userList, signal);
}

export function fetchAuditPage(client: ApiClient, cursor: string | null, signal?: AbortSignal): Promise<Page<AuditEntry>> {
  const params = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return fetchPage(client, '/users/audit-log', params, auditLog, signal);
}

export const useUserPages = (q: string) => {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey: userKeys.pages(q),
    queryFn: ({ pageParam, signal }) => fetchUsersPage(client, q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
};

export const useAuditPages = () => {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey: userKeys.audit,
    queryFn: ({ pageParam, signal }) => fetchAuditPage(client, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
};

/** POST /api/users/invitations {email, role} -> 201 userSummary. */
export const inviteUser = (client: ApiClient, body: { email: string; role: UserRole }) =>
  client.post('/users/invitations', body, { schema: userSummary });

/** After any change: the users (state, role) and the audit log (a new entry). */
export const refreshUsers = (qc: QueryClient) => qc.invalidateQueries({ queryKey: userKeys.all });

export type UserChange = { id: string; role: UserRole } | { id: string; disabled: boolean };

/** PATCH /api/users/{id} {role} or {disabled}; the server refuses the last admin and yourself (409). */
export const useUpdateUser = () => {
  const client = useApiClient();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: UserChange) => client.patch(`/users/${encodeURIComponent(id)}`, change, { schema: userSummary }),
    onSettled: () => refreshUsers(qc),
  });
};

/** POST /api/users/{id}/invitation: a new link for a user who has not accepted yet. */
export const useResendInvitation = () => {
  const client = useApiClient();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (user: UserSummary) => client.post(`/users/${encodeURIComponent(user.id)}/invitation`),
    onSettled: () => refreshUsers(qc),
  });
};

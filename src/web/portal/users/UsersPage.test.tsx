// The users page against a faked API (the server's suites cover the real one): the table as an admin
// reads it, Search and Load more asking for the right pages, Invite user, Disable only after its
// confirm step, the server's refusals (last admin) shown, and the audit log newest first.
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, type UserSummary } from '../../../domain/schemas/users';
import { createQueryClient } from '../../api/queryClient';
import { aUser, storyAudit } from './userFixtures';
import { UsersPage } from './UsersPage';

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
type Handler = (call: { method: string; url: URL; body: unknown }) => Answer | undefined;
let handler: Handler;
let calls: { method: string; url: URL; body: unknown }[];

const admin = aUser({ email: 'admin@boardwalk.example', role: 'admin' });
const client = aUser({ email: 'client@boardwalk.example' });
const invited = aUser({ email: 'new.installer@example.com', role: 'installer', state: 'invited', lastSignInAt: null });
const disabled = aUser({ email: 'former.client@example.com', state: 'disabled' });

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? 'GET',
        url: new URL(url, 'http://localhost'),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const answer = handler(call) ?? { status: 404, body: { message: 'Route not found' } };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json', ...answer.headers },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const lists =
  (users: UserSummary[], more: Handler = () => undefined): Handler =>
  (call) => {
    if (call.method === 'GET' && call.url.pathname === '/api/users') return { status: 200, body: users };
    if (call.method === 'GET' && call.url.pathname === '/api/users/audit-log') return { status: 200, body: storyAudit };
    return more(call);
  };

function show() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/app/users']}>
        <UsersPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const usersTable = () => within(screen.getByRole('table', { name: 'Users' }));
const row = (email: string) => usersTable().getByRole('cell', { name: email }).closest('tr')!;

describe('users page', () => {
  it('shows every user with role, state label, Never for no sign-in, and the actions each state allows', async () => {
    handler = lists([admin, client, invited, disabled]);
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    await waitFor(() => row(invited.email));
    const cells = (email: string) =>
      within(row(email))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(invited.email).slice(0, 4)).toEqual([invited.email, 'Installer', 'Invited', 'Never']);
    expect(cells(client.email).slice(0, 4)).toEqual([client.email, 'Client', 'Active', '24 Nov 2026, 9:15 AM']);
    expect(within(row(invited.email)).getByRole('button', { name: 'Resend invitation' })).toBeInTheDocument();
    expect(within(row(client.email)).queryByRole('button', { name: 'Resend invitation' })).toBeNull();
    expect(within(row(disabled.email)).getByRole('button', { name: 'Enable' })).toBeInTheDocument();
    expect(within(row(client.email)).getByRole('button', { name: 'Disable' })).toBeInTheDocument();
    // Audit log: who, what, whom, as the server listed them (newest first).
    const audit = within(await screen.findByRole('table', { name: 'Audit log' }));
    expect(
      audit
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual([
      expect.stringContaining('admin@boardwalk.exampleDisabledformer.client@example.com'),
      expect.stringContaining('Changed role ofinstaller@boardwalk.exampleclient -> installer'),
      expect.stringContaining('Invitednew.installer@example.com'),
    ]);
  });

  it('searches after typing pauses and pages with Load more through X-Next-Cursor', async () => {
    handler = (call) => {
      if (call.url.pathname === '/api/users' && call.url.searchParams.get('cursor') === 'next-1') return { status: 200, body: [disabled] };
      if (call.url.pathname === '/api/users') return { status: 200, body: [admin], headers: { 'x-next-cursor': 'next-1' } };
      return lists([])(call);
    };
    show();
    await waitFor(() => row(admin.email));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => row(disabled.email));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: ' former ' } });
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('q') === 'former')).toBe(true));
  });

  it('disables only after the confirm step, and shows the server refusing the last admin', async () => {
    handler = lists([admin, client], (call) => {
      if (call.method !== 'PATCH') return undefined;
      return call.url.pathname.endsWith(admin.id)
        ? { status: 409, body: { message: ACCOUNT_MESSAGES.lastAdmin } }
        : { status: 200, body: { ...client, state: 'disabled' } };
    });
    show();
    await waitFor(() => row(client.email));
    fireEvent.click(within(row(client.email)).getByRole('button', { name: 'Disable' }));
    const confirm = await screen.findByRole('alertdialog', { name: `Disable ${client.email}?` });
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText(`${client.email} is disabled`)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ disabled: true });

    fireEvent.click(within(row(admin.email)).getByRole('button', { name: 'Disable' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.lastAdmin)).toBeInTheDocument();
  });

  it('invites a user through the dialog and shows the server refusing a taken email', async () => {
    handler = lists([admin], (call) => {
      if (call.method !== 'POST' || call.url.pathname !== '/api/users/invitations') return undefined;
      const { email } = call.body as { email: string };
      return email === client.email
        ? { status: 409, body: { message: ACCOUNT_MESSAGES.emailTaken } }
        : { status: 201, body: aUser({ email, role: 'client', state: 'invited', lastSignInAt: null }) };
    });
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Invite user' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite user' }));
    fireEvent.change(dialog.getByLabelText('Email', { exact: false }), { target: { value: client.email } });
    fireEvent.click(dialog.getByRole('button', { name: 'Invite' }));
    expect(await dialog.findByText(ACCOUNT_MESSAGES.emailTaken)).toBeInTheDocument();
    fireEvent.change(dialog.getByLabelText('Email', { exact: false }), { target: { value: 'someone.new@example.com' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Invite' }));
    expect(await dialog.findByText('Invitation sent to someone.new@example.com')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname === '/api/users/invitations').map((c) => c.body)).toEqual([
      { email: client.email, role: 'client' },
      { email: 'someone.new@example.com', role: 'client' },
    ]);
  });
});

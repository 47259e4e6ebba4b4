// The one-time-link pages against a faked API (the server's own suites cover the real one): the token
// leaves the URL on load, whose invitation it is, both passwords by the API's rule, a set password
// opening the dashboard signed in, a refused link with its way forward, and forgot-password's single answer.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../domain/schemas/users';
import { clearSessionHint, hasSessionHint } from '../../auth/sessionHint';
import { AcceptInvitePage } from './AcceptInvitePage';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';

const TOKEN = 'Qm9hcmR3YWxrLWludml0YXRpb24tdG9rZW4tMjU2Yml0';
const installer = { id: 'u7', email: 'new.installer@example.com', role: 'installer' as const };

type Answer = { status: number; body?: unknown };
let answers: Record<string, Answer>;
let calls: { method: string; path: string; body: unknown }[];

beforeEach(() => {
  calls = [];
  answers = { 'POST /api/auth/session': { status: 200, body: { user: null } } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = new URL(url, 'http://localhost').pathname;
      calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[`${method} ${path}`] ?? { status: 404, body: { message: 'Route not found' } };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function show(path: string, element: React.ReactNode) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/accept-invite" element={element} />
        <Route path="/reset-password" element={element} />
        <Route path="/forgot-password" element={element} />
        <Route path="/app/dashboard" element={<h1>Dashboard</h1>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

describe('accept-invite', () => {
  it('shows whose invitation it is, without the token in the URL, and opens the dashboard once the password is set', async () => {
    answers['POST /api/auth/invitation'] = { status: 200, body: { email: installer.email, role: 'installer' } };
    answers['POST /api/auth/accept-invite'] = { status: 200, body: { user: installer } };
    show(`/accept-invite?token=${TOKEN}`, <AcceptInvitePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Set up your account' })).toBeInTheDocument();
    expect(await screen.findByTestId('account-email')).toHaveTextContent(installer.email);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/accept-invite$/);
    expect(calls.find((c) => c.path === '/api/auth/invitation')?.body).toEqual({ token: TOKEN });

    type('New password', 'correct horse battery');
    type('Confirm password', 'correct horse battery!');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getByText(ACCOUNT_MESSAGES.passwordsDiffer)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/auth/accept-invite')).toBe(false);

    type('Confirm password', 'correct horse battery');
    clearSessionHint();
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    // The profile check said "not signed in": only the auth machine's session.started can have marked this browser signed in.
    expect(hasSessionHint()).toBe(true);
    expect(calls.find((c) => c.path === '/api/auth/accept-invite')?.body).toEqual({ token: TOKEN, password: 'correct horse battery' });
  });

  it('refuses a used invitation with its message and a way to sign in', async () => {
    answers['POST /api/auth/invitation'] = { status: 400, body: { message: ACCOUNT_MESSAGES.linkUsed } };
    show(`/accept-invite?token=${TOKEN}`, <AcceptInvitePage />);
    expect(await screen.findByText(ACCOUNT_MESSAGES.linkUsed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('New password', { exact: false })).toBeNull();
  });
});

describe('reset-password', () => {
  it('refuses a link opened without a token at once', () => {
    show('/reset-password', <ResetPasswordPage />);
    expect(screen.getByText(ACCOUNT_MESSAGES.linkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('shows an expired link found on submit with Ask for a new link', async () => {
    answers['POST /api/auth/reset-password'] = { status: 400, body: { message: ACCOUNT_MESSAGES.linkExpired } };
    show(`/reset-password?token=${TOKEN}`, <ResetPasswordPage />);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/reset-password$/);
    type('New password', 'short');
    type('Confirm password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    type('New password', 'a much longer passphrase');
    type('Confirm password', 'a much longer passphrase');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.linkExpired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
  });
});

describe('forgot-password', () => {
  it('answers with the server text and sends the trimmed email', async () => {
    answers['POST /api/auth/forgot-password'] = { status: 202, body: { message: ACCOUNT_MESSAGES.forgotPasswordAnswer } };
    show('/forgot-password', <ForgotPasswordPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    type('Email', ' someone@example.com ');
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.forgotPasswordAnswer)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/forgot-password')?.body).toEqual({ email: 'someone@example.com' });
  });
});

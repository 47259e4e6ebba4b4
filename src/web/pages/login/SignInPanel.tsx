// The sign-in form driven by the auth machine. /login (LoginPage.tsx) loads it, and with it XState
// and zod, only when the server says this browser is signed in or on the first submit, never just to
// show the form.
import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import { waitFor } from 'xstate';
import { loginRedirectTarget, signInTarget } from '../../../domain/authRoutes';
import { AuthProvider, useAuthActor, useAuthStatus } from '../../auth/AuthProvider';
import { AuthActorContext, type AuthActor } from '../../auth/authActor';
import { signInLabel } from '../../auth/authView';
import { LoginView, type LoginViewProps } from './LoginView';

export interface Submission {
  email: string;
  password: string;
}

export interface SignInPanelProps {
  view: Omit<LoginViewProps, 'submitLabel' | 'busy' | 'error' | 'onSubmit'>;
  /** The remembered origin (router state `from`), if any. */
  from: string | undefined;
  /** The latest sign-in asked for on this page; null while the user has not submitted. */
  submission: Submission | null;
  onSubmit: (submission: Submission) => void;
}

/** Signs in through the auth actor, waiting out a profile check that may still be running. */
async function submitLogin(actor: AuthActor, { email, password }: Submission) {
  const settled = await waitFor(actor, (s) => !s.matches('checking'));
  if (settled.matches('unauthenticated')) actor.send({ type: 'login.submit', email, password });
}

function SignIn({ view, from, submission, onSubmit }: SignInPanelProps) {
  const actor = useAuthActor();
  const status = useAuthStatus();
  const label = AuthActorContext.useSelector((s) => signInLabel(s));
  const busy = AuthActorContext.useSelector((s) => s.matches('loggingIn') || s.matches('checking'));
  const error = AuthActorContext.useSelector((s) => s.context.error);
  const sent = useRef<Submission | null>(null);
  useEffect(() => {
    if (!submission || sent.current === submission) return;
    sent.current = submission;
    void submitLogin(actor, submission);
  }, [actor, submission]);
  // Signed in here: back to the origin, else the portal; already signed in: the origin, else / (docs/product.md#login).
  if (status === 'authenticated') return <Navigate to={submission ? signInTarget(from) : loginRedirectTarget(from)} replace />;
  const submit = (email: string, password: string) => onSubmit({ email, password });
  return <LoginView {...view} submitLabel={label} busy={busy} error={error} onSubmit={submit} />;
}

export function SignInPanel(props: SignInPanelProps) {
  return (
    <AuthProvider>
      <SignIn {...props} />
    </AuthProvider>
  );
}

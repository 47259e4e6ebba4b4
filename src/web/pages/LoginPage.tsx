// /login (spec section 2): product-named heading, or Installer Portal with its note for
// ?portal=installer; the persona's demo email prefilled; Sign In / Signing In...; the server's message
// or Login failed in a banner. A signed-in user goes back where they came from, else to /; one who
// signs in here goes back there too, else to the portal's dashboard.
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { waitFor } from 'xstate';
import { css } from 'styled-system/css';
import { loginRedirectTarget, signInTarget } from '../../domain/authRoutes';
import { DEMO_USERS, MESSAGES, PRODUCT_NAME } from '../../domain/constants';
import type { AuthActor } from '../auth/authActor';
import { loadAppAuthActor, peekAppAuthActor } from '../auth/appAuthRef';
import { authStatus, signInLabel, SIGN_IN_LABEL } from '../auth/authView';
import { hasSessionHint } from '../auth/sessionHint';
import { Container } from '../components/Container';
import { usePageMeta } from '../hooks/usePageMeta';
import { LoginView, type LoginViewProps } from './login/LoginView';

export const LOGIN_HEADING = `Sign in to ${PRODUCT_NAME}`;
export const INSTALLER_HEADING = 'Installer Portal';

function usePersona() {
  const [params] = useSearchParams();
  const installer = params.get('portal') === 'installer';
  return installer
    ? { heading: INSTALLER_HEADING, note: MESSAGES.installerPortalNote, defaultEmail: DEMO_USERS.installer }
    : { heading: LOGIN_HEADING, note: undefined, defaultEmail: DEMO_USERS.client };
}

function useFrom(): string | undefined {
  const state = useLocation().state as { from?: unknown } | null;
  return typeof state?.from === 'string' ? state.from : undefined;
}

/** Signs in through the auth actor, waiting out a profile check that may still be running. */
async function submitLogin(actor: AuthActor, email: string, password: string) {
  const settled = await waitFor(actor, (s) => !s.matches('checking'));
  if (settled.matches('unauthenticated')) actor.send({ type: 'login.submit', email, password });
}

interface LoginWithActorProps {
  actor: AuthActor;
  view: Omit<LoginViewProps, 'submitLabel' | 'busy' | 'error' | 'onSubmit'>;
  /** The user signed in on this page (rather than arriving signed in). */
  submitted: boolean;
  onSubmitted: () => void;
}

function LoginWithActor({ actor, view, submitted, onSubmitted }: LoginWithActorProps) {
  const status = useSelector(actor, (s) => authStatus(s));
  const label = useSelector(actor, (s) => signInLabel(s));
  const busy = useSelector(actor, (s) => s.matches('loggingIn') || s.matches('checking'));
  const error = useSelector(actor, (s) => s.context.error);
  const from = useFrom();
  if (status === 'authenticated') return <Navigate to={submitted ? signInTarget(from) : loginRedirectTarget(from)} replace />;
  const onSubmit = (email: string, password: string) => {
    onSubmitted();
    void submitLogin(actor, email, password);
  };
  return <LoginView {...view} submitLabel={label} busy={busy} error={error} onSubmit={onSubmit} />;
}

function LoginPanel() {
  const view = usePersona();
  const [actor, setActor] = useState<AuthActor | null>(peekAppAuthActor);
  const [loading, setLoading] = useState(false);
  // The typed email survives the switch to the actor-backed form (the password is asked again).
  const [typedEmail, setTypedEmail] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  // Only ask the server who we are when this browser may be signed in (see sessionHint.ts); the auth
  // module (XState, zod) is loaded then, or on the first submit, never just to show the form.
  useEffect(() => {
    if (actor || !hasSessionHint()) return;
    let live = true;
    void loadAppAuthActor().then((a) => live && setActor(a));
    return () => {
      live = false;
    };
  }, [actor]);
  if (actor) {
    const withEmail = { ...view, defaultEmail: typedEmail ?? view.defaultEmail };
    return <LoginWithActor key={view.defaultEmail} actor={actor} view={withEmail} submitted={submitted} onSubmitted={() => setSubmitted(true)} />;
  }
  return (
    <LoginView
      key={view.defaultEmail}
      {...view}
      submitLabel={SIGN_IN_LABEL}
      busy={loading}
      onSubmit={(email, password) => {
        setLoading(true);
        setSubmitted(true);
        setTypedEmail(email);
        void loadAppAuthActor().then((created) => {
          setActor(created);
          return submitLogin(created, email, password);
        });
      }}
    />
  );
}

export function LoginPage() {
  usePageMeta('Sign in', `Sign in to the ${PRODUCT_NAME} portal to manage projects and order decking boards.`);
  return (
    <div className={css({ bg: 'bg.subtle', py: { base: '10', md: '20' } })}>
      <Container className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '1fr 28rem' }, gap: { base: '8', lg: '16' }, alignItems: 'center' })}>
        <div className={css({ display: { base: 'none', lg: 'block' } })}>
          <p className={css({ textStyle: 'eyebrow', color: 'fg.accent', mb: '3' })}>Trade &amp; client portal</p>
          <p className={css({ textStyle: 'h1', mb: '4' })}>Your projects and board orders, in one place.</p>
          <p className={css({ textStyle: 'lead', color: 'fg.muted', maxW: '32rem' })}>
            Build board and hardware orders step by step, choose delivery or pickup from Port Melbourne, and follow every order from
            pending to dispatched.
          </p>
        </div>
        <div className={css({ w: 'full', maxW: '28rem', mx: 'auto' })}>
          <LoginPanel />
        </div>
      </Container>
    </div>
  );
}

// /accept-invite and /reset-password over the setPassword machine
// (docs/product.md#accounts): the token is taken from the URL into the machine; a set password signs the user in
// through the page's auth actor (`session.started`, so this browser now knows it is signed in) and
// opens the dashboard. A refused link says why and where to get a new one.
import { useMemo } from 'react';
import { Link, useNavigate, type NavigateFunction } from 'react-router';
import { fromPromise } from 'xstate';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { setPasswordMachine, type PasswordLink } from '../../../../machines/setPassword.machine';
import { PORTAL_HOME_PATH } from '../../../domain/constants';
import { loginResponse } from '../../../domain/schemas/auth';
import { invitationInfo } from '../../../domain/schemas/users';
import { api } from '../../api/client';
import { AuthProvider, useAuthActor } from '../../auth/AuthProvider';
import type { AuthActor } from '../../auth/authActor';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { accountHeading, accountIntro } from './AccountCard';
import { SetPasswordContext } from './accountActors';
import { RetryAlert } from './AccountFormParts';
import { PasswordFormView } from './PasswordFormView';
import { useLinkToken } from './useLinkToken';

const SET_PASSWORD_PATHS: Record<PasswordLink, string> = { invite: '/auth/accept-invite', reset: '/auth/reset-password' };

/** The machine with the app's calls, built once per auth actor and navigate function. */
function appSetPasswordMachine(auth: AuthActor, navigate: NavigateFunction) {
  return setPasswordMachine.provide({
    actors: {
      checkInvitation: fromPromise(({ input, signal }) => api.post('/auth/invitation', input, { schema: invitationInfo, signal })),
      setPassword: fromPromise(({ input: { link, ...body } }) => api.post(SET_PASSWORD_PATHS[link], body, { schema: loginResponse })),
    },
    actions: {
      signedIn: (_, user) => auth.send({ type: 'session.started', user }),
      navigateToDashboard: () => void navigate(PORTAL_HOME_PATH, { replace: true }),
    },
  });
}

function Refused({ link }: { link: PasswordLink }) {
  const error = SetPasswordContext.useSelector((s) => s.context.error);
  return (
    <div className={css({ display: 'grid', gap: '5' })}>
      <Alert tone="error">{error}</Alert>
      {link === 'reset' ? (
        <Link to="/forgot-password" className={button({ variant: 'primary', size: 'lg', fullWidth: true })}>
          Ask for a new link
        </Link>
      ) : (
        <>
          <p className={css({ color: 'fg.muted' })}>
            Ask the person who invited you to send a new invitation. If you have already set your password, sign in.
          </p>
          <Link to="/login" className={button({ variant: 'primary', size: 'lg', fullWidth: true })}>
            Go to sign in
          </Link>
        </>
      )}
    </div>
  );
}

function Form() {
  const actor = SetPasswordContext.useActorRef();
  const password = SetPasswordContext.useSelector((s) => s.context.password);
  const confirm = SetPasswordContext.useSelector((s) => s.context.confirm);
  const fieldErrors = SetPasswordContext.useSelector((s) => s.context.fieldErrors);
  const error = SetPasswordContext.useSelector((s) => s.context.error);
  const busy = SetPasswordContext.useSelector((s) => s.matches('submitting') || s.matches('done'));
  return (
    <PasswordFormView
      password={password}
      confirm={confirm}
      fieldErrors={fieldErrors}
      error={error}
      busy={busy}
      onChange={(field, value) => actor.send({ type: 'field.change', field, value })}
      onSubmit={() => actor.send({ type: 'form.submit' })}
    />
  );
}

function Screen({ link, heading }: { link: PasswordLink; heading: string }) {
  const token = useLinkToken();
  const auth = useAuthActor();
  const navigate = useNavigate();
  const machine = useMemo(() => appSetPasswordMachine(auth, navigate), [auth, navigate]);
  return (
    <SetPasswordContext.Provider logic={machine} options={{ input: { link, token } }}>
      <Steps link={link} heading={heading} />
    </SetPasswordContext.Provider>
  );
}

function Steps({ link, heading }: { link: PasswordLink; heading: string }) {
  const actor = SetPasswordContext.useActorRef();
  const step = SetPasswordContext.useSelector((s) =>
    s.matches('editing') || s.matches('submitting') || s.matches('done') ? 'form' : s.value,
  );
  const email = SetPasswordContext.useSelector((s) => s.context.invitation?.email);
  const error = SetPasswordContext.useSelector((s) => s.context.error);
  return (
    <>
      <h1 className={accountHeading}>{heading}</h1>
      {step === 'checking' || step === 'starting' ? <Spinner label="Checking your link" /> : null}
      {step === 'checkFailed' ? <RetryAlert error={error} onRetry={() => actor.send({ type: 'check.retry' })} /> : null}
      {step === 'refused' ? <Refused link={link} /> : null}
      {step === 'form' ? (
        <>
          <p className={accountIntro}>
            {link === 'invite' ? (
              <>
                Choose a password for <strong data-testid="account-email">{email}</strong>.
              </>
            ) : (
              'Choose a new password. You will be signed out everywhere else.'
            )}
          </p>
          <Form />
        </>
      ) : null}
    </>
  );
}

/** The whole screen: its own auth actor, which learns the user once the password is set. */
export function SetPasswordScreen(props: { link: PasswordLink; heading: string }) {
  return (
    <AuthProvider>
      <Screen {...props} />
    </AuthProvider>
  );
}

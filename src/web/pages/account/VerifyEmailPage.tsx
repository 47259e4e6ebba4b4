// /verify-email?token=... (docs/product.md#accounts): the link of a sign-up's e-mail. The
// token leaves the address bar on load; the page asks for the password chosen at sign-up (the link alone
// would let whoever signed up with someone else's address own the account), then the account is
// confirmed, the page's auth actor learns the user (this browser is signed in) and the visitor goes back
// where they were (the calculator, whose drawing this browser kept), else to the dashboard. A wrong
// password keeps the form with its message; a link that cannot be used says why and offers a new
// sign-up or sign in.
import { useMemo, type FormEvent } from 'react';
import { Link, useNavigate, type NavigateFunction } from 'react-router';
import { fromPromise } from 'xstate';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { verifyEmailMachine } from '../../../../machines/verifyEmail.machine';
import { PORTAL_HOME_PATH } from '../../../domain/constants';
import { verifyEmailResponse } from '../../../domain/schemas/signup';
import { returnPathOf, SIGNUP_PATH, SIGNUP_TEXTS } from '../../../domain/signupTexts';
import { api } from '../../api/client';
import { AuthProvider, useAuthActor } from '../../auth/AuthProvider';
import type { AuthActor } from '../../auth/authActor';
import { Alert } from '../../components/Alert';
import { TextField } from '../../components/form/TextField';
import { Spinner } from '../../components/Spinner';
import { usePageMeta } from '../../hooks/usePageMeta';
import { VerifyEmailContext } from './accountActors';
import { AccountCard, accountForm, accountHeading, accountIntro } from './AccountCard';
import { useLinkToken } from './useLinkToken';

/** The machine with the app's call, built once per auth actor and navigate function. */
function appVerifyEmailMachine(auth: AuthActor, navigate: NavigateFunction) {
  return verifyEmailMachine.provide({
    actors: {
      verifyEmail: fromPromise(({ input, signal }) => api.post('/auth/verify-email', input, { schema: verifyEmailResponse, signal })),
    },
    actions: {
      signedIn: (_, user) => auth.send({ type: 'session.started', user }),
      goBack: (_, returnTo) => void navigate(returnPathOf(returnTo) ?? PORTAL_HOME_PATH, { replace: true }),
    },
  });
}

function Screen() {
  const token = useLinkToken();
  const auth = useAuthActor();
  const navigate = useNavigate();
  const machine = useMemo(() => appVerifyEmailMachine(auth, navigate), [auth, navigate]);
  return (
    <VerifyEmailContext.Provider logic={machine} options={{ input: { token } }}>
      <VerifyForm />
    </VerifyEmailContext.Provider>
  );
}

function VerifyForm() {
  const actor = VerifyEmailContext.useActorRef();
  const step = VerifyEmailContext.useSelector((s) => s.value);
  const password = VerifyEmailContext.useSelector((s) => s.context.password);
  const passwordError = VerifyEmailContext.useSelector((s) => s.context.passwordError);
  const error = VerifyEmailContext.useSelector((s) => s.context.error);
  const busy = step === 'verifying';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'form.submit' });
  };
  return (
    <>
      <h1 className={accountHeading}>{SIGNUP_TEXTS.verifyHeading}</h1>
      {step === 'starting' || step === 'done' ? <Spinner label={SIGNUP_TEXTS.verifying} /> : null}
      {step === 'entering' || step === 'verifying' ? (
        <>
          <p className={accountIntro}>{SIGNUP_TEXTS.verifyIntro}</p>
          <form onSubmit={submit} className={accountForm} noValidate>
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              invalid={passwordError !== undefined}
              errorText={passwordError}
              disabled={busy}
              onChange={(value) => actor.send({ type: 'password.change', value })}
            />
            {error ? <Alert tone="error">{error}</Alert> : null}
            <button type="submit" className={button({ variant: 'primary', size: 'lg', fullWidth: true })} disabled={busy} aria-busy={busy}>
              {busy ? SIGNUP_TEXTS.confirming : SIGNUP_TEXTS.confirm}
            </button>
          </form>
        </>
      ) : null}
      {step === 'refused' ? (
        <div className={css({ display: 'grid', gap: '4' })}>
          <Alert tone="error">{error}</Alert>
          <Link to={SIGNUP_PATH} className={button({ variant: 'primary', size: 'lg', fullWidth: true })}>
            {SIGNUP_TEXTS.signUpAgain}
          </Link>
          <Link to="/login" className={button({ variant: 'secondary', fullWidth: true })}>
            {SIGNUP_TEXTS.goToSignIn}
          </Link>
        </div>
      ) : null}
    </>
  );
}

export function VerifyEmailPage() {
  usePageMeta(SIGNUP_TEXTS.verifyHeading, 'Confirm your Boardwalk account.');
  return (
    <AccountCard>
      <AuthProvider>
        <Screen />
      </AuthProvider>
    </AccountCard>
  );
}

// /signup (docs/product.md#accounts): Email and Password, Create an account, then the
// server's one answer (check your e-mail), the same whether or not the address has an account. `next`
// is the way back (the calculator with the visitor's drawing), sent with the sign-up so the
// confirmation link returns there.
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import { css } from 'styled-system/css';
import { signupFormMachine } from '../../../../machines/signupForm.machine';
import { PRODUCT_NAME } from '../../../domain/constants';
import { signupAnswer } from '../../../domain/schemas/signup';
import { returnPathOf, SIGNUP_TEXTS } from '../../../domain/signupTexts';
import { api } from '../../api/client';
import { Alert } from '../../components/Alert';
import { EmailField } from '../../components/form/EmailField';
import { usePageMeta } from '../../hooks/usePageMeta';
import { SignupFormContext } from './accountActors';
import { AccountCard, accountForm, accountHeading, accountIntro } from './AccountCard';
import { AccountSubmit, NewPasswordField } from './AccountFormParts';

const appSignupFormMachine = signupFormMachine.provide({
  actors: { signUp: fromPromise(({ input }) => api.post('/auth/signup', input, { schema: signupAnswer })) },
});

export function SignupPage() {
  const [params] = useSearchParams();
  const returnTo = returnPathOf(params.get('next'));
  return (
    <SignupFormContext.Provider logic={appSignupFormMachine} options={{ input: { returnTo } }}>
      <Signup returnTo={returnTo} />
    </SignupFormContext.Provider>
  );
}

function Signup({ returnTo }: { returnTo: ReturnType<typeof returnPathOf> }) {
  usePageMeta(SIGNUP_TEXTS.heading, `Create a ${PRODUCT_NAME} account to save your deck designs and order boards.`);
  const actor = SignupFormContext.useActorRef();
  const email = SignupFormContext.useSelector((s) => s.context.email);
  const password = SignupFormContext.useSelector((s) => s.context.password);
  const fieldErrors = SignupFormContext.useSelector((s) => s.context.fieldErrors);
  const error = SignupFormContext.useSelector((s) => s.context.error);
  const answer = SignupFormContext.useSelector((s) => s.context.answer);
  const busy = SignupFormContext.useSelector((s) => s.matches('submitting'));
  // Back to sign in keeps the way back too (the login page's router state).
  const signIn = { pathname: '/login', state: returnTo ? { from: returnTo } : undefined };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'form.submit' });
  };
  return (
    <AccountCard>
      <h1 className={accountHeading}>{SIGNUP_TEXTS.heading}</h1>
      {answer ? (
        <div className={css({ display: 'grid', gap: '5' })}>
          <Alert tone="success">{answer}</Alert>
          <p className={css({ color: 'fg.muted' })}>
            Sent to <strong data-testid="signup-email">{email.trim()}</strong>.
          </p>
        </div>
      ) : (
        <>
          <p className={accountIntro}>{SIGNUP_TEXTS.intro}</p>
          <form onSubmit={submit} className={accountForm} noValidate>
            <EmailField
              autoComplete="email"
              value={email}
              errorText={fieldErrors.email}
              disabled={busy}
              onChange={(value) => actor.send({ type: 'field.change', field: 'email', value })}
            />
            <NewPasswordField
              label="Password"
              name="password"
              value={password}
              errorText={fieldErrors.password}
              disabled={busy}
              onChange={(value) => actor.send({ type: 'field.change', field: 'password', value })}
            />
            {error ? <Alert tone="error">{error}</Alert> : null}
            <AccountSubmit busy={busy}>{busy ? SIGNUP_TEXTS.creatingAccount : SIGNUP_TEXTS.createAccount}</AccountSubmit>
            <p className={css({ justifySelf: 'center', fontSize: 'sm', color: 'fg.muted' })}>
              {SIGNUP_TEXTS.haveAccount}{' '}
              <Link to={signIn.pathname} state={signIn.state}>
                {SIGNUP_TEXTS.signIn}
              </Link>
            </p>
          </form>
        </>
      )}
    </AccountCard>
  );
}

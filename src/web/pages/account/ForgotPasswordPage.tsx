// /forgot-password (docs/product.md#accounts): an Email field and Send link; the answer
// is the server's, the same whether or not an account exists, so the page tells nobody who has one.
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { fromPromise } from 'xstate';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { forgotPasswordMachine } from '../../../../machines/forgotPassword.machine';
import { forgotPasswordAnswer } from '../../../domain/schemas/users';
import { api } from '../../api/client';
import { Alert } from '../../components/Alert';
import { EmailField } from '../../components/form/EmailField';
import { usePageMeta } from '../../hooks/usePageMeta';
import { ForgotPasswordContext } from './accountActors';
import { AccountCard, accountForm, accountHeading, accountIntro } from './AccountCard';
import { AccountSubmit } from './AccountFormParts';

export const FORGOT_PASSWORD_HEADING = 'Forgot your password?';

const appForgotPasswordMachine = forgotPasswordMachine.provide({
  actors: { requestReset: fromPromise(({ input }) => api.post('/auth/forgot-password', input, { schema: forgotPasswordAnswer })) },
});

export function ForgotPasswordPage() {
  return (
    <ForgotPasswordContext.Provider logic={appForgotPasswordMachine}>
      <ForgotPassword />
    </ForgotPasswordContext.Provider>
  );
}

function ForgotPassword() {
  usePageMeta(FORGOT_PASSWORD_HEADING, 'Get a link to set a new password for your Boardwalk portal account.');
  const actor = ForgotPasswordContext.useActorRef();
  const email = ForgotPasswordContext.useSelector((s) => s.context.email);
  const fieldError = ForgotPasswordContext.useSelector((s) => s.context.fieldError);
  const error = ForgotPasswordContext.useSelector((s) => s.context.error);
  const answer = ForgotPasswordContext.useSelector((s) => s.context.answer);
  const busy = ForgotPasswordContext.useSelector((s) => s.matches('sending'));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'form.submit' });
  };
  return (
    <AccountCard>
      <h1 className={accountHeading}>{FORGOT_PASSWORD_HEADING}</h1>
      {answer ? (
        <div className={css({ display: 'grid', gap: '5' })}>
          <Alert tone="success">{answer}</Alert>
          <Link to="/login" className={button({ variant: 'secondary', fullWidth: true })}>
            Back to sign in
          </Link>
        </div>
      ) : (
        <>
          <p className={accountIntro}>Enter the email you sign in with and we will send you a link to set a new password.</p>
          <form onSubmit={submit} className={accountForm} noValidate>
            <EmailField
              autoComplete="username"
              value={email}
              errorText={fieldError}
              disabled={busy}
              onChange={(value) => actor.send({ type: 'email.change', value })}
            />
            {error ? <Alert tone="error">{error}</Alert> : null}
            <AccountSubmit busy={busy}>{busy ? 'Sending...' : 'Send link'}</AccountSubmit>
            <Link to="/login" className={css({ justifySelf: 'center', fontSize: 'sm' })}>
              Back to sign in
            </Link>
          </form>
        </>
      )}
    </AccountCard>
  );
}

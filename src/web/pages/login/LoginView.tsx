// The login form as a pure view (docs/product.md#login): the screen wires it to the auth machine.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { button, card, fieldLabel, input } from 'styled-system/recipes';
import { SIGNUP_PATH, SIGNUP_TEXTS } from '../../../domain/signupTexts';
import { Alert } from '../../components/Alert';
import { useHydrated } from '../../hooks/useHydrated';

export interface LoginViewProps {
  heading: string;
  note?: string;
  /** Why the visitor was asked to sign in (e.g. to save a design), shown above the form once hydrated. */
  reason?: string;
  /** Where Create an account leads (keeping the way back); none: not offered (the installer portal). */
  signupTo?: string;
  defaultEmail: string;
  submitLabel: string;
  busy: boolean;
  error?: string;
  onSubmit: (email: string, password: string) => void;
}

export function LoginView({ heading, note, reason, signupTo, defaultEmail, submitLabel, busy, error, onSubmit }: LoginViewProps) {
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState('');
  const ready = useHydrated();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(email, password);
  };
  return (
    <div className={card({ elevation: 'lifted', padding: 'lg' })}>
      <h1
        className={css({
          fontFamily: 'heading',
          fontWeight: '600',
          fontSize: { base: '2xl', md: '3xl' },
          lineHeight: '1.2',
          mb: note ? '2' : '6',
        })}
      >
        {heading}
      </h1>
      {note ? <p className={css({ color: 'fg.muted', mb: '6' })}>{note}</p> : null}
      {/* The reason comes from the router's state, which the prerendered page cannot know: drawn after hydration. */}
      {reason && ready ? <Alert className={css({ mb: '5' })}>{reason}</Alert> : null}
      {error ? (
        <Alert tone="error" className={css({ mb: '5' })}>
          {error}
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate={false} className={css({ display: 'grid', gap: '5' })}>
        <LoginInput
          id="login-email"
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          disabled={!ready}
          value={email}
          onChange={setEmail}
        />
        <LoginInput
          id="login-password"
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          disabled={!ready}
          value={password}
          onChange={setPassword}
        />
        <button
          type="submit"
          className={button({ variant: 'primary', size: 'lg', fullWidth: true })}
          disabled={busy || !ready}
          aria-busy={busy}
        >
          {submitLabel}
        </button>
        {/* docs/product.md#accounts: anyone can reset a forgotten password by e-mail. */}
        <Link to="/forgot-password" className={css({ justifySelf: 'center', fontSize: 'sm' })}>
          Forgot password?
        </Link>
        {signupTo ? (
          <p className={css({ justifySelf: 'center', fontSize: 'sm', color: 'fg.muted' })}>
            {SIGNUP_TEXTS.newHere} <Link to={ready ? signupTo : SIGNUP_PATH}>{SIGNUP_TEXTS.createAccount}</Link>
          </p>
        ) : null}
      </form>
    </div>
  );
}

interface LoginInputProps {
  id: string;
  label: string;
  name: string;
  type: 'email' | 'password';
  autoComplete: string;
  disabled: boolean;
  value: string;
  onChange: (value: string) => void;
}

/** Email and password are the same required, labelled input. */
function LoginInput({ id, label, name, type, autoComplete, disabled, value, onChange }: LoginInputProps) {
  return (
    <div>
      <label htmlFor={id} className={fieldLabel()}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        disabled={disabled}
        className={input()}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

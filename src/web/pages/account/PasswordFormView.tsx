// The password form behind a one-time link, as a pure view over the setPassword machine's fields:
// New password and Confirm password, Set password (Setting password... while busy), field messages
// and the server's message.
import type { FormEvent } from 'react';
import { button } from 'styled-system/recipes';
import type { PasswordFormErrors } from '../../../domain/accountForms';
import { PASSWORD_MIN } from '../../../domain/schemas/users';
import { Alert } from '../../components/Alert';
import { TextField } from '../../components/form/TextField';
import { accountForm } from './AccountCard';

export interface PasswordFormViewProps {
  password: string;
  confirm: string;
  fieldErrors: PasswordFormErrors;
  error: string | undefined;
  busy: boolean;
  onChange: (field: 'password' | 'confirm', value: string) => void;
  onSubmit: () => void;
}

export function PasswordFormView({ password, confirm, fieldErrors, error, busy, onChange, onSubmit }: PasswordFormViewProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} className={accountForm} noValidate>
      <TextField
        label="New password"
        name="new-password"
        type="password"
        autoComplete="new-password"
        required
        placeholder={`At least ${PASSWORD_MIN} characters`}
        value={password}
        invalid={fieldErrors.password !== undefined}
        errorText={fieldErrors.password}
        disabled={busy}
        onChange={(v) => onChange('password', v)}
      />
      <TextField
        label="Confirm password"
        name="confirm-password"
        type="password"
        autoComplete="new-password"
        required
        value={confirm}
        invalid={fieldErrors.confirm !== undefined}
        errorText={fieldErrors.confirm}
        disabled={busy}
        onChange={(v) => onChange('confirm', v)}
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <button type="submit" className={button({ variant: 'primary', size: 'lg', fullWidth: true })} disabled={busy} aria-busy={busy}>
        {busy ? 'Setting password...' : 'Set password'}
      </button>
    </form>
  );
}

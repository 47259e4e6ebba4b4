// The password form behind a one-time link, as a pure view over the setPassword machine's fields:
// New password and Confirm password, Set password (Setting password... while busy), field messages
// and the server's message.
import type { FormEvent } from 'react';
import type { PasswordFormErrors } from '../../../domain/accountForms';
import { Alert } from '../../components/Alert';
import { TextField } from '../../components/form/TextField';
import { accountForm } from './AccountCard';
import { AccountSubmit, NewPasswordField } from './AccountFormParts';

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
      <NewPasswordField
        label="New password"
        name="new-password"
        value={password}
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
      <AccountSubmit busy={busy}>{busy ? 'Setting password...' : 'Set password'}</AccountSubmit>
    </form>
  );
}

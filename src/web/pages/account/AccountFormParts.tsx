// Parts the account pages' forms share (sign-up, set and forgot password, confirm e-mail): the new
// password field with its rule as placeholder, the card-wide submit button that says it is busy, and
// a failed check's message with Try again.
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { PASSWORD_MIN } from '../../../domain/schemas/users';
import { Alert } from '../../components/Alert';
import { TextField } from '../../components/form/TextField';

export interface NewPasswordFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  errorText: string | undefined;
  disabled: boolean;
}

/** A password being chosen: the browser may suggest one, and the placeholder says the API's minimum. */
export function NewPasswordField({ label, name, value, onChange, errorText, disabled }: NewPasswordFieldProps) {
  return (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete="new-password"
      required
      placeholder={`At least ${PASSWORD_MIN} characters`}
      value={value}
      invalid={errorText !== undefined}
      errorText={errorText}
      disabled={disabled}
      onChange={onChange}
    />
  );
}

/** The form's one submit button, disabled and marked busy while its request is on its way. */
export function AccountSubmit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={button({ variant: 'primary', size: 'lg', fullWidth: true })} disabled={busy} aria-busy={busy}>
      {children}
    </button>
  );
}

/** A check that failed before any answer (network): its message and Try again. */
export function RetryAlert({ error, onRetry }: { error: string | undefined; onRetry: () => void }) {
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <Alert tone="error">{error}</Alert>
      <button type="button" className={button({ variant: 'secondary' })} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

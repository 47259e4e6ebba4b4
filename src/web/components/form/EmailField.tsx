// The Email field of the account forms (sign-up, forgot password, Invite user): one label, type and
// keyboard, so each form sets only how the browser may fill it in.
import { TextField } from './TextField';

export interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The field's message; the field reads as invalid while there is one. */
  errorText: string | undefined;
  disabled: boolean;
  /** `email` for a new account, `username` for one signed in with, `off` for someone else's address. */
  autoComplete: 'email' | 'username' | 'off';
}

export function EmailField({ value, onChange, errorText, disabled, autoComplete }: EmailFieldProps) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      required
      value={value}
      invalid={errorText !== undefined}
      errorText={errorText}
      disabled={disabled}
      onChange={onChange}
    />
  );
}

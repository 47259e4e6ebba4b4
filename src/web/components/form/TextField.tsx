// Labelled text input or textarea with required marker and error text, wired for screen readers.
import { useId, type HTMLInputTypeAttribute } from 'react';
import { css } from 'styled-system/css';
import { fieldLabel, input } from 'styled-system/recipes';

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  required?: boolean;
  invalid?: boolean;
  errorText?: string;
  autoComplete?: string;
  multiline?: boolean;
  placeholder?: string;
  disabled?: boolean;
  inputMode?: 'text' | 'email' | 'tel' | 'decimal' | 'numeric';
  min?: number;
  step?: number;
}

const requiredMark = css({ color: 'brick.600', ml: '0.5' });
/** The star after a required field's label; the field itself says it is required to assistive tech. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className={requiredMark}>
      *
    </span>
  );
}
export const errorTextClass = css({ mt: '1.5', fontSize: 'sm', color: 'tone.errorFg' });

export function TextField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  required,
  invalid,
  errorText,
  autoComplete,
  multiline,
  placeholder,
  disabled,
  inputMode,
  min,
  step,
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    placeholder,
    disabled,
    required,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid && errorText ? errorId : undefined,
  };
  return (
    <div>
      <label htmlFor={id} className={fieldLabel()}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {multiline ? (
        <textarea {...common} rows={4} className={input({ multiline: true })} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          min={min}
          step={step}
          className={input()}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {invalid && errorText ? (
        <p id={errorId} className={errorTextClass}>
          {errorText}
        </p>
      ) : null}
    </div>
  );
}

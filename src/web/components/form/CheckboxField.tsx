// Ark UI Checkbox with the site's styling. Controlled: checked in, onChange out (send an event).
import { Checkbox } from '@ark-ui/react/checkbox';
import { useId, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { useHydrated } from '../../hooks/useHydrated';
import { hiddenInputHost, hiddenInputOverCheckbox } from './hiddenInput';

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  required?: boolean;
  invalid?: boolean;
  disabled?: boolean;
}

const control = css({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  w: '5',
  h: '5',
  mt: '0.5',
  borderWidth: '1.5px',
  borderColor: 'border.input',
  borderRadius: '0.3rem',
  bg: 'bg.surface',
  color: 'fg.onDark',
  transition: 'background-color 120ms, border-color 120ms',
  _checked: { bg: 'brand.solid', borderColor: 'brand.solid' },
  '&[data-invalid]': { borderColor: 'brick.600' },
  '&[data-focus-visible]': { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
});

// Ark's hidden input takes its place from a style attribute, which the CSP (style-src 'self') drops from
// prerendered HTML: the stand-in below is placed by a class alone, exactly where Ark's input is.
const standInInput = css({ position: 'absolute', overflow: 'hidden', borderWidth: '0' });

export function CheckboxField({ name, label, checked, onChange, required, invalid, disabled }: CheckboxFieldProps) {
  const id = useId();
  const ids = { hiddenInput: `${id}-input`, label: `${id}-label` };
  // Prerendered (the landing page's contact form), the box is in the page before its code: until React
  // owns it, a native disabled checkbox with the same name and label stands in for Ark's input.
  const live = useHydrated();
  return (
    <Checkbox.Root
      ids={ids}
      name={name}
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked === true)}
      required={required}
      invalid={invalid}
      disabled={disabled}
      className={cx(
        hiddenInputHost,
        css({ display: 'flex', alignItems: 'flex-start', gap: '3', cursor: 'pointer', fontSize: 'sm', color: 'fg.default' }),
      )}
    >
      <Checkbox.Control className={control}>
        <Checkbox.Indicator>
          <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M20 6 9 17l-5-5" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Checkbox.Indicator>
      </Checkbox.Control>
      <Checkbox.Label>{label}</Checkbox.Label>
      {live ? (
        <Checkbox.HiddenInput className={hiddenInputOverCheckbox} />
      ) : (
        <input
          type="checkbox"
          id={ids.hiddenInput}
          aria-labelledby={ids.label}
          name={name}
          defaultChecked={checked}
          required={required}
          aria-invalid={invalid ?? false}
          disabled
          className={cx(standInInput, hiddenInputOverCheckbox)}
        />
      )}
    </Checkbox.Root>
  );
}

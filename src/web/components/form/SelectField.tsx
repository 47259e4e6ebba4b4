// Ark UI Select with the site's field styling. Controlled: value in, onChange out (send an event).
import { Portal } from '@ark-ui/react/portal';
import { Select, createListCollection } from '@ark-ui/react/select';
import { useMemo } from 'react';
import { css, cx } from 'styled-system/css';
import { fieldLabel, input } from 'styled-system/recipes';
import { requiredMark } from './TextField';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  name: string;
  items: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  required?: boolean;
  invalid?: boolean;
  disabled?: boolean;
}

const trigger = cx(
  input(),
  css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', textAlign: 'left', cursor: 'pointer', '&[data-placeholder-shown], & [data-placeholder-shown]': { color: 'fg.subtle' } }),
);
const content = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'control',
  shadow: 'lift',
  py: '1',
  zIndex: '50',
  maxH: '18rem',
  overflowY: 'auto',
  _focusVisible: { outline: 'none' },
});
const item = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  px: '3.5',
  py: '2.5',
  cursor: 'pointer',
  fontSize: 'md',
  _highlighted: { bg: 'bg.subtle' },
  '&[data-state=checked]': { fontWeight: '600', color: 'timber.700' },
});

export function SelectField({ label, name, items, value, onChange, placeholder = 'Select an option', required, invalid, disabled }: SelectFieldProps) {
  const collection = useMemo(() => createListCollection({ items: [...items] }), [items]);
  return (
    // No hidden native <select> and no closed list in the page: the label then names the trigger
    // alone, and the chosen text (e.g. No Project Selected) is in the document once.
    <Select.Root
      lazyMount
      unmountOnExit
      collection={collection}
      name={name}
      value={value ? [value] : []}
      onValueChange={(details) => onChange(details.value[0] ?? '')}
      positioning={{ sameWidth: true }}
      invalid={invalid}
      disabled={disabled}
      required={required}
    >
      <Select.Label className={fieldLabel()}>
        {label}
        {required ? (
          <span aria-hidden="true" className={requiredMark}>
            *
          </span>
        ) : null}
      </Select.Label>
      <Select.Control>
        <Select.Trigger className={trigger}>
          <Select.ValueText placeholder={placeholder} />
          <Select.Indicator className={css({ color: 'fg.subtle', display: 'flex' })}>
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
              <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </Select.Indicator>
        </Select.Trigger>
      </Select.Control>
      <Portal>
        <Select.Positioner>
          <Select.Content className={content}>
            {collection.items.map((option) => (
              <Select.Item key={option.value} item={option} className={item}>
                <Select.ItemText>{option.label}</Select.ItemText>
                <Select.ItemIndicator className={css({ color: 'timber.700' })}>✓</Select.ItemIndicator>
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
      </Portal>
    </Select.Root>
  );
}

// Ark UI Select with the site's field styling. Controlled: value in, onChange out (send an event).
import { Portal } from '@ark-ui/react/portal';
import { createListCollection } from '@ark-ui/react/select';
import { useEffect, useId, useMemo, useRef } from 'react';
import { fieldLabel, input } from 'styled-system/recipes';
import * as Select from '../ui/select';
import { errorTextClass, RequiredMark } from './TextField';

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
  /** Shown under the field while it is invalid, and named as the trigger's description. */
  errorText?: string;
  disabled?: boolean;
  /** On mount, open the list or take the focus (DeferredSelectField's stand-in was pressed or focused). */
  initialAction?: 'open' | 'focus';
}

export function SelectField({
  label,
  name,
  items,
  value,
  onChange,
  placeholder = 'Select an option',
  required,
  invalid,
  errorText,
  disabled,
  initialAction,
}: SelectFieldProps) {
  const errorId = `${useId()}-error`;
  const showError = Boolean(invalid && errorText);
  const collection = useMemo(() => createListCollection({ items: [...items] }), [items]);
  const trigger = useRef<HTMLButtonElement>(null);
  // A press on the stand-in opens the list as a press on this trigger would (focus and highlight included).
  const firstAction = useRef(initialAction);
  useEffect(() => {
    if (firstAction.current === 'open') trigger.current?.click();
    else if (firstAction.current === 'focus') trigger.current?.focus();
  }, []);
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
        {required ? <RequiredMark /> : null}
      </Select.Label>
      <Select.Control>
        <Select.Trigger
          ref={trigger}
          className={input()}
          aria-invalid={invalid || undefined}
          aria-describedby={showError ? errorId : undefined}
        >
          <Select.ValueText placeholder={placeholder} />
          <Select.Indicator>
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
              <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </Select.Indicator>
        </Select.Trigger>
      </Select.Control>
      <Portal>
        <Select.Positioner>
          <Select.Content>
            {collection.items.map((option) => (
              <Select.Item key={option.value} item={option}>
                <Select.ItemText>{option.label}</Select.ItemText>
                <Select.ItemIndicator>✓</Select.ItemIndicator>
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
      </Portal>
      {showError ? (
        <p id={errorId} className={errorTextClass}>
          {errorText}
        </p>
      ) : null}
    </Select.Root>
  );
}

// What an Ark UI radio or segment group shows until React owns a prerendered page: the same
// elements, classes and data-state, without the style attributes zag puts on the group's root and
// hidden inputs (the CSP, style-src 'self', drops style attributes from prerendered HTML). Its radios
// are disabled (a choice made before hydration would be lost); the Ark group replaces it, drawn the
// same, once the page is hydrated (see useInteractive).
import { useId } from 'react';
import { css } from 'styled-system/css';

export interface StaticRadioGroupProps<T extends string> {
  label: string;
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  rootClassName?: string;
  labelClassName?: string;
  /** Wraps the items in a div of this class (as the Ark group's markup does where it has one). */
  itemsClassName?: string;
  itemClassName: string;
  /** Segment groups draw an (empty) item control beside the text. */
  withItemControl?: boolean;
}

const hiddenInput = css({ srOnly: true });

export function StaticRadioGroup<T extends string>(props: StaticRadioGroupProps<T>) {
  const { label, value, options, labels, rootClassName, labelClassName, itemsClassName, itemClassName, withItemControl = false } = props;
  const id = useId();
  const items = options.map((o) => {
    const state = o === value ? 'checked' : 'unchecked';
    return (
      <label key={o} data-state={state} data-disabled="" className={itemClassName}>
        <span id={`${id}-${o}`} data-state={state}>
          {labels[o]}
        </span>
        {withItemControl ? <div aria-hidden="true" data-state={state} /> : null}
        <input
          type="radio"
          name={id}
          value={o}
          defaultChecked={o === value}
          disabled
          aria-labelledby={`${id}-${o}`}
          className={hiddenInput}
        />
      </label>
    );
  });
  return (
    <div role="radiogroup" aria-labelledby={`${id}-label`} aria-disabled="true" className={rootClassName}>
      <span id={`${id}-label`} className={labelClassName}>
        {label}
      </span>
      {itemsClassName ? <div className={itemsClassName}>{items}</div> : items}
    </div>
  );
}

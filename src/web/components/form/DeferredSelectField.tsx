// A SelectField whose code (Ark UI's select, its positioning and dismissal: about 20 KB gzip) loads
// when the visitor reaches for it: until then its closed trigger, drawn as the select draws it (the
// select slot recipe's classes and data attributes). A pointer over it or focus starts the load; a
// press or an opening key waits for it (the trigger shows it is busy) and then opens the list. For a
// field in view as a page loads (the calculator's Board Colour: a benchmark target, JavaScript for
// /deck-calculator); a field in a dialog uses SelectField itself.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { fieldLabel, input, select } from 'styled-system/recipes';
import type { SelectFieldProps } from './SelectField';

type SelectFieldModule = typeof import('./SelectField');
let loaded: SelectFieldModule | null = null;
const loadSelectField = () => import('./SelectField').then((m) => (loaded = m));

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);
const busy = css({ cursor: 'progress' });

export function DeferredSelectField(props: SelectFieldProps) {
  const { label, items, value, placeholder = 'Select an option', disabled } = props;
  const [module, setModule] = useState<SelectFieldModule | null>(loaded);
  // What the select does once up: opens (it was pressed) or takes the focus the stand-in had.
  const [then, setThen] = useState<'open' | 'focus' | undefined>(undefined);
  const [opening, setOpening] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const pressing = useRef(false);
  const wanted = useRef<'open' | 'focus' | undefined>(undefined);
  const id = useId();

  if (module) return <module.SelectField {...props} initialAction={then} />;

  const bring = (open: boolean) => {
    if (open) {
      wanted.current = 'open';
      setOpening(true);
    }
    void loadSelectField().then((m) => {
      // Mid-press the stand-in stays: swapped under the pointer, the release would land on the select's
      // own trigger and toggle it. The click that ends the press brings the select up open.
      if (pressing.current) return;
      // The strongest wish so far, whichever load answers first: a press opens, else focus is kept.
      if (wanted.current !== 'open' && trigger.current && trigger.current === document.activeElement) wanted.current = 'focus';
      setThen(wanted.current);
      setModule(m);
    });
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (!OPENING_KEYS.has(e.key)) return;
    e.preventDefault();
    bring(true);
  };
  const classes = select();
  const chosen = items.find((i) => i.value === value);
  const state = disabled ? { 'data-disabled': '' } : {};
  return (
    <div data-scope="select" data-part="root" className={classes.root}>
      <label id={`${id}-label`} data-scope="select" data-part="label" {...state} className={cx(classes.label, fieldLabel())}>
        {label}
      </label>
      <div data-scope="select" data-part="control" data-state="closed" {...state} className={classes.control}>
        <button
          ref={trigger}
          type="button"
          role="combobox"
          aria-expanded="false"
          aria-haspopup="listbox"
          aria-labelledby={`${id}-label`}
          aria-busy={opening || undefined}
          disabled={disabled}
          data-scope="select"
          data-part="trigger"
          data-state="closed"
          data-placeholder-shown={chosen ? undefined : ''}
          {...state}
          className={cx(classes.trigger, input(), opening && busy)}
          onPointerEnter={() => bring(false)}
          onFocus={() => bring(false)}
          onPointerDown={() => {
            pressing.current = true;
          }}
          onPointerLeave={() => {
            pressing.current = false;
          }}
          onPointerCancel={() => {
            pressing.current = false;
          }}
          onClick={() => {
            pressing.current = false;
            bring(true);
          }}
          onKeyDown={onKeyDown}
        >
          <span data-scope="select" data-part="value-text" {...state} className={classes.valueText}>
            {chosen ? chosen.label : placeholder}
          </span>
          <div data-scope="select" data-part="indicator" aria-hidden="true" data-state="closed" {...state} className={classes.indicator}>
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
              <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </div>
        </button>
      </div>
    </div>
  );
}

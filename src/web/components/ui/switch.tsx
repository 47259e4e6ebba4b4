// Ark UI Switch, styled once here: a labelled track and thumb over Ark's hidden checkbox, which is
// exposed as role="switch" so assistive technology announces on/off rather than checked.
import { Switch as Ark } from '@ark-ui/react/switch';
import type { ComponentProps } from 'react';
import { css, cx } from 'styled-system/css';

const root = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  cursor: 'pointer',
  _disabled: { cursor: 'not-allowed', opacity: 0.6 },
});
const control = css({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  w: '10',
  h: '6',
  p: '0.5',
  borderRadius: 'full',
  bg: 'bg.muted',
  borderWidth: '1px',
  borderColor: 'border.default',
  transition: 'background-color 150ms',
  _checked: { bg: 'brand.solid', borderColor: 'brand.solid' },
  '&[data-focus-visible]': { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
});
const thumb = css({
  w: '4.5',
  h: '4.5',
  borderRadius: 'full',
  bg: 'bg.surface',
  boxShadow: 'sm',
  transition: 'transform 150ms',
  _checked: { transform: 'translateX(1rem)' },
});
const label = css({ fontSize: 'sm', fontWeight: '600' });

export function Root({ className, ...props }: ComponentProps<typeof Ark.Root>) {
  return <Ark.Root className={cx(root, className)} {...props} />;
}
export function Control(props: ComponentProps<typeof Ark.Control>) {
  return <Ark.Control className={control} {...props} />;
}
export function Thumb(props: ComponentProps<typeof Ark.Thumb>) {
  return <Ark.Thumb className={thumb} {...props} />;
}
export function Label(props: ComponentProps<typeof Ark.Label>) {
  return <Ark.Label className={label} {...props} />;
}
export function HiddenInput(props: ComponentProps<typeof Ark.HiddenInput>) {
  return <Ark.HiddenInput role="switch" {...props} />;
}

/**
 * What the switch shows until React owns a prerendered page: the same parts and classes, disabled,
 * without the style attribute zag puts on its hidden input (the CSP drops style attributes).
 */
export function Static({ label: text, checked }: { label: string; checked: boolean }) {
  const state = checked ? 'checked' : 'unchecked';
  return (
    <label className={root} data-disabled="">
      <span className={control} data-state={state}>
        <span className={thumb} data-state={state} />
      </span>
      <span className={label}>{text}</span>
      <input type="checkbox" role="switch" disabled defaultChecked={checked} className={css({ srOnly: true })} />
    </label>
  );
}

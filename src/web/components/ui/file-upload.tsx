// Ark UI FileUpload, styled once here: a labelled dropzone with a Choose button over Ark's hidden file
// input. What is done with an accepted file is the caller's (onFileAccept); the files are not listed.
import { FileUpload as Ark } from '@ark-ui/react/file-upload';
import type { ComponentProps } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';

const root = css({ display: 'grid', gap: '2' });
const label = css({ fontSize: 'sm', fontWeight: '600' });
const dropzone = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  p: '4',
  borderWidth: '2px',
  borderStyle: 'dashed',
  borderColor: 'border.strong',
  borderRadius: 'control',
  bg: 'bg.subtle',
  color: 'fg.muted',
  fontSize: 'sm',
  '&[data-dragging]': { borderColor: 'brand.solid', bg: 'bg.muted' },
  '&[data-disabled]': { opacity: 0.6 },
});

export function Root({ className, ...props }: ComponentProps<typeof Ark.Root>) {
  return <Ark.Root className={cx(root, className)} {...props} />;
}
export function Label(props: ComponentProps<typeof Ark.Label>) {
  return <Ark.Label className={label} {...props} />;
}
export function Dropzone(props: ComponentProps<typeof Ark.Dropzone>) {
  return <Ark.Dropzone className={dropzone} {...props} />;
}
export function Trigger(props: ComponentProps<typeof Ark.Trigger>) {
  return <Ark.Trigger className={button({ variant: 'secondary', size: 'sm' })} {...props} />;
}
export function HiddenInput(props: ComponentProps<typeof Ark.HiddenInput>) {
  return <Ark.HiddenInput {...props} />;
}

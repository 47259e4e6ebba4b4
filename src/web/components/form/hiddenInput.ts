// Ark UI's hidden inputs are 1px, clipped to nothing: a click "on the checkbox" (a person's pointer on
// the control, Playwright's check() on the element named by its label) then lands on the styled box
// instead, and tools that act on the input itself cannot. These classes stretch the transparent
// native input over the checkbox box (not its label, which may hold links and is clicked as text), so
// the input is the thing under the pointer; Ark keeps listening to it as before.
import { css } from 'styled-system/css';

/** For the item root that holds the input: the input is positioned against it. */
export const hiddenInputHost = css({ position: 'relative' });

const overlay = {
  margin: '0 !important',
  padding: '0 !important',
  clip: 'auto !important',
  opacity: '0',
  cursor: 'pointer',
  zIndex: '1',
  whiteSpace: 'normal !important',
} as const;

/** Covers only the 1.25rem checkbox box at the item's top-left (its label may hold links). */
export const hiddenInputOverCheckbox = css({
  ...overlay,
  top: '0.125rem !important',
  left: '0 !important',
  width: '1.25rem !important',
  height: '1.25rem !important',
});

// Shared look for Ark UI Tabs (products page and the landing page's ranges).
import { css } from 'styled-system/css';

export const tabStyles = {
  list: css({
    display: 'flex',
    gap: '1',
    p: '1',
    bg: 'bg.subtle',
    borderRadius: { base: '1.5rem', md: 'full' },
    w: { base: 'full', md: 'fit-content' },
    mx: 'auto',
    overflowX: 'auto',
    scrollbarWidth: 'none',
  }),
  trigger: css({
    flex: { base: '1', md: 'initial' },
    px: { base: '2', md: '5' },
    py: '2',
    minH: '11',
    // Phones: long range names wrap inside their pill instead of scrolling out of view.
    borderRadius: { base: '1.25rem', md: 'full' },
    fontWeight: '600',
    fontSize: { base: 'sm', md: 'md' },
    lineHeight: '1.2',
    color: 'fg.muted',
    cursor: 'pointer',
    whiteSpace: { base: 'normal', md: 'nowrap' },
    transition: 'background-color 150ms, color 150ms',
    _hover: { color: 'fg.default' },
    _selected: { bg: 'brand.solid', color: 'fg.inverse', shadow: 'card' },
  }),
  content: css({ pt: { base: '8', md: '10' }, _focusVisible: { outlineOffset: '6px' } }),
};

// Shared look for Ark UI Tabs (products page and the landing page's ranges).
import { css } from 'styled-system/css';

export const tabStyles = {
  list: css({
    display: 'flex',
    gap: '1',
    p: '1',
    bg: 'bg.subtle',
    borderRadius: 'full',
    w: { base: 'full', md: 'fit-content' },
    mx: 'auto',
    overflowX: 'auto',
    scrollbarWidth: 'none',
  }),
  trigger: css({
    flex: { base: '1', md: 'initial' },
    px: { base: '3', md: '5' },
    h: '11',
    borderRadius: 'full',
    fontWeight: '600',
    fontSize: { base: 'sm', md: 'md' },
    color: 'fg.muted',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transition: 'background-color 150ms, color 150ms',
    _hover: { color: 'fg.default' },
    _selected: { bg: 'brand.solid', color: 'fg.inverse', shadow: 'card' },
  }),
  content: css({ pt: { base: '8', md: '10' }, _focusVisible: { outlineOffset: '6px' } }),
};

// The quote editor's panels (customer, lines, terms, versions): one frame and heading style for them all.
import { css } from 'styled-system/css';

export const panel = css({
  bg: 'bg.surface',
  borderRadius: 'card',
  borderWidth: '1px',
  borderColor: 'border.default',
  p: '5',
  display: 'grid',
  gap: '3',
});
export const panelTitle = css({ fontFamily: 'heading', fontWeight: '600', fontSize: 'lg' });

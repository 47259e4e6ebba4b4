import { css } from 'styled-system/css';

export const cardGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
  gap: '4',
});
export const choiceCard = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  textAlign: 'left',
  gap: '2',
  p: '0',
  bg: 'bg.surface',
  borderWidth: '2px',
  borderColor: 'border.default',
  borderRadius: 'card',
  overflow: 'hidden',
  cursor: 'pointer',
  font: 'inherit',
  color: 'inherit',
  shadow: 'card',
  transition: 'border-color 150ms, box-shadow 150ms, transform 150ms',
  _hover: { borderColor: 'timber.400', shadow: 'lift' },
  '&[aria-pressed=true]': { borderColor: 'timber.700', bg: 'timber.50' },
});
export const cardBody = css({ p: '4', display: 'grid', gap: '1.5' });
export const cardTitle = css({ fontFamily: 'heading', fontWeight: '700', fontSize: 'lg', lineHeight: '1.2' });
export const stepTitle = css({ textStyle: 'h3', outline: 'none' });
export const stepHeader = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  mb: '5',
});

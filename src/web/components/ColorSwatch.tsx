// A board-colour chip using the colour lookup of docs/product.md#records-and-fields (fallback #8B7355). The colour and
// the size are SVG attributes, not a style attribute: the CSP (style-src 'self') drops style
// attributes from prerendered HTML, and the colours come from catalogue data Panda cannot see.
import { css } from 'styled-system/css';
import { colorHex, displayColorName } from '../../domain/colors';

const chip = css({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  borderRadius: 'full',
  // The rim and the lower shade lie over the colour.
  _after: {
    content: '""',
    position: 'absolute',
    inset: '0',
    borderRadius: 'full',
    boxShadow: 'swatch',
  },
});

export function ColorSwatch({ color, size = 20, showLabel = false }: { color: string; size?: number; showLabel?: boolean }) {
  const label = displayColorName(color);
  return (
    <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
      <span
        aria-hidden={showLabel ? 'true' : undefined}
        role={showLabel ? undefined : 'img'}
        aria-label={showLabel ? undefined : label}
        className={chip}
      >
        <svg width={size} height={size} viewBox="0 0 2 2" aria-hidden="true" focusable="false">
          <circle cx="1" cy="1" r="1" fill={colorHex(color)} />
        </svg>
      </span>
      {showLabel ? <span>{label}</span> : null}
    </span>
  );
}

import type { CSSProperties } from 'react';
import { css } from 'styled-system/css';
import { colourHex, displayColourName } from '../../domain/colours';

/** A board-colour chip using the colour lookup of spec section 3 (fallback #8B7355). */
export function ColourSwatch({ colour, size = 20, showLabel = false }: { colour: string; size?: number; showLabel?: boolean }) {
  const label = displayColourName(colour);
  return (
    <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
      <span
        aria-hidden={showLabel ? 'true' : undefined}
        role={showLabel ? undefined : 'img'}
        aria-label={showLabel ? undefined : label}
        style={{ '--swatch': colourHex(colour), width: size, height: size } as CSSProperties}
        className={css({
          display: 'inline-block',
          flexShrink: 0,
          borderRadius: 'full',
          bg: 'var(--swatch)',
          boxShadow: 'inset 0 0 0 1px rgba(0,0,0,0.18), inset 0 -3px 6px rgba(0,0,0,0.15)',
        })}
      />
      {showLabel ? <span>{label}</span> : null}
    </span>
  );
}

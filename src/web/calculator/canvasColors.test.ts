// The deck drawing paints the theme's canvas tokens, resolved through the page's CSS variables, and
// fills at their opacity.
import { token } from 'styled-system/tokens';
import { afterEach, describe, expect, it } from 'vitest';
import { CANVAS_TOKENS, canvasColors, tokenVariable, withAlpha } from './canvasColors';

afterEach(() => document.documentElement.removeAttribute('style'));

describe('canvas colours', () => {
  it("names each canvas token's CSS variable as Panda does", () => {
    for (const path of Object.values(CANVAS_TOKENS)) expect(`var(${tokenVariable(path)})`).toBe(token.var(path));
  });

  it('reads the colours the stylesheet gives the tokens, fills at their opacity', () => {
    document.documentElement.style.setProperty('--colors-canvas-grid-major', token('colors.canvas.gridMajor'));
    document.documentElement.style.setProperty('--colors-canvas-fill', '#c9832c');
    document.documentElement.style.setProperty('--colors-canvas-invalid', token('colors.canvas.invalid'));
    const colors = canvasColors();
    expect(colors.gridMajor).toBe('#cfc5b7');
    expect(colors.fill).toBe('rgba(201, 131, 44, 0.28)');
    expect(colors.invalidFill).toBe('rgba(192, 57, 43, 0.25)');
    expect(withAlpha('rgb(1, 2, 3)', 0.5)).toBe('rgb(1, 2, 3)');
  });
});

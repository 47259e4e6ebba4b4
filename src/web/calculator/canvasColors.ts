// The deck drawing's colours: the theme's canvas tokens (src/web/theme/tokens.ts), read from the CSS
// variables Panda writes for them. A canvas cannot paint a CSS variable, so each is resolved to the
// colour the page's stylesheet gives it. Panda's runtime token() would do the same lookup from a map of
// every token (7 KB gzip more on /deck-calculator, whose budget is 250 KB): the variable's name follows
// its rule instead, and canvasColors.test.ts checks it against token.var() for every canvas token.
import type { Token } from 'styled-system/tokens';

export const CANVAS_TOKENS = {
  grid: 'colors.canvas.grid',
  gridMajor: 'colors.canvas.gridMajor',
  outline: 'colors.canvas.outline',
  outlineSelected: 'colors.canvas.outlineSelected',
  fill: 'colors.canvas.fill',
  invalid: 'colors.canvas.invalid',
  label: 'colors.canvas.label',
  labelInvalid: 'colors.canvas.labelInvalid',
  handle: 'colors.canvas.handle',
  handleSplit: 'colors.canvas.handleSplit',
} as const satisfies Record<string, Token>;

export type CanvasColors = Record<keyof typeof CANVAS_TOKENS | 'invalidFill', string>;

/** The CSS variable Panda writes for a token: `colors.canvas.gridMajor` is `--colors-canvas-grid-major`. */
export function tokenVariable(path: Token): string {
  return `--${path.replace(/\./g, '-').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** The colour the document's stylesheet gives a token (empty without the stylesheet). */
export function tokenColor(path: Token): string {
  if (typeof document === 'undefined') return '';
  return getComputedStyle(document.documentElement).getPropertyValue(tokenVariable(path)).trim();
}

/** `#rrggbb` at an opacity, as canvas fills take it. */
export function withAlpha(color: string, alpha: number): string {
  const hex = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(color);
  if (!hex) return color;
  const [r, g, b] = hex.slice(1).map((h) => parseInt(h, 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

export function canvasColors(): CanvasColors {
  const entries = Object.entries(CANVAS_TOKENS).map(([k, path]) => [k, tokenColor(path)]);
  const c = Object.fromEntries(entries) as Record<keyof typeof CANVAS_TOKENS, string>;
  // Shapes are filled at low opacity so the grid shows through.
  return { ...c, fill: withAlpha(c.fill, 0.28), invalidFill: withAlpha(c.invalid, 0.25) };
}

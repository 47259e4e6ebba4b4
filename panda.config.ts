import { defineConfig } from '@pandacss/dev';
import { theme } from './src/web/theme/theme';

export default defineConfig({
  preflight: true,
  include: ['./src/web/**/*.{ts,tsx}', './.storybook/**/*.{ts,tsx}'],
  exclude: [],
  jsxFramework: 'react',
  outdir: 'styled-system',
  theme,
  globalCss: {
    html: { scrollBehavior: 'smooth', WebkitTextSizeAdjust: '100%', '@media (prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } },
    'html, body': { bg: 'bg.canvas', color: 'fg.default', fontFamily: 'body', overflowX: 'clip' },
    body: { minH: '100vh', lineHeight: '1.6', WebkitFontSmoothing: 'antialiased', textRendering: 'optimizeLegibility' },
    'h1, h2, h3, h4': { fontFamily: 'heading', textWrap: 'balance' },
    a: { color: 'inherit' },
    ':focus-visible': { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
    '::selection': { bg: 'ochre.300', color: 'timber.950' },
    '@media (prefers-reduced-motion: reduce)': {
      '*, *::before, *::after': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
    },
  },
});

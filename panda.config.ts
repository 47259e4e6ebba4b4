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
    'html, body': { bg: 'bg.canvas', color: 'fg.default', fontFamily: 'body' },
    ':focus-visible': { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
  },
});

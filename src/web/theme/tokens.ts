// Design tokens for Boardwalk: a warm timber palette, garden greens and stone neutrals, plus the
// board-colour swatches taken from the one colour lookup in src/domain/colors.ts.
import { defineSemanticTokens, defineTextStyles, defineTokens } from '@pandacss/dev';
import { COLOR_HEX, FALLBACK_COLOR_HEX } from '../../domain/colors';

const boardSwatches = Object.fromEntries([
  ...Object.entries(COLOR_HEX).map(([name, hex]) => [name.replace(/\s+/g, '-'), { value: hex }]),
  ['fallback', { value: FALLBACK_COLOR_HEX }],
]);

export const tokens = defineTokens({
  colors: {
    timber: {
      50: { value: '#faf6f1' },
      100: { value: '#f3eadf' },
      200: { value: '#e6d3bd' },
      300: { value: '#d3b592' },
      400: { value: '#b98c61' },
      500: { value: '#9a6a41' },
      600: { value: '#7c5232' },
      700: { value: '#5c3b22' },
      800: { value: '#412a18' },
      900: { value: '#2b1c10' },
      950: { value: '#1b110a' },
    },
    // Gum-leaf greens for gardens, success and the occasional accent.
    eucalypt: {
      50: { value: '#f1f6f2' },
      100: { value: '#dce9df' },
      300: { value: '#8fb59a' },
      500: { value: '#4f7d5c' },
      600: { value: '#3d6549' },
      700: { value: '#2f4f39' },
      900: { value: '#1a2d20' },
    },
    // Warm ochre: the call-to-action accent (golden hour on a deck).
    ochre: {
      100: { value: '#f8e7cf' },
      300: { value: '#ebb86f' },
      400: { value: '#e0a04a' },
      500: { value: '#c9832c' },
      600: { value: '#a86a1f' },
      700: { value: '#8a5518' },
    },
    stone: {
      50: { value: '#f8f7f5' },
      100: { value: '#efece8' },
      200: { value: '#ddd8d1' },
      300: { value: '#c4bdb3' },
      500: { value: '#857d73' },
      600: { value: '#665f57' },
      700: { value: '#4b4540' },
      900: { value: '#24211e' },
    },
    sky: { 100: { value: '#e3eef7' }, 600: { value: '#2a5f8a' }, 700: { value: '#1f4a6d' } },
    brick: { 50: { value: '#fbefec' }, 100: { value: '#f6dcd6' }, 600: { value: '#a83a26' }, 700: { value: '#8a2e1e' } },
    board: boardSwatches,
  },
  fonts: {
    body: { value: "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', sans-serif" },
    heading: { value: "'Fraunces Variable', 'Fraunces Fallback', Georgia, 'Times New Roman', serif" },
  },
  radii: {
    control: { value: '0.625rem' },
    card: { value: '1rem' },
    panel: { value: '1.5rem' },
  },
  shadows: {
    card: { value: '0 1px 2px rgba(43, 28, 16, 0.06), 0 4px 16px rgba(43, 28, 16, 0.06)' },
    lift: { value: '0 2px 4px rgba(43, 28, 16, 0.08), 0 16px 40px rgba(43, 28, 16, 0.14)' },
    header: { value: '0 1px 0 rgba(43, 28, 16, 0.08), 0 6px 20px rgba(43, 28, 16, 0.06)' },
  },
  sizes: {
    content: { value: '76rem' },
    prose: { value: '44rem' },
  },
});

export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: { value: '{colors.timber.50}' },
      surface: { value: '#ffffff' },
      subtle: { value: '{colors.timber.100}' },
      muted: { value: '{colors.stone.100}' },
      inverse: { value: '{colors.timber.900}' },
      accent: { value: '{colors.ochre.100}' },
    },
    fg: {
      default: { value: '{colors.timber.900}' },
      muted: { value: '{colors.stone.700}' },
      subtle: { value: '{colors.stone.600}' },
      inverse: { value: '{colors.timber.50}' },
      inverseMuted: { value: '{colors.timber.200}' },
      accent: { value: '{colors.ochre.700}' },
      link: { value: '{colors.timber.700}' },
    },
    border: {
      default: { value: '{colors.stone.200}' },
      strong: { value: '{colors.stone.300}' },
      input: { value: '{colors.stone.500}' },
    },
    brand: {
      solid: { value: '{colors.timber.700}' },
      solidHover: { value: '{colors.timber.800}' },
      cta: { value: '{colors.ochre.400}' },
      ctaHover: { value: '{colors.ochre.300}' },
    },
    focus: { value: '{colors.sky.600}' },
    // The deck drawing (src/web/calculator/deckScene.ts), read through token() and resolved to a colour.
    canvas: {
      bg: { value: '#fbfaf7' },
      grid: { value: '#e7e1d8' },
      gridMajor: { value: '#cfc5b7' },
      outline: { value: '{colors.timber.600}' },
      outlineSelected: { value: '{colors.timber.700}' },
      /** Filled at low opacity inside a valid shape. */
      fill: { value: '{colors.ochre.500}' },
      /** Outline, and at low opacity the fill, of a shape that is not valid. */
      invalid: { value: '#c0392b' },
      label: { value: '{colors.timber.900}' },
      labelInvalid: { value: '{colors.brick.600}' },
      handle: { value: '{colors.bg.surface}' },
      /** Edge handles in individual mode, where a click splits the edge. */
      handleSplit: { value: '{colors.ochre.400}' },
    },
    tone: {
      errorBg: { value: '{colors.brick.50}' },
      errorFg: { value: '{colors.brick.700}' },
      errorBorder: { value: '{colors.brick.100}' },
      successBg: { value: '{colors.eucalypt.50}' },
      successFg: { value: '{colors.eucalypt.700}' },
      successBorder: { value: '{colors.eucalypt.100}' },
      infoBg: { value: '{colors.sky.100}' },
      infoFg: { value: '{colors.sky.700}' },
      warningBg: { value: '{colors.ochre.100}' },
      warningFg: { value: '{colors.ochre.700}' },
      neutralBg: { value: '{colors.stone.100}' },
      neutralFg: { value: '{colors.stone.700}' },
    },
  },
});

export const textStyles = defineTextStyles({
  display: {
    value: {
      fontFamily: 'heading',
      fontWeight: '600',
      fontSize: { base: '2.5rem', md: '3.75rem', lg: '4.5rem' },
      lineHeight: '1.05',
      letterSpacing: '-0.02em',
    },
  },
  h1: {
    value: {
      fontFamily: 'heading',
      fontWeight: '600',
      fontSize: { base: '2.25rem', md: '3rem' },
      lineHeight: '1.1',
      letterSpacing: '-0.015em',
    },
  },
  h2: {
    value: {
      fontFamily: 'heading',
      fontWeight: '600',
      fontSize: { base: '1.875rem', md: '2.5rem' },
      lineHeight: '1.15',
      letterSpacing: '-0.01em',
    },
  },
  h3: { value: { fontFamily: 'heading', fontWeight: '600', fontSize: { base: '1.25rem', md: '1.5rem' }, lineHeight: '1.25' } },
  eyebrow: {
    value: {
      fontFamily: 'body',
      fontWeight: '600',
      fontSize: '0.8125rem',
      letterSpacing: '0.14em',
      textTransform: 'uppercase',
      lineHeight: '1.4',
    },
  },
  lead: { value: { fontFamily: 'body', fontSize: { base: '1.0625rem', md: '1.1875rem' }, lineHeight: '1.6' } },
  body: { value: { fontFamily: 'body', fontSize: '1rem', lineHeight: '1.6' } },
  small: { value: { fontFamily: 'body', fontSize: '0.875rem', lineHeight: '1.5' } },
});

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
    /** The calculator's bottom sheet, cast upwards. */
    sheet: { value: '0 -8px 30px rgba(43, 28, 16, 0.18)' },
    /** A colour chip's rim and lower shade, over the colour. */
    swatch: { value: 'inset 0 0 0 1px rgba(0,0,0,0.18), inset 0 -3px 6px rgba(0,0,0,0.15)' },
  },
  gradients: {
    /** Over the hero photo, so its text reads: top to bottom on phones, left to right from md. */
    heroScrim: { value: 'linear-gradient(180deg, rgba(27,17,10,0.88) 0%, rgba(27,17,10,0.7) 60%, rgba(27,17,10,0.35) 100%)' },
    heroScrimWide: { value: 'linear-gradient(90deg, rgba(27,17,10,0.92) 0%, rgba(27,17,10,0.7) 45%, rgba(27,17,10,0.1) 100%)' },
    /** Under a gallery photo's caption. */
    captionScrim: { value: 'linear-gradient(0deg, rgba(27,17,10,0.85), rgba(27,17,10,0))' },
    /** The order wizard's banner: planks over dark timber. */
    portalHero: {
      value:
        'repeating-linear-gradient(0deg, rgba(0,0,0,0.25) 0 2px, transparent 2px 34px), ' +
        'linear-gradient(110deg, {colors.timber.900} 0%, {colors.timber.700} 55%, {colors.timber.500} 100%)',
    },
    /** The wizard's brand cards: Millboard's dark cast-oak planks with fine grain. */
    millboardBoards: {
      value:
        'repeating-linear-gradient(0deg, rgba(0,0,0,0.28) 0 2px, transparent 2px 30px), ' +
        'repeating-linear-gradient(90deg, rgba(255,255,255,0.05) 0 1px, transparent 1px 7px), ' +
        'linear-gradient(100deg, {colors.timber.700}, #8a6a45 45%, {colors.timber.800})',
    },
    /** ...and the other brands' lighter capped-composite boards with a brushed finish. */
    compositeBoards: {
      value:
        'repeating-linear-gradient(0deg, rgba(0,0,0,0.22) 0 2px, transparent 2px 24px), ' +
        'repeating-linear-gradient(90deg, rgba(255,255,255,0.08) 0 2px, transparent 2px 11px), ' +
        'linear-gradient(100deg, {colors.timber.500}, {colors.timber.300} 50%, {colors.timber.600})',
    },
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
      /** The sticky site header: the page's canvas, a little see-through. */
      header: { value: 'rgba(250, 246, 241, 0.94)' },
      /** Behind a modal dialog, and (a little darker) behind the quote's sheet. */
      overlay: { value: 'rgba(27, 17, 10, 0.5)' },
      overlayStrong: { value: 'rgba(27, 17, 10, 0.55)' },
      /** Under the pointer on a transparent control over the inverse background. */
      inverseHover: { value: 'rgba(255, 255, 255, 0.08)' },
    },
    fg: {
      default: { value: '{colors.timber.900}' },
      muted: { value: '{colors.stone.700}' },
      subtle: { value: '{colors.stone.600}' },
      inverse: { value: '{colors.timber.50}' },
      inverseMuted: { value: '{colors.timber.200}' },
      accent: { value: '{colors.ochre.700}' },
      link: { value: '{colors.timber.700}' },
      /** Pure white marks and captions on dark fills and photos (a checked box's tick, a gallery caption). */
      onDark: { value: '#ffffff' },
    },
    border: {
      default: { value: '{colors.stone.200}' },
      strong: { value: '{colors.stone.300}' },
      input: { value: '{colors.stone.500}' },
      /** A rule on the inverse (dark) background. */
      inverse: { value: 'rgba(255,255,255,0.14)' },
    },
    // The printed design sheet (black on white paper, src/web/calculator/PrintSheet.tsx).
    print: {
      rule: { value: '#ccc' },
      ruleStrong: { value: '#999' },
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
    /** The 3D view's ground and frame (src/web/deck3d): the boards take their colour's swatch. */
    scene: {
      ground: { value: '#9fb08a' },
      timber: { value: '#b8935f' },
      steel: { value: '#9aa3ab' },
      sky: { value: '#eef2f4' },
      /** The balustrade's powder-coated posts and rails, and its glass-like infill panels. */
      balustrade: { value: '#2b2b2b' },
      infill: { value: '#cfd8dc' },
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

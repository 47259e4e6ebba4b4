// Component recipes: every screen styles buttons, cards, sections, chips, fields and alerts through
// these so the brand stays consistent. Use them as `button({ variant: 'secondary', size: 'sm' })`
// from 'styled-system/recipes'.
import { defineRecipe } from '@pandacss/dev';

export const button = defineRecipe({
  className: 'button',
  description: 'Buttons and button-styled links',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontFamily: 'body',
    fontWeight: '600',
    lineHeight: '1',
    borderRadius: 'control',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transitionProperty: 'background-color, border-color, color, box-shadow, transform',
    transitionDuration: '150ms',
    _disabled: { opacity: 0.55, cursor: 'not-allowed' },
    '&[aria-disabled=true]': { opacity: 0.55, cursor: 'not-allowed' },
  },
  variants: {
    variant: {
      primary: { bg: 'brand.solid', color: 'fg.inverse', _hover: { bg: 'brand.solidHover' } },
      cta: { bg: 'brand.cta', color: 'timber.950', _hover: { bg: 'brand.ctaHover' } },
      secondary: {
        bg: 'bg.surface',
        color: 'fg.default',
        borderColor: 'border.strong',
        _hover: { bg: 'bg.subtle', borderColor: 'timber.400' },
      },
      ghost: { bg: 'transparent', color: 'fg.default', _hover: { bg: 'bg.subtle' } },
      inverse: { bg: 'transparent', color: 'fg.inverse', borderColor: 'timber.300', _hover: { bg: 'bg.inverseHover' } },
    },
    size: {
      sm: { h: '9', px: '3.5', fontSize: 'sm' },
      md: { h: '11', px: '5', fontSize: 'md' },
      lg: { h: '12', px: '7', fontSize: 'md' },
    },
    fullWidth: { true: { w: 'full' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export const card = defineRecipe({
  className: 'card',
  description: 'Surface for grouped content',
  base: { bg: 'bg.surface', borderRadius: 'card', borderWidth: '1px', borderColor: 'border.default', overflow: 'hidden' },
  variants: {
    elevation: { flat: {}, raised: { shadow: 'card' }, lifted: { shadow: 'lift' } },
    padding: { none: {}, md: { p: { base: '5', md: '6' } }, lg: { p: { base: '6', md: '8' } } },
    interactive: { true: { transition: 'box-shadow 150ms, transform 150ms', _hover: { shadow: 'lift' } } },
  },
  defaultVariants: { elevation: 'raised', padding: 'md' },
});

export const section = defineRecipe({
  className: 'section',
  description: 'Full-width page band with vertical rhythm; put a container inside',
  base: { py: { base: '14', md: '20', lg: '24' }, scrollMarginTop: '20' },
  variants: {
    tone: {
      canvas: { bg: 'bg.canvas', color: 'fg.default' },
      surface: { bg: 'bg.surface', color: 'fg.default' },
      subtle: { bg: 'bg.subtle', color: 'fg.default' },
      inverse: { bg: 'bg.inverse', color: 'fg.inverse' },
    },
    compact: { true: { py: { base: '10', md: '14' } } },
  },
  defaultVariants: { tone: 'canvas' },
});

export const badge = defineRecipe({
  className: 'badge',
  description: 'Chips and badges; tones match order statuses (pending warning, approved info, dispatched success)',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    borderRadius: 'full',
    fontWeight: '600',
    fontSize: 'xs',
    lineHeight: '1',
    px: '2.5',
    py: '1.5',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      warning: { bg: 'tone.warningBg', color: 'tone.warningFg' },
      info: { bg: 'tone.infoBg', color: 'tone.infoFg' },
      success: { bg: 'tone.successBg', color: 'tone.successFg' },
      neutral: { bg: 'tone.neutralBg', color: 'tone.neutralFg' },
      accent: { bg: 'timber.700', color: 'timber.50' },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const input = defineRecipe({
  className: 'input',
  description: 'Text inputs, textareas and select triggers',
  base: {
    w: 'full',
    minH: '11',
    px: '3.5',
    py: '2.5',
    bg: 'bg.surface',
    color: 'fg.default',
    fontSize: 'md',
    borderWidth: '1px',
    borderColor: 'border.input',
    borderRadius: 'control',
    transition: 'border-color 120ms, box-shadow 120ms',
    _placeholder: { color: 'fg.subtle' },
    _hover: { borderColor: 'timber.500' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focus', outlineOffset: '1px', borderColor: 'focus' },
    // Only fields the form marked invalid (not the browser's :invalid on an untouched required field).
    '&[aria-invalid=true], &[data-invalid]': { borderColor: 'brick.600' },
    _disabled: { bg: 'bg.muted', cursor: 'not-allowed' },
  },
  variants: { multiline: { true: { minH: '32', resize: 'vertical', lineHeight: '1.5' } } },
});

export const fieldLabel = defineRecipe({
  className: 'field-label',
  description: 'Label above a form field',
  base: { display: 'block', fontSize: 'sm', fontWeight: '600', color: 'fg.default', mb: '1.5' },
});

export const alert = defineRecipe({
  className: 'alert',
  description: 'Inline banners for errors, successes and information',
  base: {
    display: 'flex',
    gap: '3',
    alignItems: 'flex-start',
    borderRadius: 'control',
    borderWidth: '1px',
    px: '4',
    py: '3',
    fontSize: 'sm',
    lineHeight: '1.5',
  },
  variants: {
    tone: {
      error: { bg: 'tone.errorBg', color: 'tone.errorFg', borderColor: 'tone.errorBorder' },
      success: { bg: 'tone.successBg', color: 'tone.successFg', borderColor: 'tone.successBorder' },
      info: { bg: 'tone.infoBg', color: 'tone.infoFg', borderColor: 'sky.100' },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const recipes = { button, card, section, badge, input, fieldLabel, alert };

// Colour swatches for board colours (docs/product.md#records-and-fields). The spec names the ten colours but not their
// hex values; these are chosen to look like the named timber and stone tones.

export const FALLBACK_COLOR_HEX = '#8B7355';

/** The ten board colours the spec names, as the catalogue stores them (underscores for spaces). */
export const SPEC_COLORS = [
  'Barossa',
  'Basalt',
  'Charcoal',
  'Hampton',
  'Victorian_Maple',
  'Smoked_Ash',
  'Sandstone',
  'Antique_Oak',
  'Golden_Oak',
  'Smoked_Oak',
] as const;

/** Keys are lower-case display names (spaces, not underscores). */
export const COLOR_HEX: Readonly<Record<string, string>> = {
  barossa: '#7B4A32', // deep red-brown of Barossa shiraz country timber
  basalt: '#4A4C4E', // dark volcanic grey stone
  charcoal: '#36383A', // near-black charred grey
  hampton: '#B8A48A', // pale weathered coastal grey-beige
  'victorian maple': '#A0643C', // warm mid-brown maple
  'smoked ash': '#6E645A', // grey-brown smoked ash
  sandstone: '#C8B28C', // light sandy stone
  'antique oak': '#8A6A45', // aged oak brown
  'golden oak': '#B9853F', // honey-gold oak
  'smoked oak': '#5C4635', // dark smoked oak
};

function normaliseColorName(name: string): string {
  return name.replace(/_/g, ' ').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Hex swatch for a colour name, case-insensitive, underscores treated as spaces; fallback otherwise. */
export function colorHex(name: string | null | undefined): string {
  if (!name) return FALLBACK_COLOR_HEX;
  return COLOR_HEX[normaliseColorName(name)] ?? FALLBACK_COLOR_HEX;
}

/** 'Victorian_Maple' -> 'Victorian Maple' (catalogue colours store underscores). */
export function displayColorName(name: string | null | undefined): string {
  if (!name) return '';
  return name.replace(/_/g, ' ').trim().replace(/\s+/g, ' ');
}

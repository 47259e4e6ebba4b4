import { describe, expect, it } from 'vitest';
import { COLOR_HEX, FALLBACK_COLOR_HEX, SPEC_COLORS, colorHex, displayColorName } from './colors';

// The spec's colour names as people read them.
const SPEC_NAMES = SPEC_COLORS.map((c) => c.replace(/_/g, ' '));

describe('COLOR_HEX', () => {
  it('holds exactly the ten spec colours, each a distinct 6-digit hex that is not the fallback', () => {
    expect(Object.keys(COLOR_HEX).sort()).toEqual(SPEC_NAMES.map((c) => c.toLowerCase()).sort());
    const values = Object.values(COLOR_HEX);
    for (const hex of values) {
      expect(hex).toMatch(/^#[0-9A-F]{6}$/);
      expect(hex).not.toBe(FALLBACK_COLOR_HEX);
    }
    expect(new Set(values).size).toBe(values.length);
  });
});

describe('colorHex', () => {
  it.each(SPEC_NAMES)('finds %s in any case and with underscores', (name) => {
    const expected = COLOR_HEX[name.toLowerCase()];
    expect(colorHex(name)).toBe(expected);
    expect(colorHex(name.toUpperCase())).toBe(expected);
    expect(colorHex(name.replace(/ /g, '_'))).toBe(expected);
  });

  it('treats Victorian_Maple like victorian maple', () => {
    expect(colorHex('Victorian_Maple')).toBe(COLOR_HEX['victorian maple']);
  });

  it('falls back to #8B7355 for unknown, extra and empty colours', () => {
    expect(FALLBACK_COLOR_HEX).toBe('#8B7355');
    expect(colorHex('Ironbark')).toBe('#8B7355');
    expect(colorHex('Coppered_Oak')).toBe('#8B7355');
    expect(colorHex('')).toBe('#8B7355');
    expect(colorHex(null)).toBe('#8B7355');
    expect(colorHex(undefined)).toBe('#8B7355');
  });
});

describe('displayColorName', () => {
  it('shows underscores as spaces', () => {
    expect(displayColorName('Victorian_Maple')).toBe('Victorian Maple');
    expect(displayColorName('Smoked_Ash')).toBe('Smoked Ash');
    expect(displayColorName('Barossa')).toBe('Barossa');
  });
  it('returns an empty string for empty input', () => {
    expect(displayColorName('')).toBe('');
    expect(displayColorName(null)).toBe('');
  });
});

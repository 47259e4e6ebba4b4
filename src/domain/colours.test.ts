import { describe, expect, it } from 'vitest';
import { COLOUR_HEX, FALLBACK_COLOUR_HEX, colourHex, displayColourName } from './colours';

const SPEC_COLOURS = [
  'Barossa', 'Basalt', 'Charcoal', 'Hampton', 'Victorian Maple',
  'Smoked Ash', 'Sandstone', 'Antique Oak', 'Golden Oak', 'Smoked Oak',
];

describe('COLOUR_HEX', () => {
  it('holds exactly the ten spec colours, each a distinct 6-digit hex that is not the fallback', () => {
    expect(Object.keys(COLOUR_HEX).sort()).toEqual(SPEC_COLOURS.map((c) => c.toLowerCase()).sort());
    const values = Object.values(COLOUR_HEX);
    for (const hex of values) {
      expect(hex).toMatch(/^#[0-9A-F]{6}$/);
      expect(hex).not.toBe(FALLBACK_COLOUR_HEX);
    }
    expect(new Set(values).size).toBe(values.length);
  });
});

describe('colourHex', () => {
  it.each(SPEC_COLOURS)('finds %s in any case and with underscores', (name) => {
    const expected = COLOUR_HEX[name.toLowerCase()];
    expect(colourHex(name)).toBe(expected);
    expect(colourHex(name.toUpperCase())).toBe(expected);
    expect(colourHex(name.replace(/ /g, '_'))).toBe(expected);
  });

  it('treats Victorian_Maple like victorian maple', () => {
    expect(colourHex('Victorian_Maple')).toBe(COLOUR_HEX['victorian maple']);
  });

  it('falls back to #8B7355 for unknown, extra and empty colours', () => {
    expect(FALLBACK_COLOUR_HEX).toBe('#8B7355');
    expect(colourHex('Ironbark')).toBe('#8B7355');
    expect(colourHex('Coppered_Oak')).toBe('#8B7355');
    expect(colourHex('')).toBe('#8B7355');
    expect(colourHex(null)).toBe('#8B7355');
    expect(colourHex(undefined)).toBe('#8B7355');
  });
});

describe('displayColourName', () => {
  it('shows underscores as spaces', () => {
    expect(displayColourName('Victorian_Maple')).toBe('Victorian Maple');
    expect(displayColourName('Smoked_Ash')).toBe('Smoked Ash');
    expect(displayColourName('Barossa')).toBe('Barossa');
  });
  it('returns an empty string for empty input', () => {
    expect(displayColourName('')).toBe('');
    expect(displayColourName(null)).toBe('');
  });
});

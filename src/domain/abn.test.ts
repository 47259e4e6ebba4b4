import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAbn, isValidAbn } from './abn';

describe('ABN (docs/product.md#trade-accounts)', () => {
  it('accepts ABNs that pass the ATO check, with or without spaces', () => {
    expect(isValidAbn('51 824 753 556')).toBe(true);
    expect(isValidAbn('51824753556')).toBe(true);
    expect(isValidAbn('53 004 085 616')).toBe(true);
  });

  it('refuses wrong checksums, lengths and letters', () => {
    expect(isValidAbn('51 824 753 557')).toBe(false);
    expect(isValidAbn('12 345 678 901')).toBe(false);
    expect(isValidAbn('5182475355')).toBe(false);
    expect(isValidAbn('518247535561')).toBe(false);
    expect(isValidAbn('51a824753556')).toBe(false);
    expect(isValidAbn('')).toBe(false);
  });

  it('shows an ABN grouped 2-3-3-3', () => {
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
    expect(formatAbn(' 51 8247 53556 ')).toBe('51 824 753 556');
    expect(formatAbn('abc')).toBe('abc');
  });

  it('changing any one digit of a valid ABN makes it invalid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 }), (position, delta) => {
        const digits = '51824753556'.split('').map(Number);
        digits[position] = (digits[position] + delta) % 10;
        expect(isValidAbn(digits.join(''))).toBe(false);
      }),
    );
  });

  it('formatting is stable and keeps validity', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11}$/), (digits) => {
        const shown = formatAbn(digits);
        expect(formatAbn(shown)).toBe(shown);
        expect(isValidAbn(shown)).toBe(isValidAbn(digits));
      }),
    );
  });
});

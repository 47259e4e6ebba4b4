import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIRST_NAME_MAX_LENGTH, firstNameOf } from './firstName';

const isLetter = (c: string) => /^\p{L}$/u.test(c) && c.normalize('NFC') === c;
/** Letters from several scripts (Latin, Greek, Cyrillic, Arabic, CJK, Hangul), each already NFC. */
const letter = fc
  .oneof(
    fc.integer({ min: 0x41, max: 0x24f }),
    fc.integer({ min: 0x370, max: 0x4ff }),
    fc.integer({ min: 0x620, max: 0x64a }),
    fc.integer({ min: 0x4e00, max: 0x9fff }),
    fc.integer({ min: 0xac00, max: 0xd7a3 }),
  )
  .map((cp) => String.fromCodePoint(cp))
  .filter(isLetter);
const word = (min: number, max: number) => fc.array(letter, { minLength: min, maxLength: max }).map((cs) => cs.join(''));
const space = fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u3000');
const spaces = fc.array(space, { maxLength: 3 }).map((s) => s.join(''));
/** Neither a letter, a combining mark (which NFC may fold into a letter) nor white space. */
const nonLetter = fc
  .integer({ min: 0, max: 0x10ffff })
  .map((cp) => String.fromCodePoint(cp))
  .filter((c) => !/[\p{L}\p{M}\s]/u.test(c));

describe('firstNameOf', () => {
  it('examples: a first word of letters greets by name; anything else greets no one', () => {
    expect(firstNameOf('Ann Smith')).toBe('Ann');
    expect(firstNameOf('  Zoë  de la Cruz ')).toBe('Zoë');
    expect(firstNameOf('Jose\u0301')).toBe('José');
    expect(firstNameOf('李 小龍')).toBe('李');
    expect(firstNameOf('<b>Ann</b> & "Co"')).toBeNull();
    expect(firstNameOf('Mary-Jane Citizen')).toBeNull();
    expect(firstNameOf('https://evil.example/win')).toBeNull();
    expect(firstNameOf('$1000 prize inside')).toBeNull();
    expect(firstNameOf('')).toBeNull();
    expect(firstNameOf('   ')).toBeNull();
    expect(firstNameOf('A'.repeat(FIRST_NAME_MAX_LENGTH))).toBe('A'.repeat(FIRST_NAME_MAX_LENGTH));
    expect(firstNameOf('A'.repeat(FIRST_NAME_MAX_LENGTH + 1))).toBeNull();
  });

  it('answers null or 1 to 40 letters, never anything else', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (name) => {
        const first = firstNameOf(name);
        if (first === null) return;
        expect(first).toMatch(/^\p{L}+$/u);
        expect(Array.from(first).length).toBeLessThanOrEqual(FIRST_NAME_MAX_LENGTH);
      }),
    );
  });

  it('what it keeps is the first word of the name as typed (in NFC), and is its own first name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (name) => {
        const first = firstNameOf(name);
        if (first === null) return;
        expect(name.normalize('NFC').trim().startsWith(first)).toBe(true);
        expect(firstNameOf(first)).toBe(first);
      }),
    );
  });

  it('a first word of 1 to 40 letters is kept, whatever surrounds it', () => {
    fc.assert(
      fc.property(
        spaces,
        word(1, FIRST_NAME_MAX_LENGTH),
        space,
        fc.string({ unit: 'binary', maxLength: 40 }),
        (before, first, gap, rest) => {
          expect(firstNameOf(`${before}${first}${gap}${rest}`)).toBe(first);
        },
      ),
    );
  });

  it('a first word with any other character in it, or longer than 40 letters, greets no one', () => {
    fc.assert(
      fc.property(word(0, 20), nonLetter, word(0, 20), spaces, fc.string({ maxLength: 20 }), (head, other, tail, gap, rest) => {
        expect(firstNameOf(`${head}${other}${tail}${gap}${rest}`)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(word(FIRST_NAME_MAX_LENGTH + 1, 60), fc.string({ maxLength: 20 }), (long, rest) => {
        expect(firstNameOf(`${long} ${rest}`)).toBeNull();
      }),
    );
  });
});

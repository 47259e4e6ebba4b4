import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { avatarInitials, formatBoards, formatMoney, formatPrice, orderRef, stepLabel, truncateNotes, unitCount, userLabel } from './format';

describe('money and prices', () => {
  it('formats AUD with two decimals', () => {
    expect(formatMoney(12.5)).toBe('$12.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0.005)).toBe('$0.01');
  });
  it('price per unit', () => {
    expect(formatPrice(12.5, 'board')).toBe('$12.50 per board');
    expect(formatPrice(65, 'box')).toBe('$65.00 per box');
    expect(formatPrice(39.999, 'roll')).toBe('$40.00 per roll');
  });
});

describe('truncateNotes', () => {
  it('keeps notes of up to 50 characters', () => {
    const fifty = 'x'.repeat(50);
    expect(truncateNotes(fifty)).toBe(fifty);
    expect(truncateNotes('short')).toBe('short');
  });
  it('cuts longer notes at the last word boundary within 50 and adds an ellipsis', () => {
    const long = 'Selected subframe: timber\nPlease deliver to the side gate after 10am';
    expect(truncateNotes(long)).toBe('Selected subframe: timber\nPlease deliver to the…');
    // The 51st character is a space: the first 50 are whole words.
    expect(truncateNotes(`${'word '.repeat(10)}more`)).toBe(`${'word '.repeat(9)}word…`);
  });
  it('cuts a single word longer than the limit at the limit', () => {
    expect(truncateNotes('x'.repeat(60))).toBe(`${'x'.repeat(50)}…`);
  });
  it('honours another limit and empty input', () => {
    expect(truncateNotes('abcdef', 3)).toBe('abc…');
    expect(truncateNotes('ab cdef', 4)).toBe('ab…');
    expect(truncateNotes('')).toBe('');
    expect(truncateNotes(null)).toBe('');
  });
  it('does not split a character made of two UTF-16 units', () => {
    const notes = `${'a'.repeat(49)}🙂🙂`;
    expect(truncateNotes(notes)).toBe(`${'a'.repeat(49)}🙂…`);
  });
  it('never shows more than 50 characters before the ellipsis, and only a prefix of the notes', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', ' ', '\n', 'é'), maxLength: 120 }), (notes) => {
        const out = truncateNotes(notes);
        if (Array.from(notes).length <= 50) {
          expect(out).toBe(notes);
          return;
        }
        expect(out.endsWith('…')).toBe(true);
        const kept = out.slice(0, -1);
        expect(Array.from(kept).length).toBeLessThanOrEqual(50);
        expect(notes.startsWith(kept)).toBe(true);
      }),
    );
  });
});

describe('user display', () => {
  it('avatar initials are the first two letters in capitals', () => {
    expect(avatarInitials('client@boardwalk.example')).toBe('CL');
    expect(avatarInitials('a.b@x.example')).toBe('AB');
    expect(avatarInitials('')).toBe('');
    expect(avatarInitials(undefined)).toBe('');
  });
  it('user label puts the role in brackets', () => {
    expect(userLabel('a@b', 'admin')).toBe('a@b (admin)');
    expect(userLabel('installer@boardwalk.example', 'installer')).toBe('installer@boardwalk.example (installer)');
  });
});

describe('small labels', () => {
  it('boards and steps', () => {
    expect(formatBoards(1)).toBe('1 board');
    expect(formatBoards(12)).toBe('12 boards');
    expect(stepLabel(3, 8)).toBe('Step 3 of 8');
  });

  it("counts a catalogue unit in English's plural: boxes, packs, one of each", () => {
    expect([unitCount(1, 'box'), unitCount(5, 'box'), unitCount(2, 'pack'), unitCount(1, 'pack'), unitCount(3, 'brush')]).toEqual([
      '1 box',
      '5 boxes',
      '2 packs',
      '1 pack',
      '3 brushes',
    ]);
  });
});

describe('orderRef', () => {
  it('is BW- and the first 8 characters of the id in capitals', () => {
    expect(orderRef('3f2a9c1e-0b4d-4e8f-9a7b-1c2d3e4f5a6b')).toBe('BW-3F2A9C1E');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailKey, normaliseEmail, stripBidiControls } from './plainText';
import { emailField, optionalText, plainEmailMessage, requiredText } from './schemas/fields';

const email = emailField();
const plainAddress = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,20}$/),
    fc.stringMatching(/^[a-z0-9]{1,12}$/),
    fc.constantFrom('com', 'com.au', 'example'),
  )
  .map(([local, host, tld]) => `${local}@${host}.${tld}`);
// Characters a person cannot see, that turn text right to left, or that look like a plain letter.
const HIDDEN = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u034F', '\u180E', '\u3164', '\u115F'];
const BIDI = ['\u061C', '\u200E', '\u200F', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
const LOOK_ALIKE = ['\u0430', '\u0435', '\u043E', '\u0440', '\u0441', '\u0455', '\u0456', '\u03BF', '\u0131', '\u0261', '\u0301'];
const bad = fc.constantFrom(...HIDDEN, ...BIDI, ...LOOK_ALIKE);
const toFullWidth = (text: string) => text.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

describe('e-mail addresses as a person reads them', () => {
  it('accepts a plain address as typed, trimmed', () => {
    fc.assert(
      fc.property(plainAddress, (address) => {
        expect(email.parse(`  ${address} `)).toBe(address);
      }),
    );
  });

  it('refuses an address with any hidden, right-to-left or look-alike character inside it, with the message', () => {
    fc.assert(
      fc.property(plainAddress, bad, fc.nat(), (address, char, at) => {
        const i = at % (address.length + 1);
        const parsed = email.safeParse(address.slice(0, i) + char + address.slice(i));
        // Invisible white space at either end is trimmed off, leaving the very address a person reads.
        if (parsed.success) expect(parsed.data).toBe(address);
        else expect(parsed.error.issues.map((issue) => issue.message)).toContain(plainEmailMessage());
        expect(parsed.success && (i === 0 || i === address.length) && /^\s$/.test(char)).toBe(parsed.success);
      }),
    );
  });

  it('reads full-width and other compatibility forms as the plain address they look like', () => {
    fc.assert(
      fc.property(plainAddress, (address) => {
        expect(email.parse(toFullWidth(address))).toBe(address);
        expect(emailKey(toFullWidth(address.toUpperCase()))).toBe(emailKey(address));
      }),
    );
  });

  it('normalises to a fixed point: one key per address', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(normaliseEmail(normaliseEmail(text))).toBe(normaliseEmail(text));
        expect(emailKey(emailKey(text))).toBe(emailKey(text));
      }),
    );
  });
});

describe('bidirectional controls in free text', () => {
  it('are removed and nothing else is', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string({ unit: 'grapheme' }), fc.constantFrom(...BIDI))), (parts) => {
        const stripped = stripBidiControls(parts.join(''));
        for (const control of BIDI) expect(stripped).not.toContain(control);
        expect(stripped).toBe(
          parts
            .filter((p) => !BIDI.includes(p))
            .map(stripBidiControls)
            .join(''),
        );
      }),
    );
  });

  it('never reach a name kept from a form', () => {
    expect(requiredText('Full name', 100).parse('Sam \u202Egnp.exe\u202C Smith')).toBe('Sam gnp.exe Smith');
    expect(optionalText('Notes', 100).parse('\u2067x\u2069')).toBe('x');
  });
});

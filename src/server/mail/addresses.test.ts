import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { headerText, isMailableAddress, messageIdFor } from './addresses';

describe('isMailableAddress', () => {
  it.each(['ann@example.com', 'a.b+tag@sub.example.com.au', "o'brien@example.org"])('takes %s', (address) => {
    expect(isMailableAddress(address)).toBe(true);
  });

  it.each([
    ['a list', 'ann@example.com,evil@example.com'],
    ['a list without a second domain', 'ann@example.com,evil'],
    ['a display name', 'Ann <ann@example.com>'],
    ['a CR/LF and a header', 'ann@example.com\r\nBcc: evil@example.com'],
    ['no domain', 'ann@'],
    ['a dotless domain', 'ann@localhost'],
    ['spaces', 'ann smith@example.com'],
    ['a 65-character local part', `${'a'.repeat(65)}@example.com`],
    ['over 254 characters', `ann@${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(10)}.com`],
  ])('refuses %s', (_, address) => {
    expect(isMailableAddress(address)).toBe(false);
  });

  it('never takes a value with a control character, wherever it is', () => {
    const control = fc.integer({ min: 0, max: 31 }).map((c) => String.fromCharCode(c));
    fc.assert(
      fc.property(fc.string(), control, fc.string(), (before, c, after) => {
        expect(isMailableAddress(`ann${before}${c}${after}@example.com`)).toBe(false);
        expect(isMailableAddress(`ann@example.com${before}${c}${after}`)).toBe(false);
      }),
    );
  });
});

describe('headerText', () => {
  it('drops the right-to-left override a name carries, so the subject reads as sent', () => {
    expect(headerText('New enquiry from Sam \u202Efdp.exe\u202C \u2067Lee\u2069')).toBe('New enquiry from Sam fdp.exe Lee');
  });

  it('is always one line without control characters, whatever was typed', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (typed) => {
        const line = headerText(typed);
        // eslint-disable-next-line no-control-regex
        expect(line).not.toMatch(/[\u0000-\u001f\u007f]/);
        // Nor a bidirectional control that would reverse the rest of the subject.
        expect(line).not.toMatch(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
        expect(Array.from(line).length).toBeLessThanOrEqual(200);
      }),
    );
  });

  it('folds CR/LF into a space and keeps the rest', () => {
    expect(headerText('New quote request from Ann\r\nBcc: evil@example.com')).toBe('New quote request from Ann Bcc: evil@example.com');
  });
});

describe('messageIdFor', () => {
  it('is the notification id at the sender domain', () => {
    expect(messageIdFor('1f0c', 'hello@boardwalk.example')).toBe('<1f0c@boardwalk.example>');
  });
});

describe('mail settings', () => {
  it('defaults to docs/product.md#e-mail: .eml files, Boardwalk <hello@boardwalk.example>, sales@boardwalk.example', () => {
    const { mail } = loadConfig({});
    expect(mail).toMatchObject({
      smtpUrl: undefined,
      from: { name: 'Boardwalk', address: 'hello@boardwalk.example' },
      salesEmail: 'sales@boardwalk.example',
      worker: true,
    });
  });

  it('takes smtp:// and smtps:// URLs and named or bare addresses', () => {
    const { mail } = loadConfig({
      SMTP_URL: 'smtps://user:p%40ss@mail.example.com:465',
      MAIL_FROM: 'orders@example.com',
      SALES_EMAIL: 'Sales <s@example.com>',
    });
    expect(mail).toMatchObject({
      smtpUrl: 'smtps://user:p%40ss@mail.example.com:465',
      from: { name: '', address: 'orders@example.com' },
      salesEmail: 's@example.com',
    });
  });

  it.each([
    ['SMTP_URL', 'http://mail.example.com'],
    ['SMTP_URL', 'smtp://mail.example.com/path'],
    ['MAIL_FROM', 'a@example.com, b@example.com'],
    ['MAIL_FROM', 'Boardwalk <hello@boardwalk.example>\r\nBcc: x@example.com'],
    ['SALES_EMAIL', 'not an address'],
  ])('refuses %s=%j at start', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});

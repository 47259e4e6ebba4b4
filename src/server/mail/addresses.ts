// What may go into a mail header. A recipient is exactly one address that the HTML standard calls a
// valid e-mail address, at most 254 characters (RFC 5321's path limit): a list, a display name, a
// CR/LF or any other control character is refused, so a value typed on the site cannot add a header
// or a recipient. Free text in a header (a subject carrying a name) has its control characters folded
// into spaces instead, so the message about a lead is still sent.

import { stripBidiControls } from '../../domain/plainText';

export const MAIL_FROM_DEFAULT = 'Boardwalk <hello@boardwalk.example>';
export const SALES_EMAIL_DEFAULT = 'sales@boardwalk.example';

/** RFC 5321: a forward path is at most 256 octets with its brackets; the local part at most 64. */
const MAX_ADDRESS_LENGTH = 254;
const MAX_LOCAL_PART_LENGTH = 64;
// The HTML standard's "valid e-mail address" (the browser's input type=email rule, stricter than the site's form check).
const VALID_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex
const CONTROL_ALL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

export function hasControlCharacters(value: string): boolean {
  return CONTROL.test(value);
}

/** Exactly one plain address a mail server can be given as a recipient. */
export function isMailableAddress(value: string): boolean {
  if (value.length > MAX_ADDRESS_LENGTH || hasControlCharacters(value)) return false;
  if (!VALID_EMAIL.test(value)) return false;
  return value.indexOf('@') <= MAX_LOCAL_PART_LENGTH;
}

/**
 * One line of header text: every run of control characters (CR, LF, tab...) becomes one space, and
 * bidirectional controls go, so a name cannot reverse the rest of a subject (docs/product.md#accounts).
 */
export function headerText(value: string, max = 200): string {
  const line = stripBidiControls(value).replace(CONTROL_ALL, ' ').replace(/\s+/g, ' ').trim();
  return Array.from(line).slice(0, max).join('');
}

/** The domain of the sender's address: the right-hand side of every Message-ID this app makes. */
export function messageIdFor(notificationId: string, fromAddress: string): string {
  return `<${notificationId}@${fromAddress.slice(fromAddress.lastIndexOf('@') + 1)}>`;
}

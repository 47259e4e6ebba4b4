// Text as a person reads it (docs/product.md#accounts): an e-mail address is one account however it is
// typed, so it is normalised (NFKC: full-width and compatibility forms become the plain letters they
// look like; trimmed) and compared in lower case, and an address holding a character that cannot be
// seen, turns text right to left, or looks like a plain letter without being one is refused. Free text
// that reaches an e-mail subject, a PDF or a staff screen loses its bidirectional controls, so a name
// cannot reverse what is printed after it.

/** Unicode's bidirectional controls: embeddings, overrides, isolates and the directional marks. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** Text with its bidirectional control characters removed. */
export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/** The address as stored and looked up: NFKC, trimmed. */
export function normaliseEmail(address: string): string {
  return address.normalize('NFKC').trim();
}

/** The form two addresses are compared in: one account per address as a person reads it. */
export function emailKey(address: string): string {
  return normaliseEmail(address).toLowerCase();
}

/**
 * Whether a normalised address is in plain characters: printable ASCII only. After NFKC, anything else
 * is invisible (zero-width, soft hyphen, fillers), a bidirectional control, a combining mark, or a letter
 * of another alphabet or a Latin variant that can pass for a plain one (Cyrillic "а", dotless "ı").
 * Plain ASCII is also what every mail server accepts without SMTPUTF8.
 */
export function isPlainEmail(address: string): boolean {
  // A plain space is left to the address's shape check, which refuses it with its own message.
  return /^[\x20-\x7E]*$/.test(address);
}

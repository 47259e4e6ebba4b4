// The only thing a visitor typed that an acknowledgement e-mail may repeat
// (docs/product.md#e-mail): it goes from the company's address to whatever address was typed, so a name that could
// carry a message or a link would make it a relay for spam or phishing. The first word of the name
// is kept only when it is letters (any script) and at most 40 characters; otherwise the greeting
// names no one.

export const FIRST_NAME_MAX_LENGTH = 40;

const LETTERS = /^\p{L}+$/u;

/** The first word of `fullName` when it is 1 to 40 Unicode letters (compared in NFC), else null. */
export function firstNameOf(fullName: string): string | null {
  // NFC first, so a letter typed as a base and a combining accent counts as the one letter it is.
  const [first = ''] = fullName.normalize('NFC').trim().split(/\s+/u);
  if (!LETTERS.test(first)) return null;
  return Array.from(first).length <= FIRST_NAME_MAX_LENGTH ? first : null;
}

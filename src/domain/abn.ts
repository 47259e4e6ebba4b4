// Australian Business Numbers (docs/product.md#trade-accounts): 11 digits, valid by the ATO's check
// (subtract 1 from the first digit, weights 10, 1, 3, 5, ..., 19, weighted sum divisible by 89),
// shown grouped 2-3-3-3 as `51 824 753 556`.

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

/** The ABN's digits with spaces removed, or null when it is not 11 digits. */
export function abnDigits(value: string): string | null {
  const digits = value.replace(/\s+/g, '');
  return /^\d{11}$/.test(digits) ? digits : null;
}

/** True for an ABN that passes the ATO's checksum (spaces allowed). */
export function isValidAbn(value: string): boolean {
  const digits = abnDigits(value);
  if (!digits) return false;
  const sum = ABN_WEIGHTS.reduce((total, weight, i) => total + weight * (Number(digits[i]) - (i === 0 ? 1 : 0)), 0);
  return sum % 89 === 0;
}

/** '51 824 753 556' from 11 digits with or without spaces; anything else is returned as given. */
export function formatAbn(value: string): string {
  const digits = abnDigits(value);
  if (!digits) return value;
  return `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`;
}
